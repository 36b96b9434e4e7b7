CREATE TABLE "run_offers" (
	"run_id" integer NOT NULL,
	"asin" text NOT NULL,
	"condition" text NOT NULL,
	"offers" jsonb NOT NULL,
	CONSTRAINT "run_offers_run_id_asin_condition_pk" PRIMARY KEY("run_id","asin","condition")
);
--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD COLUMN "push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD COLUMN "submitting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_feed_files" ADD COLUMN "refused_skus" integer;--> statement-breakpoint
ALTER TABLE "run_offers" ADD CONSTRAINT "run_offers_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;