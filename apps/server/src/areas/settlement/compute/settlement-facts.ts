import type {
  DriveCounts,
  InboundPrice,
  LoadQuantities,
  SaleFact,
  ServiceFact,
  ValuedBy,
  ValueGroup,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";

// The facts of a load's settlement (issue 22), each one set-based statement that aggregates in
// SQL (a load of 10,000 assets reads in a few rows, never a query per asset). Numeric columns
// come back as decimal strings (node-postgres and PGlite alike) and stay exact.

/** A decimal read from the database as text ("12.500"); null stays null. */
export const decimalOf = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const isoOf = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : new Date(String(v)).toISOString();

/** The load as the statement heads it, with its program's stored rules. */
export type LoadHead = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number;
  accountName: string;
  programId: number | null;
  programName: string | null;
  programRules: unknown;
  receivedAt: string | null;
};

export async function loadHead(db: Db, activityId: number): Promise<LoadHead | undefined> {
  const [row] = await rowsOf<{
    id: number;
    slug: string;
    type: string;
    status: string;
    account_id: number;
    account_name: string;
    program_id: number | null;
    program_name: string | null;
    rules: unknown;
    received_at: unknown;
  }>(
    db,
    sql`select a.id, a.slug, a.type, a.status, a.account_id, acc.name as account_name,
               a.program_id, p.name as program_name, p.rules,
               (select min(x.created_at) from assets x where x.receiving_activity_id = a.id) as received_at
        from activities a
        join accounts acc on acc.id = a.account_id
        left join programs p on p.id = a.program_id
        where a.id = ${activityId}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    slug: row.slug,
    type: row.type,
    status: row.status,
    accountId: Number(row.account_id),
    accountName: row.account_name,
    programId: row.program_id === null ? null : Number(row.program_id),
    programName: row.program_name,
    programRules: typeof row.rules === "string" ? JSON.parse(row.rules) : row.rules,
    receivedAt: isoOf(row.received_at),
  };
}

/** How ASN prices take part: not at all, for assets still without value, or over any value. */
export type AsnMode = "off" | "fill" | "overwrite";

/**
 * The load's received product entries (harvested components excluded: they count through
 * their device) grouped by product and how they are valued before the price list: an asset
 * with its own value counts once (by its first entry); an ASN price (when the rule applies)
 * values every entry of its asset, over stored values when it overwrites; an entry with a
 * stored value of a pricing run is yield (no share) or consignment; the rest await the price
 * list, grouped apart for serialized devices (revenue share may settle them).
 */
export async function valueGroups(db: Db, activityId: number, asn: AsnMode): Promise<ValueGroup[]> {
  const asnOn = sql.raw(asn === "off" ? "false" : "true");
  const overwrite = sql.raw(asn === "overwrite" ? "true" : "false");
  const rows = await rowsOf<{
    product_id: number | null;
    product_name: string | null;
    valued_by: ValuedBy;
    serialized: boolean;
    price: unknown;
    assets: number;
    quantity: unknown;
    net_weight: unknown;
    net_missing: number;
    value: unknown;
    shared_unit_price: unknown;
  }>(
    db,
    sql`
    with recv as (
      select a.id, a.value as own_value, a.serial_number is not null as serialized,
             case when ${asnOn} then ai.unit_price end as asn_price
      from assets a
      left join asn_items ai on ai.id = a.asn_item_id
      where a.receiving_activity_id = ${activityId} and a.harvested_from_id is null
    ), e as (
      select r.id as asset_id, r.own_value, r.serialized, r.asn_price,
             pa.product_id, pa.quantity, pa.net_weight, pa.value, pa.unit_price, pa.share,
             row_number() over (partition by r.id order by pa.position, pa.id) as rn
      from recv r
      left join product_assets pa on pa.asset_id = r.id
    ), c as (
      select e.*,
             case
               when asn_price is not null and ${overwrite} and product_id is not null then 'asn'
               when own_value is not null then case when rn = 1 then 'serial' end
               when product_id is null then null
               when value is not null then case when share is null then 'yield' else 'consignment' end
               when asn_price is not null then 'asn'
               else 'list'
             end as valued_by
      from e
    )
    select c.product_id, p.name as product_name, c.valued_by,
           case when c.valued_by = 'list' then c.serialized else false end as serialized,
           case when c.valued_by = 'asn' then c.asn_price end as price,
           count(distinct c.asset_id)::int as assets,
           coalesce(sum(c.quantity), 0) as quantity,
           coalesce(sum(c.net_weight), 0) as net_weight,
           (count(*) - count(c.net_weight))::int as net_missing,
           sum(case when c.valued_by = 'serial' then c.own_value else c.value end) as value,
           case
             when c.valued_by = 'serial' and min(c.own_value) = max(c.own_value) then min(c.own_value)
             when c.valued_by = 'yield' and count(c.unit_price) = count(*)
                  and min(c.unit_price) = max(c.unit_price) then min(c.unit_price)
           end as shared_unit_price
    from c
    left join products p on p.id = c.product_id
    where c.valued_by is not null
    group by c.product_id, p.name, c.valued_by, 4, 5`,
  );
  return rows.map((r) => ({
    productId: r.product_id === null ? null : Number(r.product_id),
    productName: r.product_name,
    valuedBy: r.valued_by,
    serialized: r.serialized === true,
    price: decimalOf(r.price),
    assets: Number(r.assets),
    quantity: decimalOf(r.quantity) ?? "0",
    netWeight: decimalOf(r.net_weight) ?? "0",
    netMissing: Number(r.net_missing),
    value: decimalOf(r.value),
    sharedUnitPrice: decimalOf(r.shared_unit_price),
  }));
}

/** The account's current inbound price list: its version and the first entry per product and service. */
export type InboundPrices = {
  version: number | null;
  products: Map<number, InboundPrice>;
  services: Map<number, InboundPrice>;
};

export async function inboundPrices(db: Db, accountId: number): Promise<InboundPrices> {
  const rows = await rowsOf<{
    version: number;
    product_id: number | null;
    service_id: number | null;
    method: string | null;
    unit: InboundPrice["unit"] | null;
    price: unknown;
  }>(
    db,
    sql`select l.version, e.product_id, e.service_id, e.method, e.unit, e.price
        from price_lists l
        left join price_entries e on e.price_list_id = l.id
        where l.id = (select id from price_lists where account_id = ${accountId} and type = 'inbound'
                      order by version desc limit 1)
        order by e.position, e.id`,
  );
  const products = new Map<number, InboundPrice>();
  const services = new Map<number, InboundPrice>();
  for (const r of rows) {
    if (r.method === null || r.unit === null) continue;
    const price = { method: r.method, unit: r.unit, price: decimalOf(r.price) ?? "0" };
    // Two entries for one item: the first (the list's order) wins, as on the prices screen.
    if (r.product_id !== null && !products.has(Number(r.product_id)))
      products.set(Number(r.product_id), price);
    if (r.service_id !== null && !services.has(Number(r.service_id)))
      services.set(Number(r.service_id), price);
  }
  return { version: rows[0] ? Number(rows[0].version) : null, products, services };
}

/** The distinct services chosen on the load and on its work orders (activities with load_id = load). */
export async function chosenServices(
  db: Db,
  activityId: number,
): Promise<{ serviceId: number; name: string }[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select s.id, s.name from services s
        where s.id in (select aps.service_id from activity_program_services aps
                       where aps.activity_id = ${activityId}
                          or aps.activity_id in (select id from activities where load_id = ${activityId}))
        order by lower(s.name), s.id`,
  );
  return rows.map((r) => ({ serviceId: Number(r.id), name: r.name }));
}

