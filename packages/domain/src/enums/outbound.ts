import type { EnumOption } from "./define";

/** What a shipping unit of an outbound load is: picked assets are consolidated onto one. */
export const PACKAGING_TYPES = [
  { id: "pallet", label: "Pallet" },
  { id: "gaylord", label: "Gaylord" },
  { id: "box", label: "Box" },
] as const satisfies readonly EnumOption[];

/** A shipping unit is open while assets go onto it, closed once weighed and wrapped. */
export const PACKING_LIST_STATUSES = [
  { id: "open", label: "Open" },
  { id: "closed", label: "Closed" },
] as const satisfies readonly EnumOption[];

/** The units a buyer's outbound price may be quoted in for the load builder: per net lb or per piece. */
export const OUTBOUND_PRICE_UNITS = [
  { id: "lbs", label: "per lb" },
  { id: "pieces", label: "per piece" },
] as const satisfies readonly EnumOption[];
