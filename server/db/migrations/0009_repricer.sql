CREATE TABLE "repricer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repricer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"section" jsonb NOT NULL,
	"strategy_id" integer,
	"strategy_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repricer_groups_user_type" UNIQUE("user_id","group_type")
);
--> statement-breakpoint
CREATE TABLE "repricer_seller_exclusions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repricer_seller_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"market_seller_id" text,
	"seller_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repricer_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"group_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repricer_strategies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repricer_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_action" jsonb DEFAULT '{"kind":"KEEP"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repricer_strategy_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repricer_strategy_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"strategy_id" integer NOT NULL,
	"group_type" text NOT NULL,
	"version" integer NOT NULL,
	"section" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repricer_strategy_publications_version" UNIQUE("strategy_id","group_type","version")
);
--> statement-breakpoint
CREATE TABLE "repricing_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repricing_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"group_type" text NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"outcome" text NOT NULL,
	"failure_code" text,
	"previous_price" integer,
	"new_price" integer,
	"trail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repricer_groups" ADD CONSTRAINT "repricer_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repricer_groups" ADD CONSTRAINT "repricer_groups_strategy_id_repricer_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."repricer_strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repricer_seller_exclusions" ADD CONSTRAINT "repricer_seller_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repricer_settings" ADD CONSTRAINT "repricer_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repricer_strategy_publications" ADD CONSTRAINT "repricer_strategy_publications_strategy_id_repricer_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."repricer_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repricing_results" ADD CONSTRAINT "repricing_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repricer_seller_exclusions_user_idx" ON "repricer_seller_exclusions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "repricing_results_run_state_idx" ON "repricing_results" USING btree ("user_id","run_id","state","code");--> statement-breakpoint
CREATE INDEX "repricing_results_run_sku_idx" ON "repricing_results" USING btree ("user_id","run_id","sku");--> statement-breakpoint
CREATE INDEX "repricing_results_group_run_idx" ON "repricing_results" USING btree ("user_id","group_type","run_id");