import { Stack } from "@mantine/core";
import type { Activity, LaborSegment } from "@ops/domain";
import { LaborClockPanel } from "./LaborClockPanel";
import { LaborSegments } from "./LaborSegments";
import { VirtualLaborForm } from "./VirtualLaborForm";

/** The labor tab of a work order (its own page; another work order's is at its kind's path). */
export function laborPagePath(segment: Pick<LaborSegment, "activitySlug" | "activityType">): string {
  const base = segment.activityType === "processing" ? "processing" : "shop-order";
  return `/${base}/${encodeURIComponent(segment.activitySlug)}/labor`;
}

/**
 * A work order's labor tab (SPEC §2 Shop orders `labor`; processing jobs likewise): the
 * signed-in person's clock, the order's segments with totals and person-hours per person, and
 * virtual labor for leads. Closed and canceled orders show their labor read-only.
 */
export function LaborView({
  order,
  orderNoun,
}: {
  order: Pick<Activity, "slug" | "status" | "warehouseId">;
  orderNoun: string;
}) {
  const writable = order.status !== "closed" && order.status !== "canceled";
  return (
    <Stack>
      <LaborClockPanel
        slug={order.slug}
        warehouseId={order.warehouseId}
        status={order.status}
        orderNoun={orderNoun}
        orderHref={laborPagePath}
      />
      <LaborSegments slug={order.slug} writable={writable} />
      {writable ? <VirtualLaborForm slug={order.slug} warehouseId={order.warehouseId} /> : null}
    </Stack>
  );
}
