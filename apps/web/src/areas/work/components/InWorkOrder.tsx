import { Alert } from "@mantine/core";
import { type Activity, labelOf, WORK_ORDER_STATUSES } from "@ops/domain";
import type { ReactNode } from "react";
import { ProcessingFrame, ShopOrderFrame } from "./WorkOrderFrame";

type FrameProps = { slug: string; children: ReactNode | ((activity: Activity) => ReactNode) };

/** A page of a shop order's contents in the order's frame (its header, status moves and tabs). */
export function InShopOrder({ slug, children }: FrameProps) {
  return <ShopOrderFrame slug={slug}>{children}</ShopOrderFrame>;
}

/** A page of a processing job's contents in the job's frame. */
export function InProcessingJob({ slug, children }: FrameProps) {
  return <ProcessingFrame slug={slug}>{children}</ProcessingFrame>;
}

/** Whether work can still be done in the order: assets scanned in, created, stepped, completed. */
export function acceptsWork(activity: Pick<Activity, "status">): boolean {
  return activity.status === "open" || activity.status === "in_progress";
}

/** Why the scanning and creating tools are not offered on a finished order. */
export function FinishedOrderNote({ activity, noun }: { activity: Pick<Activity, "status">; noun: string }) {
  const status = labelOf(WORK_ORDER_STATUSES, activity.status).toLowerCase();
  return (
    <Alert color="gray" variant="light" p="xs">
      This {noun} is {status}: nothing more can be scanned in, created or completed in it
      {activity.status === "completed" ? " unless it is reopened" : ""}.
    </Alert>
  );
}
