import {
  type AssetEvidence,
  batchNumber,
  DESTRUCTION_METHODS,
  DISPOSITIONS,
  ERASURE_METHODS,
  type EvidenceStep,
  HOLD_TYPES,
  LOCK_TYPES,
  labelOf,
  R2_CLASSIFICATIONS,
} from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { findAsset } from "../assets/asset-scope";
import * as repo from "./evidence.repo";
import { sanitizationFactsOf } from "./sanitization-state";

type Details = EvidenceStep["details"];
type Change = { field?: unknown; from?: unknown; to?: unknown };

const iso = (at: Date | string | null | undefined): string | null =>
  at === null || at === undefined ? null : new Date(at).toISOString();

const step = (
  kind: EvidenceStep["step"],
  at: Date | string | null,
  by: string | null,
  title: string,
  details: Details,
): EvidenceStep => ({ step: kind, at: iso(at), by, title, details });

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const changesOf = (v: unknown): Change[] => (Array.isArray(v) ? (v as Change[]) : []);

function announced(line: repo.AsnLineRow): EvidenceStep {
  return step("announced", line.createdAt, null, `Announced on ${line.loadSlug}, ASN row ${line.row}`, {
    load: line.loadSlug,
    row: line.row,
    serialNumber: line.serialNumber,
    assetTag: line.assetTag,
    manufacturer: line.manufacturer,
    model: line.model,
    product: line.productName,
  });
}

/** The receipt (or the creation in a work order, for a harvested part) and locks and routings from events. */
function fromEvents(events: repo.EvidenceEventRow[]): { received: EvidenceStep[]; others: EvidenceStep[] } {
  const received: EvidenceStep[] = [];
  const others: EvidenceStep[] = [];
  for (const e of events) {
    if (e.action === "received" || e.action === "created") {
      if (received.length === 0)
        received.push(
          step("received", e.createdAt, e.userName, e.message ?? `Received on ${e.activitySlug ?? "?"}`, {
            activity: e.activitySlug,
          }),
        );
    }
    const changes = changesOf(e.changes);
    const locks = changes.find((c) => c.field === "locks");
    if (locks) {
      const from = listOf(locks.from);
      const to = listOf(locks.to);
      const found = to.filter((l) => !from.includes(l));
      const cleared = from.filter((l) => !to.includes(l));
      const words = [
        found.length > 0 ? `found ${found.map((l) => labelOf(LOCK_TYPES, l)).join(", ")}` : null,
        cleared.length > 0 ? `cleared ${cleared.map((l) => labelOf(LOCK_TYPES, l)).join(", ")}` : null,
      ].filter((w): w is string => w !== null);
      if (words.length > 0)
        others.push(
          step("lock", e.createdAt, e.userName, `Locks ${words.join("; ")}`, {
            found: found.join(", ") || null,
            cleared: cleared.join(", ") || null,
            locks: to.join(", ") || null,
          }),
        );
    }
    const routing = changes.filter(
      (c) => c.field === "disposition" || c.field === "r2Classification" || c.field === "routingId",
    );
    if (routing.length > 0) {
      const details: Details = { rule: e.rule, message: e.message };
      const words: string[] = [];
      for (const c of routing) {
        const to = c.to === null || c.to === undefined ? null : String(c.to);
        details[String(c.field)] = to;
        if (c.field === "disposition") words.push(`disposition ${labelOf(DISPOSITIONS, to) || "none"}`);
        if (c.field === "r2Classification")
          words.push(`R2 classification ${labelOf(R2_CLASSIFICATIONS, to) || "none"}`);
        if (c.field === "routingId") words.push(`routing ${to ?? "none"}`);
      }
      const rule = e.rule ? ` (rule ${e.rule})` : "";
      others.push(
        step("disposition", e.createdAt, e.userName, `Routed: ${words.join(", ")}${rule}`, details),
      );
    }
  }
  return { received, others };
}

function holdSteps(h: repo.HoldRow): EvidenceStep[] {
  const label = labelOf(HOLD_TYPES, h.type);
  const details: Details = {
    type: h.type,
    status: h.status,
    program: h.programName,
    instructions: h.processingInstructions || null,
  };
  const placed = step("hold", h.createdAt, h.createdBy, `${label} placed`, details);
  if (h.status !== "released") return [placed];
  return [placed, step("hold", h.releasedAt, h.releasedBy, `${label} released`, details)];
}

function testStep(t: repo.TestRow): EvidenceStep {
  const grade = t.evaluation?.overallGrade ?? null;
  return step(
    "test",
    t.testedAt,
    t.testedBy,
    `Tested with ${t.suite} v${t.version}: ${grade ? `grade ${grade}` : "not graded"}`,
    {
      suite: t.suite,
      version: t.version,
      grade,
      cosmeticGrade: t.evaluation?.cosmeticGrade ?? null,
      functionalGrade: t.evaluation?.functionalGrade ?? null,
      activity: t.activitySlug,
    },
  );
}

