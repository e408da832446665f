import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import {
  PARCEL_STAGES,
  type ParcelRequest,
  PROJECT_REQUEST_STATUSES,
  type ProjectRequestStatus,
} from "@ops/domain";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { useFailure } from "../../../shared/use-failure";
import { TrackingPanel } from "../tracking/TrackingPanel";
import { fetchRequestsPage, projectKeys, useSendAgain } from "./api";
import { RequestStatusBadge } from "./ProjectStatusBadge";

const STAGE_LABEL = Object.fromEntries(PARCEL_STAGES.map((s) => [s.id, s.label]));

/**
 * A project's requests: e-mail status (with the hold reason), tracking (each request's entries in
 * a dialog), and "send again" in review.
 */
export function RequestsTable({ prefix, inReview }: { prefix: string; inReview: boolean }) {
  const [status, setStatus] = useState<ProjectRequestStatus | null>(null);
  const [tracking, setTracking] = useState<string | null>(null);
  const can = useCan();
  const send = useSendAgain();
  const fail = useFailure("ParcelRequestSendAgain");
  const filter = status ? { status } : {};
  const columns: DataTableColumn<ParcelRequest>[] = [
    { accessor: "referenceId", title: "Reference", noWrap: true },
    {
      accessor: "employeeName",
      title: "Employee",
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.employeeName}</Text>
          <Text size="xs" c="dimmed">
            {r.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: "E-mail",
      render: (r) => (
        <Stack gap={2}>
          <RequestStatusBadge status={r.status} />
          {r.holdReason ? (
            <Text size="xs" c="red">
              {r.holdReason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "lastTracking",
      title: "Tracking",
      render: (r) =>
        r.lastTracking ? `${r.lastTracking.type.replace(/_/g, " ")}` : (r.trackingNumber ?? "—"),
    },
    { accessor: "address.city", title: "City", render: (r) => `${r.address.city}, ${r.address.country}` },
    { accessor: "receivedAssets", title: "Received", textAlign: "right" },
    {
      accessor: "actions",
      title: "",
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={(e) => {
              e.stopPropagation();
              setTracking(r.referenceId);
            }}
          >
            Tracking
          </Button>
          {inReview ? (
            <Button
              size="xs"
              variant="light"
              loading={send.isPending && send.variables === r.referenceId}
              onClick={(e) => {
                e.stopPropagation();
                send.mutate(r.referenceId, { onError: (error) => fail(error) });
              }}
            >
              Send again
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="E-mail status"
          placeholder="All"
          clearable
          data={PROJECT_REQUEST_STATUSES.map((s) => ({ value: s.id, label: s.label }))}
          value={status}
          onChange={(value) => setStatus(value as ProjectRequestStatus | null)}
          w={200}
        />
      </Group>
      <DataTable<ParcelRequest>
        columns={columns}
        queryKey={projectKeys.requests(prefix, filter)}
        fetchPage={(params) => fetchRequestsPage(prefix, filter, params)}
        searchKey="parcel_requests"
        searchPlaceholder="Search reference, name or e-mail"
        emptyText="No requests yet: upload a spreadsheet or add one."
      />
      <Text size="xs" c="dimmed">
        Stages: {Object.values(STAGE_LABEL).join(" → ")}
      </Text>
      <Modal
        opened={tracking !== null}
        onClose={() => setTracking(null)}
        title={`Tracking of ${tracking ?? ""}`}
        size="lg"
      >
        {tracking ? <TrackingPanel referenceId={tracking} canManage={can("parcels.manage")} /> : null}
      </Modal>
    </Stack>
  );
}
