/** User types (SPEC §1, §6). Finance admin is a filter over operator staff. */
export const USER_TYPES = [
  { id: "operator", label: "Operator" },
  { id: "client", label: "Client" },
  { id: "vendor", label: "Vendor" },
  { id: "finance_admin", label: "Finance Admin" },
] as const;

export type UserTypeId = (typeof USER_TYPES)[number]["id"];
export const USER_TYPE_IDS = USER_TYPES.map((t) => t.id) as [UserTypeId, ...UserTypeId[]];

/** Role lists exist for these two types only (SPEC §6). */
export const ROLE_TYPE_IDS = ["operator", "client"] as const;
export type RoleTypeId = (typeof ROLE_TYPE_IDS)[number];

/** Entitlement marking operator staff (SPEC §6). */
export const OPERATOR_ENTITLEMENT = "smr_user";
/** Entitlement marking vendor users (SPEC §6). */
export const VENDOR_ENTITLEMENT = "vendor_user";

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
