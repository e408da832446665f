import { Alert, Anchor, Badge, Button, Group, Loader, Pagination, Stack, Table, Text } from "@mantine/core";
import { CYCLE_COUNT_STATUSES, type CycleCount, labelOf, startCycleCount } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { formatVariance } from "../components/CycleCountSummaryPanel";
import { LoadFailed } from "../components/LoadFailed";
import { LocationFrame } from "../components/LocationFrame";
import { HISTORY_PAGE_SIZE, useLocationCycleCounts } from "./cycle-counts-api";
import { accuracyColor, formatAccuracy } from "./format";
import { StartCountButton } from "./StartCountButton";

function CountRow({ count: c, locationId }: { count: CycleCount; locationId: number }) {
  const f = c.figures;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/locations/${locationId}/cycle-counts/${c.id}`}>
          {c.closedAt ? formatWhen(c.closedAt) : `Started ${formatWhen(c.startedAt)}`}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={c.status === "open" ? "blue" : "gray"}>
          {labelOf(CYCLE_COUNT_STATUSES, c.status)}
        </Badge>
      </Table.Td>
      <Table.Td>{c.includeChildren ? "Zone" : "Location"}</Table.Td>
      <Table.Td ta="right">{f.counted.toLocaleString()}</Table.Td>
      <Table.Td ta="right">{f.expected.toLocaleString()}</Table.Td>
      <Table.Td ta="right">{formatVariance(f.variance)}</Table.Td>
      <Table.Td ta="right">{f.missing.toLocaleString()}</Table.Td>
      <Table.Td ta="right">{(f.unexpected + f.moved).toLocaleString()}</Table.Td>
      <Table.Td ta="right">
        <Text span c={accuracyColor(f.accuracy)} size="sm">
          {formatAccuracy(f.accuracy)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{c.review > 0 ? c.review.toLocaleString() : "—"}</Table.Td>
      <Table.Td>{(c.closedBy ?? c.startedBy)?.name ?? "—"}</Table.Td>
    </Table.Tr>
  );
}

function History({
  locationId,
  barcode,
  hasChildren,
}: {
  locationId: number;
  barcode: string;
  hasChildren: boolean;
}) {
  const [page, setPage] = useState(1);
  const counts = useLocationCycleCounts(locationId, page);
  const can = useCan();
  const open = counts.data?.data.find((c) => c.status === "open");
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Every count of this location, newest first.
        </Text>
        {open ? (
          <Button size="xs" component={Link} to={`/locations/${locationId}/cycle-counts/${open.id}`}>
            Continue the count
          </Button>
        ) : can(startCycleCount) ? (
          <StartCountButton locationId={locationId} barcode={barcode} hasChildren={hasChildren} />
        ) : null}
      </Group>
      {counts.isPending ? (
        <Loader aria-label="Loading the counts" />
      ) : counts.error ? (
        <LoadFailed
          title="The counts could not be loaded"
          error={counts.error}
          onRetry={() => void counts.refetch()}
        />
      ) : counts.data.total === 0 ? (
        <Alert color="gray" title="Not counted yet">
          This location has never been counted.
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover aria-label="Cycle counts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Counted</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Of</Table.Th>
                  <Table.Th ta="right">Counted</Table.Th>
                  <Table.Th ta="right">Expected</Table.Th>
                  <Table.Th ta="right">Variance</Table.Th>
                  <Table.Th ta="right">Missing</Table.Th>
                  <Table.Th ta="right">Found elsewhere</Table.Th>
                  <Table.Th ta="right">Accuracy</Table.Th>
                  <Table.Th ta="right">For review</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {counts.data.data.map((c) => (
                  <CountRow key={c.id} count={c} locationId={locationId} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {counts.data.total > HISTORY_PAGE_SIZE ? (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(counts.data.total / HISTORY_PAGE_SIZE)}
              aria-label="Pages of counts"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** `locations/:id/cycle-counts`: the location's counts (tab "Cycle counts"). */
export default function CycleCountHistoryPage() {
  return (
    <LocationFrame>
      {(l) => <History locationId={l.id} barcode={l.barcode} hasChildren={l.childCount > 0} />}
    </LocationFrame>
  );
}
