CREATE TABLE "box_items" (
	"box_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "box_items_box_id_item_id_pk" PRIMARY KEY("box_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "listing_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shipment_id" integer,
	"asin" text NOT NULL,
	"isbn13" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"weight" integer NOT NULL,
	"restricted" boolean NOT NULL,
	"fnsku" text NOT NULL,
	"sku" text NOT NULL,
	"condition" text NOT NULL,
	"quantity" integer NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"condition_note" text,
	"has_battery" boolean DEFAULT false NOT NULL,
	"hazmat_type" text,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_items_session_fnsku_unique" UNIQUE("session_id","fnsku")
);
--> statement-breakpoint
CREATE TABLE "listing_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"default_condition" text DEFAULT 'verygood' NOT NULL,
	"default_condition_note" text,
	"default_min_price" integer,
	"default_max_price" integer,
	"default_quantity" integer DEFAULT 1 NOT NULL,
	"next_sta_box_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'BOXING' NOT NULL,
	"hazmat" boolean DEFAULT false NOT NULL,
	"next_box_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ltl_details" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"freight_ready_date" date NOT NULL,
	"pallet_count" integer NOT NULL,
	"declared_value" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"carrier" text NOT NULL,
	"estimate" integer NOT NULL,
	"pickup_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"width" integer,
	"height" integer,
	"length" integer,
	"weight" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_boxes_shipment_number_unique" UNIQUE("shipment_id","number")
);
--> statement-breakpoint
CREATE TABLE "sku_settings" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"prefix" text NOT NULL,
	"include_condition" boolean NOT NULL,
	"include_date" boolean NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "sku_settings_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "sta_box_items" (
	"box_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sta_box_items_box_id_item_id_pk" PRIMARY KEY("box_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "sta_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sta_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sta_boxes_session_number_unique" UNIQUE("session_id","number")
);
--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_box_id_shipment_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."shipment_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_item_id_listing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."listing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_session_id_listing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."listing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_shipment_id_listing_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."listing_shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sessions" ADD CONSTRAINT "listing_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shipments" ADD CONSTRAINT "listing_shipments_session_id_listing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."listing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shipments" ADD CONSTRAINT "listing_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ltl_details" ADD CONSTRAINT "ltl_details_shipment_id_listing_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."listing_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_shipment_id_listing_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."listing_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_session_id_listing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."listing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_settings" ADD CONSTRAINT "sku_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sta_box_items" ADD CONSTRAINT "sta_box_items_box_id_sta_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."sta_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sta_box_items" ADD CONSTRAINT "sta_box_items_item_id_listing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."listing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sta_boxes" ADD CONSTRAINT "sta_boxes_session_id_listing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."listing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sta_boxes" ADD CONSTRAINT "sta_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_items_item_idx" ON "box_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "listing_items_session_seek_idx" ON "listing_items" USING btree ("session_id","date_updated","id");--> statement-breakpoint
CREATE INDEX "listing_items_shipment_seek_idx" ON "listing_items" USING btree ("shipment_id","date_updated","id");--> statement-breakpoint
CREATE INDEX "listing_sessions_user_channel_idx" ON "listing_sessions" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "listing_shipments_session_idx" ON "listing_shipments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sta_box_items_item_idx" ON "sta_box_items" USING btree ("item_id");