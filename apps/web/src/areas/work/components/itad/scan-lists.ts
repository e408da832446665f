import { DISPOSITIONS, labelOf, R2_CLASSIFICATIONS } from "@ops/domain";

/** A serial scanned into a list (to pack, to route), in scan order, with the server's refusal if any. */
export type PackLine = { barcode: string; error?: string };

/**
 * Adds a scanned serial to a list: a serial already in it, or one past the most the call takes,
 * is refused with the reason (the list stays as it was).
 */
export function addPackLine(
  lines: readonly PackLine[],
  scanned: string,
  max: number,
): { lines: readonly PackLine[]; refusal?: string } {
  const barcode = scanned.trim().toUpperCase();
  if (barcode === "") return { lines, refusal: "Scan a serial" };
  if (lines.some((l) => l.barcode === barcode))
    return { lines, refusal: `${barcode} is already in the list` };
  if (lines.length >= max)
    return { lines, refusal: `At most ${max.toLocaleString("en-US")} serials at once: send these first` };
  return { lines: [...lines, { barcode }] };
}

export const removePackLine = (lines: readonly PackLine[], barcode: string): PackLine[] =>
  lines.filter((l) => l.barcode !== barcode);

/** The server's refusals of single serials (`barcodes.<i>`) put on their lines. */
export function withLineErrors(lines: readonly PackLine[], fields: Record<string, string>): PackLine[] {
  return lines.map((l, i) => ({ barcode: l.barcode, error: fields[`barcodes.${i}`] }));
}

/** "Pack 3 serials into LPN-7" / "Pack 1 serial into a new LPN". */
export function packLabel(count: number, lpn: string | null): string {
  const what = count === 1 ? "1 serial" : `${count.toLocaleString()} serials`;
  return `Pack ${what} into ${lpn ? lpn : "a new LPN"}`;
}

const devices = (n: number) => (n === 1 ? "1 device" : `${n.toLocaleString()} devices`);

/** Where a routing sends devices, in words: "Resold or recycled / Resale". */
export function routingTarget(disposition: string, r2Classification: string | null): string {
  const r2 = labelOf(R2_CLASSIFICATIONS, r2Classification);
  return `${labelOf(DISPOSITIONS, disposition)}${r2 ? ` / ${r2}` : ""}`;
}

/** The question before routing: "Route 12 devices to Resold or recycled / Resale?". */
export function routingQuestion(count: number | null, disposition: string, r2: string | null): string {
  return `Route ${count === null ? "the matching devices" : devices(count)} to ${routingTarget(disposition, r2)}?`;
}

/** "12 devices were routed to Resold or recycled / Resale." */
export function routedMessage(updated: number, disposition: string, r2: string | null): string {
  return `${devices(updated)} ${updated === 1 ? "was" : "were"} routed to ${routingTarget(disposition, r2)}.`;
}
