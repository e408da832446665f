import { hasPermission } from "../users/permissions";

/**
 * Walking order of a pick list (issue 17): the picker walks the warehouse by location barcode in
 * natural order (A-02 before A-10), a location's ancestors before the location itself, and
 * fetches what has no location last. Pure, so the server orders the list and the screen groups
 * it with the same rule.
 */

/** What the walking order reads of a pick: where it is and which asset it is. */
export type WalkingStop = {
  /** Barcodes of the location's ancestors, outermost first, then the location's own; null when the asset has no location. */
  locationPath: readonly string[] | null;
  barcode: string;
};

const CHUNKS = /(\d+)/;

/** Natural comparison of two barcodes: runs of digits compare by value, the rest by character. */
export function compareNatural(a: string, b: string): number {
  const left = a.split(CHUNKS);
  const right = b.split(CHUNKS);
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    // split with a capture group alternates text (even) and digits (odd).
    if (i % 2 === 1) {
      const byValue = compareDigits(x, y);
      if (byValue !== 0) return byValue;
    }
    return x < y ? -1 : 1;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Two runs of digits by value (any length), without converting to numbers. */
function compareDigits(x: string, y: string): number {
  const a = x.replace(/^0+/, "");
  const b = y.replace(/^0+/, "");
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The walking order of two stops: by location path (ancestors first), no location last, then by asset barcode. */
export function compareWalking(a: WalkingStop, b: WalkingStop): number {
  if (a.locationPath === null || b.locationPath === null) {
    if (a.locationPath !== b.locationPath) return a.locationPath === null ? 1 : -1;
    return compareNatural(a.barcode, b.barcode);
  }
  const n = Math.min(a.locationPath.length, b.locationPath.length);
  for (let i = 0; i < n; i++) {
    const byLocation = compareNatural(a.locationPath[i] as string, b.locationPath[i] as string);
    if (byLocation !== 0) return byLocation;
  }
  if (a.locationPath.length !== b.locationPath.length) return a.locationPath.length - b.locationPath.length;
  return compareNatural(a.barcode, b.barcode);
}

/** The stops in walking order (a new array). */
export function walkingOrder<T extends WalkingStop>(stops: readonly T[]): T[] {
  return [...stops].sort(compareWalking);
}

/** Stops in walking order grouped by location (consecutive stops at one location share a group). */
export function groupByLocation<T extends WalkingStop>(
  stops: readonly T[],
): { locationPath: readonly string[] | null; stops: T[] }[] {
  const groups: { locationPath: readonly string[] | null; stops: T[] }[] = [];
  for (const stop of walkingOrder(stops)) {
    const last = groups[groups.length - 1];
    const key = stop.locationPath?.join("\u0000") ?? null;
    if (last && (last.locationPath?.join("\u0000") ?? null) === key) last.stops.push(stop);
    else groups.push({ locationPath: stop.locationPath, stops: [stop] });
  }
  return groups;
}

/**
 * Who reserves stock for an order and releases it: inventory managers for every kind of order;
 * outbound editors (sales, logistics, the dock) for outbound loads too.
 */
export function mayReserveFor(
  user: { audience: "operator" | "client" | "vendor"; permissions: readonly string[] },
  orderType: string,
): boolean {
  if (user.audience !== "operator") return false;
  return (
    hasPermission(user, "inventory.manage") ||
    (orderType === "outbound" && hasPermission(user, "outbound.edit"))
  );
}
