import { Anchor, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { type Activity, updateActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { ActivityHeader } from "../../activities/components/ActivityHeader";
import { isSlug, useActivity } from "../../activities/inbound-api";
import type { WorkOrderType } from "../work-orders-api";
import { WorkOrderStatusActions } from "./WorkOrderStatusActions";
import { workOrderNoun } from "./work-order-values";

type Props = {
  slug: string;
  /** The tab's content, or a function of the order. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

const KIND: Record<WorkOrderType, { base: string; list: string; title: string }> = {
  shop_order: { base: "/shop-order", list: "Shop orders", title: "Shop order" },
  processing: { base: "/processing", list: "Processing jobs", title: "Processing job" },
  itad: { base: "/itad", list: "ITAD jobs", title: "ITAD job" },
};

/** The path of a load's page: inbound loads have their staff frame, others the shared one. */
export function loadPath(slug: string): string {
  return slug.includes("-in-") ? `/inbound/${slug}` : `/loads/${slug}`;
}

/** Loading and not-found states of a work-order screen (404 also for another kind of activity). */
function WorkOrderState({ type, error, slug }: { type: WorkOrderType; error: unknown; slug: string }) {
  const kind = KIND[type];
  if (!isSlug(slug) || (error instanceof ApiError && error.status === 404) || error === "kind") {
    return (
      <Stack>
        <Title order={1}>{kind.title} not found</Title>
        <Text>
          There is no {workOrderNoun(type)} {slug}, or it is not one you can see.
        </Text>
        <Anchor component={Link} to={kind.base}>
          Back to {kind.list.toLowerCase()}
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}

/**
 * The frame of a shop order's or processing job's screens: slug, status, account and load,
 * the status moves of the work-order life cycle, Edit, and the tabs its routes declare.
 */
function WorkOrderFrame({ type, slug, children }: Props & { type: WorkOrderType }) {
  const activity = useActivity(slug);
  const can = useCan();
  const kind = KIND[type];
  if (!activity.data) return <WorkOrderState type={type} error={activity.error} slug={slug} />;
  const a = activity.data;
  if (a.type !== type) return <WorkOrderState type={type} error="kind" slug={slug} />;
  return (
    <RecordFrame
      record={a}
      header={
        <ActivityHeader
          activity={a}
          back={{ to: kind.base, label: kind.list }}
          noAccount="No account"
          details={
            <>
              {a.loadSlug ? (
                <>
                  {" · Load: "}
                  <Anchor component={Link} to={loadPath(a.loadSlug)} inherit>
                    {a.loadSlug}
                  </Anchor>
                </>
              ) : null}
              {a.parentSlug ? (
                <>
                  {" · Parent: "}
                  <Anchor component={Link} to={`${kind.base}/${a.parentSlug}`} inherit>
                    {a.parentSlug}
                  </Anchor>
                </>
              ) : null}
            </>
          }
          actions={
            can(updateActivity) ? (
              <Button component={Link} to={`${kind.base}/${a.slug}/edit`} size="xs" variant="default">
                Edit
              </Button>
            ) : null
          }
          moves={<WorkOrderStatusActions activity={a} noun={workOrderNoun(type)} />}
        />
      }
    >
      {typeof children === "function" ? children(a) : children}
    </RecordFrame>
  );
}

/** The frame of a shop order (`shop-order/<slug>`). */
export function ShopOrderFrame(props: Props) {
  return <WorkOrderFrame type="shop_order" {...props} />;
}

/** The frame of a processing job (`processing/<slug>`). */
export function ProcessingFrame(props: Props) {
  return <WorkOrderFrame type="processing" {...props} />;
}

/** The frame of an ITAD job (`itad/<slug>`). */
export function ItadFrame(props: Props) {
  return <WorkOrderFrame type="itad" {...props} />;
}

/** The frame of a work order of any kind. */
export function WorkOrderFrameOf({ type, ...props }: Props & { type: WorkOrderType }) {
  return <WorkOrderFrame type={type} {...props} />;
}
