import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const userOf = (id: unknown, name: unknown) =>
  id === null || id === undefined ? null : { id: Number(id), name: String(name ?? "") };

/** Serializes the starts of counts in a warehouse, so two overlapping zones cannot both start. */
export async function lockWarehouseCounts(db: Db, warehouseId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('cycle_counts')::int, ${warehouseId}::int)`);
}

export type CountLocation = {
  id: number;
  barcode: string;
  name: string;
  warehouseId: number;
  warehouseShortName: string;
};

/** A location and its warehouse. */
export async function findLocation(db: Db, id: number): Promise<CountLocation | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.id, l.barcode, l.name, l.warehouse_id, w.short_name
          from locations l join warehouses w on w.id = l.warehouse_id where l.id = ${id}`,
  );
  if (!row) return undefined;
  return {
    id: num(row.id),
    barcode: String(row.barcode),
    name: String(row.name),
    warehouseId: num(row.warehouse_id),
    warehouseShortName: String(row.short_name),
  };
}

/** The location, and with `includeChildren` every location under it, with their depth. */
export async function zoneOf(
  db: Db,
  id: number,
  includeChildren: boolean,
): Promise<{ id: number; depth: number }[]> {
  const rows = await rowsOf<{ id: number; depth: number }>(
    db,
    includeChildren
      ? sql`with recursive zone(id, depth) as (
              select id, 0 from locations where id = ${id}
              union all
              select l.id, zone.depth + 1 from locations l join zone on l.parent_id = zone.id where zone.depth < 50
            )
            select id, depth from zone`
      : sql`select id, 0 as depth from locations where id = ${id}`,
  );
  return rows.map((r) => ({ id: num(r.id), depth: num(r.depth) }));
}

/** An open count that already covers one of these locations, and the location. */
export async function openCountCovering(
  db: Db,
  locationIds: number[],
): Promise<{ countId: number; barcode: string } | undefined> {
  const [row] = await rowsOf<{ count_id: number; barcode: string }>(
    db,
    sql`select c.id as count_id, l.barcode
          from cycle_count_locations ccl
          join cycle_counts c on c.id = ccl.count_id and c.status = 'open'
          join locations l on l.id = ccl.location_id
         where ccl.location_id = any(${sql.param(locationIds)}::int[])
         order by l.barcode limit 1`,
  );
  return row ? { countId: num(row.count_id), barcode: row.barcode } : undefined;
}

/**
 * Opens a count of these locations and snapshots, set-based, the open assets the system has at
 * them as the expected ones. Answers the count's id.
 */
export async function insertCount(
  db: Db,
  input: {
    locationId: number;
    includeChildren: boolean;
    userId: number;
    zone: { id: number; depth: number }[];
  },
): Promise<number> {
  const [count] = await rowsOf<{ id: number }>(
    db,
    sql`insert into cycle_counts (location_id, status, include_children, started_by, counted_quantity, expected_quantity)
        values (${input.locationId}, 'open', ${input.includeChildren}, ${input.userId || null}, 0, 0)
        returning id`,
  );
  if (!count) throw new Error("no count inserted");
  const id = num(count.id);
  await db.execute(sql`
    insert into cycle_count_locations (count_id, location_id)
    select ${id}, unnest(${sql.param(input.zone.map((z) => z.id))}::int[])`);
  await db.execute(sql`
    insert into cycle_count_items (count_id, asset_id, barcode, expected_location_id)
    select ${id}, a.id, a.barcode, a.location_id
      from cycle_count_locations ccl
      join assets a on a.location_id = ccl.location_id and a.closed_at is null
     where ccl.count_id = ${id}`);
  await db.execute(sql`
    update cycle_counts set expected_quantity = (select count(*) from cycle_count_items where count_id = ${id})
     where id = ${id}`);
  return id;
}