/** Services with their prices. */
export function servicesWithPrices(
  services: { serviceId: number; name: string }[],
  prices: InboundPrices,
): ServiceFact[] {
  return services.map((s) => ({ ...s, price: prices.services.get(s.serviceId) ?? null }));
}

/** What the load received and the work done on it, as services, triage and hard drives count them. */
export type LoadCounts = Omit<LoadQuantities, "miles"> & { devices: number; drives: DriveCounts };

export async function loadCounts(db: Db, activityId: number): Promise<LoadCounts> {
  const [row] = await rowsOf<{
    person_hours: unknown;
    pieces: unknown;
    net_weight: unknown;
    pallets: number;
    devices: number;
    data_bearing: number;
    redeployed: number;
  }>(
    db,
    sql`
    with recv as (
      select id, type, serial_number from assets
      where receiving_activity_id = ${activityId} and harvested_from_id is null
    ), drives as (
      select c.disposition from assets c
      join recv d on d.id = c.harvested_from_id
      join lateral (select product_id from product_assets where asset_id = c.id
                    order by position, id limit 1) pa on true
      join products p on p.id = pa.product_id
      join product_classes pc on pc.id = p.class_id
      where pc.r2_material_type = 'data'
    )
    select
      (select coalesce(round(sum(extract(epoch from (l.ended_at - l.started_at))::numeric * l.crew_size) / 3600, 3), 0)
       from labor_segments l
       where l.ended_at is not null
         and l.activity_id in (select id from activities where load_id = ${activityId})) as person_hours,
      (select coalesce(sum(pa.quantity), 0) from product_assets pa join recv r on r.id = pa.asset_id) as pieces,
      (select coalesce(sum(pa.net_weight), 0) from product_assets pa join recv r on r.id = pa.asset_id) as net_weight,
      (select count(*) from recv where type = 'pallet')::int as pallets,
      (select count(*) from recv where serial_number is not null)::int as devices,
      (select count(*) from drives)::int as data_bearing,
      (select count(*) from drives where disposition = 'redeploy')::int as redeployed`,
  );
  return {
    personHours: decimalOf(row?.person_hours) ?? "0",
    pieces: decimalOf(row?.pieces) ?? "0",
    netWeight: decimalOf(row?.net_weight) ?? "0",
    pallets: Number(row?.pallets ?? 0),
    devices: Number(row?.devices ?? 0),
    drives: { dataBearing: Number(row?.data_bearing ?? 0), redeployed: Number(row?.redeployed ?? 0) },
  };
}

