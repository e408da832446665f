import type { RedeploymentOrder, RedeploymentOrderBody, RedeploymentOrdersQuery } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { reservationHolder } from "../inventory/picking.service";

const intList = (list: number[]) => sql`${sql.param(list)}::int[]`;
const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The accounts an actor's query covers: every account, or these. */
export type AccountIds = number[] | "all";
const accountIn = (column: SQL, ids: AccountIds) =>
  ids === "all" ? sql`true` : sql`${column} = any(${intList(ids)})`;

/** A device kept for redeployment: in stock at a customer redeployment location, graded. */
export type StockDevice = {
  id: number;
  barcode: string;
  accountId: number;
  accountName: string;
  warehouseId: number;
  warehouseShortName: string;
  productId: number;
  productName: string;
  grade: string;
  activityId: number;
  locationId: number | null;
  held: boolean;
  reservedFor: string | null;
};

export type StockFilter = {
  accountIds: AccountIds;
  accountId?: number;
  warehouseId?: number;
  productIds?: number[];
  search?: string;
};

/**
 * The redeployment stock: devices of accounts (in scope) in stock (on a warehouse's inventory
 * activity, not closed) at a location of type customer_redeployment, graded, with their first
 * product, whether an active hold stops them and who holds their open reservation. Oldest first.
 */
export async function redeploymentStock(db: Db, f: StockFilter): Promise<StockDevice[]> {
  const where = [
    accountIn(sql`a.account_id`, f.accountIds),
    f.accountId === undefined ? sql`true` : sql`a.account_id = ${f.accountId}`,
    f.warehouseId === undefined ? sql`true` : sql`act.warehouse_id = ${f.warehouseId}`,
    f.productIds === undefined ? sql`true` : sql`fp.product_id = any(${intList(f.productIds)})`,
    f.search ? sql`p.name ilike ${`%${f.search.replace(/[\\%_]/g, "\\$&")}%`}` : sql`true`,
  ];
  const rows = await rowsOf<StockDevice>(
    db,
    sql`select a.id, a.barcode, a.account_id as "accountId", acc.name as "accountName",
          act.warehouse_id as "warehouseId", w.short_name as "warehouseShortName",
          fp.product_id as "productId", p.name as "productName", a.grade,
          a.activity_id as "activityId", a.location_id as "locationId",
          exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active') as held,
          ${reservationHolder(sql`a.id`)} as "reservedFor"
        from assets a
        join activities act on act.id = a.activity_id and act.type = 'inventory'
        join warehouses w on w.id = act.warehouse_id
        join locations l on l.id = a.location_id and l.type = 'customer_redeployment'
        join accounts acc on acc.id = a.account_id
        join lateral (select pa.product_id from product_assets pa where pa.asset_id = a.id
                      order by pa.position, pa.id limit 1) fp on true
        join products p on p.id = fp.product_id
        where a.closed_at is null and a.grade is not null and ${sql.join(where, sql` and `)}
        order by a.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Locks these assets in id order (two submissions sharing devices wait for each other). */
export async function lockAssets(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`select id from assets where id = any(${intList(ids)}) order by id for update`);
}

/** Names of these products, by id. */
export async function productNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from products where id = any(${intList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from warehouses where id = ${id}`);
  return rows.length > 0;
}

/** The stored rules of the account's active programs, then of its parent's, oldest program first. */
export async function programRulesOf(db: Db, accountId: number): Promise<unknown[]> {
  const rows = await rowsOf<{ rules: unknown }>(
    db,
    sql`select pr.rules from programs pr
        where pr.active and (pr.account_id = ${accountId}
          or pr.account_id = (select parent_id from accounts where id = ${accountId}))
        order by (pr.account_id = ${accountId}) desc, pr.id`,
  );
  return rows.map((r) => r.rules);
}

/** The columns an order is written with. */
export type OrderValues = Omit<RedeploymentOrderBody, "lines">;

