import { type EnumOption, labelOf, UNITS_OF_MEASURE } from "@ops/domain";

/** The labels of a rule's list, or "Any" when the list is empty (an empty list matches anything). */
export function listLabel(ids: readonly string[], list: readonly EnumOption[]): string {
  return ids.length === 0 ? "Any" : ids.map((id) => labelOf(list, id)).join(", ");
}

/** Names of ids found in a reference list; an id the list no longer has shows as `#id`. */
export function namesOf(
  ids: readonly number[],
  items: readonly { id: number; name: string }[] | undefined,
): string {
  if (ids.length === 0) return "Any";
  return ids.map((id) => items?.find((item) => item.id === id)?.name ?? `#${id}`).join(", ");
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$350.00 per Pallet", or "Quoted per load" without a rate. */
export function rateLabel(rate: string | null, unit: string | null): string {
  if (rate === null) return "Quoted per load";
  const amount = money.format(Number(rate));
  return unit ? `${amount} per ${labelOf(UNITS_OF_MEASURE, unit)}` : amount;
}