export type CountRow = {
  id: number;
  locationId: number;
  locationBarcode: string;
  locationName: string;
  warehouseId: number;
  warehouseShortName: string;
  status: "open" | "closed";
  includeChildren: boolean;
  startedAt: string;
  startedBy: { id: number; name: string } | null;
  closedAt: string | null;
  closedBy: { id: number; name: string } | null;
  counted: number;
  expected: number;
  found: number;
  missing: number;
  unexpected: number;
  review: number;
};

const countSelect = sql`
  select c.id, c.location_id, l.barcode as location_barcode, l.name as location_name,
         l.warehouse_id, w.short_name as warehouse_short_name, c.status, c.include_children,
         c.started_at, c.started_by, su.first_name || ' ' || su.last_name as started_by_name,
         c.counted_at, c.counted_by, cu.first_name || ' ' || cu.last_name as counted_by_name,
         c.counted_quantity, c.expected_quantity, c.found_quantity, c.missing_quantity, c.unexpected_quantity,
         (select count(*) from cycle_count_items i where i.count_id = c.id and i.resolution = 'review')::int as review
    from cycle_counts c
    join locations l on l.id = c.location_id
    join warehouses w on w.id = l.warehouse_id
    left join users su on su.id = c.started_by
    left join users cu on cu.id = c.counted_by`;

function toCountRow(r: Record<string, unknown>): CountRow {
  const closed = r.status === "closed";
  return {
    id: num(r.id),
    locationId: num(r.location_id),
    locationBarcode: String(r.location_barcode),
    locationName: String(r.location_name),
    warehouseId: num(r.warehouse_id),
    warehouseShortName: String(r.warehouse_short_name),
    status: closed ? "closed" : "open",
    includeChildren: Boolean(r.include_children),
    startedAt: iso(r.started_at) as string,
    startedBy: userOf(r.started_by, r.started_by_name),
    closedAt: closed ? iso(r.counted_at) : null,
    closedBy: closed ? userOf(r.counted_by, r.counted_by_name) : null,
    counted: num(r.counted_quantity),
    expected: num(r.expected_quantity),
    found: num(r.found_quantity),
    missing: num(r.missing_quantity),
    unexpected: num(r.unexpected_quantity),
    review: num(r.review),
  };
}

/** A count, locked for the caller's transaction when asked (`update` to close, `share` to scan). */
export async function findCount(
  db: Db,
  id: number,
  lock?: "update" | "share",
): Promise<CountRow | undefined> {
  const lockClause =
    lock === "update" ? sql` for update of c` : lock === "share" ? sql` for share of c` : sql``;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`${countSelect} where c.id = ${id}${lockClause}`,
  );
  return row ? toCountRow(row) : undefined;
}

/** The counts of a location, newest first, and how many. */
export async function pageCounts(
  db: Db,
  locationId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CountRow[]; total: number }> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`${countSelect} where c.location_id = ${locationId}
        order by c.started_at desc, c.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from cycle_counts where location_id = ${locationId}`,
  );
  return { rows: rows.map(toCountRow), total: num(total?.n ?? 0) };
}

/** Where each asset of a count was expected and found: what the comparison reads. */
export async function placesOfCount(
  db: Db,
  countId: number,
): Promise<
  { id: number; assetId: number; expectedLocationId: number | null; foundLocationId: number | null }[]
> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, asset_id, expected_location_id, found_location_id from cycle_count_items where count_id = ${countId}`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    assetId: num(r.asset_id),
    expectedLocationId: numOrNull(r.expected_location_id),
    foundLocationId: numOrNull(r.found_location_id),
  }));
}

export type CountLocationRow = {
  id: number;
  barcode: string;
  name: string;
  depth: number;
  claimedBy: { id: number; name: string } | null;
  claimedAt: string | null;
  expected: number;
  scanned: number;
};

/** The locations of a count with their counter and progress, in barcode order (one location when `only`). */
export async function countLocations(db: Db, countId: number, only?: number): Promise<CountLocationRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with recursive tree(id, depth) as (
      select location_id, 0 from cycle_counts where id = ${countId}
      union all
      select l.id, tree.depth + 1 from locations l join tree on l.parent_id = tree.id where tree.depth < 50
    )
    select l.id, l.barcode, l.name, coalesce((select min(depth) from tree where tree.id = l.id), 0) as depth,
           ccl.claimed_by, u.first_name || ' ' || u.last_name as claimed_by_name, ccl.claimed_at,
           (select count(*) from cycle_count_items i where i.count_id = ccl.count_id and i.expected_location_id = l.id)::int as expected,
           (select count(*) from cycle_count_items i where i.count_id = ccl.count_id and i.found_location_id = l.id)::int as scanned
      from cycle_count_locations ccl
      join locations l on l.id = ccl.location_id
      left join users u on u.id = ccl.claimed_by
     where ccl.count_id = ${countId} ${only === undefined ? sql`` : sql`and ccl.location_id = ${only}`}
     order by l.barcode`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    barcode: String(r.barcode),
    name: String(r.name),
    depth: num(r.depth),
    claimedBy: userOf(r.claimed_by, r.claimed_by_name),
    claimedAt: iso(r.claimed_at),
    expected: num(r.expected),
    scanned: num(r.scanned),
  }));
}

/** A location of the count: who has it (null: nobody), or undefined when it is not in the count. */
export async function countLocationClaim(
  db: Db,
  countId: number,
  locationId: number,
): Promise<{ claimedBy: number | null; claimedByName: string | null; barcode: string } | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ccl.claimed_by, u.first_name || ' ' || u.last_name as name, l.barcode
          from cycle_count_locations ccl
          join locations l on l.id = ccl.location_id
          left join users u on u.id = ccl.claimed_by
         where ccl.count_id = ${countId} and ccl.location_id = ${locationId}`,
  );
  if (!row) return undefined;
  return {
    claimedBy: numOrNull(row.claimed_by),
    claimedByName: row.name === null ? null : String(row.name),
    barcode: String(row.barcode),
  };
}

/** Gives a location of the count to a counter unless another one has it; answers whether it did. */
export async function claimLocation(
  db: Db,
  countId: number,
  locationId: number,
  userId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ location_id: number }>(
    db,
    sql`update cycle_count_locations set claimed_by = ${userId}, claimed_at = coalesce(claimed_at, now())
         where count_id = ${countId} and location_id = ${locationId}
           and (claimed_by is null or claimed_by = ${userId})
        returning location_id`,
  );
  return rows.length > 0;
}

export type ScannedAsset = {
  id: number;
  barcode: string;
  closed: boolean;
  warehouseId: number | null;
  warehouseShortName: string | null;
};

/** The asset of a barcode (already upper-cased). */
export async function assetByBarcode(db: Db, barcode: string): Promise<ScannedAsset | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.id, a.barcode, a.closed_at is not null as closed, a.warehouse_id, w.short_name
          from assets a left join warehouses w on w.id = a.warehouse_id where a.barcode = ${barcode}`,
  );
  if (!row) return undefined;
  return {
    id: num(row.id),
    barcode: String(row.barcode),
    closed: Boolean(row.closed),
    warehouseId: numOrNull(row.warehouse_id),
    warehouseShortName: row.short_name === null ? null : String(row.short_name),
  };
}

/**
 * Records an asset found at a location of the count: its expected row gets the found location,
 * or a row is added for an asset the count did not expect. An asset already found in this count
 * is left as it is. Answers the item's id and whether this scan counted it.
 */
