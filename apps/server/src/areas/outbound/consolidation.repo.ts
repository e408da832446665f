import type { ActivityStatus, PackingList, PackingListItem } from "@ops/domain";
import { PACKING_LIST_ITEMS_LIMIT } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}
const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** An outbound load as consolidation reads it. */
export type LoadRow = {
  id: number;
  slug: string;
  type: string;
  status: ActivityStatus;
  accountId: number | null;
  accountName: string | null;
  warehouseId: number | null;
  warehouseShortName: string | null;
  scheduledDate: string | null;
};

const loadSelect = sql`select a.id, a.slug, a.type, a.status, a.account_id as "accountId", c.name as "accountName",
    a.warehouse_id as "warehouseId", w.short_name as "warehouseShortName", a.scheduled_date::text as "scheduledDate"
  from activities a left join accounts c on c.id = a.account_id left join warehouses w on w.id = a.warehouse_id`;

export async function loadBySlug(db: Db, slug: string): Promise<LoadRow | null> {
  const [row] = await rowsOf<LoadRow>(db, sql`${loadSelect} where a.slug = ${slug}`);
  return row ?? null;
}

/** A consignee's outbound loads still being built, picked or packed, oldest ship date first. */
export async function openLoadsOfConsignee(db: Db, accountId: number, limit: number): Promise<LoadRow[]> {
  return rowsOf<LoadRow>(
    db,
    sql`${loadSelect} where a.type = 'outbound' and a.account_id = ${accountId}
          and a.status in ('requested', 'building', 'picked', 'packed')
        order by a.scheduled_date nulls last, a.id limit ${limit}`,
  );
}

