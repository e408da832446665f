// Routing a device (SPEC §2 IT asset disposition): its disposition, R2 classification and routing.
import { HOLD_TYPES, LOCK_TYPES } from "../enums/assets";
import { labelOf } from "../enums/define";

/** R2 classifications that sell or reuse the device: a held device cannot take them. */
export const SELLING_R2_CLASSIFICATIONS: readonly string[] = ["resale", "reuse"];

/** What routing needs to know of a device: its barcode and its active holds. */
export type RoutedDevice = {
  barcode: string;
  holds: readonly { type: string; processingInstructions: string | null }[];
};

/**
 * Why the device cannot be routed to this R2 classification (null: it can). A device with an
 * active hold is not sold or reused: "<barcode> is on hold (<hold type>): <instructions or
 * 'release the hold first'>". Recycling, repair and the rest stay open to a held device.
 */
export function routingRefusal(
  device: RoutedDevice,
  r2Classification: string | null | undefined,
): string | null {
  if (!r2Classification || !SELLING_R2_CLASSIFICATIONS.includes(r2Classification)) return null;
  const hold = device.holds[0];
  if (!hold) return null;
  const why = hold.processingInstructions?.trim() || "release the hold first";
  return `${device.barcode} is on hold (${labelOf(HOLD_TYPES, hold.type)}): ${why}`;
}

/** The processing instructions of the `locked` hold a device's locks put on it. */
export function lockedHoldInstructions(locks: readonly string[]): string {
  return `Locked: ${locks.map((l) => labelOf(LOCK_TYPES, l)).join(", ")}`;
}

/**
 * What a device whose locks just changed needs done to its `locked` hold: locks and no active
 * `locked` hold → put one; no locks and an active one → release it; else nothing. Read from the
 * state, not the change, so that a retried or concurrent write cannot put two or leave one behind.
 */
export function lockHoldAction(locks: readonly string[], hasLockedHold: boolean): "put" | "release" | null {
  if (locks.length > 0 && !hasLockedHold) return "put";
  if (locks.length === 0 && hasLockedHold) return "release";
  return null;
}
