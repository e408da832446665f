import { Button, Group } from "@mantine/core";
import { type Activity, createActivity, updateActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useActivity } from "../inbound-api";
import { ActivityHeader } from "./ActivityHeader";
import { InboundLoadState } from "./InboundLoadState";
import { InboundStatusActions } from "./InboundStatusActions";
import { formatDock } from "./inbound-dates";

type Props = {
  slug: string;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/**
 * The frame of an inbound load's screens: slug, status, account and dock date, the status moves
 * the life cycle allows, Edit and Clone, and the tabs the inbound kind declares (its routes
 * carry them). Renders loading and not-found states.
 */
export function InboundFrame({ slug, children }: Props) {
  const activity = useActivity(slug);
  const can = useCan();
  if (!activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  const a = activity.data;
  return (
    <RecordFrame
      record={a}
      // The linked request's tab leads to its number.
      params={{ number: String(a.inboundRequestNumber ?? "") }}
      header={
        <ActivityHeader
          activity={a}
          back={{ to: "/inbound", label: "Inbound loads" }}
          details={
            <>
              {" · Dock: "}
              {formatDock(a.scheduledDate, a.scheduledTime)}
            </>
          }
          actions={
            <Group gap="xs">
              {can(updateActivity) ? (
                <Button component={Link} to={`/inbound/${a.slug}/edit`} size="xs" variant="default">
                  Edit
                </Button>
              ) : null}
              {can(createActivity) ? (
                <Button component={Link} to={`/inbound/${a.slug}/inbound/new`} size="xs" variant="default">
                  Clone
                </Button>
              ) : null}
            </Group>
          }
          moves={<InboundStatusActions activity={a} />}
        />
      }
    >
      {typeof children === "function" ? children(a) : children}
    </RecordFrame>
  );
}
