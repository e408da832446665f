/** Entitlement marking operator staff (SPEC §6). */
export const OPERATOR_ENTITLEMENT = "smr_user";
/** Entitlement marking vendor users (SPEC §6). */
export const VENDOR_ENTITLEMENT = "vendor_user";
/**
 * A cookie the page can read, set beside the (HttpOnly) session cookie and holding no secret:
 * it tells the page whether anyone signed in, so an anonymous visit goes to the sign-in screen
 * without a round of 401s, and a 401 with the mark present means the session expired.
 */
export const SIGNED_IN_COOKIE = "ops_signed_in";

import type { Audience } from "./auth.schemas";

/** How entitlements read on screens: people never see the codes. */
const ENTITLEMENT_LABELS: Record<string, string> = {
  [OPERATOR_ENTITLEMENT]: "Operator staff",
  [VENDOR_ENTITLEMENT]: "Vendor portal",
  client_user: "Client portal",
  finance: "Finance",
};

/** The entitlements offered on the people screens, by code and label. */
export const KNOWN_ENTITLEMENTS = Object.entries(ENTITLEMENT_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A screen's name for an entitlement code; an unknown code reads as words ("asset_manager" → "Asset manager"). */
export function entitlementLabel(code: string): string {
  const known = ENTITLEMENT_LABELS[code];
  if (known) return known;
  const words = code.replaceAll(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether the holder of `held` passes a check for `required`, which is one entitlement or a
 * comma-separated list of which any one suffices (SPEC §6).
 */
export function hasEntitlement(held: readonly string[], required: string): boolean {
  const wanted = required
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  return wanted.some((e) => held.includes(e));
}

/** The audience a user belongs to: smr_user is staff, vendor_user a vendor, anyone else a client. */
export function audienceOf(entitlements: readonly string[]): Audience {
  if (hasEntitlement(entitlements, OPERATOR_ENTITLEMENT)) return "operator";
  if (hasEntitlement(entitlements, VENDOR_ENTITLEMENT)) return "vendor";
  return "client";
}

/** The API path family of each audience (SPEC §6). */
export const API_FAMILY: Record<Audience, string> = {
  operator: "/spa",
  client: "/spa/client",
  vendor: "/spa/vendor",
};
