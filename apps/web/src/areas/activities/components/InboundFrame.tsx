import { Button } from "@mantine/core";
import { type Activity, createActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { ActivityFrame } from "./ActivityFrame";
import { InboundStatusActions } from "./InboundStatusActions";

type Props = {
  slug: string;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/**
 * The frame of an inbound load's screens: the activity frame with the dock date, the inbound
 * life cycle's moves, Clone, and the linked request's tab leading to its number.
 */
export function InboundFrame({ slug, children }: Props) {
  const can = useCan();
  return (
    <ActivityFrame
      kind="inbound"
      slug={slug}
      dateLabel="Dock"
      moves={(a) => <InboundStatusActions activity={a} />}
      actions={(a) =>
        can(createActivity) ? (
          <Button component={Link} to={`/inbound/${a.slug}/inbound/new`} size="xs" variant="default">
            Clone
          </Button>
        ) : null
      }
      params={(a) => ({ number: String(a.inboundRequestNumber ?? "") })}
    >
      {children}
    </ActivityFrame>
  );
}
