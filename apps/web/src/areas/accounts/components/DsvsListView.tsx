import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { ACCOUNT_STATUSES, type Account, AccountStatus, createAccount, Qualification } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { accountsKeys, fetchDsvsPage } from "../api";
import { AccountStatusBadge, QUALIFICATIONS, QualificationBadge } from "./badges";
import { useStoredFilter } from "./use-stored-filter";

const Filter = z.object({ qualification: Qualification.nullable(), status: AccountStatus.nullable() });
type Filter = z.infer<typeof Filter>;

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const QUALIFICATION_OPTIONS = [
  { value: "all", label: "All" },
  ...QUALIFICATIONS.map((q) => ({ value: q.value, label: q.label })),
];

const columns: DataTableColumn<Account>[] = [
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "code", title: "Code", render: (a) => a.code ?? "—" },
  {
    accessor: "qualification",
    title: "Qualification",
    render: (a) => <QualificationBadge qualification={a.qualification} />,
  },
  {
    accessor: "status",
    title: "Status",
    sortable: true,
    render: (a) => <AccountStatusBadge status={a.status} />,
  },
  { accessor: "email", title: "Email", render: (a) => a.email ?? "—" },
  { accessor: "city", title: "City", render: (a) => a.city ?? "—" },
];

/** Downstream vendors with their qualification (SPEC §7 `GET /accounts/dsvs`). */
export function DsvsListView() {
  const navigate = useNavigate();
  const can = useCan();
  const [filter, setFilter] = useStoredFilter<Filter>("dsvs", Filter, { qualification: null, status: null });
  const query = {
    ...(filter.qualification ? { qualification: filter.qualification } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Downstream vendors</Title>
          <Text c="dimmed" size="sm">
            Vendors qualify with current R2 or e-Stewards, ISO 14001, ISO 45001 and insurance certificates.
          </Text>
        </div>
        {can(createAccount) ? (
          <Button component={Link} to="/accounts/dsvs/new">
            New downstream vendor
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Qualification"
          data={QUALIFICATION_OPTIONS}
          value={filter.qualification ?? "all"}
          onChange={(value) =>
            setFilter({ ...filter, qualification: value === "all" ? null : Qualification.parse(value) })
          }
        />
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
        queryKey={accountsKeys.dsvs(query)}
        fetchPage={(params) => fetchDsvsPage(query, params)}
        searchKey="dsvs"
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(a) => navigate(`/accounts/${a.id}/dsv`)}
        emptyText="No downstream vendors match."
      />
    </Stack>
  );
}
