import type { Activity } from "@ops/domain";
import type { ComponentType } from "react";
import { useActivity } from "../inbound-api";
import { InboundLoadState } from "./InboundLoadState";

/**
 * A load form that gets the load it edits (`slug`) once loaded, with the loading and not-found
 * states until then; without a slug it makes a new load and gets none.
 */
export function withEditedLoad<P extends { slug?: string }>(
  Form: ComponentType<P & { activity?: Activity }>,
) {
  return function EditedLoad(props: P) {
    const activity = useActivity(props.slug);
    if (props.slug && !activity.data) return <InboundLoadState error={activity.error} slug={props.slug} />;
    return <Form {...props} activity={props.slug ? activity.data : undefined} />;
  };
}
