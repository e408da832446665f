import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { PARCEL_STAGES, type ParcelReceivingView, requestStage } from "@ops/domain";
import { Link } from "react-router";
import { Figure } from "../../../shared/Figure";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Who a parcel is from, its project and load, and what the employee said they send back. */
export function ParcelSummary({ view }: { view: ParcelReceivingView }) {
  const { request, project } = view;
  const stage = requestStage({
    emailedAt: request.emailedAt,
    labelCreatedAt: request.labelCreatedAt,
    receivedAt: request.receivedAt,
    lastTrackingType: request.lastTracking?.type ?? null,
  });
  const address = request.address;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {request.employeeName}
          </Title>
          <Badge
            size="lg"
            variant="light"
            color={stage === "received" ? "green" : stage === "exception" ? "red" : "blue"}
          >
            {PARCEL_STAGES.find((s) => s.id === stage)?.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Figure size="sm" label="Reference" value={request.referenceId} />
          <Figure size="sm" label="Project" value={`${project.name} (${project.projectPrefix})`} />
          <Figure size="sm" label="Client" value={project.accountName} />
          <Figure size="sm" label="Tracking number" value={request.trackingNumber ?? "—"} />
        </SimpleGrid>
        <Text size="sm">
          {[address.line1, address.line2, address.city, address.region, address.postalCode, address.country]
            .filter(Boolean)
            .join(", ")}
          {request.email ? ` · ${request.email}` : ""}
        </Text>
        <Text size="sm">
          Load:{" "}
          {project.activitySlug ? (
            <Anchor component={Link} to={`/inbound/${project.activitySlug}/assets`}>
              {project.activitySlug}
            </Anchor>
          ) : (
            <Text span c="red">
              none — set the project's inbound load before receiving
            </Text>
          )}
          {request.receivedAt ? ` · first received ${dateTime(request.receivedAt)}` : ""}
        </Text>
        <Title order={3} size="h5">
          Expected
        </Title>
        {request.devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            The employee did not list devices.
          </Text>
        ) : (
          <Table withTableBorder aria-label="Expected devices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>Serial number</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {request.devices.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <Table.Tr key={i}>
                  <Table.Td>{d.description}</Table.Td>
                  <Table.Td>{d.serialNumber ?? "—"}</Table.Td>
                  <Table.Td ta="right">{d.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** What was received from the parcel so far. */
export function ReceivedSoFar({ view }: { view: ParcelReceivingView }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Received so far ({view.receivedAssets.length})
      </Title>
      {view.receivedAssets.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          Nothing received from this parcel yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder striped aria-label="Received devices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barcode</Table.Th>
                <Table.Th>Serial number</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Received</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.receivedAssets.map((a) => (
                <Table.Tr key={a.barcode}>
                  <Table.Td>
                    <Anchor component={Link} to={`/assets/${encodeURIComponent(a.barcode)}`}>
                      {a.barcode}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.serialNumber ?? "—"}</Table.Td>
                  <Table.Td>{a.productName ?? "—"}</Table.Td>
                  <Table.Td>{dateTime(a.receivedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
