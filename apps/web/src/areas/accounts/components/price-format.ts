import { labelOf, PRICING_METHODS, type PriceEntryView, UNITS_OF_MEASURE } from "@ops/domain";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A stored amount ("12.5", "1200.00") as money; text that is not a number is shown as it is. */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) && String(amount).trim() !== "" ? money.format(value) : String(amount);
}

/** The method of an entry; a custom method shows its own name. */
export function methodLabel(entry: Pick<PriceEntryView, "method" | "customName">): string {
  return entry.method === "custom" && entry.customName
    ? entry.customName
    : labelOf(PRICING_METHODS, entry.method);
}

export function unitLabel(unit: string): string {
  return labelOf(UNITS_OF_MEASURE, unit);
}

/** "by Olivia Ortega on 3/2/2026, 10:15 AM", leaving out what is not known. */
export function savedBy(list: { createdBy: string | null; createdAt: string | null }): string {
  const who = list.createdBy ? `by ${list.createdBy}` : "";
  const when = list.createdAt ? `on ${new Date(list.createdAt).toLocaleString()}` : "";
  return [who, when].filter(Boolean).join(" ");
}

/** The identity of a line across versions: what is priced, how and per what. */
export function lineKey(entry: PriceEntryView): string {
  return [
    entry.productId ?? "",
    entry.serviceId ?? "",
    entry.method,
    entry.customName ?? "",
    entry.unit,
  ].join("|");
}

export type ComparedEntry = {
  entry: PriceEntryView;
  /** `added`: not in the previous version; `changed`: its price differs. */
  status: "same" | "changed" | "added";
  previousPrice: string | null;
};

export type VersionComparison = { entries: ComparedEntry[]; removed: PriceEntryView[] };

/** Compares a version with the one before it; without a previous version nothing is marked. */
export function compareVersions(
  current: PriceEntryView[],
  previous: PriceEntryView[] | undefined,
): VersionComparison {
  if (!previous)
    return { entries: current.map((entry) => ({ entry, status: "same", previousPrice: null })), removed: [] };
  const before = new Map(previous.map((e) => [lineKey(e), e]));
  const keys = new Set(current.map(lineKey));
  const entries = current.map((entry): ComparedEntry => {
    const old = before.get(lineKey(entry));
    if (!old) return { entry, status: "added", previousPrice: null };
    const changed = Number(old.price) !== Number(entry.price);
    return { entry, status: changed ? "changed" : "same", previousPrice: changed ? old.price : null };
  });
  return { entries, removed: previous.filter((e) => !keys.has(lineKey(e))) };
}
