import { Alert, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type Activity, type ClosedDate, exportVendorLoads } from "@ops/domain";
import { useSearchParams } from "react-router";
import { ExportMenu } from "../../../shared/ExportMenu";
import { DockLoadCard } from "../components/DockLoadCard";
import { useVendorClosedDates, useVendorLoads, useVendorSelf } from "../dock-api";
import { formatDay, todayIso } from "../dock-dates";
import { DEFAULT_VENDOR_DAYS, daysOf, vendorRangeOf } from "../vendor-range";

function byDay<T>(rows: readonly T[], dateOf: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const date = dateOf(row)?.slice(0, 10);
    if (date) map.set(date, [...(map.get(date) ?? []), row]);
  }
  return map;
}

/**
 * A vendor's loads at the docks over the days they choose (two weeks from today at first; the
 * range stays in the address), with the days the docks are closed, and the range's export.
 */
export default function VendorDockSchedulePage() {
  const [params, setParams] = useSearchParams();
  const range = vendorRangeOf(params.get("from"), params.get("to"), todayIso());
  const { start, end } = range;
  const valid = !range.errors.start && !range.errors.end;
  const self = useVendorSelf();
  const loads = useVendorLoads(start, end, valid);
  const closed = useVendorClosedDates(start, end, valid);

  const choose = (key: "from" | "to", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("from", start);
        next.set("to", end);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const failure = self.error ?? loads.error ?? closed.error;
  const loadsByDay = byDay<Activity>(loads.data?.data ?? [], (l) => l.scheduledDate);
  const closedByDay = byDay<ClosedDate>(closed.data?.data ?? [], (c) => c.date);
  // A long range lists only the days with a load or a closure; two weeks list every day.
  const allDays = valid ? daysOf(start, end) : [];
  const days =
    allDays.length <= DEFAULT_VENDOR_DAYS
      ? allDays
      : allDays.filter((d) => loadsByDay.has(d) || closedByDay.has(d));
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
          {valid
            ? `Your loads scheduled at our docks from ${formatDay(start)} to ${formatDay(end)}.`
            : "Choose the days to show."}
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          type="date"
          value={start}
          onChange={(e) => choose("from", e.currentTarget.value)}
          error={range.errors.start}
          w={{ base: "100%", xs: 180 }}
        />
        <TextInput
          label="To"
          type="date"
          value={end}
          onChange={(e) => choose("to", e.currentTarget.value)}
          error={range.errors.end}
          w={{ base: "100%", xs: 180 }}
        />
        {valid ? (
          <ExportMenu
            source={{
              endpoint: exportVendorLoads,
              query: { startDate: start, endDate: end },
              fileName: `dock-schedule-${start}-to-${end}`,
            }}
          />
        ) : null}
      </Group>
      {!valid ? null : failure ? (
        <Alert color="red" title="The dock schedule could not be loaded">
          {failure.message}
        </Alert>
      ) : !loads.data || !closed.data ? (
        <Loader aria-label="Loading" />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {total === 0
              ? "No loads are scheduled for you on these days."
              : `${total} load${total === 1 ? "" : "s"} scheduled.`}
            {total > loads.data.data.length ? ` Showing the first ${loads.data.data.length}.` : ""}
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
                        to={`/vendor/loads/${load.slug}`}
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