export async function insertOrder(db: Db, v: OrderValues, createdBy: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into redeployment_orders (account_id, warehouse_id, recipient_name, recipient_email,
          recipient_phone, address, needed_by, notes, created_by)
        values (${v.accountId}, ${v.warehouseId}, ${v.recipientName}, ${v.recipientEmail}, ${v.recipientPhone},
          ${JSON.stringify(v.address)}::jsonb, ${v.neededBy}, ${v.notes}, ${createdBy})
        returning id`,
  );
  return Number(row?.id);
}

export type LineValues = { productId: number; grade: string | null; quantity: number };

/** Replaces the order's lines. */
export async function replaceLines(db: Db, orderId: number, lines: LineValues[]): Promise<void> {
  await db.execute(sql`delete from redeployment_order_lines where order_id = ${orderId}`);
  if (lines.length === 0) return;
  await db.execute(
    sql`insert into redeployment_order_lines (order_id, product_id, grade, quantity)
        select ${orderId}, * from unnest(${intList(lines.map((l) => l.productId))},
          ${sql.param(lines.map((l) => l.grade))}::text[], ${intList(lines.map((l) => l.quantity))})`,
  );
}

/** A value that writes the transaction's time. */
export const NOW = Symbol("now");

/** Writes the fields given (a partial update; `NOW` for the transaction's time). */
export async function updateOrder(db: Db, id: number, set: Record<string, unknown>): Promise<void> {
  const columns: Record<string, string> = {
    recipientName: "recipient_name",
    recipientEmail: "recipient_email",
    recipientPhone: "recipient_phone",
    address: "address",
    neededBy: "needed_by",
    notes: "notes",
    status: "status",
    outboundActivityId: "outbound_activity_id",
    driveCount: "drive_count",
    driveCharge: "drive_charge",
    submittedBy: "submitted_by",
    submittedAt: "submitted_at",
    canceledBy: "canceled_by",
    canceledAt: "canceled_at",
    cancelReason: "cancel_reason",
  };
  const parts = Object.entries(set).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column || value === undefined) return [];
    if (key === "address") return [sql`address = ${JSON.stringify(value)}::jsonb`];
    if (value === NOW) return [sql`${sql.identifier(column)} = now()`];
    return [sql`${sql.identifier(column)} = ${value}`];
  });
  if (parts.length === 0) return;
  await db.execute(
    sql`update redeployment_orders set ${sql.join(parts, sql`, `)}, updated_at = now() where id = ${id}`,
  );
}

/** The order's row as the service checks it; locked when asked. */
export type OrderRow = {
  id: number;
  accountId: number;
  warehouseId: number;
  status: RedeploymentOrder["status"];
  outboundActivityId: number | null;
  outboundSlug: string | null;
};

export async function orderRow(db: Db, id: number, lock = false): Promise<OrderRow | null> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`select o.id, o.account_id as "accountId", o.warehouse_id as "warehouseId", o.status,
          o.outbound_activity_id as "outboundActivityId",
          (select slug from activities where id = o.outbound_activity_id) as "outboundSlug"
        from redeployment_orders o where o.id = ${id}${lock ? sql` for update of o` : sql``}`,
  );
  return row ?? null;
}

/** The open order following this outbound load, locked. */
export async function orderOfLoad(db: Db, loadId: number): Promise<OrderRow | null> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`select o.id, o.account_id as "accountId", o.warehouse_id as "warehouseId", o.status,
          o.outbound_activity_id as "outboundActivityId", null as "outboundSlug"
        from redeployment_orders o where o.outbound_activity_id = ${loadId}
        order by o.id limit 1 for update`,
  );
  return row ?? null;
}

export async function linesOf(db: Db, orderId: number) {
  const rows = await rowsOf<{
    id: number;
    productId: number;
    productName: string;
    grade: string | null;
    quantity: number;
  }>(
    db,
    sql`select l.id, l.product_id as "productId", p.name as "productName", l.grade, l.quantity
        from redeployment_order_lines l join products p on p.id = l.product_id
        where l.order_id = ${orderId} order by l.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), productId: Number(r.productId) }));
}

const who = (alias: string) =>
  sql.raw(
    `(select nullif(concat_ws(' ', u.first_name, u.last_name), '') from users u where u.id = o.${alias})`,
  );

type FullRow = Record<string, unknown>;

