import { z } from "zod";
import { Qualification } from "../accounts/accounts.schemas";
import { SHIPMENT_SIZE_IDS, TRANSPORT_TYPE_IDS } from "../enums/activities";
import { R2_CLASSIFICATIONS, R2_MATERIAL_TYPES } from "../enums/assets";
import { idsOf } from "../enums/define";
import { UNIT_OF_MEASURE_IDS } from "../enums/pricing";
import { optionalText, QueryFlag, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null))
  .pipe(z.email("Enter a valid email address").nullable());

/** Money as a decimal string with at most two places, as numeric(14,2) stores it. */
const Amount = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), "Enter an amount with at most 2 decimals");

// ---- Carriers -------------------------------------------------------------------------------

export const Carrier = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Standard Carrier Alpha Code: 2–4 capital letters. */
  scac: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  contactCount: z.number().int(),
  ruleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Carrier = z.infer<typeof Carrier>;

export const CarrierBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  scac: z
    .string()
    .trim()
    .toUpperCase()
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2,4}$/, "A SCAC code is 2 to 4 letters")
        .nullable(),
    ),
  phone: optionalText(40, "Phone"),
  email: optionalEmail,
  website: optionalText(200, "Website"),
  notes: optionalText(4000, "Notes"),
  active: z.boolean().default(true),
});
export type CarrierBody = z.infer<typeof CarrierBody>;
export type CarrierInput = z.input<typeof CarrierBody>;

export const CARRIER_SORT_COLUMNS = ["name", "scac", "createdAt"] as const;
/** `GET /carriers`: `search` matches name or SCAC. */
export const CarriersQuery = PageQuery.extend({
  active: QueryFlag.optional(),
  sort: z.enum(CARRIER_SORT_COLUMNS).default("name"),
});
export type CarriersQuery = z.infer<typeof CarriersQuery>;
export const CarrierList = paged(Carrier);
export type CarrierList = z.infer<typeof CarrierList>;

export const CarrierParams = z.object({ carrierId: UrlId });

// ---- Carrier contacts -----------------------------------------------------------------------

export const CarrierContact = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The carrier's main contact for dispatch; at most one per carrier. */
  primary: z.boolean(),
});
export type CarrierContact = z.infer<typeof CarrierContact>;

export const CarrierContactBody = z
  .object({
    firstName: z.string().trim().min(1, "First name is required").max(100),
    lastName: z.string().trim().min(1, "Last name is required").max(100),
    title: optionalText(100, "Title"),
    email: optionalEmail,
    phone: optionalText(40, "Phone"),
    primary: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Give an email or a phone number" });
    }
  });
export type CarrierContactBody = z.infer<typeof CarrierContactBody>;
export type CarrierContactInput = z.input<typeof CarrierContactBody>;

export const CarrierContactParams = z.object({
  carrierId: UrlId,
  contactId: UrlId,
});

// ---- Carrier rules --------------------------------------------------------------------------

/**
 * What a carrier serves: an empty list means "any". A rule applies to a load when the load's
 * shipment size, transport type, origin warehouse and destination region all match.
 */
export const CarrierRule = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  name: z.string(),
  shipmentSizes: z.array(z.enum(SHIPMENT_SIZE_IDS)),
  transportTypes: z.array(z.enum(TRANSPORT_TYPE_IDS)),
  regionIds: z.array(z.number().int()),
  warehouseIds: z.array(z.number().int()),
  /** Money string, e.g. "350.00"; null when the carrier quotes per load. */
  rate: z.string().nullable(),
  rateUnit: z.enum(UNIT_OF_MEASURE_IDS).nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
});
export type CarrierRule = z.infer<typeof CarrierRule>;

export const CarrierRuleBody = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
    shipmentSizes: z.array(z.enum(SHIPMENT_SIZE_IDS)).max(50).default([]),
    transportTypes: z.array(z.enum(TRANSPORT_TYPE_IDS)).max(20).default([]),
    regionIds: z.array(z.number().int().positive()).max(200).default([]),
    warehouseIds: z.array(z.number().int().positive()).max(200).default([]),
    rate: Amount.nullable().default(null),
    rateUnit: z.enum(UNIT_OF_MEASURE_IDS).nullable().default(null),
    notes: optionalText(4000, "Notes"),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.rate !== null && value.rateUnit === null) {
      ctx.addIssue({ code: "custom", path: ["rateUnit"], message: "Choose what the rate is per" });
    }
  });
export type CarrierRuleBody = z.infer<typeof CarrierRuleBody>;
export type CarrierRuleInput = z.input<typeof CarrierRuleBody>;

export const CarrierRuleParams = z.object({
  carrierId: UrlId,
  ruleId: UrlId,
});

// ---- Vendor rules ---------------------------------------------------------------------------

const MaterialType = z.enum(idsOf(R2_MATERIAL_TYPES));
const Classification = z.enum(idsOf(R2_CLASSIFICATIONS));

/**
 * Where outbound material of a kind goes: material of the listed R2 types and classifications
 * (empty = any) leaving the listed warehouses (empty = any) is sent to a downstream vendor,
 * optionally with a preferred carrier. The matching active rule with the lowest priority wins.
 */
export const VendorRule = z.object({
  id: z.number().int(),
  name: z.string(),
  materialTypes: z.array(MaterialType),
  classifications: z.array(Classification),
  warehouseIds: z.array(z.number().int()),
  vendorAccountId: z.number().int(),
  vendorName: z.string(),
  /** The vendor's qualification today, from its certificates; "unqualified" warns on the rule. */
  vendorQualification: Qualification,
  carrierId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  priority: z.number().int(),
  notes: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorRule = z.infer<typeof VendorRule>;
/** The warning on a rule that sends material to a vendor whose certificate is expired or missing. */
export const UNQUALIFIED_VENDOR_WARNING = "Vendor not qualified: certificate expired or missing";

export const VendorRuleBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  materialTypes: z.array(MaterialType).max(20).default([]),
  classifications: z.array(Classification).max(20).default([]),
  warehouseIds: z.array(z.number().int().positive()).max(200).default([]),
  vendorAccountId: z.number().int().positive(),
  carrierId: z.number().int().positive().nullable().default(null),
  priority: z.number().int().min(0).max(1000).default(100),
  notes: optionalText(4000, "Notes"),
  active: z.boolean().default(true),
});
export type VendorRuleBody = z.infer<typeof VendorRuleBody>;
export type VendorRuleInput = z.input<typeof VendorRuleBody>;

export const VENDOR_RULE_SORT_COLUMNS = ["priority", "name", "createdAt"] as const;
/** `GET /vendor_rules`: `search` matches the rule name. */
export const VendorRulesQuery = PageQuery.extend({
  vendorAccountId: UrlId.optional(),
  carrierId: UrlId.optional(),
  materialType: MaterialType.optional(),
  active: QueryFlag.optional(),
  sort: z.enum(VENDOR_RULE_SORT_COLUMNS).default("priority"),
});
export type VendorRulesQuery = z.infer<typeof VendorRulesQuery>;
export const VendorRuleList = paged(VendorRule);
export type VendorRuleList = z.infer<typeof VendorRuleList>;
