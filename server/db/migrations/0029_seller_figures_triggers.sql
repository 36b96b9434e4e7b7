-- seller_figures (schema/sellerFigures.ts) kept by the database: each statement that writes
-- invoices, listing sessions or newer-flow sessions adds its change to the sellers' counts, in its
-- own transaction. Deltas, not recounts: two transactions for one seller each add theirs under the
-- row's lock, so neither overwrites the other.
CREATE FUNCTION seller_figures_from_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE seller_figures AS f SET paid_invoices = f.paid_invoices - gone.count
    FROM (SELECT user_id, count(*)::integer AS count FROM old_rows WHERE paid_at IS NOT NULL GROUP BY user_id) AS gone
    WHERE f.user_id = gone.user_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_figures AS f (user_id, paid_invoices)
    SELECT user_id, count(*)::integer FROM new_rows WHERE paid_at IS NOT NULL GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET paid_invoices = f.paid_invoices + excluded.paid_invoices;
  ELSE
    INSERT INTO seller_figures AS f (user_id, paid_invoices)
    SELECT user_id, sum(change)::integer FROM (
      SELECT user_id, 1 AS change FROM new_rows WHERE paid_at IS NOT NULL
      UNION ALL SELECT user_id, -1 FROM old_rows WHERE paid_at IS NOT NULL
    ) AS changes GROUP BY user_id HAVING sum(change) <> 0
    ON CONFLICT (user_id) DO UPDATE SET paid_invoices = f.paid_invoices + excluded.paid_invoices;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_seller_figures_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_seller_figures_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_seller_figures_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_invoices();
--> statement-breakpoint
-- Older-flow sessions count by their channel; a newer-flow session (nsessions) is always FBA. A
-- session's seller and channel are set when it is made and never changed, so inserts and deletes
-- are all that move these counts (and a trigger on every session update, the lister's hot path,
-- would cost each scan for nothing).
CREATE FUNCTION seller_figures_from_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE seller_figures AS f SET fba_sessions = f.fba_sessions - gone.fba, fbm_sessions = f.fbm_sessions - gone.fbm
    FROM (
      SELECT user_id, count(*) FILTER (WHERE channel = 'FBA')::integer AS fba, count(*) FILTER (WHERE channel = 'FBM')::integer AS fbm
      FROM (SELECT user_id, coalesce(to_jsonb(old_rows) ->> 'channel', 'FBA') AS channel FROM old_rows) AS sessions GROUP BY user_id
    ) AS gone
    WHERE f.user_id = gone.user_id;
  ELSE
    INSERT INTO seller_figures AS f (user_id, fba_sessions, fbm_sessions)
    SELECT user_id, count(*) FILTER (WHERE channel = 'FBA')::integer, count(*) FILTER (WHERE channel = 'FBM')::integer
    FROM (SELECT user_id, coalesce(to_jsonb(new_rows) ->> 'channel', 'FBA') AS channel FROM new_rows) AS sessions GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET fba_sessions = f.fba_sessions + excluded.fba_sessions, fbm_sessions = f.fbm_sessions + excluded.fbm_sessions;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_sessions_seller_figures_insert AFTER INSERT ON listing_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_sessions();
--> statement-breakpoint
CREATE TRIGGER listing_sessions_seller_figures_delete AFTER DELETE ON listing_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_sessions();
--> statement-breakpoint
CREATE TRIGGER nsessions_seller_figures_insert AFTER INSERT ON nsessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_sessions();
--> statement-breakpoint
CREATE TRIGGER nsessions_seller_figures_delete AFTER DELETE ON nsessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_sessions();
--> statement-breakpoint
-- The counts of what is already there (a derived table, not seed data).
INSERT INTO seller_figures (user_id, paid_invoices, fba_sessions, fbm_sessions)
SELECT u.id,
  (SELECT count(*) FROM invoices i WHERE i.user_id = u.id AND i.paid_at IS NOT NULL),
  (SELECT count(*) FROM listing_sessions s WHERE s.user_id = u.id AND s.channel = 'FBA') + (SELECT count(*) FROM nsessions n WHERE n.user_id = u.id),
  (SELECT count(*) FROM listing_sessions s WHERE s.user_id = u.id AND s.channel = 'FBM')
FROM users u;
