import type { Role, UsersQuery, UserType } from "@ops/domain";

/** The two people screens of SPEC §2 share their views; this is what differs between them. */
export type PeopleKind = {
  id: "operators" | "clients";
  title: string;
  singular: string;
  basePath: string;
  /** The users API filter that makes up this list. */
  filter: Partial<UsersQuery>;
  types: { value: UserType; label: string }[];
  roleType: Role["type"];
  defaultEntitlements: string[];
  entitlementHint: string;
};

export const OPERATORS: PeopleKind = {
  id: "operators",
  title: "Operators",
  singular: "operator",
  basePath: "/operators",
  filter: { entitlement: "smr_user" },
  types: [
    { value: "operator", label: "Operator" },
    { value: "finance_admin", label: "Finance Admin" },
  ],
  roleType: "operator",
  defaultEntitlements: ["smr_user"],
  entitlementHint: "Every operator has Operator staff; add others for extra permissions.",
};

export const CLIENTS: PeopleKind = {
  id: "clients",
  title: "Client users",
  singular: "client user",
  basePath: "/clients",
  filter: { type: "client" },
  types: [{ value: "client", label: "Client" }],
  roleType: "client",
  defaultEntitlements: ["client_user"],
  entitlementHint: "What the client portal shows; staff and vendor access cannot be given to a client.",
};
