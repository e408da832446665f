-- Issue 23: the daily rollups are kept current by marking the (account, UTC day) slices a change
-- touches in rollup_dirty, in the transaction of the change, from statement-level triggers with
-- transition tables: every write path (services, imports, bulk SQL) is covered. The rollup job
-- (areas/reports/rollups/refresh.ts) drains the marks and recomputes those slices.
--
-- A mark is held with FOR KEY SHARE until the writer commits: writers never wait for each other on
-- a mark that exists, while the refresh (which takes its slices FOR UPDATE SKIP LOCKED) skips a
-- slice whose writer has not committed yet and leaves it for its next run. A mark the refresh is
-- deleting makes the writer wait for the refresh and insert it again, so a slice changed during a
-- refresh stays dirty.
CREATE FUNCTION "rollup_mark"(accounts int[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted int := coalesce(cardinality(accounts), 0);
  held int;
BEGIN
  IF wanted = 0 THEN RETURN; END IF;
  LOOP
    INSERT INTO "rollup_dirty" ("account_id", "day")
      SELECT t.a, t.d FROM unnest(accounts, days) AS t(a, d) ORDER BY t.a, t.d
      ON CONFLICT DO NOTHING;
    SELECT count(*) INTO held FROM (
      SELECT 1 FROM "rollup_dirty" r JOIN unnest(accounts, days) AS t(a, d)
        ON r."account_id" = t.a AND r."day" = t.d
      FOR KEY SHARE OF r) x;
    EXIT WHEN held >= wanted;
  END LOOP;
END $$;--> statement-breakpoint
-- Assets: their (account, created day) slice; an update only when what the rollups read changed.
-- A change of account also marks the slices of the asset's test results (tests are by their own day).
CREATE FUNCTION "rollup_assets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(n."account_id", 0) AS a, (n."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM new_rows n) s;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT coalesce(x.account_id, 0) AS a, (x.created_at AT TIME ZONE 'UTC')::date AS d
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        CROSS JOIN LATERAL (VALUES (n."account_id", n."created_at"), (o."account_id", o."created_at")) AS x(account_id, created_at)
       WHERE (n."account_id", n."created_at", n."type", n."grade", n."disposition")
             IS DISTINCT FROM (o."account_id", o."created_at", o."type", o."grade", o."disposition")
      UNION
      SELECT coalesce(x.account_id, 0), (tr."created_at" AT TIME ZONE 'UTC')::date
        FROM new_rows n JOIN old_rows o ON o."id" = n."id" AND n."account_id" IS DISTINCT FROM o."account_id"
        JOIN "test_results" tr ON tr."asset_id" = n."id"
        CROSS JOIN LATERAL (VALUES (n."account_id"), (o."account_id")) AS x(account_id)) s;
  ELSE
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(o."account_id", 0) AS a, (o."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM old_rows o) s;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Product entries: their asset's (account, created day) slice.
CREATE FUNCTION "rollup_product_assets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(a."account_id", 0) AS a, (a."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM "assets" a WHERE a."id" IN (SELECT n."asset_id" FROM new_rows n)) s;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(a."account_id", 0) AS a, (a."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM "assets" a WHERE a."id" IN (
        SELECT x.asset_id FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          CROSS JOIN LATERAL (VALUES (n."asset_id"), (o."asset_id")) AS x(asset_id)
         WHERE (n."asset_id", n."product_id", n."position", n."quantity", n."net_weight")
               IS DISTINCT FROM (o."asset_id", o."product_id", o."position", o."quantity", o."net_weight"))) s;
  ELSE
    -- An asset deleted with its entries marked its slice itself (its row is gone by now).
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(a."account_id", 0) AS a, (a."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM "assets" a WHERE a."id" IN (SELECT o."asset_id" FROM old_rows o)) s;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Test results: the asset's account and the result's own day. A result deleted with its asset
-- (whose account is gone with it) marks every slice of its day and technician the rollup holds.
CREATE FUNCTION "rollup_test_results_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(a."account_id", 0) AS a, (n."created_at" AT TIME ZONE 'UTC')::date AS d
      FROM new_rows n JOIN "assets" a ON a."id" = n."asset_id") s;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT DISTINCT coalesce(a."account_id", 0) AS a, (x.created_at AT TIME ZONE 'UTC')::date AS d
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        CROSS JOIN LATERAL (VALUES (n."asset_id", n."created_at"), (o."asset_id", o."created_at")) AS x(asset_id, created_at)
        JOIN "assets" a ON a."id" = x.asset_id
       WHERE (n."asset_id", n."created_at", n."tested_by") IS DISTINCT FROM (o."asset_id", o."created_at", o."tested_by")) s;
  ELSE
    PERFORM "rollup_mark"(array_agg(s.a), array_agg(s.d)) FROM (
      SELECT coalesce(a."account_id", 0) AS a, (o."created_at" AT TIME ZONE 'UTC')::date AS d
        FROM old_rows o JOIN "assets" a ON a."id" = o."asset_id"
      UNION
      SELECT r."account_id", r."day"
        FROM old_rows o JOIN "rollup_tests_daily" r
          ON r."day" = (o."created_at" AT TIME ZONE 'UTC')::date AND r."user_id" = coalesce(o."tested_by", 0)
       WHERE NOT EXISTS (SELECT 1 FROM "assets" a WHERE a."id" = o."asset_id")) s;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rollup_assets_insert" AFTER INSERT ON "assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_assets_update" AFTER UPDATE ON "assets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_assets_delete" AFTER DELETE ON "assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_product_assets_insert" AFTER INSERT ON "product_assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_product_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_product_assets_update" AFTER UPDATE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_product_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_product_assets_delete" AFTER DELETE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_product_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_test_results_insert" AFTER INSERT ON "test_results"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_test_results_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_test_results_update" AFTER UPDATE ON "test_results"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_test_results_changed"();--> statement-breakpoint
