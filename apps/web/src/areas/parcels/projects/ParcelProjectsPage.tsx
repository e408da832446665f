import { Button, Group, Select, Stack } from "@mantine/core";
import { PARCEL_PROJECT_STATUSES, type ParcelProject, type ParcelProjectStatus } from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { SelectField } from "../../../shared/SelectField";
import { fetchProjectsPage, projectKeys, useProjectOptions } from "./api";
import { ProjectProgress } from "./ProjectProgress";
import { ProjectStatusBadge } from "./ProjectStatusBadge";

const STATUS_OPTIONS = PARCEL_PROJECT_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const METHOD = { qr_code: "QR code", box_and_label: "Box and label", label_only: "Label only" } as const;

/** Parcel projects, newest first, with their progress; filters by status and account. */
export default function ParcelProjectsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<ParcelProjectStatus | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const { accounts } = useProjectOptions(null);
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const filter = { ...(status ? { status } : {}), ...(accountId ? { accountId } : {}) };
  const columns: DataTableColumn<ParcelProject>[] = [
    { accessor: "projectPrefix", title: "Prefix", noWrap: true },
    { accessor: "name", title: "Name" },
    { accessor: "status", title: "Status", render: (p) => <ProjectStatusBadge status={p.status} /> },
    { accessor: "accountName", title: "Account" },
    { accessor: "method", title: "Method", render: (p) => METHOD[p.method] },
    {
      accessor: "progress",
      title: "Progress",
      render: (p) => <ProjectProgress progress={p.progress} compact />,
    },
  ];
  return (
    <Stack>
      <PageHeader
        title="Parcel projects"
        description="Mail-back projects: each employee of a client gets an e-mail with a link to send their devices back."
        action={
          <Group gap="xs">
            <Button variant="default" component={Link} to="/parcel/request/new">
              New request
            </Button>
            <Button component={Link} to="/parcel/new">
              New project
            </Button>
          </Group>
        }
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as ParcelProjectStatus | null)}
          w={200}
        />
        <div style={{ width: 260, maxWidth: "100%" }}>
          <SelectField
            label="Account"
            placeholder="All accounts"
            data={accountOptions}
            value={accountId ? String(accountId) : null}
            onChange={(value) => setAccountId(value ? Number(value) : null)}
          />
        </div>
      </Group>
      <DataTable<ParcelProject>
        columns={columns}
        queryKey={projectKeys.list(filter)}
        fetchPage={(params) => fetchProjectsPage(filter, params)}
        searchKey="parcel_projects"
        searchPlaceholder="Search name or prefix"
        onRowClick={(p) => navigate(`/parcel/${p.projectPrefix}`)}
        emptyText="No parcel projects yet."
      />
    </Stack>
  );
}
