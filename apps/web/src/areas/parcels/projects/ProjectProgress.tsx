import { Group, Progress, Text } from "@mantine/core";
import type { ParcelProgress } from "@ops/domain";

/** How far a project's requests got: a stacked bar (e-mailed, label made, shipped, received) and counts. */
export function ProjectProgress({
  progress,
  compact = false,
}: {
  progress: ParcelProgress;
  compact?: boolean;
}) {
  const total = progress.requests || 1;
  const part = (n: number) => (n / total) * 100;
  const summary = `${progress.received} of ${progress.requests} received`;
  return (
    <div style={{ minWidth: compact ? 140 : undefined }}>
      <Progress.Root size={compact ? "md" : "lg"} aria-label={summary}>
        <Progress.Section value={part(progress.received)} color="green" />
        <Progress.Section value={part(progress.shipped)} color="teal" />
        <Progress.Section value={part(progress.labelMade)} color="cyan" />
        <Progress.Section value={part(progress.emailed)} color="blue" />
        <Progress.Section value={part(progress.exceptions)} color="red" />
      </Progress.Root>
      {compact ? (
        <Text size="xs" c="dimmed">
          {summary}
        </Text>
      ) : (
        <Group gap="md" mt={4} wrap="wrap">
          <Text size="sm">Requests {progress.requests}</Text>
          <Text size="sm">E-mailed {progress.emailed}</Text>
          <Text size="sm">Label made {progress.labelMade}</Text>
          <Text size="sm">Shipped {progress.shipped}</Text>
          <Text size="sm">Received {progress.received}</Text>
          <Text size="sm" c={progress.exceptions ? "red" : undefined}>
            Exceptions {progress.exceptions}
          </Text>
          <Text size="sm" c={progress.onHold ? "red" : undefined}>
            On hold {progress.onHold}
          </Text>
        </Group>
      )}
    </div>
  );
}
