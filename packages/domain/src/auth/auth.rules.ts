import { OPERATOR_ENTITLEMENT, VENDOR_ENTITLEMENT } from "../enums/user-types";
import type { Audience } from "../platform/common.schemas";

/**
 * A cookie the page can read, set beside the (HttpOnly) session cookie and holding no secret:
 * it tells the page whether anyone signed in, so an anonymous visit goes to the sign-in screen
 * without a round of 401s, and a 401 with the mark present means the session expired.
 */
export const SIGNED_IN_COOKIE = "ops_signed_in";

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
