// Pure rules of pickup labels (issue 20): the barcode format, the load date, and whether a label
// can be checked in. The server (check-in and `find=can_be_checked_in`) and the screens share them.
import { finishedActivityMessage, takesAssets } from "../activities/receiving.rules";

/** Pickup label barcodes: `PU` and eight digits, numbered by the pickup_label_seq sequence. */
export const PICKUP_BARCODE_PATTERN = /^PU\d{8}$/;
export const PICKUP_BARCODE_MESSAGE = "A pickup label's barcode is PU and 8 digits (PU00000042)";
/** The highest number eight digits hold. */
export const PICKUP_NUMBER_MAX = 99_999_999;

/** The barcode of the n-th pickup label (n from the sequence, 1 … 99,999,999). */
export function pickupBarcodeOf(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > PICKUP_NUMBER_MAX)
    throw new RangeError(`no pickup label number ${n}`);
  return `PU${String(n).padStart(8, "0")}`;
}

/** Whether a scanned text (any case, surrounding blanks) is a pickup label's barcode. */
export function isPickupBarcode(text: string): boolean {
  return PICKUP_BARCODE_PATTERN.test(text.trim().toUpperCase());
}

/** The number a pickup barcode carries, or null when it is not one. */
export function pickupNumberOf(barcode: string): number | null {
  const code = barcode.trim().toUpperCase();
  return PICKUP_BARCODE_PATTERN.test(code) ? Number(code.slice(2)) : null;
}

/** A calendar day `days` after an ISO day (YYYY-MM-DD), counted in UTC so no clock shift moves it. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in the local calendar of `now` (the screen's clock). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day labels are printed for by default: tomorrow's pickups (printed the day before). */
export function defaultLoadDate(now: Date): string {
  return addDays(localDay(now), 1);
}

/** What the check-in rule needs to know of a scanned barcode. */
export type PickupCheckInFacts = {
  barcode: string;
  /** The pickup label with this barcode, or null when there is none. */
  label: {
    checkedIn: boolean;
    /** The label's load (its inbound load), or null when none is assigned. */
    load: { slug: string; status: string } | null;
  } | null;
  /** Whether an asset already carries this barcode. */
  assetExists: boolean;
};

/**
 * Why a pickup label cannot be checked in now, or null when it can: an unknown barcode, a label
 * already checked in (checking it in again creates nothing), one without a load, a load that no
 * longer receives, or a barcode some asset already carries.
 */
export function pickupCheckInRefusal(facts: PickupCheckInFacts): string | null {
  const { barcode, label } = facts;
  if (!label) return `No pickup label has barcode ${barcode}`;
  if (label.checkedIn) return `${barcode} is already checked in`;
  if (!label.load) return `${barcode} has no load assigned; assign it to the pickup's load first`;
  if (!takesAssets(label.load.status)) return finishedActivityMessage(label.load.slug, label.load.status);
  if (facts.assetExists) return `Barcode ${barcode} is already in use by an asset`;
  return null;
}
