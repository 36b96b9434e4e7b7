-- The auth path of every seller call in one statement (server/auth/sellerContext.ts): the live
-- access token, its session and account, the account's products and active prompts, and the device
-- the call names.
-- It is a PL/pgSQL function so that each database connection plans the four-table query once and
-- reuses the plan; sent as a plain query, it was planned again on every call, about half its cost.
-- A change to these tables' columns must replace this function in the same migration.
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
    (SELECT coalesce(json_agg(json_build_object('product', p.product, 'status', p.status)), '[]'::json)
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
