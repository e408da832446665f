import type { Activity } from "@ops/domain";
import type { ReactNode } from "react";
import { ActivityFrame } from "../../activities/components/ActivityFrame";
import { OutboundStatusActions } from "./OutboundStatusActions";

type Props = {
  slug: string;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/** The frame of an outbound load's screens: the activity frame with the ship date and the outbound life cycle's moves. */
export function OutboundFrame({ slug, children }: Props) {
  return (
    <ActivityFrame
      kind="outbound"
      slug={slug}
      dateLabel="Ships"
      moves={(a) => <OutboundStatusActions activity={a} />}
    >
      {children}
    </ActivityFrame>
  );
}
