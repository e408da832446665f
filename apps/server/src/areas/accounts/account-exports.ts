import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type Account, type AccountsQuery, labelOf } from "@ops/domain";
import type { ListExport } from "../../platform/list-export";
import { listAccounts } from "./accounts.service";

/** `/accounts/export`: the accounts index as filtered, staff (all) and clients (their own). */
export const accountsExport: ListExport<AccountsQuery, Account> = {
  name: "accounts",
  fileName: "accounts",
  columns: [
    { header: "Name", value: (a) => a.name },
    { header: "Code", value: (a) => a.code },
    { header: "Type", value: (a) => labelOf(ACCOUNT_TYPES, a.type) },
    { header: "Status", value: (a) => labelOf(ACCOUNT_STATUSES, a.status) },
    { header: "Parent account", value: (a) => a.parentName },
    { header: "Sub-accounts", value: (a) => a.childCount },
    { header: "E-mail", value: (a) => a.email },
    { header: "Phone", value: (a) => a.phone },
    { header: "Street", value: (a) => a.street },
    { header: "City", value: (a) => a.city },
    { header: "State or region", value: (a) => a.region },
    { header: "Postal code", value: (a) => a.postalCode },
    { header: "Country", value: (a) => a.country },
    { header: "Qualification", value: (a) => a.qualification },
    { header: "Created", value: (a) => a.createdAt },
  ],
  list: (ctx, query) => listAccounts(ctx, query),
};
