import { Anchor, Group, Text, Title } from "@mantine/core";
import { type Activity, getAccount } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { InboundStatusBadge } from "./InboundStatusBadge";

type Props = {
  activity: Activity;
  /** The link back to the list the activity belongs to. */
  back: { to: string; label: string };
  /** What stands for the account when the activity has none. */
  noAccount?: string;
  /** More of the line under the title, after the account and warehouse (each led by " · "). */
  details?: ReactNode;
  /** The buttons beside the title (Edit…). */
  actions?: ReactNode;
  /** The status moves, under the title. */
  moves: ReactNode;
};

/**
 * The header of an activity's frame: back link, slug and status, the account (a link for who may
 * open it) and warehouse with the kind's details, its actions, and its status moves.
 */
export function ActivityHeader({ activity: a, back, noAccount, details, actions, moves }: Props) {
  const can = useCan();
  return (
    <div>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
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
              (a.accountName ?? noAccount)
            )}
            {" · "}
            {a.warehouseShortName}
            {details}
          </Text>
        </div>
        {actions}
      </Group>
      <Group mt="xs">{moves}</Group>
    </div>
  );
}