/**
 * SQL over a sold asset `a` and the device it was harvested from `origin` (left joined): whether
 * the device has a value of a pricing run, and whether its ASN line priced it (SaleFact).
 */
export const deviceValued = sql`(coalesce(origin.value, a.value) is not null
  or exists (select 1 from product_assets pa where pa.asset_id = coalesce(origin.id, a.id) and pa.value is not null))`;
export const deviceAsnPriced = sql`exists (select 1 from asn_items ai
  where ai.id = coalesce(origin.asn_item_id, a.asn_item_id) and ai.unit_price is not null)`;

/**
 * The sold listing reservations of the load's devices and of parts harvested from them, with
 * the sale day (UTC, like the statement's date).
 */
export async function loadSales(db: Db, activityId: number): Promise<SaleFact[]> {
  const rows = await rowsOf<{
    id: number;
    barcode: string;
    sale_price: unknown;
    sold_on: string;
    valued: boolean;
    asn_priced: boolean;
  }>(
    db,
    sql`select r.id, a.barcode, r.sale_price, to_char(r.closed_at at time zone 'UTC', 'YYYY-MM-DD') as sold_on,
               ${deviceValued} as valued, ${deviceAsnPriced} as asn_priced
        from asset_reservations r
        join assets a on a.id = r.asset_id
        left join assets origin on origin.id = a.harvested_from_id
        where r.status = 'sold' and r.listing_id is not null
          and (a.receiving_activity_id = ${activityId}
               or a.harvested_from_id in (select id from assets where receiving_activity_id = ${activityId}))
        order by r.closed_at, a.barcode, r.id`,
  );
  return rows.map((r) => ({
    reservationId: Number(r.id),
    barcode: r.barcode,
    salePrice: decimalOf(r.sale_price) ?? "0",
    soldOn: r.sold_on,
    valued: Boolean(r.valued),
    asnPriced: Boolean(r.asn_priced),
  }));
}

