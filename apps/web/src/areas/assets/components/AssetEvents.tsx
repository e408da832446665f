import { Alert, Button, Card, Group, Loader, Pagination, Stack, Table, Text } from "@mantine/core";
import { EVENT_ACTIONS, EVENT_REASON_CODES, labelOf } from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWhen } from "../../activities/components/inbound-dates";
import { actionLabel, changeValue } from "../../activities/components/inbound-events";
import { assetsKeys, fetchAssetEventsPage } from "../assets-api";

const PAGE_SIZE = 25;

/** An event's action: the product's own actions by their label, anything else made readable. */
function eventAction(action: string): string {
  return EVENT_ACTIONS.some((a) => a.id === action) ? labelOf(EVENT_ACTIONS, action) : actionLabel(action);
}

/** A changed value as text; a record (a hold, a product entry) as its filled fields. */
function valueText(value: unknown): string {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== "id" && v !== null && v !== undefined && v !== "")
      .map(([key, v]) => `${key} ${changeValue(v)}`);
    return parts.length > 0 ? parts.join(", ") : "—";
  }
  return changeValue(value);
}

/** "field: from → to", one line per changed field. */
export function assetChangeLines(changes: { field: string; from: unknown; to: unknown }[]): string[] {
  return changes.map((c) => `${c.field}: ${valueText(c.from)} → ${valueText(c.to)}`);
}

/**
 * An asset's chain of custody, newest first and paged: when, who, what and why, and each
 * change as "field: from → to".
 */
export function AssetEvents({ barcode }: { barcode: string }) {
  const family = useFamilyPrefix();
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: [...assetsKeys.events(family, barcode), page],
    queryFn: () => fetchAssetEventsPage(family, barcode, { page, pageSize: PAGE_SIZE, order: "desc" }),
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
        No events recorded for this asset yet.
      </Text>
    );
  }
  return (
    <Stack aria-busy={events.isFetching}>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Events" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatWhen(e.createdAt)}</Table.Td>
                  <Table.Td>{e.userName ?? "System"}</Table.Td>
                  <Table.Td>
                    {eventAction(e.action)}
                    {e.activitySlug ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                        {e.activitySlug}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{e.reasonCode ? labelOf(EVENT_REASON_CODES, e.reasonCode) : "—"}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{e.message ?? "—"}</Table.Td>
                  <Table.Td>
                    {e.changes.length === 0
                      ? "—"
                      : assetChangeLines(e.changes).map((line) => (
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
