import { type EnumOption, idsOf } from "./define";

/** Pricing methods (SPEC §3); `custom` carries a name of its own. */
export const PRICING_METHODS = [
  { id: "unit_price", label: "Unit price" },
  { id: "sort_settle", label: "Dependent Upon Yield" },
  { id: "revenue_share", label: "Revenue share" },
  { id: "lump_sum", label: "Lump sum" },
  { id: "program", label: "Program" },
  { id: "allocation", label: "Allocation" },
  { id: "serial_asset", label: "Serial asset" },
  { id: "custom", label: "Custom" },
] as const satisfies readonly EnumOption[];
export const PRICING_METHOD_IDS = idsOf(PRICING_METHODS);

/** Units of measure (SPEC §3). */
export const UNITS_OF_MEASURE = [
  { id: "lbs", label: "lbs" },
  { id: "pieces", label: "Pieces" },
  { id: "pallet", label: "Pallet" },
  { id: "hours", label: "Hours" },
  { id: "miles", label: "Miles" },
  { id: "charge", label: "Charge" },
  { id: "credit", label: "Credit" },
] as const satisfies readonly EnumOption[];
export const UNIT_OF_MEASURE_IDS = idsOf(UNITS_OF_MEASURE);

export const PRICE_TYPES = [
  { id: "inbound", label: "Inbound" },
  { id: "outbound", label: "Outbound" },
] as const satisfies readonly EnumOption[];
export const PRICE_TYPE_IDS = idsOf(PRICE_TYPES);
