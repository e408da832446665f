import { Alert, Button, Group, Loader, Pagination, Table, Text } from "@mantine/core";
import type { ClosedDate } from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { type ClosedDatesFilter, dockKeys, fetchClosedDatesPage } from "../dock-api";
import { formatDay } from "../dock-dates";

const PAGE_SIZE = 25;

/** Without `onRemove` (whoever may not remove closed dates) a row has no Remove button. */
type Props = { filter: ClosedDatesFilter; onRemove?: (row: ClosedDate) => void };

/** Closed dates by day, paged on the server (the list has no free-text search to offer). */
export function DockClosedDatesTable({ filter, onRemove }: Props) {
  const [page, setPage] = useState(1);
  // A new filter starts from the first page, adjusted during render so no stale page is asked for.
  const filterKey = JSON.stringify(filter);
  const [filteredBy, setFilteredBy] = useState(filterKey);
  if (filteredBy !== filterKey) {
    setFilteredBy(filterKey);
    setPage(1);
  }
  const query = useQuery({
    queryKey: [...dockKeys.closedList(filter), page],
    queryFn: () => fetchClosedDatesPage(filter, { page, pageSize: PAGE_SIZE, sort: "date", order: "asc" }),
    placeholderData: keepPreviousData,
  });

  if (!query.data) {
    if (query.error) {
      return (
        <Alert color="red" title="The closed dates could not be loaded">
          {query.error.message}
        </Alert>
      );
    }
    return <Loader aria-label="Loading" />;
  }
  const { data, total } = query.data;
  if (total === 0)
    return <Text c="dimmed">{filter.from ? "No upcoming closed dates." : "No closed dates."}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder aria-label="Closed dates" aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDay(row.date)}</Table.Td>
                <Table.Td>{row.warehouseShortName}</Table.Td>
                <Table.Td>{row.reason || "—"}</Table.Td>
                <Table.Td>
                  <Group gap={0} justify="flex-end">
                    <Button
                      component={Link}
                      to={`/dock-schedule?date=${row.date.slice(0, 10)}&warehouseId=${row.warehouseId}`}
                      variant="subtle"
                      size="xs"
                    >
                      Dock
                    </Button>
                    {onRemove ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        aria-label={`Remove closed date ${row.date} ${row.warehouseShortName}`}
                        onClick={() => onRemove(row)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} closed date{total === 1 ? "" : "s"}
        </Text>
        {total > PAGE_SIZE ? (
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        ) : null}
      </Group>
    </>
  );
}
