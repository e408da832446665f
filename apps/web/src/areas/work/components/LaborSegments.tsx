import {
  ActionIcon,
  Badge,
  Group,
  Loader,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import {
  deleteLaborSegment,
  EVENT_REASON_CODES,
  type LaborPersonTotal,
  type LaborSegment,
  type LaborSegmentType,
  type LaborSummary,
  labelOf,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { removeLaborSegment, useLabor, useRefreshLabor } from "../labor-api";
import { formatHours, formatPersonHours } from "./labor-format";

const NOWRAP = { whiteSpace: "nowrap" } as const;

const TYPE_FILTERS = [
  { value: "all", label: "All" },
  { value: "clock", label: "Clock" },
  { value: "virtual", label: "Virtual" },
];

/** Person-hours per person as horizontal bars, longest first (no chart library needed). */
export function PersonHoursBars({ people }: { people: readonly LaborPersonTotal[] }) {
  const max = Math.max(0, ...people.map((p) => p.personHours));
  return (
    <Stack
      gap={6}
      component="ul"
      aria-label="Person-hours per person"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {people.map((p) => (
        <li key={p.userId}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {p.userName}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {formatPersonHours(p.personHours)} person-h
            </Text>
          </Group>
          <Progress
            value={max > 0 ? (p.personHours / max) * 100 : 0}
            size="lg"
            aria-label={`${p.userName}: ${formatPersonHours(p.personHours)} person-hours`}
          />
        </li>
      ))}
    </Stack>
  );
}

function Totals({ summary }: { summary: LaborSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Totals per person
          </Title>
          <Table.ScrollContainer minWidth={260}>
            <Table aria-label="Totals per person" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Person</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    Segments
                  </Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Person-hours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.people.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>{p.userName}</Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {p.segments}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {formatHours(p.hours)}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {formatPersonHours(p.personHours)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Overall</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {summary.segments.length}
                  </Table.Th>
                  <Table.Th ta="right" style={NOWRAP}>
                    {formatHours(summary.hours)}
                  </Table.Th>
                  <Table.Th ta="right" data-testid="overall-person-hours">
                    {formatPersonHours(summary.personHours)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Person-hours per person
          </Title>
          <PersonHoursBars people={summary.people} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function SegmentsTable({
  segments,
  onDelete,
}: {
  segments: readonly LaborSegment[];
  onDelete: ((s: LaborSegment) => void) | null;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label="Labor segments" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th>Workstation</Table.Th>
            <Table.Th ta="right">Crew</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th ta="right">Duration</Table.Th>
            <Table.Th ta="right">Person-hours</Table.Th>
            <Table.Th>Reason</Table.Th>
            {onDelete ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                {s.userName}
                {s.type === "virtual" ? (
                  <Badge ml={6} size="xs" variant="light" color="grape">
                    Virtual
                  </Badge>
                ) : null}
                {s.note ? (
                  <Text size="xs" c="dimmed">
                    {s.note}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{s.workstationBarcode ?? "—"}</Table.Td>
              <Table.Td ta="right">{s.crewSize}</Table.Td>
              <Table.Td style={NOWRAP}>{formatWhen(s.startedAt)}</Table.Td>
              <Table.Td>
                {s.endedAt ? (
                  formatWhen(s.endedAt)
                ) : (
                  <Badge color="green" variant="light">
                    Clocked in
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatHours(s.hours)}
              </Table.Td>
              <Table.Td ta="right">{formatPersonHours(s.personHours)}</Table.Td>
              <Table.Td>{s.reasonCode ? labelOf(EVENT_REASON_CODES, s.reasonCode) : "—"}</Table.Td>
              {onDelete ? (
                <Table.Td>
                  <Tooltip label="Delete segment">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${s.userName}'s segment from ${formatWhen(s.startedAt)}`}
                      onClick={() => onDelete(s)}
                    >
                      ×
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A work order's labor: totals per person and overall, person-hours per person as bars, and
 * the segments (all, on the clock, or virtual), newest first; a lead deletes a segment after
 * confirming.
 */
export function LaborSegments({ slug, writable }: { slug: string; writable: boolean }) {
  const can = useCan();
  const [filter, setFilter] = useState("all");
  const type = filter === "all" ? undefined : (filter as LaborSegmentType);
  const labor = useLabor(slug, type);
  const refresh = useRefreshLabor();
  const remove = useConfirmedAction<LaborSegment>({
    component: "LaborSegmentDelete",
    run: async (s) => {
      await removeLaborSegment(slug, s.id);
      await refresh();
    },
    success: (s) => `${s.userName}'s segment deleted`,
  });
  const canDelete = writable && can(deleteLaborSegment);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Labor
        </Title>
        <SegmentedControl
          size="xs"
          data={TYPE_FILTERS}
          value={filter}
          onChange={setFilter}
          aria-label="Segment type"
        />
      </Group>
      {labor.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading labor…</Text>
        </Group>
      ) : labor.isError ? (
        <Text c="red">The labor could not be loaded: {labor.error.message}</Text>
      ) : labor.data.segments.length === 0 ? (
        <Text c="dimmed" data-testid="labor-empty">
          {type === "virtual" ? "No virtual labor entered yet." : "Nobody has clocked in on this order yet."}
        </Text>
      ) : (
        <>
          <Totals summary={labor.data} />
          <SegmentsTable segments={labor.data.segments} onDelete={canDelete ? remove.ask : null} />
        </>
      )}
      <ConfirmModal
        opened={remove.pending !== null}
        title="Delete labor segment"
        confirmLabel="Delete"
        loading={remove.running}
        onClose={remove.cancel}
        onConfirm={() => void remove.confirm()}
      >
        {remove.pending
          ? `Delete ${remove.pending.userName}'s segment from ${formatWhen(remove.pending.startedAt)} (${formatPersonHours(remove.pending.personHours)} person-hours)? This cannot be undone.`
          : ""}
      </ConfirmModal>
    </Stack>
  );
}
