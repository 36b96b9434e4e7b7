CREATE TABLE "price_feed_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_feed_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"rows" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "price_feed_files_run" UNIQUE("run_id")
);
--> statement-breakpoint
CREATE TABLE "stock_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"rows" integer,
	"csv" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD CONSTRAINT "price_feed_files_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_feed_files_seller_idx" ON "price_feed_files" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "stock_reports_seller_idx" ON "stock_reports" USING btree ("seller_id","id");