import type { Account } from "@ops/domain";
import type { RouteTab } from "../../shared/record-frame/route-tabs";

type Shown = (account: Pick<Account, "type">) => boolean;
const vendors: Shown = (account) => account.type === "dsvs";
const clientAccounts: Shown = (account) => account.type === "active";

const tab = (id: string, label: string, order: number, shown?: Shown): RouteTab => ({
  frame: "account",
  id,
  label,
  order,
  shown,
});

/**
 * The tabs of an account's frame (`accounts/<id>`). Who may open one is its route's audience
 * and permission; which accounts have it, the account's type.
 */
export const ACCOUNT_TABS = {
  overview: tab("overview", "Overview", 0),
  dsv: tab("dsv", "Qualification", 1, vendors),
  contacts: tab("contacts", "Contacts", 2),
  documents: tab("documents", "Documents", 3),
  programs: tab("programs", "Programs", 4, clientAccounts),
  loads: tab("loads", "Loads", 5, clientAccounts),
  inboundRequests: tab("inbound-requests", "Inbound requests", 6, clientAccounts),
  inboundPrices: tab("inbound-prices", "Inbound prices", 7, clientAccounts),
  outboundPrices: tab("outbound-prices", "Outbound prices", 8),
  notifications: tab("notifications", "Notifications", 9),
};