CREATE TRIGGER "rollup_test_results_delete" AFTER DELETE ON "test_results"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rollup_test_results_changed"();--> statement-breakpoint
-- Test results are recomputed by their day: an index to find a day's results.
CREATE INDEX "test_results_created_idx" ON "test_results" USING btree ("created_at");--> statement-breakpoint
-- The loads already received, processed or priced: the first time their status_changed events
-- (an activity's own events, not an asset's) moved them there.
INSERT INTO "load_milestones" ("activity_id", "account_id", "program_id", "received_at", "processed_at", "priced_at")
SELECT a."id", a."account_id", a."program_id",
       min(e."created_at") FILTER (WHERE e."changes" @> '[{"field": "status", "to": "received"}]'::jsonb),
       min(e."created_at") FILTER (WHERE e."changes" @> '[{"field": "status", "to": "processed"}]'::jsonb),
       min(e."created_at") FILTER (WHERE e."changes" @> '[{"field": "status", "to": "priced"}]'::jsonb)
  FROM "activities" a
  JOIN "events" e ON e."activity_id" = a."id" AND e."barcode" IS NULL
 WHERE a."type" = 'inbound'
   AND e."changes" @> '[{"field": "status"}]'::jsonb
 GROUP BY a."id"
HAVING bool_or(e."changes" @> '[{"field": "status", "to": "received"}]'::jsonb
            OR e."changes" @> '[{"field": "status", "to": "processed"}]'::jsonb
            OR e."changes" @> '[{"field": "status", "to": "priced"}]'::jsonb)
ON CONFLICT ("activity_id") DO NOTHING;--> statement-breakpoint
-- Every slice that has data now is dirty: the first refresh builds the rollups.
INSERT INTO "rollup_dirty" ("account_id", "day")
SELECT DISTINCT coalesce(a."account_id", 0), (a."created_at" AT TIME ZONE 'UTC')::date FROM "assets" a
UNION
SELECT coalesce(a."account_id", 0), (tr."created_at" AT TIME ZONE 'UTC')::date
  FROM "test_results" tr JOIN "assets" a ON a."id" = tr."asset_id"
ON CONFLICT DO NOTHING;