export async function accountName(db: Db, id: number): Promise<string | null> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from accounts where id = ${id}`);
  return row?.name ?? null;
}

type UnitRow = {
  id: number;
  activityId: number;
  activitySlug: string;
  barcode: string;
  packaging: PackingList["packaging"];
  status: PackingList["status"];
  grossWeight: unknown;
  tareWeight: unknown;
  notes: string | null;
  itemCount: number;
  createdById: number | null;
  createdByName: string | null;
  createdAt: unknown;
  closedById: number | null;
  closedByName: string | null;
  closedAt: unknown;
};

const unitSelect = sql`select p.id, p.activity_id as "activityId", a.slug as "activitySlug", p.barcode, p.packaging, p.status,
    p.gross_weight as "grossWeight", p.tare_weight as "tareWeight", p.notes,
    (select count(*)::int from packing_list_items i where i.packing_list_id = p.id) as "itemCount",
    p.created_by as "createdById", nullif(concat_ws(' ', uc.first_name, uc.last_name), '') as "createdByName",
    p.created_at as "createdAt",
    p.closed_by as "closedById", nullif(concat_ws(' ', ux.first_name, ux.last_name), '') as "closedByName",
    p.closed_at as "closedAt"
  from packing_lists p join activities a on a.id = p.activity_id
  left join users uc on uc.id = p.created_by left join users ux on ux.id = p.closed_by`;

type ItemRow = Omit<PackingListItem, "addedAt" | "netWeight"> & {
  packingListId: number;
  netWeight: unknown;
  addedAt: unknown;
};

/** Items of these units, barcode order, at most PACKING_LIST_ITEMS_LIMIT per unit. */
async function itemsOf(db: Db, unitIds: number[]): Promise<Map<number, PackingListItem[]>> {
  const byUnit = new Map<number, PackingListItem[]>();
  if (unitIds.length === 0) return byUnit;
  const rows = await rowsOf<ItemRow>(
    db,
    sql`select * from (
          select i.packing_list_id as "packingListId", a.id as "assetId", a.barcode, a.serial_number as "serialNumber",
            (select pr.name from product_assets pa join products pr on pr.id = pa.product_id
              where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
            acc.name as "accountName", a.inbound_net_weight as "netWeight", i.added_at as "addedAt",
            row_number() over (partition by i.packing_list_id order by a.barcode) as n
          from packing_list_items i join assets a on a.id = i.asset_id left join accounts acc on acc.id = a.account_id
          where i.packing_list_id = any(${sql.param(unitIds)}::int[])
        ) x where n <= ${PACKING_LIST_ITEMS_LIMIT} order by "packingListId", barcode`,
  );
  for (const r of rows) {
    const list = byUnit.get(r.packingListId) ?? [];
    list.push({
      assetId: r.assetId,
      barcode: r.barcode,
      serialNumber: r.serialNumber,
      productName: r.productName,
      accountName: r.accountName,
      netWeight: num(r.netWeight),
      addedAt: iso(r.addedAt),
    });
    byUnit.set(r.packingListId, list);
  }
  return byUnit;
}

const userRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

async function answersOf(db: Db, rows: UnitRow[]): Promise<PackingList[]> {
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const gross = num(r.grossWeight);
    const tare = num(r.tareWeight);
    return {
      id: r.id,
      activitySlug: r.activitySlug,
      barcode: r.barcode,
      packaging: r.packaging,
      status: r.status,
      grossWeight: gross,
      tareWeight: tare,
      netWeight: gross === null ? null : Math.round((gross - (tare ?? 0)) * 1000) / 1000,
      notes: r.notes,
      itemCount: Number(r.itemCount),
      items: items.get(r.id) ?? [],
      createdBy: userRef(r.createdById, r.createdByName),
      createdAt: iso(r.createdAt),
      closedBy: userRef(r.closedById, r.closedByName),
      closedAt: r.closedAt === null ? null : iso(r.closedAt),
    };
  });
}

/** The units of these loads, oldest first, with their items. */
export async function unitsOfLoads(db: Db, loadIds: number[]): Promise<PackingList[]> {
  if (loadIds.length === 0) return [];
  const rows = await rowsOf<UnitRow>(
    db,
    sql`${unitSelect} where p.activity_id = any(${sql.param(loadIds)}::int[]) order by p.id`,
  );
  return answersOf(db, rows);
}

/** Units by id, as answers, in the order of `ids`. */
export async function unitsByIds(db: Db, ids: number[]): Promise<PackingList[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<UnitRow>(db, sql`${unitSelect} where p.id = any(${sql.param(ids)}::int[])`);
  const byId = new Map((await answersOf(db, rows)).map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Where loads stand: reserved to pick, picked (and on the load), on a unit, open units. */
export type LoadProgress = {
  toPick: number;
  picked: number;
  onUnits: number;
  openUnits: number;
  units: number;
};

export async function progressOfLoads(db: Db, loadIds: number[]): Promise<Map<number, LoadProgress>> {
  if (loadIds.length === 0) return new Map();
  const ids = sql.param(loadIds);
  const rows = await rowsOf<{ id: number } & Record<keyof LoadProgress, number>>(
    db,
    sql`select l.id,
          (select count(*)::int from asset_reservations r where r.activity_id = l.id and r.status = 'reserved') as "toPick",
          (select count(*)::int from asset_reservations r join assets a on a.id = r.asset_id
            where r.activity_id = l.id and r.status = 'picked' and a.activity_id = l.id) as picked,
          (select count(*)::int from asset_reservations r join assets a on a.id = r.asset_id
            join packing_list_items i on i.asset_id = a.id join packing_lists p on p.id = i.packing_list_id and p.activity_id = l.id
            where r.activity_id = l.id and r.status = 'picked' and a.activity_id = l.id) as "onUnits",
          (select count(*)::int from packing_lists p where p.activity_id = l.id and p.status = 'open') as "openUnits",
          (select count(*)::int from packing_lists p where p.activity_id = l.id) as units
        from unnest(${ids}::int[]) as l(id)`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        toPick: Number(r.toPick),
        picked: Number(r.picked),
        onUnits: Number(r.onUnits),
        openUnits: Number(r.openUnits),
        units: Number(r.units),
      },
    ]),
  );
}

/** A new open unit with the next `PL-` barcode; answers its id. */
export async function insertUnit(db: Db, loadId: number, packaging: string, by: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into packing_lists (activity_id, barcode, packaging, created_by)
        values (${loadId}, 'PL-' || nextval('packing_list_number_seq'), ${packaging}, ${by}) returning id`,
  );
  return (row as { id: number }).id;
}

/** A unit, locked, with its load. */
export type LockedUnit = {
  id: number;
  barcode: string;
  status: "open" | "closed";
  grossWeight: number | null;
  tareWeight: number | null;
  notes: string | null;
  itemCount: number;
  load: LoadRow;
};

export async function unitsForUpdate(db: Db, ids: number[]): Promise<LockedUnit[]> {
  if (ids.length === 0) return [];
  const units = await rowsOf<{
    id: number;
    barcode: string;
    status: "open" | "closed";
    grossWeight: unknown;
    tareWeight: unknown;
    notes: string | null;
    activityId: number;
    itemCount: number;
  }>(
    db,
    sql`select p.id, p.barcode, p.status, p.gross_weight as "grossWeight", p.tare_weight as "tareWeight", p.notes,
          p.activity_id as "activityId",
          (select count(*)::int from packing_list_items i where i.packing_list_id = p.id) as "itemCount"
        from packing_lists p where p.id = any(${sql.param(ids)}::int[]) order by p.id for update of p`,
  );
  const loads = await rowsOf<LoadRow>(
    db,
    sql`${loadSelect} where a.id = any(${sql.param(units.map((u) => u.activityId))}::int[])`,
  );
  const loadById = new Map(loads.map((l) => [l.id, l]));
  return units.map((u) => ({
    id: u.id,
    barcode: u.barcode,
    status: u.status,
    grossWeight: num(u.grossWeight),
    tareWeight: num(u.tareWeight),
    notes: u.notes,
    itemCount: Number(u.itemCount),
    load: loadById.get(u.activityId) as LoadRow,
  }));
}

