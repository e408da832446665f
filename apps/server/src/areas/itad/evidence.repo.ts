import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

/**
 * The reads behind one serial's evidence chain, as one statement of subqueries (one round trip):
 * each part reads an index that starts with the asset's id (events_asset_idx,
 * asset_holds_asset_idx, test_results_asset_suite_key, sanitization_records_asset_idx,
 * certificate_assets_asset_idx, events_asset_idx for shipments) or a primary key, so the chain of a serial costs the same at a
 * million assets as at a hundred. Times come back as JSON text (ISO 8601 with offset).
 */

const userName = (column: string) =>
  sql.raw(`(select u.first_name || ' ' || u.last_name from users u where u.id = ${column})`);

export type AsnLineRow = {
  id: number;
  row: number;
  serialNumber: string | null;
  assetTag: string | null;
  manufacturer: string | null;
  model: string | null;
  productName: string | null;
  loadSlug: string;
  createdAt: string;
};

export type EvidenceEventRow = {
  id: number;
  action: string;
  message: string | null;
  rule: string | null;
  changes: unknown;
  activitySlug: string | null;
  userName: string | null;
  createdAt: string;
};

export type HoldRow = {
  id: number;
  type: string;
  status: string;
  processingInstructions: string;
  programName: string | null;
  createdBy: string | null;
  createdAt: string;
  releasedBy: string | null;
  releasedAt: string | null;
};

export type TestRow = {
  id: number;
  suite: string;
  version: number;
  evaluation: {
    overallGrade?: string | null;
    cosmeticGrade?: string | null;
    functionalGrade?: string | null;
  } | null;
  activitySlug: string | null;
  testedBy: string | null;
  testedAt: string;
};

export type RecordRow = {
  id: number;
  kind: "erasure" | "destruction";
  method: string;
  tool: string | null;
  passes: number | null;
  result: "passed" | "failed";
  verified: boolean;
  source: string;
  startedAt: string | null;
  finishedAt: string;
  operator: string | null;
  batchId: number | null;
  machine: string | null;
  witness: string | null;
};

export type CertificateRow = {
  number: string;
  kind: string;
  status: string;
  loadSlug: string;
  issuedBy: string | null;
  issuedAt: string;
  revokedBy: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
};

export type ShipmentRow = {
  loadSlug: string;
  consignee: string | null;
  consigneeType: string | null;
  warehouse: string | null;
  shippedBy: string | null;
  shippedAt: string;
};

export type EvidenceRows = {
  /** The receiving load's slug (the receipt when no event tells of it). */
  receivingSlug: string | null;
  asnLine: AsnLineRow | null;
  events: EvidenceEventRow[];
  holds: HoldRow[];
  tests: TestRow[];
  records: RecordRow[];
  certificates: CertificateRow[];
  shipments: ShipmentRow[];
};

/** Event changes the evidence shows: locks found or cleared, and where the device is routed. */
export const EVIDENCE_FIELDS = ["locks", "disposition", "r2Classification", "routingId"] as const;

/** The ASN line the asset was announced on (assets.asn_item_id). */
const asnLine = (asnItemId: number | null) => sql`(
  select json_build_object('id', i.id, 'row', i.row, 'serialNumber', i.serial_number,
           'assetTag', i.asset_tag, 'manufacturer', i.manufacturer, 'model', i.model,
           'productName', coalesce(i.product_name, p.name), 'loadSlug', x.slug, 'createdAt', i.created_at)
  from asn_items i
  join activities x on x.id = i.activity_id
  left join products p on p.id = i.product_id
  where i.id = ${asnItemId}::bigint)`;

/**
 * Its events that are links of the chain: the receipt (or the creation in a work order) and
 * those changing locks or routing, oldest first. Holds and sanitization are read from their own
 * tables, so their events are not needed.
 */
