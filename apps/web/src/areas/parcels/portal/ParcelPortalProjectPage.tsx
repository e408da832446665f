import { Anchor, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  exportPortalParcelRequests,
  getPortalParcelProject,
  listPortalParcelRequests,
  PARCEL_STAGES,
  type ParcelPortalRequest,
  type ParcelPortalRequestsQuery,
  type ParcelStage,
} from "@ops/domain";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { call, useEndpointQuery } from "../../../shared/endpoints";
import { Figure } from "../../../shared/Figure";
import { ParcelProgressBar } from "./ParcelProgressBar";
import { ParcelStageBadge, STAGE_COLORS, stageCount } from "./ParcelStageBadge";

const ParcelProgressChart = lazy(() => import("./ParcelProgressChart"));
const STAGE_OPTIONS = PARCEL_STAGES.map((s) => ({ value: s.id, label: s.label }));
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" }) : "—";

const columns: DataTableColumn<ParcelPortalRequest>[] = [
  { accessor: "referenceId", title: "Reference", sortable: true, sortKey: "number", noWrap: true },
  { accessor: "employeeName", title: "Employee", sortable: true },
  { accessor: "email", title: "E-mail" },
  { accessor: "stage", title: "Stage", render: (r) => <ParcelStageBadge stage={r.stage} /> },
  { accessor: "trackingNumber", title: "Tracking", render: (r) => r.trackingNumber ?? "—" },
  { accessor: "receivedAt", title: "Received", sortable: true, render: (r) => day(r.receivedAt) },
  { accessor: "receivedAssets", title: "Devices", textAlign: "right" },
];

/** `portal/parcel/{projectPrefix}`: a project's counts by stage, its progress over time and its employees. */
export default function ParcelPortalProjectPage() {
  const { projectPrefix = "" } = useParams();
  const prefix = projectPrefix.toUpperCase();
  const [stage, setStage] = useState<ParcelStage | null>(null);
  const detail = useEndpointQuery(getPortalParcelProject, { params: { projectPrefix: prefix } });

  if (detail.error instanceof ApiError && detail.error.status === 404)
    return (
      <Stack>
        <Title order={1}>Parcel project not found</Title>
        <Text>There is no parcel project {prefix} among your accounts.</Text>
        <Anchor component={Link} to="/portal/parcel">
          Parcels
        </Anchor>
      </Stack>
    );
  if (detail.error) throw detail.error;
  if (!detail.data) return <Loader aria-label="Loading" />;
  const { project, days } = detail.data;
  const filter: Partial<ParcelPortalRequestsQuery> = stage ? { stage } : {};

  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/portal/parcel" size="sm">
          ← Parcels
        </Anchor>
        <Title order={1} mt={4}>
          {project.name}
        </Title>
        <Text c="dimmed" size="sm">
          {project.projectPrefix} · {project.accountName} · {project.progress.requests} employees
        </Text>
      </div>
      <ParcelProgressBar progress={project.progress} />
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} aria-label="Counts by stage">
        {PARCEL_STAGES.map((s) => (
          <Figure
            key={s.id}
            size="md"
            label={s.label}
            value={String(stageCount(project.progress, s.id))}
            color={`${STAGE_COLORS[s.id]}.7`}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Progress over time
        </Title>
        {days.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            Nothing sent or received yet: the chart starts with the first e-mails.
          </Text>
        ) : (
          <Suspense fallback={<Loader aria-label="Loading the chart" />}>
            <ParcelProgressChart days={days} />
          </Suspense>
        )}
      </Paper>
      <Title order={2} size="h4">
        Employees
      </Title>
      <Select
        label="Stage"
        placeholder="All stages"
        clearable
        data={STAGE_OPTIONS}
        value={stage}
        onChange={(v) => setStage(v as ParcelStage | null)}
        w={220}
        maw="100%"
      />
      <DataTable<ParcelPortalRequest>
        columns={columns}
        queryKey={["parcel-portal", prefix, "requests", filter]}
        fetchPage={(params) =>
          call(listPortalParcelRequests, {
            params: { projectPrefix: prefix },
            query: { ...filter, ...params, search: params.search || undefined },
          })
        }
        searchKey="parcel-portal-requests"
        searchPlaceholder="Search name, e-mail, reference or tracking"
        defaultSort={{ sort: "number", order: "asc" }}
        exportSource={{
          endpoint: exportPortalParcelRequests,
          params: { projectPrefix: prefix },
          query: filter,
          fileName: `parcel-${prefix.toLowerCase()}-employees`,
        }}
        emptyText={stage ? "No employee is at this stage." : "No employees in this project yet."}
      />
    </Stack>
  );
}