export async function recordFound(
  db: Db,
  input: { countId: number; assetId: number; barcode: string; locationId: number; userId: number },
): Promise<{ itemId: number; counted: boolean }> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into cycle_count_items (count_id, asset_id, barcode, found_location_id, scanned_by, scanned_at)
        values (${input.countId}, ${input.assetId}, ${input.barcode}, ${input.locationId}, ${input.userId || null}, now())
        on conflict (count_id, asset_id) do update
           set found_location_id = excluded.found_location_id, scanned_by = excluded.scanned_by, scanned_at = excluded.scanned_at
         where cycle_count_items.found_location_id is null
        returning id`,
  );
  if (row) return { itemId: num(row.id), counted: true };
  const [existing] = await rowsOf<{ id: number }>(
    db,
    sql`select id from cycle_count_items where count_id = ${input.countId} and asset_id = ${input.assetId}`,
  );
  if (!existing) throw new Error("count item vanished");
  return { itemId: num(existing.id), counted: false };
}

export type ItemRow = {
  id: number;
  assetId: number;
  barcode: string;
  productName: string | null;
  expectedLocation: { id: number; barcode: string } | null;
  foundLocation: { id: number; barcode: string } | null;
  resolution: "accepted" | "review" | null;
  scannedBy: { id: number; name: string } | null;
  scannedAt: string | null;
};

const itemSelect = sql`
  select i.id, i.asset_id, i.barcode, p.name as product_name,
         i.expected_location_id, el.barcode as expected_barcode,
         i.found_location_id, fl.barcode as found_barcode,
         i.resolution, i.scanned_by, u.first_name || ' ' || u.last_name as scanned_by_name, i.scanned_at
    from cycle_count_items i
    left join assets a on a.id = i.asset_id
    left join lateral (
      select pa.product_id from product_assets pa where pa.asset_id = i.asset_id order by pa.position limit 1
    ) first_product on true
    left join products p on p.id = first_product.product_id
    left join locations el on el.id = i.expected_location_id
    left join locations fl on fl.id = i.found_location_id
    left join users u on u.id = i.scanned_by`;

function toItemRow(r: Record<string, unknown>): ItemRow {
  return {
    id: num(r.id),
    assetId: num(r.asset_id),
    barcode: String(r.barcode),
    productName: r.product_name === null ? null : String(r.product_name),
    expectedLocation:
      r.expected_location_id === null
        ? null
        : { id: num(r.expected_location_id), barcode: String(r.expected_barcode) },
    foundLocation:
      r.found_location_id === null
        ? null
        : { id: num(r.found_location_id), barcode: String(r.found_barcode) },
    resolution: (r.resolution as ItemRow["resolution"]) ?? null,
    scannedBy: userOf(r.scanned_by, r.scanned_by_name),
    scannedAt: iso(r.scanned_at),
  };
}

/** These items of a count, in barcode order. */
export async function itemsById(db: Db, countId: number, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`${itemSelect} where i.count_id = ${countId} and i.id = any(${sql.param(ids)}::bigint[]) order by i.barcode`,
  );
  return rows.map(toItemRow);
}

/** The latest items found where expected, newest scan first. */
export async function recentFound(db: Db, countId: number, limit: number): Promise<ItemRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`${itemSelect} where i.count_id = ${countId} and i.found_location_id = i.expected_location_id
        order by i.scanned_at desc, i.id desc limit ${limit}`,
  );
  return rows.map(toItemRow);
}

export type AssetState = {
  id: number;
  barcode: string;
  closed: boolean;
  locationId: number | null;
  locationBarcode: string | null;
  warehouseId: number | null;
  accountId: number | null;
  activityId: number | null;
  held: boolean;
};

/** Where these assets are now and whether they (or anything inside them) are held; locked with `forUpdate`. */
export async function assetStates(
  db: Db,
  assetIds: number[],
  forUpdate = false,
): Promise<Map<number, AssetState>> {
  if (assetIds.length === 0) return new Map();
  // Held: the asset or anything inside it under an active hold, found for all of them in one walk down.
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with recursive tree(root, id, depth) as (
          select id, id, 0 from assets where id = any(${sql.param(assetIds)}::int[])
          union all
          select tree.root, c.id, tree.depth + 1 from assets c join tree on c.parent_id = tree.id where tree.depth < 50
        ), held as (
          select distinct tree.root from tree join asset_holds h on h.asset_id = tree.id and h.status = 'active'
        )
        select a.id, a.barcode, a.closed_at is not null as closed, a.location_id, l.barcode as location_barcode,
               a.warehouse_id, a.account_id, a.activity_id, held.root is not null as held
          from assets a left join locations l on l.id = a.location_id left join held on held.root = a.id
         where a.id = any(${sql.param(assetIds)}::int[])
         order by a.id ${forUpdate ? sql`for update of a` : sql``}`,
  );
  return new Map(
    rows.map((r) => [
      num(r.id),
      {
        id: num(r.id),
        barcode: String(r.barcode),
        closed: Boolean(r.closed),
        locationId: numOrNull(r.location_id),
        locationBarcode: r.location_barcode === null ? null : String(r.location_barcode),
        warehouseId: numOrNull(r.warehouse_id),
        accountId: numOrNull(r.account_id),
        activityId: numOrNull(r.activity_id),
        held: Boolean(r.held),
      },
    ]),
  );
}

