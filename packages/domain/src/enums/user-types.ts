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
