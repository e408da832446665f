import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { createInboundRequest } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { InboundRequestStatusBadge } from "../../activities/components/InboundRequestStatusBadge";
import { formatWindow } from "../../activities/dock-dates";
import { useRecentRequests } from "../../activities/requests-api";

/** A client's five latest inbound requests on their home, and the way to file another. */
export function RecentInboundRequestsCard() {
  const recent = useRecentRequests();
  // A client Viewer reads the requests but files none.
  const files = useCan()(createInboundRequest);
  return (
    <Card withBorder padding="lg" data-testid="home-recent-requests">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent inbound requests
        </Title>
        {files ? (
          <Button component={Link} to="/inbound-requests/new" size="sm">
            Request a pickup
          </Button>
        ) : null}
      </Group>
      {!recent.data ? (
        recent.error ? (
          <Text c="red" size="sm">
            Your requests could not be loaded: {recent.error.message}
          </Text>
        ) : (
          <Loader size="sm" aria-label="Loading" />
        )
      ) : recent.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {files
            ? 'You have not asked for a pickup yet. Use "Request a pickup" to tell us what to collect.'
            : "No pickup has been requested yet."}
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={6} aria-label="Recent inbound requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Window</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.data.map((r) => (
                  <Table.Tr key={r.number}>
                    <Table.Td>
                      <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
                        {r.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.accountName}</Table.Td>
                    <Table.Td>{formatWindow(r.requestedStart, r.requestedEnd)}</Table.Td>
                    <Table.Td>
                      <InboundRequestStatusBadge status={r.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Anchor component={Link} to="/inbound-requests" size="sm">
            All inbound requests
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
