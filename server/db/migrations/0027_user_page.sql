ALTER TABLE "devices" ADD COLUMN "impersonated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_sessions" ADD COLUMN "impersonated_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "seller_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketplace_seller_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketplace_seller_name_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_sessions" ADD CONSTRAINT "seller_sessions_impersonated_by_admin_id_admins_id_fk" FOREIGN KEY ("impersonated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_sessions_user_idx" ON "seller_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_sessions_created_idx" ON "seller_sessions" USING btree ("created_at");--> statement-breakpoint

-- seller_context (migrations 0003, 0019) with the staff member a session was opened by, and its end:
-- a session staff opened as the seller is refused what only the seller may do (spec 6, login as user).
DROP FUNCTION seller_context(text, uuid, timestamptz);
--> statement-breakpoint
CREATE FUNCTION seller_context(p_token_hash text, p_device_id uuid, p_now timestamptz)
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
  device_last_seen_at timestamptz,
  impersonator_admin_id integer,
  impersonator_name text,
  impersonator_email text,
  session_expires_at timestamptz
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
    d.id, d.device_type, d.device_name, d.created_at, d.last_seen_at,
    a.id, a.name, a.email, s.expires_at
  FROM seller_access_tokens t
  JOIN seller_sessions s ON s.id = t.session_id AND s.revoked_at IS NULL
  JOIN users u ON u.id = s.user_id
  LEFT JOIN devices d ON d.id = p_device_id AND d.user_id = u.id
  LEFT JOIN admins a ON a.id = s.impersonated_by_admin_id
  WHERE t.token_hash = p_token_hash AND t.expires_at > p_now;
END
$$;
