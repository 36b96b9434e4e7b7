CREATE TABLE "lister_defaults" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"default_condition" text NOT NULL,
	"default_condition_note" text,
	"default_min_price" integer,
	"default_max_price" integer,
	"default_quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lister_defaults" ADD CONSTRAINT "lister_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;