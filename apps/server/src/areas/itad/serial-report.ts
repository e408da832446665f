import type { SanitizationStateId, SerialReport, SerialReportQuery, SerialReportRow } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "../activities/activity-scope";
import { type SanitizationFacts, sanitizationFactsOf, serialIdsOfLoad } from "./sanitization-state";
import * as repo from "./serial-report.repo";

/** One serial of the load with what the report sorts, filters and counts by. */
type Entry = repo.SortKeys & { facts: SanitizationFacts | undefined };

/**
 * Every serial of the load with its sanitization facts: four statements whatever the load's size
 * (ids, facts in two, sort keys). The state filter and the counts need the facts of every serial,
 * so the report is filtered, sorted and paged in memory: fine for a load's ~10,000 serials. An
 * export reads a load's report page after page in one request (or job); the entries are kept for
 * that context so those pages do not read the whole load again each time.
 */
const loadedEntries = new WeakMap<ServiceContext, Map<number, Promise<Entry[]>>>();

function entriesOf(ctx: ServiceContext, loadId: number): Promise<Entry[]> {
  const byLoad = loadedEntries.get(ctx) ?? new Map<number, Promise<Entry[]>>();
  loadedEntries.set(ctx, byLoad);
  const cached = byLoad.get(loadId);
  if (cached) return cached;
  const loading = (async () => {
    const ids = await serialIdsOfLoad(ctx.db, loadId);
    const [keys, facts] = await Promise.all([repo.sortKeysOf(ctx.db, ids), sanitizationFactsOf(ctx.db, ids)]);
    return keys.map((k) => ({ ...k, id: Number(k.id), facts: facts.get(Number(k.id)) }));
  })();
  byLoad.set(loadId, loading);
  return loading;
}

const stateOf = (e: Entry): SanitizationStateId => e.facts?.state ?? "not_required";
const sanitizedAtOf = (e: Entry): number | null => e.facts?.deciding?.finishedAt.getTime() ?? null;

/** Compares two values, nulls last whichever the order. */
function compare<T extends string | number>(a: T | null, b: T | null, sign: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * sign;
}

function sorted(entries: Entry[], sort: SerialReportQuery["sort"], order: "asc" | "desc"): Entry[] {
  const sign = order === "desc" ? -1 : 1;
  const key = (e: Entry): string | number | null =>
    sort === "serialNumber"
      ? (e.serialNumber?.toUpperCase() ?? null)
      : sort === "grade"
        ? e.grade
        : sort === "sanitizedAt"
          ? sanitizedAtOf(e)
          : e.barcode;
  return [...entries].sort(
    (a, b) => compare(key(a), key(b), sign) || compare(a.barcode, b.barcode, sort === "barcode" ? sign : 1),
  );
}

/**
 * `GET /activities/{slug}/serial_report` (decision 8): the load's serials (serialIdsOfLoad: devices
 * received on it and the parts harvested from them) with grade, sanitization state and the method
 * and date of the deciding record, disposition, R2 classification and certificate number; paged,
 * sorted by the allow-listed columns, filtered by state and by a barcode or serial search, with
 * the counts by state of the whole load. The load is found in the actor's scope (another
 * client's answers 404).
 */
export async function getSerialReport(
  ctx: ServiceContext,
  slug: string,
  query: SerialReportQuery,
): Promise<SerialReport> {
  const load = await findActivity(ctx, slug);
  const entries = await entriesOf(ctx, load.id);
  const states: Record<string, number> = {};
  for (const e of entries) states[stateOf(e)] = (states[stateOf(e)] ?? 0) + 1;
  const search = query.search?.trim().toUpperCase();
  const matching = entries.filter(
    (e) =>
      (!query.state || stateOf(e) === query.state) &&
      (!search || e.barcode.includes(search) || (e.serialNumber?.toUpperCase().includes(search) ?? false)),
  );
  const start = (query.page - 1) * query.pageSize;
  const page = sorted(matching, query.sort, query.order).slice(start, start + query.pageSize);
  const details = new Map(
    (
      await repo.detailsOf(
        ctx.db,
        page.map((e) => e.id),
      )
    ).map((d) => [Number(d.id), d]),
  );
  return { data: page.map((e) => rowOf(e, details.get(e.id))), total: matching.length, states };
}

function rowOf(e: Entry, d: repo.ReportDetails | undefined): SerialReportRow {
  const deciding = e.facts?.deciding ?? null;
  return {
    barcode: e.barcode,
    serialNumber: e.serialNumber,
    product: d?.product ?? null,
    productClass: d?.productClass ?? null,
    dataBearing: e.facts?.dataBearing ?? false,
    grade: e.grade,
    state: stateOf(e),
    method: deciding?.method ?? null,
    sanitizedAt: deciding ? deciding.finishedAt.toISOString() : null,
    disposition: d?.disposition ?? null,
    r2Classification: d?.r2Classification ?? null,
    certificateNumber: d?.certificateNumber ?? null,
  };
}
