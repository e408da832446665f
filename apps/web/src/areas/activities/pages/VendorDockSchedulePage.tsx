import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { Activity, ClosedDate } from "@ops/domain";
import { DockLoadCard } from "../components/DockLoadCard";
import { useVendorClosedDates, useVendorLoads, useVendorSelf } from "../dock-api";
import { dayOf, formatDay, isoOf, todayIso } from "../dock-dates";

/** The vendor's dock schedule covers this many days from today. */
const DAYS = 14;

function byDay<T>(rows: readonly T[], dateOf: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const date = dateOf(row)?.slice(0, 10);
    if (date) map.set(date, [...(map.get(date) ?? []), row]);
  }
  return map;
}

/** A vendor's loads at the docks over the next two weeks, with the days the docks are closed. */
export default function VendorDockSchedulePage() {
  const start = todayIso();
  const end = isoOf(dayOf(start).add(DAYS - 1, "day"));
  const self = useVendorSelf();
  const loads = useVendorLoads(start, end);
  const closed = useVendorClosedDates(start, end);

  const failure = self.error ?? loads.error ?? closed.error;
  const days = Array.from({ length: DAYS }, (_, i) => isoOf(dayOf(start).add(i, "day")));
  const loadsByDay = byDay<Activity>(loads.data?.data ?? [], (l) => l.scheduledDate);
  const closedByDay = byDay<ClosedDate>(closed.data?.data ?? [], (c) => c.date);
  const total = loads.data?.total ?? 0;

  return (
    <Stack>
      <div>
        <Title order={1}>Dock schedule</Title>
        {self.data ? (
          <Text c="dimmed" size="sm" data-testid="vendor-self">
            {self.data.name} · {self.data.accounts.map((a) => a.name).join(", ") || "No vendor account"}
          </Text>
        ) : null}
        <Text size="sm">
          Your loads scheduled at our docks from {formatDay(start)} to {formatDay(end)}.
        </Text>
      </div>
      {failure ? (
        <Alert color="red" title="The dock schedule could not be loaded">
          {failure.message}
        </Alert>
      ) : !loads.data || !closed.data ? (
        <Loader aria-label="Loading" />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {total === 0
              ? "No loads are scheduled for you in the next two weeks."
              : `${total} load${total === 1 ? "" : "s"} scheduled.`}
            {total > (loads.data.data.length ?? 0) ? ` Showing the first ${loads.data.data.length}.` : ""}
          </Text>
          {days.map((date) => {
            const dayLoads = [...(loadsByDay.get(date) ?? [])].sort((a, b) =>
              (a.scheduledTime ?? "99").localeCompare(b.scheduledTime ?? "99"),
            );
            const closures = closedByDay.get(date) ?? [];
            return (
              <Paper key={date} withBorder p="sm" data-testid={`vendor-day-${date}`}>
                <Group gap="xs" mb={dayLoads.length > 0 || closures.length > 0 ? 6 : 0}>
                  <Text fw={700} size="sm">
                    {formatDay(date)}
                  </Text>
                  {closures.map((c) => (
                    <Badge key={c.id} color="red" variant="filled">
                      {c.warehouseShortName} closed{c.reason ? `: ${c.reason}` : ""}
                    </Badge>
                  ))}
                  {dayLoads.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No loads
                    </Text>
                  ) : null}
                </Group>
                {dayLoads.length > 0 ? (
                  <Group gap="xs">
                    {dayLoads.map((load) => (
                      <DockLoadCard
                        key={load.slug}
                        load={{ ...load, accountName: `${load.warehouseShortName} dock` }}
                        linked={false}
                      />
                    ))}
                  </Group>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
