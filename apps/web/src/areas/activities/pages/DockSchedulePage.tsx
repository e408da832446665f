import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type Activity, exportActivities } from "@ops/domain";
import { Link, useSearchParams } from "react-router";
import { ExportMenu } from "../../../shared/ExportMenu";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { formatTime12 } from "../../../shared/TimeField";
import { DockDayPicker } from "../components/DockDayPicker";
import { DockLoadCard } from "../components/DockLoadCard";
import { DockWarehouseSelect, useDefaultWarehouse } from "../components/DockWarehouseSelect";
import { DOCK_DAY_LIMIT, useClosedDates, useDockDay } from "../dock-api";
import { formatDay, todayIso } from "../dock-dates";
import { dockSlots } from "../dock-slots";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The loads of one warehouse's dock day in 30-minute slots (`?date=&warehouseId=` in the URL). */
export default function DockSchedulePage() {
  const [params, setParams] = useSearchParams();
  const askedDay = params.get("date") ?? "";
  const day = DAY.test(askedDay) ? askedDay : todayIso();
  const askedWarehouse = /^\d+$/.test(params.get("warehouseId") ?? "")
    ? Number(params.get("warehouseId"))
    : null;
  const warehouseId = useDefaultWarehouse(askedWarehouse);
  const loads = useDockDay(warehouseId, day);
  const can = useCan();
  const closed = useClosedDates(
    { warehouseId: warehouseId ?? undefined, from: day, to: day },
    warehouseId !== null,
  );

  const go = (next: { date?: string; warehouseId?: number | null }) => {
    const query = new URLSearchParams();
    query.set("date", next.date ?? day);
    const warehouse = next.warehouseId === undefined ? warehouseId : next.warehouseId;
    if (warehouse) query.set("warehouseId", String(warehouse));
    setParams(query, { replace: true });
  };

  const closure = closed.data?.data[0];
  const list = loads.data?.data ?? [];
  const { slots, untimed } = dockSlots(list);

  return (
    <Stack>
      <PageHeader
        title="Dock schedule"
        description="Loads due at the dock, by time. Click a load to open it."
        action={
          <Group gap="xs">
            {/* The calendar screen needs activities.view (its route), which the dock schedule does not. */}
            {can("activities.view") ? (
              <Button variant="default" component={Link} to="/calendar">
                Calendar
              </Button>
            ) : null}
            <Button variant="default" component={Link} to="/dock-schedule/closed-dates">
              Closed dates
            </Button>
            {warehouseId !== null ? (
              <ExportMenu
                source={{
                  endpoint: exportActivities,
                  query: { warehouseId, startDate: day, endDate: day, sort: "scheduledDate", order: "asc" },
                  fileName: `dock-schedule-${day}`,
                }}
              />
            ) : null}
          </Group>
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <DockWarehouseSelect value={warehouseId} onChange={(id) => go({ warehouseId: id })} />
        <DockDayPicker day={day} onChange={(date) => go({ date })} />
      </Group>
      <Title order={2} size="h3">
        {formatDay(day)}
      </Title>
      {closure ? (
        <Alert color="red" variant="filled" title="The dock is closed this day" data-testid="dock-closed">
          {closure.warehouseShortName}: {closure.reason || "No reason given"}. Loads cannot be scheduled on
          this date.
        </Alert>
      ) : null}
      {warehouseId === null ? (
        <Text c="dimmed">Choose a warehouse to see its dock.</Text>
      ) : !loads.data ? (
        loads.error ? (
          <Alert color="red" title="The dock schedule could not be loaded">
            {loads.error.message}
          </Alert>
        ) : (
          <Loader aria-label="Loading" />
        )
      ) : (
        <DockDay slots={slots} untimed={untimed} total={loads.data.total} shown={list.length} />
      )}
    </Stack>
  );
}

function DockDay({
  slots,
  untimed,
  total,
  shown,
}: {
  slots: { time: string; loads: Activity[] }[];
  untimed: Activity[];
  total: number;
  shown: number;
}) {
  return (
    <Stack gap="md" aria-live="polite">
      <Text size="sm" c="dimmed">
        {total === 0
          ? "No loads are scheduled at the dock this day."
          : `${total} load${total === 1 ? "" : "s"} this day.`}
        {total > shown ? ` Showing the first ${DOCK_DAY_LIMIT}.` : ""}
      </Text>
      <Paper withBorder radius="sm" aria-label="Dock time slots" role="list">
        {slots.map((slot, index) => (
          <Group
            key={slot.time}
            role="listitem"
            aria-label={formatTime12(slot.time)}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            px="sm"
            py={6}
            style={{ borderTop: index === 0 ? undefined : "1px solid var(--mantine-color-gray-2)" }}
          >
            <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }} pt={4}>
              {formatTime12(slot.time)}
            </Text>
            <Group gap="xs" style={{ flex: 1, minWidth: 0 }}>
              {slot.loads.map((load) => (
                <DockLoadCard key={load.slug} load={load} />
              ))}
            </Group>
          </Group>
        ))}
      </Paper>
      {untimed.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            No dock time yet
          </Title>
          <Group gap="xs">
            {untimed.map((load) => (
              <DockLoadCard key={load.slug} load={load} />
            ))}
          </Group>
        </Stack>
      ) : null}
      <Text size="sm">
        To schedule a load, open it and set its dock date and time, or{" "}
        <Anchor component={Link} to="/inbound">
          go to the inbound loads
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
