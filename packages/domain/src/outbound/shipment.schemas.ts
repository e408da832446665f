// What stops an outbound load from shipping (issue 18): the consignee, its qualification on the
// ship date, the vendor rules for the load's material and the sanitization of its devices.
import { z } from "zod";
import { Qualification } from "../accounts/accounts.schemas";
import { QualificationCheck } from "../accounts/documents.schemas";

/** Why a load may not ship, each a line the screen shows and the 409 repeats. */
export const SHIPMENT_PROBLEM_CODES = [
  /** The load names no consignee. */
  "no_consignee",
  /** The consignee's account is pending, suspended or inactive. */
  "consignee_not_active",
  /** A required certificate of the downstream vendor is missing or expired on the ship date. */
  "certificate_missing",
  "certificate_expired",
  /** No active vendor rule of the vendor takes this material from the load's warehouse. */
  "no_vendor_rule",
  /** Data-bearing devices without a verified erasure or destruction, to a consignee that may not take them. */
  "not_sanitized",
  /** Assets under an active hold (legal, client…): nothing held leaves the building. */
  "on_hold",
  /** Nothing is on the load. */
  "nothing_to_ship",
] as const;
export const ShipmentProblemCode = z.enum(SHIPMENT_PROBLEM_CODES);
export type ShipmentProblemCode = z.infer<typeof ShipmentProblemCode>;

export const ShipmentProblem = z.object({
  code: ShipmentProblemCode,
  message: z.string(),
  /** The assets concerned (at most SHIPMENT_BARCODE_LIMIT; the message says how many in all). */
  barcodes: z.array(z.string()).optional(),
});
export type ShipmentProblem = z.infer<typeof ShipmentProblem>;

/** One kind of material on the load and the vendor rule that lets it go to the consignee. */
export const ShipmentMaterial = z.object({
  /** The R2 material type of the assets' product class (null: the class names none). */
  materialType: z.string().nullable(),
  /** The assets' R2 classification; an unclassified asset ships as `recycle`. */
  classification: z.string(),
  count: z.number().int(),
  /** The vendor's rule that allows it (lowest priority first), or null: none does. */
  rule: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ShipmentMaterial = z.infer<typeof ShipmentMaterial>;

export const ShipmentSanitization = z.object({
  /** Data-bearing devices on the load. */
  dataBearing: z.number().int(),
  /** Of those, erased (verified) or destroyed. */
  sanitized: z.number().int(),
  /** The consignee takes data-bearing devices for destruction (a vendor rule names `data`). */
  destructionVendor: z.boolean(),
  /** Devices that may ship without a record (a client's own devices going back to it). */
  ownDevices: z.number().int(),
  /** Counts of the data-bearing devices by sanitization state. */
  states: z.record(z.string(), z.number().int()),
});
export type ShipmentSanitization = z.infer<typeof ShipmentSanitization>;

export const ShipmentConsignee = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
});
export type ShipmentConsignee = z.infer<typeof ShipmentConsignee>;

/** `GET /activities/{slug}/shipment_check`: whether the load may ship, and why not. */
export const ShipmentCheck = z.object({
  slug: z.string(),
  /** The load's status: the check matters until it ships (requested, building, picked, packed). */
  status: z.string(),
  /** The date the qualification is judged on: the scheduled date, or today when none or past. */
  shipDate: z.string(),
  consignee: ShipmentConsignee.nullable(),
  ready: z.boolean(),
  problems: z.array(ShipmentProblem),
  /** The downstream vendor's certificates on the ship date (null: the consignee is not a vendor). */
  qualification: z.object({ state: Qualification, checks: z.array(QualificationCheck) }).nullable(),
  /** Vendor rules per material (empty for a client consignee: no rule applies). */
  materials: z.array(ShipmentMaterial),
  sanitization: ShipmentSanitization,
  assetCount: z.number().int(),
});
export type ShipmentCheck = z.infer<typeof ShipmentCheck>;
