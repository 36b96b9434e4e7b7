CREATE TABLE "sorter_fallbacks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type_gate_map" jsonb NOT NULL,
	"reject_breakdown" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorter_gates" (
	"user_id" integer NOT NULL,
	"gate" text NOT NULL,
	"tag" text NOT NULL,
	"color" text NOT NULL,
	"sound" text NOT NULL,
	"target_type" text NOT NULL,
	"full" boolean NOT NULL,
	CONSTRAINT "sorter_gates_user_id_gate_pk" PRIMARY KEY("user_id","gate")
);
--> statement-breakpoint
ALTER TABLE "sorter_fallbacks" ADD CONSTRAINT "sorter_fallbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorter_gates" ADD CONSTRAINT "sorter_gates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;