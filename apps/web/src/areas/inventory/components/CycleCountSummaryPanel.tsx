import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type CycleCountSummary, startCycleCount } from "@ops/domain";
import { Link } from "react-router";
import { Figure } from "../../../shared/Figure";
import { useCan } from "../../../shared/permissions";
import { useCycleCountSummary, useLocation } from "../api";
import { accuracyColor, formatAccuracy } from "../cycle-counts/format";
import { StartCountButton } from "../cycle-counts/StartCountButton";

/** The variance with its sign: negative means items are missing. */
export function formatVariance(variance: number): string {
  return variance > 0 ? `+${variance.toLocaleString()}` : variance.toLocaleString();
}

function Summary({ summary: s }: { summary: CycleCountSummary }) {
  if (s.countCount === 0) return <Text c="dimmed">Not counted yet.</Text>;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, xs: 4 }} maw={640}>
        <Figure size="xl" label="Counted" value={s.counted.toLocaleString()} />
        <Figure size="xl" label="Expected" value={s.expected.toLocaleString()} />
        <Figure
          size="xl"
          label="Variance"
          value={formatVariance(s.variance)}
          color={s.variance === 0 ? "teal" : s.variance < 0 ? "red" : "orange"}
        />
        <Figure
          size="xl"
          label="Accuracy"
          value={formatAccuracy(s.accuracy)}
          color={accuracyColor(s.accuracy)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Last counted {s.lastCountedAt ? new Date(s.lastCountedAt).toLocaleString() : "—"}
        {s.lastCountedBy ? ` by ${s.lastCountedBy}` : ""} · {s.countCount}{" "}
        {s.countCount === 1 ? "count" : "counts"} in all
      </Text>
    </Stack>
  );
}

/** What can be done from the summary: continue the open count, or start one. */
function CountActions({ locationId, summary }: { locationId: number; summary: CycleCountSummary }) {
  const can = useCan();
  const location = useLocation(locationId);
  if (summary.openCountId !== null)
    return (
      <Button size="xs" component={Link} to={`/locations/${locationId}/cycle-counts/${summary.openCountId}`}>
        Continue the count
      </Button>
    );
  if (!can(startCycleCount) || !location.data) return null;
  return (
    <StartCountButton
      locationId={locationId}
      barcode={location.data.barcode}
      hasChildren={location.data.childCount > 0}
    />
  );
}

/** The latest closed cycle count of a location, its accuracy, and the way to count it. */
export function CycleCountSummaryPanel({ locationId }: { locationId: number }) {
  const summary = useCycleCountSummary(locationId);
  return (
    <Stack gap="xs" aria-label="Cycle count" component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Cycle count
        </Title>
        <Group gap="xs">
          {summary.data ? <CountActions locationId={locationId} summary={summary.data} /> : null}
          {summary.data && summary.data.countCount > 0 ? (
            <Anchor component={Link} to={`/locations/${locationId}/cycle-counts`} size="sm">
              History
            </Anchor>
          ) : null}
        </Group>
      </Group>
      {summary.isPending ? (
        <Loader size="sm" aria-label="Loading cycle count" />
      ) : summary.error ? (
        <Text c="red">The cycle count could not be loaded: {summary.error.message}</Text>
      ) : (
        <Summary summary={summary.data} />
      )}
    </Stack>
  );
}