const evidenceEvents = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('id', e.id, 'action', e.action, 'message', e.message,
           'rule', e.rule, 'changes', e.changes,
           'activitySlug', (select x.slug from activities x where x.id = e.activity_id),
           'userName', ${userName("e.user_id")}, 'createdAt', e.created_at) order by e.created_at, e.id), '[]'::json)
  from events e
  where e.asset_id = ${assetId}::int
    and (e.action in ('received', 'created')
         or exists (select 1 from jsonb_array_elements(e.changes) c
                    where c->>'field' = any(${sql.param([...EVIDENCE_FIELDS])}::text[]))))`;

/** Every hold placed on it, released ones included. */
const holds = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('id', h.id, 'type', h.type, 'status', h.status,
           'processingInstructions', h.processing_instructions,
           'programName', (select p.name from programs p where p.id = h.program_id),
           'createdBy', ${userName("h.created_by")}, 'createdAt', h.created_at,
           'releasedBy', ${userName("h.released_by")}, 'releasedAt', h.released_at) order by h.created_at, h.id), '[]'::json)
  from asset_holds h where h.asset_id = ${assetId}::int)`;

/** Its test results (one per suite, the latest answers) with suite and version. */
const tests = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('id', r.id, 'suite', s.name, 'version', v.version,
           'evaluation', r.evaluation,
           'activitySlug', (select x.slug from activities x where x.id = r.activity_id),
           'testedBy', ${userName("r.tested_by")}, 'testedAt', r.updated_at) order by r.updated_at, r.id), '[]'::json)
  from test_results r
  join test_suites s on s.id = r.suite_id
  join test_suite_versions v on v.id = r.version_id
  where r.asset_id = ${assetId}::int)`;

/** Its sanitization records with their batches, oldest first. */
const records = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('id', r.id, 'kind', r.kind, 'method', r.method,
           'tool', r.tool, 'passes', r.passes, 'result', r.result, 'verified', r.verified, 'source', r.source,
           'startedAt', r.started_at, 'finishedAt', r.finished_at,
           'operator', ${userName("coalesce(r.operator_id, r.created_by)")},
           'batchId', r.batch_id, 'machine', b.machine, 'witness', b.witness) order by r.finished_at, r.id), '[]'::json)
  from sanitization_records r
  left join destruction_batches b on b.id = r.batch_id
  where r.asset_id = ${assetId}::int)`;

/** The certificates that cover it (certificate_assets), revoked ones included. */
const certificates = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('number', c.number, 'kind', c.kind, 'status', c.status,
           'loadSlug', x.slug, 'issuedBy', ${userName("c.issued_by")}, 'issuedAt', c.issued_at,
           'revokedBy', ${userName("c.revoked_by")}, 'revokedAt', c.revoked_at,
           'revokeReason', c.revoke_reason) order by c.issued_at, c.id), '[]'::json)
  from certificate_assets ca
  join certificates c on c.id = ca.certificate_id
  join activities x on x.id = c.activity_id
  where ca.asset_id = ${assetId}::int)`;

/** The outbound loads it shipped on (their `shipped` events), with the consignee each went to. */
const shipments = (assetId: number) => sql`(
  select coalesce(json_agg(json_build_object('loadSlug', x.slug, 'consignee', c.name, 'consigneeType', c.type,
           'warehouse', (select w.short_name from warehouses w where w.id = x.warehouse_id),
           'shippedBy', ${userName("e.user_id")}, 'shippedAt', e.created_at) order by e.created_at, e.id), '[]'::json)
  from events e
  join activities x on x.id = e.activity_id
  left join accounts c on c.id = x.account_id
  where e.asset_id = ${assetId}::int and e.action = 'shipped')`;

/** Every part of one asset's chain in one statement. */
export async function evidenceRowsOf(
  db: Db,
  asset: { id: number; asnItemId: number | null; receivingActivityId: number | null },
): Promise<EvidenceRows> {
  const [row] = await rowsOf<EvidenceRows>(
    db,
    sql`select (select x.slug from activities x where x.id = ${asset.receivingActivityId}::int) as "receivingSlug",
               ${asnLine(asset.asnItemId)} as "asnLine", ${evidenceEvents(asset.id)} as events,
               ${holds(asset.id)} as holds, ${tests(asset.id)} as tests, ${records(asset.id)} as records,
               ${certificates(asset.id)} as certificates,
               ${shipments(asset.id)} as shipments`,
  );
  if (!row) throw new Error("the evidence statement answered no row");
  return row;
}