/** The load's statement row (draft inputs, or a final statement's head), if one was saved. */
export type StatementRow = {
  id: number;
  status: "draft" | "final";
  paymentType: string | null;
  carrierCost: string | null;
  miles: string | null;
  notes: string | null;
  skippedRules: unknown;
  finalizedAt: string | null;
  finalizedBy: string | null;
  updatedAt: string | null;
};

export async function statementRow(db: Db, activityId: number): Promise<StatementRow | undefined> {
  const [row] = await rowsOf<{
    id: number;
    status: "draft" | "final";
    payment_type: string | null;
    carrier_cost: unknown;
    miles: unknown;
    notes: string | null;
    skipped_rules: unknown;
    finalized_at: unknown;
    finalized_by: string | null;
    updated_at: unknown;
  }>(
    db,
    sql`select s.id, s.status, s.payment_type, s.carrier_cost, s.miles, s.notes, s.skipped_rules,
               s.finalized_at, u.first_name || ' ' || u.last_name as finalized_by, s.updated_at
        from settlement_statements s
        left join users u on u.id = s.finalized_by
        where s.activity_id = ${activityId}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    status: row.status,
    paymentType: row.payment_type,
    carrierCost: decimalOf(row.carrier_cost),
    miles: decimalOf(row.miles),
    notes: row.notes,
    skippedRules: typeof row.skipped_rules === "string" ? JSON.parse(row.skipped_rules) : row.skipped_rules,
    finalizedAt: isoOf(row.finalized_at),
    finalizedBy: row.finalized_by,
    updatedAt: isoOf(row.updated_at),
  };
}

/** A stored line as the statement shows it (with who typed it and when). */
export type StoredLine = {
  id: number;
  kind: string;
  rule: string | null;
  source: string;
  description: string;
  productId: number | null;
  serviceId: number | null;
  quantity: string;
  unit: string;
  unitPrice: string | null;
  amount: string;
  lineDate: string;
  reason: string | null;
  reservationId: number | null;
  createdBy: string | null;
  createdAt: string | null;
};

/** The stored lines of a statement (of some kinds, or all), in their order. */
export async function storedLines(
  db: Db,
  statementId: number,
  kinds?: readonly string[],
): Promise<StoredLine[]> {
  const kindFilter = kinds
    ? sql`and l.kind in (select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb))`
    : sql``;
  const rows = await rowsOf<{
    id: number;
    kind: string;
    rule: string | null;
    source: string;
    description: string;
    product_id: number | null;
    service_id: number | null;
    quantity: unknown;
    unit: string;
    unit_price: unknown;
    amount: unknown;
    line_date: unknown;
    reason: string | null;
    reservation_id: number | null;
    created_by: string | null;
    created_at: unknown;
  }>(
    db,
    sql`select l.id, l.kind, l.rule, l.source, l.description, l.product_id, l.service_id, l.quantity, l.unit,
               l.unit_price, l.amount, to_char(l.line_date, 'YYYY-MM-DD') as line_date, l.reason, l.reservation_id,
               u.first_name || ' ' || u.last_name as created_by, l.created_at
        from settlement_lines l
        left join users u on u.id = l.created_by
        where l.statement_id = ${statementId} ${kindFilter}
        order by l.position, l.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    rule: r.rule,
    source: r.source,
    description: r.description,
    productId: r.product_id === null ? null : Number(r.product_id),
    serviceId: r.service_id === null ? null : Number(r.service_id),
    quantity: decimalOf(r.quantity) ?? "0",
    unit: r.unit,
    unitPrice: decimalOf(r.unit_price),
    amount: decimalOf(r.amount) ?? "0",
    lineDate: String(r.line_date),
    reason: r.reason,
    reservationId: r.reservation_id === null ? null : Number(r.reservation_id),
    createdBy: r.created_by,
    createdAt: isoOf(r.created_at),
  }));
}
