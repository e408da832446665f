import { Alert, Button, Card, Group, Loader, Pagination, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useState } from "react";
import type { DataTablePageParams } from "./DataTable";
import { MOBILE_QUERY } from "./layout";

const PAGE_SIZE = 25;

export interface EventsTableColumn<E> {
  header: string;
  cell: (event: E) => ReactNode;
  style?: CSSProperties;
}

/** One line of text per change ("Field: from → to"), wrapping anywhere so long values fit. */
export function ChangeLines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <Text key={line} size="sm" style={{ overflowWrap: "anywhere" }}>
      {line}
    </Text>
  ));
}

/** On a phone each event is a card of labelled rows: a table of long texts would scroll sideways. */
function EventCards<E extends { id: number | string }>({
  data,
  columns,
}: {
  data: E[];
  columns: EventsTableColumn<E>[];
}) {
  return (
    <Stack gap="xs" role="list" aria-label="Events">
      {data.map((e) => (
        <Card key={e.id} withBorder p="sm" role="listitem">
          <Stack gap={6}>
            {columns.map((column) => (
              <div key={column.header}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {column.header}
                </Text>
                <div style={{ overflowWrap: "anywhere" }}>{column.cell(e)}</div>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A record's history (a load's events, an asset's chain of custody), newest first and paged,
 * with loading, error and empty states; each screen names its own columns. On a phone the
 * events are cards.
 */
export function EventsTable<E extends { id: number | string }>({
  queryKey,
  fetchPage,
  columns,
  emptyText,
  minWidth,
}: {
  /** Query key prefix; the page number is appended. */
  queryKey: readonly unknown[];
  fetchPage: (params: DataTablePageParams) => Promise<{ data: E[]; total: number }>;
  columns: EventsTableColumn<E>[];
  emptyText: string;
  minWidth: number;
}) {
  const [page, setPage] = useState(1);
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const events = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => fetchPage({ page, pageSize: PAGE_SIZE, order: "desc" }),
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
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack aria-busy={events.isFetching}>
      {phone ? (
        <EventCards data={data} columns={columns} />
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped aria-label="Events" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((e) => (
                  <Table.Tr key={e.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.header} style={column.style}>
                        {column.cell(e)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} event{total === 1 ? "" : "s"}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Group>
    </Stack>
  );
}
