import { Button, Group } from "@mantine/core";
import { ACTIVITY_KINDS, type Activity, updateActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useActivity } from "../inbound-api";
import { ActivityHeader } from "./ActivityHeader";
import { InboundLoadState } from "./InboundLoadState";
import { formatDock } from "./inbound-dates";

export type ActivityFrameProps = {
  kind: "inbound" | "outbound";
  slug: string;
  /** What the load's date is called in the header ("Dock", "Ships"). */
  dateLabel: string;
  /** The status moves the kind's life cycle allows the load. */
  moves: (activity: Activity) => ReactNode;
  /** The kind's buttons after Edit. */
  actions?: (activity: Activity) => ReactNode;
  /** Path parameters the kind's tabs need beyond the slug. */
  params?: (activity: Activity) => Record<string, string>;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/**
 * The frame of a load's screens, for a kind with a frame of its own: slug, status, account and
 * date, the status moves, Edit (and the kind's buttons), and the tabs the kind declares (its
 * routes carry them). Renders loading and not-found states.
 */
export function ActivityFrame({
  kind,
  slug,
  dateLabel,
  moves,
  actions,
  params,
  children,
}: ActivityFrameProps) {
  const activity = useActivity(slug);
  const can = useCan();
  if (!activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  const a = activity.data;
  return (
    <RecordFrame
      record={a}
      params={params?.(a)}
      header={
        <ActivityHeader
          activity={a}
          back={{ to: `/${kind}`, label: `${ACTIVITY_KINDS[kind].label} loads` }}
          details={
            <>
              {` · ${dateLabel}: `}
              {formatDock(a.scheduledDate, a.scheduledTime)}
            </>
          }
          actions={
            <Group gap="xs">
              {can(updateActivity) ? (
                <Button component={Link} to={`/${kind}/${a.slug}/edit`} size="xs" variant="default">
                  Edit
                </Button>
              ) : null}
              {actions?.(a)}
            </Group>
          }
          moves={moves(a)}
        />
      }
    >
      {typeof children === "function" ? children(a) : children}
    </RecordFrame>
  );
}
