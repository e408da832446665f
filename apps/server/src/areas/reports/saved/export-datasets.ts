import {
  type DashboardExportFileQuery,
  type DashboardExportPage,
  type DashboardExportQuery,
  type DateRange,
  DISPOSITIONS,
  type ExportCell,
  type ExportColumnKind,
  type ExportDataset,
  INBOUND_STATUSES,
  labelOf,
  type Paged,
  shiftDays,
} from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/paging";
import type { ServiceContext } from "../../../platform/context";
import type { ListExport } from "../../../platform/list-export";
import { accountFilter, classFilter } from "../facts/fact-sql";
import { assertDashboardOpen, coveredAccounts, rangeOrThrow } from "../scope";

type Row = Record<string, ExportCell>;
type Column = { id: string; label: string; kind: ExportColumnKind; value?: (row: Row) => ExportCell };
type Scope = { range: DateRange; accountIds: number[] | "all"; productClassIds: number[] };
type Window = { limit: number; offset: number };

/** The instants of a range of UTC days: from the first day's start to the day after the last. */
const instants = (range: DateRange) => ({
  from: `${range.beginDate}T00:00:00Z`,
  to: `${shiftDays(range.endDate, -1)}T00:00:00Z`,
});
const utcDay = (column: SQL) => sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A dataset: its columns (the preview's and the file's), the FROM/WHERE of its rows for a scope,
 * their columns in SQL and their order. Every read is a page (LIMIT/OFFSET) over an indexed
 * range (load milestones by received time; assets by account and created time).
 */
type Dataset = {
  id: ExportDataset;
  fileName: string;
  columns: Column[];
  from: (s: Scope) => SQL;
  select: SQL;
  order: SQL;
};

const LOADS: Dataset = {
  id: "loads",
  fileName: "inbound-loads",
  columns: [
    { id: "load", label: "Load", kind: "text" },
    { id: "account", label: "Account", kind: "text" },
    { id: "program", label: "Program", kind: "text" },
    {
      id: "status",
      label: "Status",
      kind: "text",
      value: (r) => labelOf(INBOUND_STATUSES, String(r.status)),
    },
    { id: "scheduledDate", label: "Scheduled", kind: "date" },
    { id: "receivedDate", label: "Received", kind: "date" },
    { id: "processedDate", label: "Processed", kind: "date" },
    { id: "pricedDate", label: "Priced", kind: "date" },
    { id: "netWeight", label: "Net weight (lbs)", kind: "number" },
    { id: "settlementNet", label: "Settlement net (USD)", kind: "number" },
  ],
  from: (s) => {
    const { from, to } = instants(s.range);
    return sql`load_milestones lm
      join activities a on a.id = lm.activity_id
      left join accounts acc on acc.id = a.account_id
      left join programs p on p.id = a.program_id
      left join settlement_statements st on st.activity_id = a.id and st.status = 'final'
     where a.type = 'inbound'
       and lm.received_at >= ${from}::timestamptz and lm.received_at < ${to}::timestamptz
       and ${accountFilter(sql`a.account_id`, s.accountIds)}`;
  },
  select: sql`upper(a.slug) as "load", acc.name as "account", coalesce(p.name, 'No program') as "program",
    a.status as "status", a.scheduled_date::text as "scheduledDate",
    ${utcDay(sql`lm.received_at`)} as "receivedDate", ${utcDay(sql`lm.processed_at`)} as "processedDate",
    ${utcDay(sql`lm.priced_at`)} as "pricedDate",
    (select round(sum(pa.net_weight), 3) from assets x join product_assets pa on pa.asset_id = x.id
      where x.receiving_activity_id = a.id)::float8 as "netWeight",
    st.net::float8 as "settlementNet"`,
  order: sql`lm.received_at desc, a.id desc`,
};

const DEVICES: Dataset = {
  id: "devices",
  fileName: "serialized-devices",
  columns: [
    { id: "barcode", label: "Barcode", kind: "text" },
    { id: "serial", label: "Serial", kind: "text" },
    { id: "product", label: "Product", kind: "text" },
    { id: "productClass", label: "Class", kind: "text" },
    { id: "grade", label: "Grade", kind: "text" },
    {
      id: "disposition",
      label: "Disposition",
      kind: "text",
      value: (r) => (r.disposition ? labelOf(DISPOSITIONS, String(r.disposition)) : null),
    },
    { id: "account", label: "Account", kind: "text" },
    { id: "load", label: "Load", kind: "text" },
    { id: "receivedDate", label: "Received", kind: "date" },
  ],
  from: (s) => {
    const { from, to } = instants(s.range);
    return sql`assets x
      left join lateral (select pa.product_id from product_assets pa where pa.asset_id = x.id
                          order by pa.position limit 1) fp on true
      left join products pr on pr.id = fp.product_id
      left join product_classes pc on pc.id = pr.class_id
      left join accounts acc on acc.id = x.account_id
      left join activities l on l.id = x.receiving_activity_id
     where x.type = 'serial'
       and x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz
       and ${accountFilter(sql`x.account_id`, s.accountIds)}
       and ${classFilter(sql`pr.class_id`, s.productClassIds)}`;
  },
  select: sql`x.barcode as "barcode", x.serial_number as "serial", pr.name as "product",
    pc.name as "productClass", x.grade as "grade", x.disposition as "disposition", acc.name as "account",
    upper(l.slug) as "load", ${utcDay(sql`x.created_at`)} as "receivedDate"`,
  order: sql`x.created_at desc, x.id desc`,
};

