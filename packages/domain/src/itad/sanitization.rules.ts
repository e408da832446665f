// The rules of data sanitization and certificates (issue 16), shared by the server and the screens.

/**
 * Where an asset's data stands:
 * - `not_required`: not data-bearing (its class's R2 material is not `data`);
 * - `missing`: data-bearing, no record yet;
 * - `erased`: its latest erasure passed and was verified;
 * - `unverified`: its latest erasure passed but nobody verified it;
 * - `failed`: its latest erasure failed (the device is routed to destruction);
 * - `destroyed`: physically destroyed (final: a later erasure record changes nothing).
 */
export const SANITIZATION_STATES = [
  "not_required",
  "missing",
  "erased",
  "unverified",
  "failed",
  "destroyed",
] as const;
export type SanitizationStateId = (typeof SANITIZATION_STATES)[number];

export const SANITIZATION_STATE_LABELS: Record<SanitizationStateId, string> = {
  not_required: "Not data-bearing",
  missing: "No record",
  erased: "Erased (verified)",
  unverified: "Erased, not verified",
  failed: "Erasure failed",
  destroyed: "Destroyed",
};

/** The R2 material type that makes an asset data-bearing. */
export const DATA_BEARING_MATERIAL = "data";

export type RecordFacts = { kind: "erasure" | "destruction"; result: "passed" | "failed"; verified: boolean };

/**
 * The state of an asset from its records, newest first. Any destruction makes it destroyed; else
 * the newest erasure decides.
 */
export function sanitizationState(
  dataBearing: boolean,
  newestFirst: readonly RecordFacts[],
): SanitizationStateId {
  if (!dataBearing) return "not_required";
  if (newestFirst.some((r) => r.kind === "destruction")) return "destroyed";
  const latest = newestFirst[0];
  if (!latest) return "missing";
  if (latest.result === "failed") return "failed";
  return latest.verified ? "erased" : "unverified";
}

/** Whether the asset has the record a certificate needs: verified erasure or destruction (or none is needed). */
/**
 * Whether a device in this state may leave for reuse, resale or redeployment (rule
 * erasure_before_reuse): its data was erased and verified, or it holds none.
 */
export const clearedForReuse = (state: SanitizationStateId) => state === "erased" || state === "not_required";

export const hasSanitizationRecord = (state: SanitizationStateId) =>
  state === "not_required" || state === "erased" || state === "destroyed";

/** The rules a sanitization decision names in its event and its refusal. */
export const SANITIZATION_RULES = {
  erasureBeforeReuse: {
    id: "erasure_before_reuse",
    label:
      "A data-bearing device goes to reuse, resale, redeployment or donation only after a passed, verified erasure",
  },
  failedErasureToDestruction: {
    id: "failed_erasure_to_destruction",
    label: "A device whose erasure failed is routed to destruction",
  },
} as const;

/** R2 classifications and dispositions that send a device on with its media (data must be gone first). */
export const REUSE_R2_CLASSIFICATIONS: readonly string[] = ["reuse", "resale"];
export const REUSE_DISPOSITIONS: readonly string[] = ["redeploy", "donation"];

/** Where a failed erasure routes a device: recycled, its media destroyed. */
export const DESTRUCTION_R2_CLASSIFICATION = "recycle";

/**
 * Why this device may not be routed as asked (null when it may): a data-bearing device goes to
 * reuse, resale, redeployment or donation only with a passed, verified erasure, and never once
 * destroyed.
 */
export function reuseRefusal(
  device: { barcode: string; dataBearing: boolean; state: SanitizationStateId },
  target: { r2Classification?: string | null; disposition?: string | null },
): string | null {
  if (!device.dataBearing) return null;
  const r2 = target.r2Classification ?? null;
  const disposition = target.disposition ?? null;
  const reuse =
    (r2 !== null && REUSE_R2_CLASSIFICATIONS.includes(r2)) ||
    (disposition !== null && REUSE_DISPOSITIONS.includes(disposition));
  if (!reuse || device.state === "erased") return null;
  const where = r2 !== null && REUSE_R2_CLASSIFICATIONS.includes(r2) ? r2 : (disposition ?? "reuse");
  const why: Record<Exclude<SanitizationStateId, "erased" | "not_required">, string> = {
    missing: "has no erasure record",
    unverified: "has an erasure that was not verified",
    failed: "failed its erasure and must be destroyed",
    destroyed: "was destroyed",
  };
  const state = device.state === "not_required" ? "missing" : device.state;
  return `${device.barcode} bears data and ${why[state]}: it cannot go to ${where} (rule ${SANITIZATION_RULES.erasureBeforeReuse.id}: ${SANITIZATION_RULES.erasureBeforeReuse.label.toLowerCase()})`;
}

