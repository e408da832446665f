import { RULE_EVENT_ACTION } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordEvents } from "../../../platform/audit";
import { syncLockHolds } from "../../itad/lock-holds";

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

export type ProgramRules = { id: number; name: string; rules: unknown };

/** The stored rules of these programs, by id (one statement). */
export async function programsById(db: Db, programIds: number[]): Promise<Map<number, ProgramRules>> {
  if (programIds.length === 0) return new Map();
  const rows = await rowsOf<ProgramRules>(
    db,
    sql`select id, name, rules from programs where id = any(${ids(programIds)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

/** What a rule event on many assets says, and who wrote it. */
export type RuleEvent = { activityId: number; rule: string; message: string; userId: number };

/** One rule event per asset named by a subquery that answers `id` and `barcode`. */
function ruleEventsFor(source: SQL, event: RuleEvent): SQL {
  return sql`insert into events (activity_id, barcode, asset_id, action, rule, message, user_id)
    select ${event.activityId}::int, s.barcode, s.id, ${RULE_EVENT_ACTION}::text, ${event.rule}::text,
      ${event.message}::text, ${event.userId}::int
    from (${source}) s`;
}

/**
 * Runs `change` (a data-modifying statement) as the CTE `changed` and writes one rule event per
 * asset that `changedAssets` (a select of `id` and `barcode` over `changed`) names, in one
 * statement; answers how many events it wrote.
 */
async function changeWithRuleEvents(
  db: Db,
  change: SQL,
  changedAssets: SQL,
  event: RuleEvent,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with changed as (
          ${change}
        ), logged as (
          ${ruleEventsFor(changedAssets, event)}
          returning 1
        )
        select count(*)::int as n from logged`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** hold_asset: an active hold of the type on each asset that has none of it, each with its rule event; answers how many. */
export async function holdAssets(
  db: Db,
  assetIds: number[],
  hold: { type: string; programId: number; instructions: string; userId: number },
  event: RuleEvent,
): Promise<number> {
  if (assetIds.length === 0) return 0;
  return changeWithRuleEvents(
    db,
    sql`insert into asset_holds (asset_id, type, program_id, processing_instructions, created_by)
        select a.id, ${hold.type}::text, ${hold.programId}::int, ${hold.instructions}::text, ${hold.userId}::int
        from assets a
        where a.id = any(${ids(assetIds)})
          and not exists (select 1 from asset_holds h where h.asset_id = a.id and h.type = ${hold.type} and h.status = 'active')
        returning asset_id`,
    sql`select a.id, a.barcode from assets a join changed on changed.asset_id = a.id`,
    event,
  );
}

/**
 * lock_asset: adds the lock to each asset that lacks it, each with its rule event (naming the
 * locks before and after: who found a lock is read from it); a device's first lock puts its
 * `locked` hold through the one lock→hold sync. Answers how many.
 */
export async function lockAssets(
  db: Db,
  assetIds: number[],
  lockType: string,
  event: RuleEvent,
): Promise<number> {
  if (assetIds.length === 0) return 0;
  const changed = await rowsOf<{ id: number; barcode: string; activity_id: number | null; locks: string[] }>(
    db,
    sql`update assets set locks = array_append(locks, ${lockType}::text), updated_at = now()
        where id = any(${ids(assetIds)}) and not (${lockType}::text = any(locks))
        returning id, barcode, activity_id, locks`,
  );
  await recordEvents(
    db,
    changed.map((c) => ({
      activityId: event.activityId,
      barcode: c.barcode,
      action: RULE_EVENT_ACTION,
      rule: event.rule,
      message: event.message,
      changes: [{ field: "locks", from: c.locks.filter((l) => l !== lockType), to: c.locks }],
      userId: event.userId,
    })),
  );
  await syncLockHolds(
    db,
    changed.map((c) => ({ id: Number(c.id), barcode: c.barcode, activityId: c.activity_id, locks: c.locks })),
    event.userId,
  );
  return changed.length;
}

/**
 * assets_tested_upstream: the serials among these assets (type serial, or any asset with a
 * serial number) get `attributes.testedUpstream = true` and, when the rule names one,
 * `attributes.upstreamVendor`; each with its rule event. Answers how many.
 */
export async function markTestedUpstream(
  db: Db,
  assetIds: number[],
  upstreamVendor: string | null,
  event: RuleEvent,
): Promise<number> {
  if (assetIds.length === 0) return 0;
  const patch = upstreamVendor === null ? { testedUpstream: true } : { testedUpstream: true, upstreamVendor };
  return changeWithRuleEvents(
    db,
    sql`update assets set attributes = attributes || ${JSON.stringify(patch)}::jsonb, updated_at = now()
        where id = any(${ids(assetIds)}) and (type = 'serial' or serial_number is not null)
        returning id, barcode`,
    sql`select id, barcode from changed`,
    event,
  );
}

/** The rules among `rules` that already wrote an event of this action on the activity. */
export async function rulesWithEvent(
  db: Db,
  activityId: number,
  action: string,
  rules: string[],
): Promise<Set<string>> {
  if (rules.length === 0) return new Set();
  const rows = await rowsOf<{ rule: string }>(
    db,
    sql`select distinct rule from events
        where activity_id = ${activityId} and action = ${action} and rule = any(${sql.param(rules)}::text[])`,
  );
  return new Set(rows.map((r) => r.rule));
}

/** Locks the load's row until the transaction ends: two receivers of one load take turns deciding its shop order. */
export async function lockLoad(
  db: Db,
  loadId: number,
): Promise<{ status: string; slug: string } | undefined> {
  const [row] = await rowsOf<{ status: string; slug: string }>(
    db,
    sql`select status, slug from activities where id = ${loadId} for update`,
  );
  return row;
}

/** Whether the load already has a shop order (any status). */
export async function hasShopOrder(db: Db, loadId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from activities where load_id = ${loadId} and type = 'shop_order' limit 1`,
  );
  return rows.length > 0;
}

/**
 * The received value of a load: over the assets received on it, each asset's value, else its
 * product entries' values, else their net (or gross) weight at the account's current inbound
 * price per lb of the product (docs/decisions.md, Program rules).
 */
export async function receivedValue(db: Db, loadId: number, accountId: number | null): Promise<number> {
  const rows = await rowsOf<{ total: string | number | null }>(
    db,
    sql`with prices as (
          select distinct on (e.product_id) e.product_id, e.price
          from price_entries e
          where e.price_list_id = (select id from price_lists where account_id = ${accountId} and type = 'inbound'
                                   order by version desc limit 1)
            and e.unit = 'lbs' and e.product_id is not null
          order by e.product_id, e.position
        )
        select coalesce(sum(coalesce(a.value, pa.value, pa.weighed, 0)), 0) as total
        from assets a
        left join lateral (
          select sum(p.value) as value, sum(coalesce(p.net_weight, p.gross_weight) * pr.price) as weighed
          from product_assets p left join prices pr on pr.product_id = p.product_id
          where p.asset_id = a.id
        ) pa on true
        where a.receiving_activity_id = ${loadId}`,
  );
  return Number(rows[0]?.total ?? 0);
}

/** The id of the activity with this slug. */
export async function activityIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from activities where slug = ${slug}`);
  if (!row) throw new Error(`activity ${slug} vanished`);
  return Number(row.id);
}

/** The services in a shop order's statement of work. */
export async function sowCount(db: Db, activityId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from activity_program_services where activity_id = ${activityId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** An asset as a cascade reads it. */
export type CascadeRow = {
  id: number;
  barcode: string;
  attributes: Record<string, unknown>;
  stockType: string | null;
  source: string | null;
  locationId: number | null;
  notes: string | null;
};

const cascadeColumns = sql`a.id, a.barcode, a.attributes, a.stock_type as "stockType", a.source,
  a.location_id as "locationId", a.notes`;

/** These assets as a cascade reads them. */
export async function cascadeRows(db: Db, assetIds: number[]): Promise<Map<number, CascadeRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await rowsOf<CascadeRow>(
    db,
    sql`select ${cascadeColumns} from assets a where a.id = any(${ids(assetIds)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

/** The program of each container's receiving load, for those whose program has a cascade rule. */
export async function cascadeProgramsOf(db: Db, containerIds: number[]): Promise<Map<number, ProgramRules>> {
  if (containerIds.length === 0) return new Map();
  const rows = await rowsOf<{ assetId: number } & ProgramRules>(
    db,
    sql`select a.id as "assetId", p.id, p.name, p.rules
        from assets a
        join activities l on l.id = a.receiving_activity_id
        join programs p on p.id = l.program_id
        where a.id = any(${ids(containerIds)})
          and p.rules @> '[{"type": "asset_cascade_properties"}]'::jsonb`,
  );
  return new Map(rows.map((r) => [Number(r.assetId), { id: Number(r.id), name: r.name, rules: r.rules }]));
}

/** Writes cascaded properties (each row's full new values) in one statement. */
export async function applyCascades(
  db: Db,
  patches: {
    id: number;
    attributes: Record<string, unknown>;
    stockType: string | null;
    source: string | null;
    locationId: number | null;
    notes: string | null;
  }[],
): Promise<void> {
  if (patches.length === 0) return;
  await db.execute(sql`update assets a
    set attributes = p.attributes, stock_type = p."stockType", source = p.source,
        location_id = p."locationId", notes = p.notes, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(patches)}::jsonb)
      as p(id int, attributes jsonb, "stockType" text, source text, "locationId" int, notes text)
    where a.id = p.id`);
}

/**
 * The assets among these received on a load whose program excludes them from automatic
 * completion (exclude_automatic_operations_complete), with the program.
 */
export async function excludedFromAutomaticCompletion(
  db: Db,
  assetIds: number[],
): Promise<{ assetId: number; programName: string }[]> {
  if (assetIds.length === 0) return [];
  const rows = await rowsOf<{ assetId: number; programName: string }>(
    db,
    sql`select a.id as "assetId", p.name as "programName"
        from assets a
        join activities l on l.id = a.receiving_activity_id
        join programs p on p.id = l.program_id
        where a.id = any(${ids(assetIds)})
          and p.rules @> '[{"type": "exclude_automatic_operations_complete"}]'::jsonb`,
  );
  return rows.map((r) => ({ assetId: Number(r.assetId), programName: r.programName }));
}

/** An activity as the completion rules read it. */
export type RuleActivity = {
  id: number;
  slug: string;
  type: string;
  status: string;
  loadId: number | null;
  programId: number | null;
};

export async function activityRow(db: Db, id: number): Promise<RuleActivity | undefined> {
  const [row] = await rowsOf<RuleActivity>(
    db,
    sql`select id, slug, type, status, load_id as "loadId", program_id as "programId" from activities where id = ${id}`,
  );
  return row;
}

/** The load's row locked until the transaction ends, with the statuses of its work orders. */
export async function lockLoadWithWork(
  db: Db,
  loadId: number,
): Promise<{ load: RuleActivity; workStatuses: string[] } | undefined> {
  const [load] = await rowsOf<RuleActivity>(
    db,
    sql`select id, slug, type, status, load_id as "loadId", program_id as "programId"
        from activities where id = ${loadId} for update`,
  );
  if (!load) return undefined;
  const work = await rowsOf<{ status: string }>(
    db,
    sql`select status from activities where load_id = ${loadId} and type in ('shop_order', 'processing')`,
  );
  return { load, workStatuses: work.map((w) => w.status) };
}

export async function setStatus(db: Db, id: number, status: string): Promise<void> {
  await db.execute(sql`update activities set status = ${status}, updated_at = now() where id = ${id}`);
}
