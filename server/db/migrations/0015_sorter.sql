CREATE TABLE "sorter_machine_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorter_machine_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sorter_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorter_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"rows" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sorter_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorter_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"gate" text NOT NULL,
	"channel" text NOT NULL,
	"price_source" text NOT NULL,
	"min_profit" integer,
	"max_sales_rank" integer,
	"max_offers" integer,
	"min_price" integer
);
--> statement-breakpoint
CREATE TABLE "sorter_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorter_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"scan_id" uuid NOT NULL,
	"code" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"gate" text NOT NULL,
	"fallback" text,
	"rule_id" integer,
	"rule_name" text,
	"reject_reason" text,
	"decided_offline" boolean NOT NULL,
	"price" integer,
	"payout" integer,
	"sales_rank" integer
);
--> statement-breakpoint
CREATE TABLE "sorter_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorter_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorter_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"buy_cost" integer NOT NULL,
	"inbound_cost" integer NOT NULL,
	"timeout_ms" integer NOT NULL,
	"sound_on" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sorter_machine_keys" ADD CONSTRAINT "sorter_machine_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_reports" ADD CONSTRAINT "sorter_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_rules" ADD CONSTRAINT "sorter_rules_section_id_sorter_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sorter_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_scans" ADD CONSTRAINT "sorter_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_sections" ADD CONSTRAINT "sorter_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_settings" ADD CONSTRAINT "sorter_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sorter_machine_keys_hash" ON "sorter_machine_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sorter_machine_keys_user_idx" ON "sorter_machine_keys" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sorter_reports_user_idx" ON "sorter_reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sorter_rules_section_idx" ON "sorter_rules" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sorter_scans_scan_id" ON "sorter_scans" USING btree ("user_id","scan_id");--> statement-breakpoint
CREATE INDEX "sorter_scans_user_time_idx" ON "sorter_scans" USING btree ("user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "sorter_sections_user_idx" ON "sorter_sections" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sorter_sections_one_active" ON "sorter_sections" USING btree ("user_id") WHERE "sorter_sections"."active";