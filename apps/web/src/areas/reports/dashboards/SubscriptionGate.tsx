import { Badge, Card, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  CLIENT_DASHBOARDS,
  type ClientDashboardId,
  lowestLevelFor,
  SUBSCRIPTION_LEVELS,
  type SubscriptionLevel,
  subscriptionRefusal,
} from "@ops/domain";
import type { ReactNode } from "react";
import { ApiError } from "../../../shared/api";
import { useSite } from "../../../shared/session";
import { useDashboardAccess } from "./api";

/** What each client dashboard shows, for the fallback of a level that does not include it. */
export const DASHBOARD_DESCRIPTIONS: Record<ClientDashboardId, string> = {
  summary:
    "Loads, weight received, devices processed, value returned and certificates, this period against the last.",
  inbound: "Your inbound loads by status and over time, from received to processed to priced.",
  serialized: "Your serialized devices by grade, disposition and product class, period by period.",
  received: "Weight received by product class over time, split by product when you ask.",
  export: "The rows behind the dashboards (loads, devices, weights received) as xlsx or csv.",
  custom: "Reports you build yourself: measures, dimensions, filters and chart type, saved for later.",
  value_add: "Value recovered from your devices against the costs of the services, period by period.",
};

/** Whether a failed call is the server's subscription refusal (403). */
export function isSubscriptionRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A client dashboard behind its subscription levels (SPEC §6): operators and clients whose
 * level includes it see the dashboard; other clients see what it is, which level includes it
 * and what that level brings. `error` is the dashboard call's failure: the server's 403 (the
 * level changed since the access was read) shows the same fallback.
 */
export function SubscriptionGate({
  dashboard,
  error,
  describe = true,
  children,
}: {
  dashboard: ClientDashboardId;
  error?: unknown;
  /** False where the screen already says what the dashboard shows. */
  describe?: boolean;
  children: ReactNode;
}) {
  const audience = useSite().data?.user.audience;
  const client = audience === "client";
  const access = useDashboardAccess(client);
  if (isSubscriptionRefusal(error)) {
    return (
      <SubscriptionFallback
        dashboard={dashboard}
        level={access.data?.level ?? null}
        message={error.message}
      />
    );
  }
  if (!client) return children;
  if (access.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading">
        <Skeleton h={80} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  // Without the access answer the server still gates every call: show the dashboard and let a
  // 403 from its call come back here as `error`.
  const entry = access.data?.dashboards.find((d) => d.id === dashboard);
  if (!entry || entry.allowed) return children;
  return (
    <SubscriptionFallback
      dashboard={dashboard}
      level={access.data?.level ?? null}
      message={entry.message}
      describe={describe}
    />
  );
}

/**
 * Whether a dashboard's call should be made: always for operators; for a client once the access
 * answer says their level includes it (or could not be read: the server gates the call anyway),
 * so a refused dashboard does not ask for figures it will be refused.
 */
export function useDashboardAllowed(dashboard: ClientDashboardId | undefined): boolean {
  const client = useSite().data?.user.audience === "client";
  const access = useDashboardAccess(client && dashboard !== undefined);
  if (!client || dashboard === undefined) return true;
  if (access.isError) return true;
  if (!access.data) return false;
  return access.data.dashboards.find((d) => d.id === dashboard)?.allowed ?? true;
}

/** What a client sees instead of a dashboard their subscription does not include. */
export function SubscriptionFallback({
  dashboard,
  level,
  message,
  describe = true,
}: {
  dashboard: ClientDashboardId;
  level: SubscriptionLevel | null;
  message?: string | null;
  describe?: boolean;
}) {
  const found = CLIENT_DASHBOARDS.find((d) => d.id === dashboard);
  const needed = SUBSCRIPTION_LEVELS.find((l) => l.id === lowestLevelFor(dashboard));
  const current = SUBSCRIPTION_LEVELS.find((l) => l.id === level);
  return (
    <Card withBorder padding="lg" data-testid="subscription-fallback" maw={720}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3">
            {found?.label ?? dashboard} dashboard
          </Title>
          {needed ? <Badge variant="light">{needed.label}</Badge> : null}
        </Group>
        {describe ? <Text>{DASHBOARD_DESCRIPTIONS[dashboard]}</Text> : null}
        <Text fw={600}>{message || subscriptionRefusal(dashboard)}</Text>
        <List spacing="xs" size="sm">
          {needed ? (
            <List.Item>
              <Text span inherit fw={600}>
                {needed.label}:
              </Text>{" "}
              {needed.includes}
            </List.Item>
          ) : null}
          <List.Item>
            <Text span inherit fw={600}>
              Your subscription:
            </Text>{" "}
            {current ? `${current.label}. ${current.includes}` : "none yet on your accounts."}
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Once your subscription includes it, this dashboard opens here with your figures.
        </Text>
      </Stack>
    </Card>
  );
}
