import { Progress, Text, Tooltip } from "@mantine/core";
import { PARCEL_STAGES, type ParcelProgress } from "@ops/domain";
import { STAGE_COLORS, stageCount } from "./ParcelStageBadge";

/** A project's requests by stage as one bar, with how many are received. */
export function ParcelProgressBar({ progress }: { progress: ParcelProgress }) {
  const total = progress.requests;
  return (
    <div>
      <Progress.Root size="lg" aria-label={`${progress.received} of ${total} received`}>
        {total === 0
          ? null
          : PARCEL_STAGES.map((s) => {
              const n = stageCount(progress, s.id);
              if (n === 0) return null;
              return (
                <Tooltip key={s.id} label={`${s.label}: ${n}`}>
                  <Progress.Section value={(100 * n) / total} color={STAGE_COLORS[s.id]} />
                </Tooltip>
              );
            })}
      </Progress.Root>
      <Text size="xs" c="dimmed" mt={4}>
        {total === 0 ? "No employees yet" : `${progress.received} of ${total} received`}
      </Text>
    </div>
  );
}
