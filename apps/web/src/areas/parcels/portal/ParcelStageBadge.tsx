import { Badge } from "@mantine/core";
import { PARCEL_STAGES, type ParcelProgress, type ParcelStage } from "@ops/domain";

/** Each stage's colour, the same on the badges, the bars and the counts. */
export const STAGE_COLORS: Record<ParcelStage, string> = {
  requested: "gray",
  emailed: "blue",
  label_made: "violet",
  shipped: "orange",
  received: "green",
  exception: "red",
};

/** A request's stage as a badge. */
export function ParcelStageBadge({ stage }: { stage: ParcelStage }) {
  return (
    <Badge variant="light" color={STAGE_COLORS[stage]}>
      {PARCEL_STAGES.find((s) => s.id === stage)?.label ?? stage}
    </Badge>
  );
}

/** The count of each stage in a project's progress. */
export const stageCount = (progress: ParcelProgress, stage: ParcelStage): number =>
  ({
    requested: progress.requested,
    emailed: progress.emailed,
    label_made: progress.labelMade,
    shipped: progress.shipped,
    received: progress.received,
    exception: progress.exceptions,
  })[stage];
