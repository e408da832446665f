import { Anchor, Badge, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { ACCOUNT_STATUSES, type Account, labelOf, type Permission } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { useAccount } from "../api";
import { useCanEditAccounts } from "../family";

export type AccountTab =
  | "overview"
  | "dsv"
  | "contacts"
  | "documents"
  | "programs"
  | "loads"
  | "inbound-requests"
  | "inbound-prices"
  | "outbound-prices"
  | "notifications";

type TabDef = {
  id: AccountTab;
  label: string;
  staffOnly: boolean;
  /** The permission the tab's screen declares in the routes, so a tab never leads to "No access". */
  permission: Permission;
  dsvOnly?: boolean;
  clientAccountOnly?: boolean;
};

const TABS: TabDef[] = [
  { id: "overview", label: "Overview", staffOnly: false, permission: "accounts.view" },
  { id: "dsv", label: "Qualification", staffOnly: true, permission: "accounts.view", dsvOnly: true },
  { id: "contacts", label: "Contacts", staffOnly: false, permission: "accounts.view" },
  { id: "documents", label: "Documents", staffOnly: false, permission: "accounts.view" },
  {
    id: "programs",
    label: "Programs",
    staffOnly: false,
    permission: "accounts.view",
    clientAccountOnly: true,
  },
  { id: "loads", label: "Loads", staffOnly: false, permission: "inbound.view", clientAccountOnly: true },
  {
    id: "inbound-requests",
    label: "Inbound requests",
    staffOnly: false,
    permission: "inbound.view",
    clientAccountOnly: true,
  },
  {
    id: "inbound-prices",
    label: "Inbound prices",
    staffOnly: true,
    permission: "prices.view",
    clientAccountOnly: true,
  },
  { id: "outbound-prices", label: "Outbound prices", staffOnly: true, permission: "prices.view" },
  { id: "notifications", label: "Notifications", staffOnly: true, permission: "accounts.manage" },
];

function tabPath(accountId: number, tab: AccountTab) {
  return tab === "overview" ? `/accounts/${accountId}` : `/accounts/${accountId}/${tab}`;
}

/** The id in the route (`:accountId`), or NaN for something that is not one. */
export function useAccountId(): number {
  const { accountId } = useParams();
  return /^\d+$/.test(accountId ?? "") ? Number(accountId) : Number.NaN;
}

/**
 * The frame of every account page: name, status, parent, and the tabs the audience may open.
 * Renders loading and not-found states, then `children(account)`.
 */
export function AccountPageFrame({
  tab,
  children,
}: {
  tab: AccountTab;
  children: (account: Account) => ReactNode;
}) {
  const id = useAccountId();
  const account = useAccount(id);
  const staff = useCanEditAccounts();
  const can = useCan();
  const navigate = useNavigate();

  if (!account.data) {
    if (Number.isNaN(id) || (account.error instanceof ApiError && account.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Account not found</Title>
          <Text>There is no account with this id that you can see.</Text>
          <Anchor component={Link} to="/accounts">
            Back to accounts
          </Anchor>
        </Stack>
      );
    }
    if (account.error) throw account.error;
    return <Loader aria-label="Loading" />;
  }

  const a = account.data;
  const tabs = TABS.filter(
    (t) =>
      (staff || !t.staffOnly) &&
      can(t.permission) &&
      (!t.dsvOnly || a.type === "dsvs") &&
      (!t.clientAccountOnly || a.type === "active"),
  );
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={a.type === "dsvs" ? "/accounts/dsvs" : "/accounts"} size="sm">
          ← {a.type === "dsvs" ? "Downstream vendors" : "Accounts"}
        </Anchor>
        <Group gap="sm" mt={4}>
          <Title order={1}>{a.name}</Title>
          <Badge color={a.status === "active" ? "teal" : "gray"}>{labelOf(ACCOUNT_STATUSES, a.status)}</Badge>
        </Group>
        {a.parentId ? (
          <Text size="sm" c="dimmed">
            Sub-account of{" "}
            <Anchor component={Link} to={`/accounts/${a.parentId}`}>
              {a.parentName}
            </Anchor>
          </Text>
        ) : null}
      </div>
      <Tabs value={tab} onChange={(value) => value && navigate(tabPath(a.id, value as AccountTab))}>
        <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children(a)}
    </Stack>
  );
}