/** What consolidating reads of a scanned asset for a load: locked, with its unit. */
export async function consolidationCandidate(
  db: Db,
  loadId: number,
  barcode: string,
): Promise<{
  id: number;
  barcode: string;
  onLoad: boolean;
  insideContainer: boolean;
  unitBarcode: string | null;
} | null> {
  const [row] = await rowsOf<{
    id: number;
    barcode: string;
    onLoad: boolean;
    insideContainer: boolean;
    unitBarcode: string | null;
  }>(
    db,
    sql`select a.id, a.barcode,
          (a.activity_id = ${loadId} and exists (select 1 from asset_reservations r
            where r.asset_id = a.id and r.activity_id = ${loadId} and r.status = 'picked')) as "onLoad",
          (a.parent_id is not null) as "insideContainer",
          (select p.barcode from packing_list_items i join packing_lists p on p.id = i.packing_list_id
            where i.asset_id = a.id) as "unitBarcode"
        from assets a where a.barcode = ${barcode} for update of a`,
  );
  return row ?? null;
}

export async function insertItem(db: Db, unitId: number, assetId: number, by: number): Promise<void> {
  await db.execute(
    sql`insert into packing_list_items (packing_list_id, asset_id, added_by) values (${unitId}, ${assetId}, ${by})`,
  );
}

/** Takes an asset (by barcode) off a unit; answers the asset's id and activity, or null when it was not on it. */
export async function deleteItem(
  db: Db,
  unitId: number,
  barcode: string,
): Promise<{ assetId: number; activityId: number | null } | null> {
  const [row] = await rowsOf<{ assetId: number; activityId: number | null }>(
    db,
    sql`delete from packing_list_items i using assets a
        where i.asset_id = a.id and i.packing_list_id = ${unitId} and a.barcode = ${barcode}
        returning a.id as "assetId", a.activity_id as "activityId"`,
  );
  return row ?? null;
}

export async function saveUnit(
  db: Db,
  id: number,
  next: { grossWeight: number | null; tareWeight: number | null; notes: string | null; status: string },
  by: number,
): Promise<void> {
  await db.execute(
    sql`update packing_lists set gross_weight = ${next.grossWeight}, tare_weight = ${next.tareWeight},
          notes = ${next.notes}, status = ${next.status},
          closed_at = case when ${next.status} = 'closed' then coalesce(closed_at, now()) else null end,
          closed_by = case when ${next.status} = 'closed' then coalesce(closed_by, ${by}) else null end,
          updated_at = now()
        where id = ${id}`,
  );
}

export async function deleteUnit(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from packing_lists where id = ${id}`);
}

/** A load's pick list by product (each asset's first product): reservations counted by status. */
export async function pickListProducts(
  db: Db,
  loadId: number,
): Promise<
  { productId: number | null; productName: string | null; toPick: number; picked: number; short: number }[]
> {
  return rowsOf(
    db,
    sql`select pr.id as "productId", pr.name as "productName",
          count(*) filter (where r.status = 'reserved')::int as "toPick",
          count(*) filter (where r.status = 'picked')::int as picked,
          count(*) filter (where r.status = 'short')::int as short
        from asset_reservations r
        left join lateral (select pa.product_id from product_assets pa where pa.asset_id = r.asset_id
          order by pa.position, pa.id limit 1) fp on true
        left join products pr on pr.id = fp.product_id
        where r.activity_id = ${loadId} and r.status <> 'released'
        group by pr.id, pr.name order by pr.name nulls last`,
  );
}

/** A product's reservations on a load (not released): id, status, barcode and location. */
export async function productReservations(
  db: Db,
  loadId: number,
  productId: number,
  limit: number,
): Promise<{ id: number; status: string; barcode: string; locationId: number | null }[]> {
  return rowsOf(
    db,
    sql`select r.id, r.status, a.barcode, r.location_id as "locationId"
        from asset_reservations r join assets a on a.id = r.asset_id
        where r.activity_id = ${loadId} and r.status <> 'released'
          and (select pa.product_id from product_assets pa where pa.asset_id = r.asset_id
            order by pa.position, pa.id limit 1) = ${productId}
        order by r.closed_at desc nulls first, r.id limit ${limit}`,
  );
}

export async function productName(db: Db, id: number): Promise<string | null> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from products where id = ${id}`);
  return row?.name ?? null;
}
