CREATE TABLE "payment_sim_refunds" (
	"ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sim_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "credit_note_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_refunds" ALTER COLUMN "credit_note_number" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_sim_refunds_charge_idx" ON "payment_sim_refunds" USING btree ("charge_ref");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");