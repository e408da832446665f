import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { Calendar } from "@ops/domain";
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { MOBILE_QUERY } from "../../../shared/layout";
import { PageHeader } from "../../../shared/PageHeader";
import { addMonths, MONTH, monthGrid } from "../calendar-grid";
import { CalendarDayCell } from "../components/CalendarDayCell";
import { DockWarehouseSelect, useDefaultWarehouse } from "../components/DockWarehouseSelect";
import { useCalendar } from "../dock-api";
import { formatDay } from "../dock-dates";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Loads per dock day over a month (`?month=YYYY-MM&warehouseId=`), closed days marked. */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const asked = params.get("month") ?? "";
  const thisMonth = dayjs().format("YYYY-MM");
  const month = MONTH.test(asked) ? asked : thisMonth;
  const warehouseId = /^\d+$/.test(params.get("warehouseId") ?? "")
    ? Number(params.get("warehouseId"))
    : null;
  const dockWarehouse = useDefaultWarehouse(warehouseId);
  const grid = monthGrid(month);
  const calendar = useCalendar({
    startDate: grid.start,
    endDate: grid.end,
    ...(warehouseId ? { warehouseId } : {}),
  });

  const go = (next: { month?: string; warehouseId?: number | null }) => {
    const query = new URLSearchParams();
    query.set("month", next.month ?? month);
    const warehouse = next.warehouseId === undefined ? warehouseId : next.warehouseId;
    if (warehouse) query.set("warehouseId", String(warehouse));
    setParams(query, { replace: true });
  };
  const dockHref = (date: string) =>
    `/dock-schedule?date=${date}${dockWarehouse ? `&warehouseId=${dockWarehouse}` : ""}`;

  return (
    <Stack>
      <PageHeader title="Calendar" description="Loads by dock day. Open a day for its dock schedule." />
      <Group gap="md" align="flex-end" wrap="wrap">
        <DockWarehouseSelect value={warehouseId} onChange={(id) => go({ warehouseId: id })} allowAll />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => go({ month: addMonths(month, -1) })}
          >
            ‹
          </ActionIcon>
          <Title
            order={2}
            size={mobile ? "h4" : "h3"}
            miw={mobile ? 150 : 180}
            ta="center"
            aria-live="polite"
          >
            {dayjs(`${month}-01`).format("MMMM YYYY")}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next month"
            onClick={() => go({ month: addMonths(month, 1) })}
          >
            ›
          </ActionIcon>
        </Group>
        <Button
          variant="subtle"
          size="sm"
          disabled={month === thisMonth}
          onClick={() => go({ month: thisMonth })}
        >
          This month
        </Button>
      </Group>
      {!calendar.data ? (
        calendar.error ? (
          <Alert color="red" title="The calendar could not be loaded">
            {calendar.error.message}
          </Alert>
        ) : (
          <Loader aria-label="Loading" />
        )
      ) : mobile ? (
        <MonthList month={month} calendar={calendar.data} dockHref={dockHref} />
      ) : (
        <MonthGrid month={month} weeks={grid.weeks} calendar={calendar.data} dockHref={dockHref} />
      )}
    </Stack>
  );
}

type ViewProps = { month: string; calendar: Calendar; dockHref: (date: string) => string };

function indexOf(calendar: Calendar) {
  const days = new Map(calendar.days.map((d) => [d.date.slice(0, 10), d]));
  const closures = new Map<string, Calendar["closedDates"]>();
  for (const c of calendar.closedDates) {
    const date = c.date.slice(0, 10);
    closures.set(date, [...(closures.get(date) ?? []), c]);
  }
  return { days, closures };
}

function MonthGrid({ month, weeks, calendar, dockHref }: ViewProps & { weeks: string[][] }) {
  const { days, closures } = indexOf(calendar);
  const today = dayjs().format("YYYY-MM-DD");
  return (
    <Paper withBorder radius="sm" aria-label="Load calendar" component="section">
      <SimpleGrid cols={7} spacing={0}>
        {WEEKDAYS.map((name) => (
          <Text key={name} size="xs" fw={700} c="dimmed" ta="center" py={4}>
            {name}
          </Text>
        ))}
      </SimpleGrid>
      {weeks.map((week) => (
        <SimpleGrid key={week[0]} cols={7} spacing={0}>
          {week.map((date) => {
            const closed = (closures.get(date) ?? []).length > 0;
            return (
              <div
                key={date}
                style={{
                  minHeight: 110,
                  padding: 6,
                  borderTop: "1px solid var(--mantine-color-gray-3)",
                  borderLeft: "1px solid var(--mantine-color-gray-2)",
                  background: closed
                    ? "var(--mantine-color-red-0)"
                    : date === today
                      ? "var(--mantine-color-teal-0)"
                      : undefined,
                  minWidth: 0,
                }}
              >
                <CalendarDayCell
                  date={date}
                  day={days.get(date)}
                  closures={closures.get(date) ?? []}
                  dockHref={dockHref(date)}
                  outside={!date.startsWith(month)}
                />
              </div>
            );
          })}
        </SimpleGrid>
      ))}
    </Paper>
  );
}

/** On a phone: the month's days that have loads or a closure, as a list. */
function MonthList({ month, calendar, dockHref }: ViewProps) {
  const { days, closures } = indexOf(calendar);
  const dates = [...new Set([...days.keys(), ...closures.keys()])]
    .filter((date) => date.startsWith(month) && ((days.get(date)?.count ?? 0) > 0 || closures.has(date)))
    .sort();
  if (dates.length === 0) return <Text c="dimmed">No loads are scheduled this month.</Text>;
  return (
    <Stack gap="xs" role="list" aria-label="Days with loads">
      {dates.map((date) => (
        <Paper
          key={date}
          withBorder
          p="sm"
          role="listitem"
          bg={closures.has(date) ? "var(--mantine-color-red-0)" : undefined}
        >
          <CalendarDayCell
            date={date}
            day={days.get(date)}
            closures={closures.get(date) ?? []}
            dockHref={dockHref(date)}
            heading={formatDay(date)}
          />
        </Paper>
      ))}
    </Stack>
  );
}
