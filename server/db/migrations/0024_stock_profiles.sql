CREATE TABLE "seller_stock_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"run_id" integer,
	"skus" integer NOT NULL,
	"non_book_skus" integer NOT NULL,
	"fba_book_skus" integer NOT NULL,
	"used_book_skus" integer NOT NULL,
	"global_min_skus" integer NOT NULL,
	"non_book_percent" double precision GENERATED ALWAYS AS (CASE WHEN skus > 0 THEN 100.0 * non_book_skus / (skus) END) STORED,
	"fba_book_percent" double precision GENERATED ALWAYS AS (CASE WHEN skus - non_book_skus > 0 THEN 100.0 * fba_book_skus / (skus - non_book_skus) END) STORED,
	"used_book_percent" double precision GENERATED ALWAYS AS (CASE WHEN skus - non_book_skus > 0 THEN 100.0 * used_book_skus / (skus - non_book_skus) END) STORED,
	"global_min_percent" double precision GENERATED ALWAYS AS (CASE WHEN skus > 0 THEN 100.0 * global_min_skus / (skus) END) STORED,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_stock_profiles" ADD CONSTRAINT "seller_stock_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;