CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"sku" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_overrides" (
	"seller_id" integer NOT NULL,
	"sku" text NOT NULL,
	"bounds_set" boolean DEFAULT false NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"price" integer,
	"note" text,
	"active_qty" integer,
	"inbound_qty" integer,
	"reserved_qty" integer,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_overrides_seller_id_sku_pk" PRIMARY KEY("seller_id","sku")
);
--> statement-breakpoint
CREATE TABLE "stock_table_settings" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketplace_seller_id" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_overrides" ADD CONSTRAINT "stock_overrides_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_table_settings" ADD CONSTRAINT "stock_table_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_seller_sku_at_idx" ON "price_history" USING btree ("seller_id","sku","at");--> statement-breakpoint
CREATE INDEX "stock_overrides_seller_updated_idx" ON "stock_overrides" USING btree ("seller_id","updated_at");