const RECEIVED: Dataset = {
  id: "received",
  fileName: "received-products",
  columns: [
    { id: "load", label: "Load", kind: "text" },
    { id: "account", label: "Account", kind: "text" },
    { id: "barcode", label: "Barcode", kind: "text" },
    { id: "product", label: "Product", kind: "text" },
    { id: "productClass", label: "Class", kind: "text" },
    { id: "quantity", label: "Quantity", kind: "number" },
    { id: "netWeight", label: "Net weight (lbs)", kind: "number" },
    { id: "receivedDate", label: "Received", kind: "date" },
  ],
  from: (s) => {
    const { from, to } = instants(s.range);
    return sql`assets x
      join product_assets pa on pa.asset_id = x.id
      join products pr on pr.id = pa.product_id
      left join product_classes pc on pc.id = pr.class_id
      left join accounts acc on acc.id = x.account_id
      left join activities l on l.id = x.receiving_activity_id
     where x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz
       and ${accountFilter(sql`x.account_id`, s.accountIds)}
       and ${classFilter(sql`pr.class_id`, s.productClassIds)}`;
  },
  select: sql`upper(l.slug) as "load", acc.name as "account", x.barcode as "barcode", pr.name as "product",
    pc.name as "productClass", pa.quantity::float8 as "quantity", pa.net_weight::float8 as "netWeight",
    ${utcDay(sql`x.created_at`)} as "receivedDate"`,
  order: sql`x.created_at desc, pa.id desc`,
};

const DATASETS: Record<ExportDataset, Dataset> = { loads: LOADS, devices: DEVICES, received: RECEIVED };

type Settings = Pick<
  DashboardExportQuery,
  "beginDate" | "endDate" | "accountIds" | "productClassIds" | "showChildAccounts"
>;

/** The scope of an export: a client needs "export" in their subscription and gets only their accounts. */
async function scopeOf(ctx: ServiceContext, q: Settings): Promise<Scope> {
  const reach = await assertDashboardOpen(ctx, "export");
  const range = rangeOrThrow(q);
  const accountIds = await coveredAccounts(
    ctx,
    { accountIds: q.accountIds, showChildAccounts: q.showChildAccounts },
    reach,
  );
  return { range, accountIds, productClassIds: q.productClassIds ?? [] };
}

async function readPage(ctx: ServiceContext, d: Dataset, s: Scope, w: Window): Promise<Paged<Row>> {
  if (s.accountIds !== "all" && s.accountIds.length === 0) return { data: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    rowsOf<Row>(
      ctx.db,
      sql`select ${d.select} from ${d.from(s)} order by ${d.order} limit ${w.limit} offset ${w.offset}`,
    ),
    rowsOf<{ n: number | string }>(ctx.db, sql`select count(*) as n from ${d.from(s)}`),
  ]);
  const data = rows.map((row) => {
    const out: Row = {};
    for (const c of d.columns) {
      const v = c.value ? c.value(row) : (row[c.id] ?? null);
      out[c.id] = typeof v === "string" || typeof v === "number" || v === null ? v : String(v);
    }
    return out;
  });
  return { data, total: Number(counted?.n ?? 0) };
}

/** A page of a dataset for the dashboard settings (the export dashboard's preview). */
export async function exportPage(
  ctx: ServiceContext,
  dataset: ExportDataset,
  q: DashboardExportQuery,
): Promise<DashboardExportPage> {
  const d = DATASETS[dataset];
  const scope = await scopeOf(ctx, q);
  const page = await readPage(ctx, d, scope, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return {
    dataset,
    beginDate: scope.range.beginDate,
    endDate: scope.range.endDate,
    columns: d.columns.map(({ id, label, kind }) => ({ id, label, kind })),
    ...page,
  };
}

type FileQuery = DashboardExportFileQuery & { page?: number; pageSize?: number };

/** A dataset as a list export (platform/list-export): the file, or a job above the direct limit. */
function listExportOf(d: Dataset): ListExport<FileQuery, Row> {
  return {
    name: `dashboard-export-${d.id}`,
    fileName: (_params, q) => `${d.fileName}-${rangeOrThrow(q).endDate}`,
    columns: d.columns.map((c) => ({ header: c.label, value: (row: Row) => row[c.id] })),
    list: async (ctx, q) => {
      const pageSize = q.pageSize ?? 1000;
      const scope = await scopeOf(ctx, q);
      return readPage(ctx, d, scope, { limit: pageSize, offset: ((q.page ?? 1) - 1) * pageSize });
    },
  };
}

export const EXPORT_DATASET_LISTS = [listExportOf(LOADS), listExportOf(DEVICES), listExportOf(RECEIVED)];
export const datasetExport = (dataset: ExportDataset) =>
  EXPORT_DATASET_LISTS.find((l) => l.name === `dashboard-export-${dataset}`) as ListExport<FileQuery, Row>;
