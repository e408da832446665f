import type { Activity } from "@ops/domain";
import type { ReactNode } from "react";
import { useActivity } from "../inbound-api";
import { InboundLoadState } from "./InboundLoadState";

/**
 * The load a form edits, once loaded (its loading and not-found states until then); a form
 * without a slug makes a new load and gets none.
 */
export function EditedLoad({
  slug,
  children,
}: {
  slug: string | undefined;
  children: (activity: Activity | undefined) => ReactNode;
}) {
  const activity = useActivity(slug);
  if (slug && !activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  return children(slug ? activity.data : undefined);
}
