CREATE TABLE "bookzy_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"subscription_id" text NOT NULL,
	"buy_cost" integer DEFAULT 100 NOT NULL,
	"inbound_cost" integer DEFAULT 50 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"next_invoice_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_key_unique" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "media_mail_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"base_rate" integer NOT NULL,
	"break_point" integer NOT NULL,
	"addition_initial_tier" integer NOT NULL,
	"addition_later_tier" integer NOT NULL,
	"low_price_enabled" boolean NOT NULL,
	"low_price_activate_point" integer NOT NULL,
	"low_price_reduce_amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_triggers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profit_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL,
	"channel" text NOT NULL,
	"price_source" text NOT NULL,
	"min_profit" integer,
	"max_sales_rank" integer,
	"max_offers" integer,
	"min_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookzy_devices" ADD CONSTRAINT "bookzy_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_mail_rates" ADD CONSTRAINT "media_mail_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_triggers" ADD CONSTRAINT "profit_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_triggers" ADD CONSTRAINT "profit_triggers_device_id_bookzy_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."bookzy_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookzy_devices_user_idx" ON "bookzy_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profit_triggers_device_order_idx" ON "profit_triggers" USING btree ("device_id","sort_order");--> statement-breakpoint
CREATE INDEX "profit_triggers_user_idx" ON "profit_triggers" USING btree ("user_id");