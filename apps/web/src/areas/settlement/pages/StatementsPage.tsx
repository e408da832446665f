import { Anchor, Group, Select, Stack, Text } from "@mantine/core";
import {
  exportStatements,
  labelOf,
  NET_DIRECTIONS,
  PAYMENT_TYPES,
  STATEMENT_STATUSES,
  StatementStatus,
  type StatementSummary,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatDay } from "../../../shared/dates";
import { PageHeader } from "../../../shared/PageHeader";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { useFamilyPrefix } from "../../accounts/family";
import { fetchStatementsPage, type StatementsFilter, settlementKeys, useStatementAccounts } from "../api";
import { Amount, StatementStatusBadge } from "../components/StatementSummary";

const Filter = z.object({
  status: StatementStatus.nullable(),
  accountId: z.number().int().nullable(),
});
type Filter = z.infer<typeof Filter>;

const STATUS_OPTIONS = STATEMENT_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const num = { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/**
 * Settlement statements: operators see every account's, drafts included, and open one on the
 * load's pricing; clients see their accounts' final statements and open them on the load.
 */
export default function StatementsPage() {
  const { data: site } = useSite();
  const client = site?.user.audience === "client";
  const navigate = useNavigate();
  const family = useFamilyPrefix();
  const accounts = useStatementAccounts();
  const [filter, setFilter] = useStoredFilter<Filter>("statements", Filter, {
    status: null,
    accountId: null,
  });
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const query: StatementsFilter = {
    ...(filter.status && !client ? { status: filter.status } : {}),
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
  };
  const hrefOf = (s: StatementSummary) =>
    client ? `/loads/${s.loadSlug}/statement` : `/inbound/${s.loadSlug}/pricing/settlement`;

  // The statement and its net first: on a phone the table scrolls sideways from them.
  const columns: DataTableColumn<StatementSummary>[] = [
    {
      accessor: "number",
      title: "Statement",
      sortable: true,
      sortKey: "load",
      noWrap: true,
      render: (s) => (
        <Anchor component={Link} to={hrefOf(s)} onClick={(e) => e.stopPropagation()}>
          {s.number}
        </Anchor>
      ),
    },
    {
      accessor: "net",
      title: "Net",
      sortable: true,
      textAlign: "right",
      render: (s) =>
        s.net === null ? (
          <Text size="sm" c="dimmed">
            Computed when opened
          </Text>
        ) : (
          <div style={num}>
            <Amount value={s.net} strong />
            <Text size="xs" c="dimmed">
              {s.direction ? labelOf(NET_DIRECTIONS, s.direction) : null}
            </Text>
          </div>
        ),
    },
    ...(client
      ? []
      : [
          {
            accessor: "status",
            title: "Status",
            render: (s: StatementSummary) => <StatementStatusBadge status={s.status} />,
          } satisfies DataTableColumn<StatementSummary>,
        ]),
    { accessor: "accountName", title: "Account" },
    { accessor: "programName", title: "Program", render: (s) => s.programName ?? "—" },
    {
      accessor: "paymentType",
      title: "Payment",
      render: (s) => (s.paymentType ? labelOf(PAYMENT_TYPES, s.paymentType) : "—"),
    },
    {
      accessor: "revenueShare",
      title: "Revenue share",
      textAlign: "right",
      render: (s) => (
        <span style={num}>
          <Amount value={s.revenueShare} />
        </span>
      ),
    },
    {
      accessor: "finalizedAt",
      title: "Finalised",
      sortable: true,
      noWrap: true,
      render: (s) => (s.finalizedAt ? formatDay(s.finalizedAt) : "—"),
    },
  ];

  return (
    <Stack>
      <PageHeader
        title="Statements"
        description={
          client
            ? "The settlement statement of each of your priced loads: what the equipment earned and what the services cost."
            : "The settlement statement of each load: drafts being priced and final statements."
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {client ? null : (
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={STATUS_OPTIONS}
            value={filter.status}
            onChange={(value) =>
              setFilter({ ...filter, status: value ? StatementStatus.parse(value) : null })
            }
            w={180}
          />
        )}
        {accountOptions.length > 1 || filter.accountId ? (
          <div style={{ width: 260, maxWidth: "100%" }}>
            <SelectField
              label="Account"
              placeholder="All accounts"
              data={accountOptions}
              value={filter.accountId ? String(filter.accountId) : null}
              onChange={(value) => setFilter({ ...filter, accountId: value ? Number(value) : null })}
            />
          </div>
        ) : null}
      </Group>
      <DataTable<StatementSummary>
        columns={columns}
        queryKey={settlementKeys.list(family, query)}
        fetchPage={(params) => fetchStatementsPage(query, params)}
        exportSource={{ endpoint: exportStatements, query, fileName: "statements" }}
        searchKey="statements"
        searchPlaceholder="Search by load or account"
        defaultSort={{ sort: "finalizedAt", order: "desc" }}
        onRowClick={(s) => navigate(hrefOf(s))}
        emptyText={client ? "None of your loads has a final statement yet." : "No statements match."}
      />
    </Stack>
  );
}
