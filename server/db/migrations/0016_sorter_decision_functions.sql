-- The sorter's decision path in three statements whose plans each connection makes once: planned
-- on every call, the configuration's query cost about twice as much, and every scan (the tablet's,
-- and the machine API's several a second per conveyor) runs it. A change to these tables' columns
-- must replace these functions in the same migration.

-- Everything a gate decision reads (sorter/meta, server/modules/sorter/sorterConfig.ts): the saved
-- gates, the fallback settings, the active section with its rules in order, the settings and the
-- media mail rates; null where the seller saved nothing (the caller fills in the defaults).
CREATE OR REPLACE FUNCTION sorter_config(p_user_id integer)
RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'gates', (SELECT coalesce(json_agg(json_build_object('gate', g.gate, 'tag', g.tag, 'color', g.color, 'sound', g.sound,
                'targetType', g.target_type, 'full', g.full)), '[]'::json)
              FROM sorter_gates g WHERE g.user_id = p_user_id),
    'fallbacks', (SELECT json_build_object('typeGateMap', f.type_gate_map, 'rejectBreakdown', f.reject_breakdown)
                  FROM sorter_fallbacks f WHERE f.user_id = p_user_id),
    'section', (SELECT json_build_object('id', s.id, 'name', s.name, 'rules',
                  (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'gate', r.gate, 'channel', r.channel,
                      'priceSource', r.price_source, 'minProfit', r.min_profit, 'maxSalesRank', r.max_sales_rank,
                      'maxOffers', r.max_offers, 'minPrice', r.min_price) ORDER BY r.position, r.id), '[]'::json)
                   FROM sorter_rules r WHERE r.section_id = s.id))
                FROM sorter_sections s WHERE s.user_id = p_user_id AND s.active),
    'settings', (SELECT json_build_object('buyCost', st.buy_cost, 'inboundCost', st.inbound_cost, 'timeoutMs', st.timeout_ms,
                   'soundOn', st.sound_on)
                 FROM sorter_settings st WHERE st.user_id = p_user_id),
    'rates', (SELECT json_build_object('baseRate', m.base_rate, 'breakPoint', m.break_point,
                'additionInitialTier', m.addition_initial_tier, 'additionLaterTier', m.addition_later_tier,
                'lowPriceEnabled', m.low_price_enabled, 'lowPriceActivatePoint', m.low_price_activate_point,
                'lowPriceReduceAmount', m.low_price_reduce_amount)
              FROM media_mail_rates m WHERE m.user_id = p_user_id)
  );
END
$$;
--> statement-breakpoint

-- A machine call's access check and configuration in one statement (server/auth/machineKeys.ts):
-- the key by its hash, its owner's account state and products, and, for a key in use by an enabled
-- account, the owner's sorter configuration.
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
    (SELECT coalesce(json_agg(json_build_object('product', p.product, 'status', p.status)), '[]'::json)
       FROM user_products p WHERE p.user_id = k.user_id),
    CASE WHEN k.revoked_at IS NULL AND u.disabled_at IS NULL THEN sorter_config(k.user_id) END
  FROM sorter_machine_keys k
  JOIN users u ON u.id = k.user_id
  WHERE k.key_hash = p_key_hash;
END
$$;
--> statement-breakpoint

-- Records a scan once (server/modules/sorter/decideCode.ts): true when stored, false for a scan id
-- the seller recorded before (the outbox resending it).
CREATE OR REPLACE FUNCTION sorter_record_scan(
  p_user_id integer, p_scan_id uuid, p_code text, p_scanned_at timestamptz, p_source text, p_gate text,
  p_fallback text, p_rule_id integer, p_rule_name text, p_reject_reason text, p_decided_offline boolean,
  p_price integer, p_payout integer, p_sales_rank integer)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sorter_scans (user_id, scan_id, code, scanned_at, source, gate, fallback, rule_id, rule_name, reject_reason,
    decided_offline, price, payout, sales_rank)
  VALUES (p_user_id, p_scan_id, p_code, p_scanned_at, p_source, p_gate, p_fallback, p_rule_id, p_rule_name, p_reject_reason,
    p_decided_offline, p_price, p_payout, p_sales_rank)
  ON CONFLICT (user_id, scan_id) DO NOTHING;
  RETURN FOUND;
END
$$;
