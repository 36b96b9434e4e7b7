CREATE TABLE "seller_figures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"paid_invoices" integer DEFAULT 0 NOT NULL,
	"fba_sessions" integer DEFAULT 0 NOT NULL,
	"fbm_sessions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(marketplace_seller_id, ''))) STORED;--> statement-breakpoint
ALTER TABLE "seller_figures" ADD CONSTRAINT "seller_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_paid_idx" ON "invoices" USING btree ("paid_at") WHERE "invoices"."paid_at" IS NOT NULL;