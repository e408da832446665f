import { Anchor, Badge, Stack, Text } from "@mantine/core";
import type { Calendar } from "@ops/domain";
import { Link } from "react-router";
import { formatTime12 } from "../../../shared/TimeField";
import { loadHref } from "./DockLoadCard";

type Day = Calendar["days"][number];
type Closure = Calendar["closedDates"][number];

/** Loads listed in a calendar cell before "+ N more". */
const SHOWN = 3;

type Props = {
  date: string;
  day: Day | undefined;
  closures: Closure[];
  /** The dock schedule of that day. */
  dockHref: string;
  /** Days of the neighbouring months are dimmed. */
  outside?: boolean;
  /** Long form (the mobile list): the full date as the heading. */
  heading?: string;
};

/** One day of the load calendar: its count, its first loads, and whether the dock is closed. */
export function CalendarDayCell({ date, day, closures, dockHref, outside = false, heading }: Props) {
  const count = day?.count ?? 0;
  // The phone list has room for every load the server sends (at most 8); a grid cell for a few.
  const listed = (day?.loads ?? []).slice(0, heading ? 8 : SHOWN);
  const more = count - listed.length;
  return (
    <Stack gap={4} data-testid={`calendar-day-${date}`} style={{ opacity: outside ? 0.55 : 1, minWidth: 0 }}>
      <Anchor component={Link} to={dockHref} fw={700} size="sm" aria-label={`Dock schedule of ${date}`}>
        {heading ?? Number(date.slice(8, 10))}
      </Anchor>
      {closures.map((c) => (
        <Badge
          key={`${c.warehouseId}`}
          color="red"
          variant="filled"
          size="sm"
          // A narrow day cell wraps the reason onto more lines rather than cutting it.
          styles={{
            root: { maxWidth: "100%", minWidth: 0, height: "auto", paddingBlock: 2 },
            label: { whiteSpace: "normal", overflow: "visible", textTransform: "none", lineHeight: 1.3 },
          }}
        >
          {c.warehouseShortName} closed{c.reason ? `: ${c.reason}` : ""}
        </Badge>
      ))}
      {count > 0 ? (
        <Text size="xs" c="dimmed">
          {count} load{count === 1 ? "" : "s"}
        </Text>
      ) : null}
      {listed.map((load) => (
        <Anchor
          key={load.slug}
          component={Link}
          to={loadHref(load)}
          size="xs"
          style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", display: "block" }}
          title={`${load.slug} · ${load.accountName ?? ""}`}
        >
          {load.scheduledTime ? `${formatTime12(load.scheduledTime)} ` : ""}
          {load.accountName ?? load.slug}
        </Anchor>
      ))}
      {more > 0 ? (
        <Anchor component={Link} to={dockHref} size="xs">
          + {more} more
        </Anchor>
      ) : null}
    </Stack>
  );
}
