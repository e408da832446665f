import { Button, Group, Select, Stack } from "@mantine/core";
import {
  createSupportRequest,
  exportSupportRequests,
  labelOf,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  type SupportRequest,
  SupportRequestStatusId,
  SupportRequestType,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { useFamilyPrefix } from "../../accounts/family";
import { fetchSupportPage, type SupportFilter, supportKeys, useSupportAccounts } from "../api";
import { SupportStatusBadge } from "../components/SupportStatusBadge";

const Filter = z.object({
  status: SupportRequestStatusId.nullable(),
  type: SupportRequestType.nullable(),
  accountId: z.number().int().nullable(),
});
type Filter = z.infer<typeof Filter>;

const STATUS_OPTIONS = SUPPORT_REQUEST_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const TYPE_OPTIONS = SUPPORT_REQUEST_TYPES.map((s) => ({ value: s.id, label: s.label }));

/** Support requests: clients see and file their accounts'; operators see every account's and execute them. */
export default function SupportRequestsPage() {
  const { data: site } = useSite();
  const client = site?.user.audience === "client";
  const can = useCan();
  const navigate = useNavigate();
  const family = useFamilyPrefix();
  const accounts = useSupportAccounts();
  const [filter, setFilter] = useStoredFilter<Filter>("support_requests", Filter, {
    status: null,
    type: null,
    accountId: null,
  });
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const query: SupportFilter = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
  };
  const columns: DataTableColumn<SupportRequest>[] = [
    { accessor: "id", title: "Number", sortable: true, render: (r) => `#${r.id}` },
    { accessor: "subject", title: "Subject", sortable: true },
    { accessor: "type", title: "Type", render: (r) => labelOf(SUPPORT_REQUEST_TYPES, r.type) },
    { accessor: "accountName", title: "Account", sortable: true },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      noWrap: true,
      render: (r) => <SupportStatusBadge status={r.status} />,
    },
    {
      accessor: "createdAt",
      title: "Filed",
      sortable: true,
      noWrap: true,
      render: (r) => formatWhen(r.createdAt),
    },
  ];

  return (
    <Stack>
      <PageHeader
        title="Support requests"
        description={
          client
            ? "Your questions and removal requests, and what was done about them."
            : "Requests filed by clients or for them. Open one to execute it."
        }
        action={
          can(createSupportRequest) ? (
            <Button component={Link} to="/support-requests/new">
              New request
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(value) =>
            setFilter({ ...filter, status: value ? SupportRequestStatusId.parse(value) : null })
          }
          w={180}
        />
        <Select
          label="Type"
          placeholder="All types"
          clearable
          data={TYPE_OPTIONS}
          value={filter.type}
          onChange={(value) => setFilter({ ...filter, type: value ? SupportRequestType.parse(value) : null })}
          w={180}
        />
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
      <DataTable<SupportRequest>
        columns={columns}
        queryKey={supportKeys.list(family, query)}
        fetchPage={(params) => fetchSupportPage(query, params)}
        exportSource={{ endpoint: exportSupportRequests, query, fileName: "support-requests" }}
        searchKey="support_requests"
        searchPlaceholder="Search by subject or barcode"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={(r) => navigate(`/support-requests/${r.id}`)}
        emptyText={client ? "You have not filed any support request yet." : "No support requests match."}
      />
    </Stack>
  );
}
