import { Button, Group } from "@mantine/core";
import { type Activity, updateActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { ActivityHeader } from "../../activities/components/ActivityHeader";
import { InboundLoadState } from "../../activities/components/InboundLoadState";
import { formatDock } from "../../activities/components/inbound-dates";
import { useActivity } from "../../activities/inbound-api";
import { OutboundStatusActions } from "./OutboundStatusActions";

type Props = {
  slug: string;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/**
 * The frame of an outbound load's screens: slug, status, consignee and ship date, the status moves
 * the outbound life cycle allows, Edit, and the tabs the outbound kind declares (its routes carry
 * them). Renders loading and not-found states.
 */
export function OutboundFrame({ slug, children }: Props) {
  const activity = useActivity(slug);
  const can = useCan();
  if (!activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  const a = activity.data;
  return (
    <RecordFrame
      record={a}
      header={
        <ActivityHeader
          activity={a}
          back={{ to: "/outbound", label: "Outbound loads" }}
          details={
            <>
              {" · Ships: "}
              {formatDock(a.scheduledDate, a.scheduledTime)}
            </>
          }
          actions={
            <Group gap="xs">
              {can(updateActivity) ? (
                <Button component={Link} to={`/outbound/${a.slug}/edit`} size="xs" variant="default">
                  Edit
                </Button>
              ) : null}
            </Group>
          }
          moves={<OutboundStatusActions activity={a} />}
        />
      }
    >
      {typeof children === "function" ? children(a) : children}
    </RecordFrame>
  );
}
