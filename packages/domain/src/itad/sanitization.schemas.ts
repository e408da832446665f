// Data sanitization (issue 16): erasures and physical destructions of data-bearing assets,
// destruction batches (shred runs) and the import of erasure results from a tool's spreadsheet.
import { z } from "zod";
import { DESTRUCTION_METHODS, ERASURE_METHODS, ERASURE_RESULTS } from "../enums/assets";
import { idsOf } from "../enums/define";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ScannedBarcode } from "../work/work-assets.schemas";
import { SANITIZATION_STATES } from "./sanitization.rules";

export const ErasureMethod = z.enum(idsOf(ERASURE_METHODS), { error: "Choose the method: clear or purge" });
export type ErasureMethod = z.infer<typeof ErasureMethod>;
export const ErasureResult = z.enum(idsOf(ERASURE_RESULTS), { error: "Choose the result: passed or failed" });
export type ErasureResult = z.infer<typeof ErasureResult>;
/** Every destruction method, for reading old records (drilled, degaussed and crushed, unknown). */
export const DestructionMethod = z.enum(idsOf(DESTRUCTION_METHODS));
export type DestructionMethod = z.infer<typeof DestructionMethod>;
/** The destruction methods offered for new records (the disabled ones are refused). */
export const OFFERED_DESTRUCTION_METHODS = DESTRUCTION_METHODS.filter(
  (m) => !("disabled" in m && m.disabled),
).map((m) => m.id) as ["shredded", "crushed"];
export const OfferedDestructionMethod = z.enum(OFFERED_DESTRUCTION_METHODS, {
  error: "Choose the method: shredded or crushed",
});
export const SanitizationState = z.enum(SANITIZATION_STATES);
export type SanitizationState = z.infer<typeof SanitizationState>;

/** How far ahead of the server's clock a time may be (a scanner's clock runs a little fast). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** A moment as ISO 8601 with its offset, not in the future. */
export const PastDateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}: use a date and time (ISO 8601)` })
    .refine((v) => new Date(v).getTime() <= Date.now() + CLOCK_SKEW_MS, `${label} cannot be in the future`);

const PersonRef = z.object({ id: z.number().int(), name: z.string() });

/** One sanitization record as the evidence shows it. */
export const SanitizationRecord = z.object({
  id: z.number().int(),
  kind: z.enum(["erasure", "destruction"]),
  /** clear or purge for an erasure; a destruction method for a destruction. */
  method: z.string(),
  tool: z.string().nullable(),
  passes: z.number().int().nullable(),
  result: ErasureResult,
  verified: z.boolean(),
  startedAt: z.string().nullable(),
  finishedAt: z.string(),
  operator: PersonRef.nullable(),
  batchId: z.number().int().nullable(),
  source: z.enum(["manual", "import", "batch"]),
  createdAt: z.string(),
});
export type SanitizationRecord = z.infer<typeof SanitizationRecord>;

/** `GET /assets/{barcode}/sanitization`: whether the asset bears data, its state and its records (newest first). */
export const AssetSanitization = z.object({
  barcode: z.string(),
  dataBearing: z.boolean(),
  state: SanitizationState,
  records: z.array(SanitizationRecord),
});
export type AssetSanitization = z.infer<typeof AssetSanitization>;

/** `POST /assets/{barcode}/erasures`: one erasure as the tool reported it. */
export const ErasureBody = z
  .object({
    tool: z
      .string({ error: "Name the erasure tool" })
      .trim()
      .min(1, "Name the erasure tool")
      .max(120, "Tool is at most 120 characters"),
    method: ErasureMethod,
    passes: z
      .number()
      .int()
      .min(1, "Passes are 1 to 99")
      .max(99, "Passes are 1 to 99")
      .nullable()
      .default(null),
    result: ErasureResult,
    verified: z.boolean().default(false),
    startedAt: PastDateTime("Started").nullable().default(null),
    finishedAt: PastDateTime("Finished"),
    /** Who ran it; the signed-in user when absent. */
    operatorId: z.number().int().positive().nullable().default(null),
  })
  .refine((b) => !b.startedAt || new Date(b.startedAt) <= new Date(b.finishedAt), {
    path: ["startedAt"],
    message: "Started must be before finished",
  });
export type ErasureBody = z.input<typeof ErasureBody>;

/** What recording an erasure did: the record, the asset's new state, and a routing it decided (failed → destruction). */
export const ErasureRecorded = z.object({
  record: SanitizationRecord,
  state: SanitizationState,
  /** Set when the rule routed the device: a failed erasure routes it to destruction (R2 recycle). */
  routed: z.object({ r2Classification: z.string(), rule: z.string() }).nullable(),
});
export type ErasureRecorded = z.infer<typeof ErasureRecorded>;

/** `POST /activities/{slug}/erasures/import` answer: every row valid and written (else 422 naming rows). */
export const ErasureImportResult = z.object({
  imported: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Devices the rule routed to destruction (failed erasures). */
  routedToDestruction: z.number().int(),
});
export type ErasureImportResult = z.infer<typeof ErasureImportResult>;

/** The columns an erasure spreadsheet has (header row; case and spacing do not matter). */
export const ERASURE_IMPORT_COLUMNS = ["serial", "tool", "method", "result", "date"] as const;

// ---- destruction batches ---------------------------------------------------------------------

export const DestructionBatch = z.object({
  id: z.number().int(),
  /** `DB-000042`: what the batch's paperwork and photo are filed under. */
  number: z.string(),
  warehouseId: z.number().int().nullable(),
  method: DestructionMethod,
  machine: z.string(),
  witness: z.string(),
  destroyedAt: z.string(),
  notes: z.string().nullable(),
  hasPhoto: z.boolean(),
  count: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
});
export type DestructionBatch = z.infer<typeof DestructionBatch>;

/** A serial destroyed in a batch. */
export const DestroyedAsset = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  product: z.string().nullable(),
  accountName: z.string().nullable(),
  loadSlug: z.string().nullable(),
});
export const DestructionBatchDetail = DestructionBatch.extend({ assets: z.array(DestroyedAsset) });
export type DestructionBatchDetail = z.infer<typeof DestructionBatchDetail>;

export const DestructionBatchesQuery = PageQuery.extend({
  sort: z.enum(["destroyedAt", "id"]).default("destroyedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type DestructionBatchesQuery = z.infer<typeof DestructionBatchesQuery>;
export const DestructionBatchList = paged(DestructionBatch);
export type DestructionBatchList = z.infer<typeof DestructionBatchList>;

/**
 * `POST /destruction_batches`: a run and the barcodes or serials destroyed in it, all or nothing
 * (each must be a data-bearing asset; unknown or repeated ones are refused naming them).
 */
export const DestructionBatchBody = z.object({
  method: OfferedDestructionMethod,
  machine: z
    .string({ error: "Name the machine" })
    .trim()
    .min(1, "Name the machine")
    .max(120, "Machine is at most 120 characters"),
  witness: z
    .string({ error: "Name the witness" })
    .trim()
    .min(1, "Name the witness")
    .max(120, "Witness is at most 120 characters"),
  destroyedAt: PastDateTime("Destroyed at"),
  notes: z.string().trim().max(2000, "Notes are at most 2000 characters").nullable().default(null),
  warehouseId: z.number().int().positive().nullable().default(null),
  /** Barcodes (or serial numbers) of the destroyed media, as scanned. */
  barcodes: z
    .array(ScannedBarcode)
    .min(1, "Scan at least one drive or device")
    .max(5000, "At most 5,000 serials in one batch"),
});
export type DestructionBatchBody = z.input<typeof DestructionBatchBody>;