function recordStep(r: repo.RecordRow): EvidenceStep {
  const common: Details = {
    recordId: Number(r.id),
    kind: r.kind,
    method: r.method,
    result: r.result,
    source: r.source,
  };
  if (r.kind === "destruction") {
    const batch = r.batchId === null ? null : batchNumber(r.batchId);
    const where = [
      batch ? `in batch ${batch}` : null,
      r.machine ? `on ${r.machine}` : null,
      r.witness ? `witness ${r.witness}` : null,
    ].filter((w): w is string => w !== null);
    return step(
      "sanitization",
      r.finishedAt,
      r.operator,
      `Destroyed: ${labelOf(DESTRUCTION_METHODS, r.method).toLowerCase()}${where.length ? ` ${where.join(", ")}` : ""}`,
      { ...common, batch, machine: r.machine, witness: r.witness },
    );
  }
  const facts = [
    r.method,
    r.passes ? `${r.passes} pass${r.passes === 1 ? "" : "es"}` : null,
    r.result,
    r.result === "passed" ? (r.verified ? "verified" : "not verified") : null,
    r.tool ? `tool ${r.tool}` : null,
  ].filter((w): w is string => w !== null);
  return step(
    "sanitization",
    r.finishedAt,
    r.operator,
    `${r.result === "passed" ? "Erased" : "Erasure failed"}: ${facts.join(", ")}`,
    {
      ...common,
      methodLabel: labelOf(ERASURE_METHODS, r.method),
      tool: r.tool,
      passes: r.passes,
      verified: r.verified,
      startedAt: iso(r.startedAt),
    },
  );
}

function certificateSteps(c: repo.CertificateRow): EvidenceStep[] {
  const details: Details = { number: c.number, kind: c.kind, status: c.status, load: c.loadSlug };
  const noun = c.kind === "recycling" ? "Certificate of recycling" : "Certificate of data destruction";
  const issued = step("certificate", c.issuedAt, c.issuedBy, `${noun} ${c.number} issued`, details);
  if (c.status !== "revoked") return [issued];
  return [
    issued,
    step(
      "certificate",
      c.revokedAt,
      c.revokedBy,
      `Certificate ${c.number} revoked: ${c.revokeReason ?? ""}`,
      {
        ...details,
        reason: c.revokeReason,
      },
    ),
  ];
}

function shipmentStep(s: repo.ShipmentRow): EvidenceStep {
  const to = s.consignee ?? "no consignee";
  return step("shipment", s.shippedAt, s.shippedBy, `Shipped on ${s.loadSlug} to ${to}`, {
    load: s.loadSlug,
    consignee: s.consignee,
    downstreamVendor: s.consigneeType === "dsvs",
    warehouse: s.warehouse,
  });
}

/** Steps by time, those without one last; equal times keep the chain's order (ASN line first…). */
function inTimeOrder(steps: EvidenceStep[]): EvidenceStep[] {
  const time = (s: EvidenceStep) => (s.at === null ? Number.POSITIVE_INFINITY : Date.parse(s.at));
  return steps
    .map((s, i) => ({ s, i, t: time(s) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.s);
}

/**
 * `GET /assets/{barcode}/evidence`: a serial's chain of custody and data (decision 9). The asset is
 * found in the actor's scope (another client's answers 404), then its links are read in one
 * statement (ASN line, events of receipt, locks and routing, holds, tests, sanitization records,
 * certificates, shipments on outbound loads) next to its sanitization facts (sanitizationFactsOf,
 * two statements): four round trips in all, three of them in parallel.
 */
export async function getAssetEvidence(ctx: ServiceContext, barcode: string): Promise<AssetEvidence> {
  const asset = await findAsset(ctx, barcode);
  const [rows, facts] = await Promise.all([
    repo.evidenceRowsOf(ctx.db, {
      id: asset.id,
      asnItemId: asset.asnItemId === null ? null : Number(asset.asnItemId),
      receivingActivityId: asset.receivingActivityId,
    }),
    sanitizationFactsOf(ctx.db, [asset.id]),
  ]);
  const fact = facts.get(asset.id);
  const { received, others } = fromEvents(rows.events);
  // Assets written before receipts had events (or by an import) still show where they came in.
  const slug = rows.receivingSlug;
  const receipt =
    received.length > 0
      ? received
      : [
          step("received", asset.createdAt, null, slug ? `Received on ${slug}` : "Received", {
            activity: slug,
          }),
        ];
  const steps = [
    ...(rows.asnLine ? [announced(rows.asnLine)] : []),
    ...receipt,
    ...rows.holds.flatMap(holdSteps),
    ...others.filter((s) => s.step === "lock"),
    ...rows.tests.map(testStep),
    ...rows.records.map(recordStep),
    ...others.filter((s) => s.step === "disposition"),
    ...rows.shipments.map(shipmentStep),
    ...rows.certificates.flatMap(certificateSteps),
  ];
  return {
    barcode: asset.barcode,
    serialNumber: asset.serialNumber,
    dataBearing: fact?.dataBearing ?? false,
    state: fact?.state ?? "not_required",
    steps: inTimeOrder(steps),
  };
}
