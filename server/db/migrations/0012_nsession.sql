CREATE TABLE "nsession_box_items" (
	"box_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "nsession_box_items_box_id_item_id_pk" PRIMARY KEY("box_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "nsession_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nsession_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"packing_group_id" text NOT NULL,
	"number" integer NOT NULL,
	"length" integer,
	"width" integer,
	"height" integer,
	"weight" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nsession_boxes_session_number_unique" UNIQUE("session_id","number")
);
--> statement-breakpoint
CREATE TABLE "nsession_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nsession_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"asin" text NOT NULL,
	"isbn13" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"weight" integer NOT NULL,
	"restricted" boolean NOT NULL,
	"hazmat_type" text,
	"has_battery" boolean DEFAULT false NOT NULL,
	"sales_rank" integer,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"fnsku" text NOT NULL,
	"sku" text NOT NULL,
	"condition" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer,
	"min_price" integer,
	"max_price" integer,
	"fixed_price" integer,
	"cost_per_unit" integer,
	"condition_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nsession_items_session_fnsku_unique" UNIQUE("session_id","fnsku")
);
--> statement-breakpoint
CREATE TABLE "nsession_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nsession_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"operation" jsonb NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nsessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nsessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"default_condition" text DEFAULT 'verygood' NOT NULL,
	"default_condition_note" text,
	"default_min_price" integer,
	"default_max_price" integer,
	"default_quantity" integer DEFAULT 1 NOT NULL,
	"plan_id" text,
	"plan_status" text,
	"packing_generation" integer DEFAULT 0 NOT NULL,
	"packing_options" jsonb,
	"packing_option_id" text,
	"packed_at" timestamp with time zone,
	"placement_generation" integer DEFAULT 0 NOT NULL,
	"placement_options" jsonb,
	"transport_options" jsonb,
	"placement_option_id" text,
	"shipments" jsonb,
	"completed_at" timestamp with time zone,
	"next_box_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nsession_box_items" ADD CONSTRAINT "nsession_box_items_box_id_nsession_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."nsession_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_box_items" ADD CONSTRAINT "nsession_box_items_item_id_nsession_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nsession_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_boxes" ADD CONSTRAINT "nsession_boxes_session_id_nsessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."nsessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_boxes" ADD CONSTRAINT "nsession_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_items" ADD CONSTRAINT "nsession_items_session_id_nsessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."nsessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_items" ADD CONSTRAINT "nsession_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_operations" ADD CONSTRAINT "nsession_operations_session_id_nsessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."nsessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsession_operations" ADD CONSTRAINT "nsession_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsessions" ADD CONSTRAINT "nsessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nsession_box_items_item_idx" ON "nsession_box_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "nsession_items_session_seek_idx" ON "nsession_items" USING btree ("session_id","date_updated","id");--> statement-breakpoint
CREATE INDEX "nsession_operations_session_idx" ON "nsession_operations" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "nsessions_user_idx" ON "nsessions" USING btree ("user_id","created_at");