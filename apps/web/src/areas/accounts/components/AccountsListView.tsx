import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type Account,
  AccountStatus,
  AccountType,
  createAccount,
  exportAccounts,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { accountsKeys, fetchAccountsPage } from "../api";
import { useAccountsBase, useCanEditAccounts } from "../family";
import { AccountStatusBadge, QualificationBadge } from "./badges";
import { useStoredFilter } from "./use-stored-filter";

const Filter = z.object({ type: AccountType, status: AccountStatus.nullable() });
type Filter = z.infer<typeof Filter>;

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const TYPE_OPTIONS = ACCOUNT_TYPES.map((t) => ({ value: t.id, label: `${t.label}s` }));

/**
 * Accounts list: operators page through clients or vendors with filters; clients see the
 * accounts they belong to and their sub-accounts (the client family answers only those).
 */
export function AccountsListView() {
  const navigate = useNavigate();
  const base = useAccountsBase();
  const staff = useCanEditAccounts();
  const can = useCan();
  const [filter, setFilter] = useStoredFilter<Filter>("accounts", Filter, { type: "active", status: null });
  const type = staff ? filter.type : "active";
  const query = { type, ...(filter.status ? { status: filter.status } : {}) };

  const columns: DataTableColumn<Account>[] = [
    { accessor: "name", title: "Name", sortable: true },
    { accessor: "code", title: "Code", render: (a) => a.code ?? "—" },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      render: (a) => <AccountStatusBadge status={a.status} />,
    },
    ...(type === "dsvs"
      ? [
          {
            accessor: "qualification",
            title: "Qualification",
            render: (a: Account) => <QualificationBadge qualification={a.qualification} />,
          },
        ]
      : [
          { accessor: "parentName", title: "Parent", render: (a: Account) => a.parentName ?? "—" },
          { accessor: "childCount", title: "Sub-accounts", textAlign: "right" as const },
        ]),
    { accessor: "city", title: "City", render: (a) => a.city ?? "—" },
    {
      accessor: "createdAt",
      title: "Added",
      sortable: true,
      render: (a) => new Date(a.createdAt).toLocaleDateString(),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Accounts</Title>
          <Text c="dimmed" size="sm">
            {staff ? "Click a row to open it." : "Your accounts and their sub-accounts."}
          </Text>
        </div>
        {staff && can(createAccount) ? (
          <Button component={Link} to="/accounts/new">
            New account
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {staff ? (
          <SegmentedControl
            aria-label="Account type"
            data={TYPE_OPTIONS}
            value={filter.type}
            onChange={(value) => setFilter({ ...filter, type: AccountType.parse(value) })}
          />
        ) : null}
        <Select
          aria-label="Status"
          placeholder="All statuses"
          clearable
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(value) => setFilter({ ...filter, status: value ? AccountStatus.parse(value) : null })}
          w={200}
        />
      </Group>
      <DataTable<Account>
        columns={columns}
        queryKey={accountsKeys.list(base, query)}
        fetchPage={(params) => fetchAccountsPage(query, params)}
        exportSource={{ endpoint: exportAccounts, query, fileName: "accounts" }}
        searchKey="accounts"
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(a) => navigate(`/accounts/${a.id}`)}
        emptyText="No accounts match."
      />
    </Stack>
  );
}
