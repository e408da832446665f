import { Anchor, Button, Group, Text, Title } from "@mantine/core";
import { type Activity, createActivity, getAccount, updateActivity } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useActivity } from "../inbound-api";
import { InboundLoadState } from "./InboundLoadState";
import { InboundStatusActions } from "./InboundStatusActions";
import { InboundStatusBadge } from "./InboundStatusBadge";
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
        <div>
          <Anchor component={Link} to="/inbound" size="sm">
            ← Inbound loads
          </Anchor>
          <Group justify="space-between" align="flex-start" mt={4} gap="sm">
            <div>
              <Group gap="sm" wrap="wrap">
                <Title order={1} style={{ overflowWrap: "anywhere" }}>
                  {a.slug}
                </Title>
                <InboundStatusBadge status={a.status} size="lg" />
              </Group>
              <Text c="dimmed">
                {a.accountId && can(getAccount) ? (
                  <Anchor component={Link} to={`/accounts/${a.accountId}`} inherit>
                    {a.accountName}
                  </Anchor>
                ) : (
                  a.accountName
                )}
                {" · "}
                {a.warehouseShortName}
                {" · Dock: "}
                {formatDock(a.scheduledDate, a.scheduledTime)}
              </Text>
            </div>
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
          </Group>
          <Group mt="xs">
            <InboundStatusActions activity={a} />
          </Group>
        </div>
      }
    >
      {typeof children === "function" ? children(a) : children}
    </RecordFrame>
  );
}
