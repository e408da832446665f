import { ASSET_TYPES, type Asset, type AssetType } from "@ops/domain";
import { readPreference, writePreference } from "../../../shared/preferences";

/** What a reload of the receiving screen keeps for this browser tab: the count and the context. */
export type ReceivingSession = {
  count: number;
  container: Asset | null;
  type: AssetType;
  productId: string | null;
  productName: string | null;
};

const EMPTY: ReceivingSession = {
  count: 0,
  container: null,
  type: "serial",
  productId: null,
  productName: null,
};

const keyOf = (slug: string) => `receiving_${slug}`;

function isSession(value: unknown): value is ReceivingSession {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.count === "number" &&
    Number.isInteger(v.count) &&
    v.count >= 0 &&
    ASSET_TYPES.some((t) => t.id === v.type) &&
    (v.container === null ||
      (typeof v.container === "object" && typeof (v.container as Asset).barcode === "string")) &&
    (v.productId === null || typeof v.productId === "string") &&
    (v.productName === null || typeof v.productName === "string")
  );
}

/** The tab's receiving session of a load (session storage, `preferences_receiving_<slug>`). */
export function readReceivingSession(slug: string): ReceivingSession {
  return readPreference(keyOf(slug), "session", isSession) ?? EMPTY;
}

export function writeReceivingSession(slug: string, session: ReceivingSession): void {
  writePreference(keyOf(slug), session, "session");
}
