CREATE TABLE "discount_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"periods_left" integer,
	"assigned_at" timestamp with time zone NOT NULL,
	"assigned_by" integer,
	"assigned_by_email" text,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"currency" text,
	"products" text[] DEFAULT '{}' NOT NULL,
	"periods" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_discounts" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"counted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "discount_assignments" ADD CONSTRAINT "discount_assignments_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_assignments" ADD CONSTRAINT "discount_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_assignments" ADD CONSTRAINT "discount_assignments_assigned_by_admins_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_discounts" ADD CONSTRAINT "invoice_discounts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_discounts" ADD CONSTRAINT "invoice_discounts_assignment_id_discount_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."discount_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_assignments_live" ON "discount_assignments" USING btree ("discount_id","user_id") WHERE "discount_assignments"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "discount_assignments_user_idx" ON "discount_assignments" USING btree ("user_id") WHERE "discount_assignments"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "discount_assignments_assigned_idx" ON "discount_assignments" USING btree ("assigned_at","id");--> statement-breakpoint
CREATE INDEX "invoice_discounts_assignment_idx" ON "invoice_discounts" USING btree ("assignment_id");