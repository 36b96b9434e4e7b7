CREATE TABLE "marketplace_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"selling_partner_id" text NOT NULL,
	"region" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"marketplace_name" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"authorised_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_connections_partner" UNIQUE("selling_partner_id")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursement_losses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reimbursement_losses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"ledger_key" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"claim_deadline" timestamp with time zone NOT NULL,
	"shipment_code" text NOT NULL,
	"shipment_name" text NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text NOT NULL,
	"asin" text NOT NULL,
	"isbn13" text NOT NULL,
	"title" text NOT NULL,
	"condition" text NOT NULL,
	"units" integer NOT NULL,
	"value" integer NOT NULL,
	"settled_amount" integer,
	"case_id" text,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision" text,
	"decision_amount" integer,
	"denial_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursement_losses_seller_key" UNIQUE("seller_id","ledger_key")
);
--> statement-breakpoint
CREATE TABLE "reimbursement_syncs" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"shipments_stamp" text NOT NULL,
	"next_change_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_auth_states" ADD CONSTRAINT "marketplace_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD CONSTRAINT "marketplace_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_losses" ADD CONSTRAINT "reimbursement_losses_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_syncs" ADD CONSTRAINT "reimbursement_syncs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_auth_states_user_idx" ON "marketplace_auth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reimbursement_losses_seller_occurred_idx" ON "reimbursement_losses" USING btree ("seller_id","occurred_at");