import { Alert, Button, Card, Group, Loader, Pagination, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { activitiesKeys, fetchEventsPage } from "../inbound-api";
import { formatWhen } from "./inbound-dates";
import { actionLabel, changeLines } from "./inbound-events";

const PAGE_SIZE = 25;

/** A load's history, newest first and paged: when, who, what, and each change as from → to. */
export function InboundEvents({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: [...activitiesKeys.events(slug), page],
    queryFn: () => fetchEventsPage(slug, { page, pageSize: PAGE_SIZE, order: "desc" }),
    placeholderData: keepPreviousData,
  });
  if (!events.data) {
    if (events.error) {
      return (
        <Alert color="red" title="The events could not be loaded">
          <Button variant="light" color="red" size="xs" onClick={() => events.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    }
    return <Loader aria-label="Loading" />;
  }
  const { data, total } = events.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total === 0) {
    return (
      <Text c="dimmed" size="sm">
        No events yet.
      </Text>
    );
  }
  return (
    <Stack aria-busy={events.isFetching}>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Events" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatWhen(e.createdAt)}</Table.Td>
                  <Table.Td>{e.userName ?? "System"}</Table.Td>
                  <Table.Td>
                    {actionLabel(e.action)}
                    {e.message ? (
                      <Text size="xs" c="dimmed">
                        {e.message}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {changeLines(e.changes).map((line) => (
                      <Text key={line} size="sm" style={{ overflowWrap: "anywhere" }}>
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} event{total === 1 ? "" : "s"}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Group>
    </Stack>
  );
}
