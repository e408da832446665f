import { type EnumOption, idsOf } from "./define";

/** Product types (SPEC §3). An alias is a second name or code that resolves to another product. */
export const PRODUCT_TYPES = [
  { id: "palletized", label: "Palletized" },
  { id: "in_stock", label: "In stock" },
  { id: "serialized", label: "Serialized" },
  { id: "service", label: "Service" },
  { id: "alias", label: "Alias" },
] as const satisfies readonly EnumOption[];
export const PRODUCT_TYPE_IDS = idsOf(PRODUCT_TYPES);

/** How a class attribute's value is entered and checked. */
export const ATTRIBUTE_KINDS = [
  { id: "text", label: "Text" },
  { id: "number", label: "Number" },
  { id: "choice", label: "Choice" },
] as const satisfies readonly EnumOption[];
export const ATTRIBUTE_KIND_IDS = idsOf(ATTRIBUTE_KINDS);

/** Cosmetic grades of SPEC §9 (A=5 … F=0), best first; ecommerce cutlines are set per grade. */
export const PRODUCT_GRADES = [
  { id: "A", label: "A" },
  { id: "B", label: "B" },
  { id: "C", label: "C" },
  { id: "D", label: "D" },
  { id: "E", label: "E" },
  { id: "F", label: "F" },
] as const satisfies readonly EnumOption[];
export const PRODUCT_GRADE_IDS = idsOf(PRODUCT_GRADES);