export type PlaceState = {
  id: number;
  barcode: string;
  warehouseId: number;
  warehouseShortName: string;
  type: string;
  active: boolean;
  accountId: number | null;
  accountName: string | null;
};

/** What the location rules read of these locations. */
export async function placeStates(db: Db, ids: number[]): Promise<Map<number, PlaceState>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.id, l.barcode, l.warehouse_id, w.short_name, l.type, l.active, l.account_id, ac.name as account_name
          from locations l join warehouses w on w.id = l.warehouse_id left join accounts ac on ac.id = l.account_id
         where l.id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      num(r.id),
      {
        id: num(r.id),
        barcode: String(r.barcode),
        warehouseId: num(r.warehouse_id),
        warehouseShortName: String(r.short_name),
        type: String(r.type),
        active: Boolean(r.active),
        accountId: numOrNull(r.account_id),
        accountName: r.account_name === null ? null : String(r.account_name),
      },
    ]),
  );
}

/** Sets the location of these assets (null clears it), set-based. */
export async function setAssetLocations(
  db: Db,
  moves: { assetId: number; locationId: number | null }[],
): Promise<void> {
  if (moves.length === 0) return;
  await db.execute(sql`
    update assets a set location_id = m.location_id, updated_at = now()
      from unnest(${sql.param(moves.map((m) => m.assetId))}::int[], ${sql.param(moves.map((m) => m.locationId))}::int[])
           as m(asset_id, location_id)
     where a.id = m.asset_id`);
}

/** Closes a count: its differences resolved (accepted or left for review) and its figures frozen. */
export async function closeCount(
  db: Db,
  input: {
    countId: number;
    userId: number;
    accepted: number[];
    review: number[];
    /** Each item's outcome, from the comparison. */
    outcomes: { id: number; outcome: string }[];
    figures: { counted: number; expected: number; found: number; missing: number; unexpected: number };
  },
): Promise<void> {
  const resolve = async (ids: number[], resolution: "accepted" | "review") => {
    if (ids.length === 0) return;
    await db.execute(sql`
      update cycle_count_items set resolution = ${resolution}, resolved_by = ${input.userId || null}, resolved_at = now()
       where count_id = ${input.countId} and id = any(${sql.param(ids)}::bigint[])`);
  };
  await resolve(input.accepted, "accepted");
  await resolve(input.review, "review");
  await db.execute(sql`
    update cycle_counts
       set status = 'closed', counted_at = now(), counted_by = ${input.userId || null},
           counted_quantity = ${input.figures.counted}, expected_quantity = ${input.figures.expected},
           found_quantity = ${input.figures.found}, missing_quantity = ${input.figures.missing},
           unexpected_quantity = ${input.figures.unexpected}
     where id = ${input.countId}`);
  await db.execute(sql`
    update cycle_count_items i set outcome = o.outcome
      from unnest(${sql.param(input.outcomes.map((o) => o.id))}::bigint[], ${sql.param(input.outcomes.map((o) => o.outcome))}::text[])
           as o(id, outcome)
     where i.count_id = ${input.countId} and i.id = o.id`);
}
