import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { listLoadParcelRequests, PARCEL_STAGES, requestStage, TRACKING_TYPES } from "@ops/domain";
import { useState } from "react";
import { useParams } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useEndpointQuery } from "../../../shared/endpoints";

const PAGE_SIZE = 50;
const stageLabel = (id: string) => PARCEL_STAGES.find((s) => s.id === id)?.label ?? id;
const typeLabel = (id: string) => TRACKING_TYPES.find((t) => t.id === id)?.label ?? id;

/**
 * `inbound/:slug/parcel-tracking`: the parcel requests of the projects arriving on this load, each
 * with its tracking number, last tracking and stage.
 */
export default function LoadParcelTrackingPage() {
  const slug = useParams().slug ?? "";
  const [page, setPage] = useState(1);
  const query = useEndpointQuery(listLoadParcelRequests, {
    params: { slug },
    query: { page, pageSize: PAGE_SIZE },
  });
  const data = query.data;
  if (query.isPending) return <Text size="sm">Loading…</Text>;
  if (query.error) return <Text c="red">{query.error.message}</Text>;
  if (!data || data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        No parcel project arrives on this load.
      </Text>
    );
  const pages = Math.ceil(data.total / PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Parcels arriving on this load
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Parcels arriving on this load" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Employee</Table.Th>
              <Table.Th>Tracking number</Table.Th>
              <Table.Th>Last tracking</Table.Th>
              <Table.Th>Stage</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((r) => {
              const stage = requestStage({
                emailedAt: r.emailedAt,
                labelCreatedAt: r.labelCreatedAt,
                receivedAt: r.receivedAt,
                lastTrackingType: r.lastTracking?.type ?? null,
              });
              return (
                <Table.Tr key={r.id}>
                  <Table.Td ff="monospace">{r.referenceId}</Table.Td>
                  <Table.Td>{r.employeeName}</Table.Td>
                  <Table.Td ff="monospace">{r.trackingNumber ?? ""}</Table.Td>
                  <Table.Td>
                    {r.lastTracking
                      ? `${typeLabel(r.lastTracking.type)}, ${formatWhen(r.lastTracking.occurredAt)}`
                      : ""}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={stage === "exception" ? "red" : stage === "received" ? "teal" : "blue"}
                    >
                      {stageLabel(stage)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} of {pages} ({data.total} requests)
          </Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
