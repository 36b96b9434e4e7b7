CREATE TABLE "charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"cause" text NOT NULL,
	"state" text DEFAULT 'IN_FLIGHT' NOT NULL,
	"processor_ref" text,
	"challenge_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"product" text,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subscription_id" integer,
	"number" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate_basis_points" integer,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_with_method_id" integer,
	"billed_to" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"processor_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_id_currency_pk" PRIMARY KEY("plan_id","currency")
);
--> statement-breakpoint
CREATE TABLE "plan_products" (
	"plan_id" integer NOT NULL,
	"product" text NOT NULL,
	CONSTRAINT "plan_products_plan_id_product_pk" PRIMARY KEY("plan_id","product")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"interval" text DEFAULT 'MONTH' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "seller_tax_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"cause" text NOT NULL,
	"actor_admin_id" integer,
	"detail" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"usable" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"billing_anchor" timestamp with time zone NOT NULL,
	"paid_through" timestamp with time zone,
	"payment_state" text DEFAULT 'OK' NOT NULL,
	"failure_message" text,
	"freezes_at" timestamp with time zone,
	"open_invoice_id" integer,
	"unsubscribe_reason" text,
	"unsubscribe_comment" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sim_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"method_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"challenge_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sim_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_sim_charges_challenge_id_unique" UNIQUE("challenge_id")
);
--> statement-breakpoint
CREATE TABLE "payment_sim_methods" (
	"ref" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sim_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "usable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_with_method_id_payment_methods_id_fk" FOREIGN KEY ("paid_with_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_products" ADD CONSTRAINT "plan_products_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tax_rates" ADD CONSTRAINT "seller_tax_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tax_rates" ADD CONSTRAINT "seller_tax_rates_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_admin_id_admins_id_fk" FOREIGN KEY ("actor_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_open_invoice_id_invoices_id_fk" FOREIGN KEY ("open_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_invoice_attempt" ON "charges" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE INDEX "charges_in_flight_idx" ON "charges" USING btree ("created_at") WHERE "charges"."state" = 'IN_FLIGHT';--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_main" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."main" AND "payment_methods"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subscription_events_user_idx" ON "subscription_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","paid_through");--> statement-breakpoint
CREATE INDEX "payment_sim_charges_method_idx" ON "payment_sim_charges" USING btree ("method_ref");--> statement-breakpoint
CREATE INDEX "payment_sim_tokens_created_idx" ON "payment_sim_tokens" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint

-- Products are usable by their own flag from here on (billing keeps it: a cancelled subscription's
-- products stay usable to the end of the month paid for). Rows from before were usable while ACTIVE.
UPDATE "user_products" SET "usable" = ("status" = 'ACTIVE');
--> statement-breakpoint

-- seller_context (migration 0003) with each product's usable flag.
CREATE OR REPLACE FUNCTION seller_context(p_token_hash text, p_device_id uuid, p_now timestamptz)
RETURNS TABLE (
  session_id uuid,
  user_id integer,
  email text,
  first_name text,
  last_name text,
  company_name text,
  hide_sales_data boolean,
  internal_user boolean,
  disabled_at timestamptz,
  products json,
  prompts json,
  device_id uuid,
  device_type text,
  device_name text,
  device_created_at timestamptz,
  device_last_seen_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, u.id, u.email, u.first_name, u.last_name, u.company_name, u.hide_sales_data,
    u.internal_user, u.disabled_at,
    (SELECT coalesce(json_agg(json_build_object('product', p.product, 'status', p.status, 'usable', p.usable)), '[]'::json)
       FROM user_products p WHERE p.user_id = u.id),
    (SELECT coalesce(json_agg(json_build_object('id', ip.id, 'type', ip.type, 'status', ip.status,
        'product', ip.product, 'freezeDate', ip.freeze_date) ORDER BY ip.freeze_date), '[]'::json)
       FROM informal_prompts ip WHERE ip.user_id = u.id AND ip.status = 'ACTIVE'),
    d.id, d.device_type, d.device_name, d.created_at, d.last_seen_at
  FROM seller_access_tokens t
  JOIN seller_sessions s ON s.id = t.session_id AND s.revoked_at IS NULL
  JOIN users u ON u.id = s.user_id
  LEFT JOIN devices d ON d.id = p_device_id AND d.user_id = u.id
  WHERE t.token_hash = p_token_hash AND t.expires_at > p_now;
END
$$;
--> statement-breakpoint

-- sorter_machine_context (migration 0016) with each product's usable flag.
CREATE OR REPLACE FUNCTION sorter_machine_context(p_key_hash text)
RETURNS TABLE (
  key_id integer,
  user_id integer,
  revoked_at timestamptz,
  last_used_at timestamptz,
  disabled_at timestamptz,
  products json,
  config json
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.id, k.user_id, k.revoked_at, k.last_used_at, u.disabled_at,
    (SELECT coalesce(json_agg(json_build_object('product', p.product, 'status', p.status, 'usable', p.usable)), '[]'::json)
       FROM user_products p WHERE p.user_id = k.user_id),
    CASE WHEN k.revoked_at IS NULL AND u.disabled_at IS NULL THEN sorter_config(k.user_id) END
  FROM sorter_machine_keys k
  JOIN users u ON u.id = k.user_id
  WHERE k.key_hash = p_key_hash;
END
$$;
--> statement-breakpoint

-- What is on sale on every database, fresh or not: one plan per product and three bundles, monthly,
-- in the first five currencies of spec 9 (minor units, before tax). Staff change them in the admin
-- area from here on.
INSERT INTO "plans" ("code", "name", "description", "kind", "position") VALUES
  ('REPRICER', 'Repricer', 'Rules that reprice your listings around the clock.', 'PRODUCT', 10),
  ('MY_PRICER', 'Stock Manager', 'Your whole stock in one table, with price history and bulk changes.', 'PRODUCT', 20),
  ('LISTER', 'Lister', 'List books by scanning them, box them and send shipments in.', 'PRODUCT', 30),
  ('BOOKZY', 'Bookzy', 'Scan books on your phone and see at once whether to buy them.', 'PRODUCT', 40),
  ('FEED_BEGGAR', 'Feed Tool', 'Price feed files for the marketplace.', 'PRODUCT', 50),
  ('INVENTORY_MANAGER', 'Inventory Manager', 'Import, export and tidy your inventory.', 'PRODUCT', 60),
  ('SORTER', 'Sorter', 'Sort scanned books into gates on the warehouse conveyor.', 'PRODUCT', 70),
  ('REIMBURSEMENT', 'Reimbursement', 'Find units the marketplace lost or damaged and claim them.', 'PRODUCT', 80),
  ('SEND_TO_AMAZON', 'Send to Marketplace', 'Plan, pack and label inbound shipments.', 'PRODUCT', 90),
  ('WAREHOUSE_BUNDLE', 'Warehouse bundle', 'Lister, Bookzy and the Sorter for the warehouse floor.', 'BUNDLE', 1),
  ('PRICING_BUNDLE', 'Pricing bundle', 'The Repricer with the Stock Manager.', 'BUNDLE', 2),
  ('BACK_OFFICE_BUNDLE', 'Back office bundle', 'Feed Tool, Inventory Manager, Reimbursement and Send to Marketplace.', 'BUNDLE', 3);
--> statement-breakpoint
INSERT INTO "plan_products" ("plan_id", "product")
SELECT p.id, v.product FROM (VALUES
  ('REPRICER', 'REPRICER'), ('MY_PRICER', 'MY_PRICER'), ('LISTER', 'LISTER'), ('BOOKZY', 'BOOKZY'),
  ('FEED_BEGGAR', 'FEED_BEGGAR'), ('INVENTORY_MANAGER', 'INVENTORY_MANAGER'), ('SORTER', 'SORTER'),
  ('REIMBURSEMENT', 'REIMBURSEMENT'), ('SEND_TO_AMAZON', 'SEND_TO_AMAZON'),
  ('WAREHOUSE_BUNDLE', 'LISTER'), ('WAREHOUSE_BUNDLE', 'BOOKZY'), ('WAREHOUSE_BUNDLE', 'SORTER'),
  ('PRICING_BUNDLE', 'REPRICER'), ('PRICING_BUNDLE', 'MY_PRICER'),
  ('BACK_OFFICE_BUNDLE', 'FEED_BEGGAR'), ('BACK_OFFICE_BUNDLE', 'INVENTORY_MANAGER'),
  ('BACK_OFFICE_BUNDLE', 'REIMBURSEMENT'), ('BACK_OFFICE_BUNDLE', 'SEND_TO_AMAZON')
) AS v(code, product) JOIN "plans" p ON p.code = v.code;
--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_id", "currency", "amount_cents")
SELECT p.id, c.currency, c.amount FROM (VALUES
  ('REPRICER', 4900, 4500, 3900, 6500, 89900),
  ('MY_PRICER', 1900, 1800, 1500, 2500, 34900),
  ('LISTER', 3900, 3600, 3100, 5200, 69900),
  ('BOOKZY', 2900, 2700, 2300, 3900, 52900),
  ('FEED_BEGGAR', 1500, 1400, 1200, 1900, 26900),
  ('INVENTORY_MANAGER', 1900, 1800, 1500, 2500, 34900),
  ('SORTER', 3900, 3600, 3100, 5200, 69900),
  ('REIMBURSEMENT', 2500, 2300, 1900, 3300, 44900),
  ('SEND_TO_AMAZON', 1900, 1800, 1500, 2500, 34900),
  ('WAREHOUSE_BUNDLE', 8900, 8200, 6900, 11900, 159900),
  ('PRICING_BUNDLE', 5900, 5500, 4700, 7900, 104900),
  ('BACK_OFFICE_BUNDLE', 5900, 5500, 4700, 7900, 104900)
) AS v(code, usd, eur, gbp, cad, mxn)
JOIN "plans" p ON p.code = v.code
CROSS JOIN LATERAL (VALUES ('USD', v.usd), ('EUR', v.eur), ('GBP', v.gbp), ('CAD', v.cad), ('MXN', v.mxn)) AS c(currency, amount);
