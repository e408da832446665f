import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { WorkOrderForm } from "../components/WorkOrderForm";
import { WorkOrderFrameOf } from "../components/WorkOrderFrame";
import type { WorkOrderType } from "../work-orders-api";

/** Editing a shop order or processing job, inside its frame. */
export function WorkOrderEdit({ type }: { type: WorkOrderType }) {
  const slug = useParams().slug ?? "";
  return (
    <WorkOrderFrameOf type={type} slug={slug}>
      {(activity) => (
        <Stack>
          <Title order={2} size="h4">
            Edit {activity.slug}
          </Title>
          <WorkOrderForm key={activity.updatedAt} type={type} activity={activity} />
        </Stack>
      )}
    </WorkOrderFrameOf>
  );
}
