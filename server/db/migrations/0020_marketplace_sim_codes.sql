CREATE TABLE "marketplace_sim_spent_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"spent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketplace_sim_spent_codes_spent_idx" ON "marketplace_sim_spent_codes" USING btree ("spent_at");