/** `DB-000042`: the number a destruction batch's paperwork and photo are filed under. */
export const batchNumber = (id: number) => `DB-${String(id).padStart(6, "0")}`;

// ---- certificates ------------------------------------------------------------------------------

export type CertificateKindId = "destruction" | "recycling";

/** The certificate a load gets: its program's type when the program sets one, else its account's; null for none. */
export function certificateKindOf(
  accountType: string,
  programType: string | null | undefined,
): CertificateKindId | null {
  const type = programType ?? accountType;
  return type === "destruction" || type === "recycling" ? type : null;
}

export const CERTIFICATE_PREFIX: Record<CertificateKindId, string> = { destruction: "COD", recycling: "COR" };

/** Letters of a certificate's check code: no 0/O, 1/I/L, U (Crockford's base 32), so it reads back aloud. */
export const CHECK_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A certificate number: kind, year, sequence and a random check code (`COD-2026-000042-7KQ4MX`).
 * The check code makes numbers unguessable, so the public verification page cannot be walked.
 */
export function certificateNumber(
  kind: CertificateKindId,
  year: number,
  sequence: number,
  checkCode: string,
): string {
  return `${CERTIFICATE_PREFIX[kind]}-${year}-${String(sequence).padStart(6, "0")}-${checkCode}`;
}

/** Whether text has the shape of a certificate number (the verification call refuses others with 404). */
export const CERTIFICATE_NUMBER_PATTERN = /^CO[DR]-\d{4}-\d{6,}-[2-9A-HJKMNP-TV-Z]{6}$/;

/** Weights (lbs) summed by R2 material type; assets of classes without one fall under `other`. */
export function weightsByMaterial(
  rows: readonly { material: string | null; weight: number | null }[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const key = row.material ?? "other";
    totals[key] = Math.round(((totals[key] ?? 0) + (row.weight ?? 0)) * 1000) / 1000;
  }
  return totals;
}

// ---- erasure import ----------------------------------------------------------------------------

/** One row of an erasure spreadsheet as read (cells by column: serial, tool, method, result, date). */
export type ErasureRowCells = Partial<Record<"serial" | "tool" | "method" | "result" | "date", string>>;
export type ErasureRowValues = {
  serial: string;
  tool: string;
  method: "clear" | "purge";
  result: "passed" | "failed";
  finishedAt: Date;
};

const METHOD_WORDS: Record<string, "clear" | "purge"> = { clear: "clear", purge: "purge" };
const RESULT_WORDS: Record<string, "passed" | "failed"> = {
  passed: "passed",
  pass: "passed",
  success: "passed",
  successful: "passed",
  failed: "failed",
  fail: "failed",
  failure: "failed",
};

/** Reads a date cell: YYYY-MM-DD (midnight UTC) or an ISO date and time; null when it is neither. */
export function parseErasureDate(text: string): Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return null;
  // A day the calendar lacks (2026-02-30T10:00) is refused, not rolled over into March.
  if (parseErasureDate(value.slice(0, 10)) === null) return null;
  const date = new Date(value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Checks one erasure row: every problem is named on its column, so a file's errors all come back
 * in one pass. The method is clear or purge (NIST SP 800-88; "NIST Purge" reads as purge), the
 * result passed or failed (pass, fail, success read too), the date not after `now`.
 */
export function parseErasureRow(
  cells: ErasureRowCells,
  now: Date,
): { values: ErasureRowValues | null; errors: Partial<Record<keyof ErasureRowCells, string>> } {
  const errors: Partial<Record<keyof ErasureRowCells, string>> = {};
  const serial = (cells.serial ?? "").trim().toUpperCase();
  const tool = (cells.tool ?? "").trim();
  if (!serial) errors.serial = "Give the serial number";
  if (!tool) errors.tool = "Name the erasure tool";
  else if (tool.length > 120) errors.tool = "Tool is at most 120 characters";
  const methodWords = (cells.method ?? "")
    .toLowerCase()
    .replace(/nist|sp|800-88|[^a-z]/g, " ")
    .trim()
    .split(/\s+/);
  const method = methodWords.map((w) => METHOD_WORDS[w]).find(Boolean);
  if (!method) errors.method = `Method "${(cells.method ?? "").trim()}" is not one of clear, purge`;
  const result = RESULT_WORDS[(cells.result ?? "").trim().toLowerCase()];
  if (!result) errors.result = `Result "${(cells.result ?? "").trim()}" is not passed or failed`;
  const finishedAt = parseErasureDate(cells.date ?? "");
  if (!finishedAt) errors.date = "Use the date format YYYY-MM-DD (or an ISO date and time)";
  else if (finishedAt.getTime() > now.getTime()) errors.date = "The date is in the future";
  if (Object.keys(errors).length > 0 || !method || !result || !finishedAt) return { values: null, errors };
  return { values: { serial, tool, method, result, finishedAt }, errors };
}
