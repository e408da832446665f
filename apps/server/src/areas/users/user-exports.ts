import { entitlementLabel, labelOf, USER_TYPES, type User, type UsersQuery } from "@ops/domain";
import type { ListExport } from "../../platform/list-export";
import { listUsers } from "./users.service";

/** `/users/export`: the people index as filtered (operators). */
export const usersExport: ListExport<UsersQuery, User> = {
  name: "users",
  fileName: "users",
  columns: [
    { header: "Name", value: (u) => u.name },
    { header: "E-mail", value: (u) => u.email },
    { header: "Type", value: (u) => labelOf(USER_TYPES, u.type) },
    { header: "Entitlements", value: (u) => u.entitlements.map(entitlementLabel).join(", ") },
    { header: "Active", value: (u) => (u.active ? "Yes" : "No") },
    { header: "Created", value: (u) => u.createdAt },
  ],
  list: (ctx, query) => listUsers(ctx, query),
};
