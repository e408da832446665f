import { Alert, Box, Button, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type ClientDashboardId, type DashboardMeta, TIME_PERIODS } from "@ops/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { asOfText } from "../format";
import { SubscriptionGate } from "../SubscriptionGate";
import { DashboardSettingsBar, type SettingsBarOptions } from "../settings/DashboardSettingsBar";
import type { DashboardSettingsControl } from "../settings/use-dashboard-settings";

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * A dashboard screen: its title, the settings, then the answer — loading skeletons, the
 * failure with a retry, or the content with the range it covers and when its figures were
 * brought up to date. A client dashboard sits behind its subscription gate.
 */
export function DashboardFrame<T extends { meta: DashboardMeta }>({
  title,
  description,
  gate,
  control,
  options,
  result,
  children,
}: {
  title: string;
  description: string;
  gate?: ClientDashboardId;
  control: DashboardSettingsControl;
  options?: SettingsBarOptions;
  result: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const body = (
    <Stack gap="md">
      <DashboardSettingsBar control={control} options={options} />
      <DashboardAnswer result={result}>{children}</DashboardAnswer>
    </Stack>
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {gate ? (
        <SubscriptionGate dashboard={gate} error={result.error} describe={false}>
          {body}
        </SubscriptionGate>
      ) : (
        body
      )}
    </Stack>
  );
}

function DashboardAnswer<T extends { meta: DashboardMeta }>({
  result,
  children,
}: {
  result: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (result.isPending) return <DashboardSkeleton />;
  if (result.isError && !result.data) {
    return (
      <Alert color="red" title="The dashboard could not be loaded" data-testid="dashboard-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{result.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = result.data as T;
  const period = TIME_PERIODS.find((p) => p.id === data.meta.timePeriod)?.label ?? data.meta.timePeriod;
  return (
    <Stack gap="md" aria-busy={result.isFetching} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed" data-testid="dashboard-as-of">
        {day(data.meta.beginDate)} – {day(data.meta.endDate)} · {period} · {asOfText(data.meta.asOf)}
      </Text>
      {result.isError ? (
        <Alert color="red" data-testid="dashboard-error">
          {result.error.message} The figures below are for the settings before.
        </Alert>
      ) : null}
      {children(data)}
    </Stack>
  );
}

/** The shape of a dashboard while it loads: figures, then two charts. */
export function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the dashboard">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Skeleton h={84} />
        <Skeleton h={84} />
        <Skeleton h={84} />
      </SimpleGrid>
      <Box>
        <Skeleton h={280} />
      </Box>
    </Stack>
  );
}
