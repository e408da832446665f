import { type EnumOption, idsOf } from "./define";

/** Activity types (SPEC §3); every piece of work is an activity addressed by its slug. */
export const ACTIVITY_TYPES = [
  { id: "inbound", label: "Inbound" },
  { id: "outbound", label: "Outbound" },
  { id: "processing", label: "Processing" },
  { id: "inventory", label: "Inventory" },
  { id: "itad", label: "IT asset disposition" },
  { id: "mobility", label: "Mobility" },
  { id: "shop_order", label: "Shop order" },
] as const satisfies readonly EnumOption[];
export const ACTIVITY_TYPE_IDS = idsOf(ACTIVITY_TYPES);

/** Shipment sizes (SPEC §3). Forms offer the selectable subset; imports accept every id. */
export const SHIPMENT_SIZES = [
  { id: "partial", label: "Partial", short: "MR", selectable: true },
  { id: "air", label: "Air", selectable: true },
  { id: "data_center_decomm", label: "Data Center", short: "DC" },
  { id: "ftl", label: "Full Truck Load", selectable: true },
  { id: "ltl", label: "LTL", selectable: true },
  { id: "fcl", label: "FCL", selectable: true },
  { id: "lcl", label: "LCL", selectable: true },
  { id: "turnkey", label: "White Glove", short: "WG", selectable: true },
  { id: "on_site_destruction", label: "On-site Destruction", selectable: true },
  { id: "parcel", label: "Parcel", short: "PRC", selectable: true },
  { id: "driver_assist", label: "Driver Assist" },
  { id: "swap_bin", label: "Swap Bin", short: "SWAP", selectable: true },
  { id: "media_destruction", label: "Media Destruction" },
  { id: "inventory_only", label: "Inventory Only" },
  { id: "equipment", label: "Equipment Pickup" },
  { id: "van_trailer", label: "Van Trailer" },
  { id: "rolloff_container", label: "Roll-off Container" },
  { id: "pallet_delivery", label: "Shipping Materials Delivery" },
  { id: "parent", label: "Parent", selectable: true },
] as const satisfies readonly (EnumOption & { short?: string; selectable?: boolean })[];
export const SHIPMENT_SIZE_IDS = idsOf(SHIPMENT_SIZES);
export const SELECTABLE_SHIPMENT_SIZE_IDS = SHIPMENT_SIZES.filter(
  (s) => "selectable" in s && s.selectable,
).map((s) => s.id);

/** Service tiers (SPEC §3): White Glove light/medium/heavy touch and Data Center Decomm. */
export const SERVICE_TIERS = [
  { id: "wgs_t1", label: "White Glove tier 1 (light touch)" },
  { id: "wgs_t2", label: "White Glove tier 2 (medium touch)" },
  { id: "wgs_t3", label: "White Glove tier 3 (heavy touch)" },
  { id: "dc_t1", label: "Data Center Decomm tier 1" },
  { id: "dc_t2", label: "Data Center Decomm tier 2" },
] as const satisfies readonly EnumOption[];
export const SERVICE_TIER_IDS = idsOf(SERVICE_TIERS);

export const TRANSPORT_TYPES = [
  { id: "internal_box_truck", label: "Internal box truck" },
  { id: "broker", label: "Broker" },
  { id: "delivery", label: "Delivery" },
  { id: "internal_cdl", label: "Internal CDL" },
  { id: "contracted_cdl", label: "Contracted CDL" },
] as const satisfies readonly EnumOption[];
export const TRANSPORT_TYPE_IDS = idsOf(TRANSPORT_TYPES);

export const CLAIM_REASONS = [
  { id: "incorrect_quantity", label: "Incorrect quantity" },
  { id: "incorrect_product", label: "Incorrect product" },
  { id: "functional_condition", label: "Functional condition" },
  { id: "cosmetic_condition", label: "Cosmetic condition" },
  { id: "sort_settle_yield_finalized", label: "Sort and settle yield finalized" },
] as const satisfies readonly EnumOption[];

/** Why work on an activity stopped (labor segments, SPEC §3). */
export const EVENT_REASON_CODES = [
  { id: "end_of_shift", label: "End of shift" },
  { id: "break", label: "Break" },
  { id: "meeting_training_audit", label: "Meeting, training or audit" },
  { id: "end_of_shop_order", label: "End of shop order" },
  { id: "downtime", label: "Downtime" },
  { id: "crew_size_change", label: "Crew size change" },
  { id: "other", label: "Other" },
] as const satisfies readonly EnumOption[];

export const SOW_PROVIDERS = [
  { id: "internal", label: "Internal" },
  { id: "external", label: "External" },
  { id: "either", label: "Either" },
] as const satisfies readonly EnumOption[];

export const PAYMENT_TYPES = [
  { id: "ach", label: "ACH" },
  { id: "wire", label: "Wire" },
  { id: "check", label: "Check" },
] as const satisfies readonly EnumOption[];

export const CERTIFICATE_TYPES = [
  { id: "none", label: "None" },
  { id: "destruction", label: "Destruction" },
  { id: "recycling", label: "Recycling" },
] as const satisfies readonly EnumOption[];

export const DISPOSITIONS = [
  { id: "return", label: "Return" },
  { id: "redeploy", label: "Redeploy" },
  { id: "donation", label: "Donation" },
  { id: "resold_or_recycled", label: "Resold or recycled" },
] as const satisfies readonly EnumOption[];
