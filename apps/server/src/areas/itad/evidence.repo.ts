import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

/**
 * The reads behind one serial's evidence chain. Each is one statement on an index that starts with
 * the asset's id (events_asset_idx, asset_holds_asset_idx, test_results_asset_suite_key,
 * sanitization_records_asset_idx, certificate_assets_asset_idx) or a primary key, so the chain of
 * a serial costs the same at a million assets as at a hundred.
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
  createdAt: Date | string;
};

/** The ASN line the asset was announced on (assets.asn_item_id). */
export async function asnLineOf(db: Db, asnItemId: number | null): Promise<AsnLineRow | null> {
  if (asnItemId === null) return null;
  const [row] = await rowsOf<AsnLineRow>(
    db,
    sql`select i.id, i.row, i.serial_number as "serialNumber", i.asset_tag as "assetTag",
               i.manufacturer, i.model, coalesce(i.product_name, p.name) as "productName",
               a.slug as "loadSlug", i.created_at as "createdAt"
        from asn_items i
        join activities a on a.id = i.activity_id
        left join products p on p.id = i.product_id
        where i.id = ${asnItemId}`,
  );
  return row ?? null;
}

/** An activity's slug (the receiving load, when no event tells of the receipt). */
export async function activitySlugOf(db: Db, activityId: number | null): Promise<string | null> {
  if (activityId === null) return null;
  const [row] = await rowsOf<{ slug: string }>(db, sql`select slug from activities where id = ${activityId}`);
  return row?.slug ?? null;
}

export type EvidenceEventRow = {
  id: number;
  action: string;
  message: string | null;
  rule: string | null;
  changes: unknown;
  activitySlug: string | null;
  userName: string | null;
  createdAt: Date | string;
};

/** Event changes the evidence shows: locks found or cleared, and where the device is routed. */
export const EVIDENCE_FIELDS = ["locks", "disposition", "r2Classification", "routingId"] as const;

/**
 * The asset's events that are links of its chain: its receipt (or creation in a work order) and
 * those changing its locks or routing, oldest first. Holds are read from asset_holds, records from
 * sanitization_records, so their events are not needed here.
 */
export function evidenceEventsOf(db: Db, assetId: number): Promise<EvidenceEventRow[]> {
  return rowsOf<EvidenceEventRow>(
    db,
    sql`select e.id, e.action, e.message, e.rule, e.changes,
               (select x.slug from activities x where x.id = e.activity_id) as "activitySlug",
               ${userName("e.user_id")} as "userName", e.created_at as "createdAt"
        from events e
        where e.asset_id = ${assetId}
          and (e.action in ('received', 'created')
               or exists (select 1 from jsonb_array_elements(e.changes) c
                          where c->>'field' = any(${sql.param([...EVIDENCE_FIELDS])}::text[])))
        order by e.created_at, e.id`,
  );
}

export type HoldRow = {
  id: number;
  type: string;
  status: string;
  processingInstructions: string;
  programName: string | null;
  createdBy: string | null;
  createdAt: Date | string;
  releasedBy: string | null;
  releasedAt: Date | string | null;
};

/** Every hold placed on the asset, released ones included. */
export function holdsOf(db: Db, assetId: number): Promise<HoldRow[]> {
  return rowsOf<HoldRow>(
    db,
    sql`select h.id, h.type, h.status, h.processing_instructions as "processingInstructions",
               (select p.name from programs p where p.id = h.program_id) as "programName",
               ${userName("h.created_by")} as "createdBy", h.created_at as "createdAt",
               ${userName("h.released_by")} as "releasedBy", h.released_at as "releasedAt"
        from asset_holds h
        where h.asset_id = ${assetId}
        order by h.created_at, h.id`,
  );
}

export type TestRow = {
  id: number;
  suite: string;
  version: number;
  evaluation: {
    overallGrade?: string | null;
    cosmeticGrade?: string | null;
    functionalGrade?: string | null;
    disposition?: string | null;
    r2Classification?: string | null;
  } | null;
  activitySlug: string | null;
  testedBy: string | null;
  testedAt: Date | string;
};

/** The asset's test results (one per suite, the latest answers), with suite and version. */
export function testsOf(db: Db, assetId: number): Promise<TestRow[]> {
  return rowsOf<TestRow>(
    db,
    sql`select r.id, s.name as suite, v.version, r.evaluation,
               (select x.slug from activities x where x.id = r.activity_id) as "activitySlug",
               ${userName("r.tested_by")} as "testedBy", r.updated_at as "testedAt"
        from test_results r
        join test_suites s on s.id = r.suite_id
        join test_suite_versions v on v.id = r.version_id
        where r.asset_id = ${assetId}
        order by r.updated_at, r.id`,
  );
}

export type RecordRow = {
  id: number;
  kind: "erasure" | "destruction";
  method: string;
  tool: string | null;
  passes: number | null;
  result: "passed" | "failed";
  verified: boolean;
  source: string;
  startedAt: Date | string | null;
  finishedAt: Date | string;
  operator: string | null;
  batchId: number | null;
  machine: string | null;
  witness: string | null;
};

/** The asset's sanitization records with their batches, oldest first. */
export function recordsOf(db: Db, assetId: number): Promise<RecordRow[]> {
  return rowsOf<RecordRow>(
    db,
    sql`select r.id, r.kind, r.method, r.tool, r.passes, r.result, r.verified, r.source,
               r.started_at as "startedAt", r.finished_at as "finishedAt",
               ${userName("coalesce(r.operator_id, r.created_by)")} as operator,
               r.batch_id as "batchId", b.machine, b.witness
        from sanitization_records r
        left join destruction_batches b on b.id = r.batch_id
        where r.asset_id = ${assetId}
        order by r.finished_at, r.id`,
  );
}

export type CertificateRow = {
  number: string;
  kind: string;
  status: string;
  loadSlug: string;
  issuedBy: string | null;
  issuedAt: Date | string;
  revokedBy: string | null;
  revokedAt: Date | string | null;
  revokeReason: string | null;
};

/** The certificates that cover the asset (certificate_assets), revoked ones included. */
export function certificatesOf(db: Db, assetId: number): Promise<CertificateRow[]> {
  return rowsOf<CertificateRow>(
    db,
    sql`select c.number, c.kind, c.status, a.slug as "loadSlug",
               ${userName("c.issued_by")} as "issuedBy", c.issued_at as "issuedAt",
               ${userName("c.revoked_by")} as "revokedBy", c.revoked_at as "revokedAt",
               c.revoke_reason as "revokeReason"
        from certificate_assets ca
        join certificates c on c.id = ca.certificate_id
        join activities a on a.id = c.activity_id
        where ca.asset_id = ${assetId}
        order by c.issued_at, c.id`,
  );
}