const summarySelect = sql`
  select o.id, o.account_id, acc.name as account_name, o.warehouse_id, w.short_name as warehouse_short_name,
    o.status, o.recipient_name, o.needed_by::text as needed_by,
    (select coalesce(sum(quantity), 0)::int from redeployment_order_lines l where l.order_id = o.id) as quantity,
    ob.slug as outbound_slug, ob.status as outbound_status, o.drive_charge, o.created_at, o.submitted_at,
    o.recipient_email, o.recipient_phone, o.address, o.notes, o.drive_count,
    ${who("created_by")} as created_by_name, ${who("submitted_by")} as submitted_by_name,
    o.canceled_at, ${who("canceled_by")} as canceled_by_name, o.cancel_reason, o.updated_at
  from redeployment_orders o
  join accounts acc on acc.id = o.account_id
  join warehouses w on w.id = o.warehouse_id
  left join activities ob on ob.id = o.outbound_activity_id`;

function toSummary(r: FullRow) {
  return {
    id: Number(r.id),
    account: { id: Number(r.account_id), name: String(r.account_name) },
    warehouse: { id: Number(r.warehouse_id), shortName: String(r.warehouse_short_name) },
    status: r.status as RedeploymentOrder["status"],
    recipientName: String(r.recipient_name),
    neededBy: (r.needed_by as string | null) ?? null,
    quantity: Number(r.quantity),
    outbound: r.outbound_slug ? { slug: String(r.outbound_slug), status: String(r.outbound_status) } : null,
    driveCharge: numOrNull(r.drive_charge),
    createdAt: iso(r.created_at),
    submittedAt: isoOrNull(r.submitted_at),
  };
}

export async function pageOrders(db: Db, ids: AccountIds, q: RedeploymentOrdersQuery) {
  const where = sql.join(
    [
      accountIn(sql`o.account_id`, ids),
      q.status ? sql`o.status = ${q.status}` : sql`true`,
      q.accountId ? sql`o.account_id = ${q.accountId}` : sql`true`,
      q.search
        ? sql`(o.recipient_name ilike ${`%${q.search}%`} or acc.name ilike ${`%${q.search}%`} or o.id::text = ${q.search.replace(/^#/, "")})`
        : sql`true`,
    ],
    sql` and `,
  );
  const rows = await rowsOf<FullRow>(
    db,
    sql`${summarySelect} where ${where} order by o.id ${sql.raw(q.order === "asc" ? "asc" : "desc")}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from redeployment_orders o join accounts acc on acc.id = o.account_id where ${where}`,
  );
  return { data: rows.map(toSummary), total: Number(count?.n ?? 0) };
}

/** The order with everything the order page shows but its lines and devices. */
export async function orderById(db: Db, id: number) {
  const [r] = await rowsOf<FullRow>(db, sql`${summarySelect} where o.id = ${id}`);
  if (!r) return null;
  const address = r.address as RedeploymentOrder["address"];
  return {
    ...toSummary(r),
    recipientEmail: (r.recipient_email as string | null) ?? null,
    recipientPhone: (r.recipient_phone as string | null) ?? null,
    address: {
      line1: address.line1,
      line2: address.line2 ?? null,
      city: address.city,
      region: address.region ?? null,
      postalCode: address.postalCode,
      country: address.country,
    },
    notes: (r.notes as string | null) ?? null,
    driveCount: Number(r.drive_count),
    createdBy: (r.created_by_name as string | null) ?? null,
    submittedBy: (r.submitted_by_name as string | null) ?? null,
    canceledAt: isoOrNull(r.canceled_at),
    canceledBy: (r.canceled_by_name as string | null) ?? null,
    cancelReason: (r.cancel_reason as string | null) ?? null,
    updatedAt: iso(r.updated_at),
  };
}

/** The devices reserved for the load (every reservation but released ones), oldest first. */
export async function devicesOfLoad(db: Db, loadId: number) {
  return rowsOf<RedeploymentOrder["devices"][number]>(
    db,
    sql`select a.barcode, a.serial_number as "serialNumber",
          (select p.name from product_assets pa join products p on p.id = pa.product_id
            where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
          a.grade, r.status
        from asset_reservations r join assets a on a.id = r.asset_id
        where r.activity_id = ${loadId} and r.status <> 'released'
        order by r.id`,
  );
}
