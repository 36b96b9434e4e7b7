CREATE TABLE "seller_catalog_books" (
	"user_id" integer NOT NULL,
	"isbn13" text NOT NULL,
	"book" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_catalog_books_user_id_isbn13_pk" PRIMARY KEY("user_id","isbn13")
);
--> statement-breakpoint
ALTER TABLE "seller_catalog_books" ADD CONSTRAINT "seller_catalog_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_catalog_books_refreshed_idx" ON "seller_catalog_books" USING btree ("user_id","refreshed_at");