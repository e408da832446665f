/** Entitlement marking operator staff (SPEC §6). */
export const OPERATOR_ENTITLEMENT = "smr_user";
/** Entitlement marking vendor users (SPEC §6). */
export const VENDOR_ENTITLEMENT = "vendor_user";

import type { Audience } from "./auth.schemas";

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
