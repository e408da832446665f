import { Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CycleCountSummary } from "@ops/domain";
import { useCycleCountSummary } from "../api";

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** The variance with its sign: negative means items are missing. */
export function formatVariance(variance: number): string {
  return variance > 0 ? `+${variance.toLocaleString()}` : variance.toLocaleString();
}

function Summary({ summary: s }: { summary: CycleCountSummary }) {
  if (s.countCount === 0) return <Text c="dimmed">Not counted yet.</Text>;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 3 }} maw={480}>
        <Figure label="Counted" value={s.counted.toLocaleString()} />
        <Figure label="Expected" value={s.expected.toLocaleString()} />
        <Figure
          label="Variance"
          value={formatVariance(s.variance)}
          color={s.variance === 0 ? "teal" : s.variance < 0 ? "red" : "orange"}
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

/** The latest cycle count of a location (the counts themselves are taken on the inventory screens). */
export function CycleCountSummaryPanel({ locationId }: { locationId: number }) {
  const summary = useCycleCountSummary(locationId);
  return (
    <Stack gap="xs" aria-label="Cycle count" component="section">
      <Title order={2} size="h4">
        Cycle count
      </Title>
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
