import { Text } from "@mantine/core";
import { type ActivityEvent, NOTE_TYPES } from "@ops/domain";
import { ChangeLines, EventsTable, type EventsTableColumn } from "../../../shared/EventsTable";
import { changeLines } from "../../../shared/event-changes";
import { ProgramRuleBadge } from "../../work/components/ProgramRuleBadge";
import { activitiesKeys, fetchEventsPage } from "../inbound-api";
import { formatWhen } from "./inbound-dates";
import { actionLabel } from "./inbound-events";

const COLUMNS: EventsTableColumn<ActivityEvent>[] = [
  { header: "When", cell: (e) => formatWhen(e.createdAt), style: { whiteSpace: "nowrap" } },
  { header: "Who", cell: (e) => e.userName ?? "System" },
  {
    header: "Action",
    cell: (e) => (
      <>
        {actionLabel(e.action)}
        <ProgramRuleBadge rule={e.rule} />
        {e.message ? (
          <Text size="xs" c="dimmed">
            {e.message}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: "Changes", cell: (e) => <ChangeLines lines={changeLines(e.changes, { type: NOTE_TYPES })} /> },
];

/** A load's history, newest first and paged: when, who, what, and each change as from → to. */
export function InboundEvents({ slug }: { slug: string }) {
  return (
    <EventsTable
      queryKey={activitiesKeys.events(slug)}
      fetchPage={(params) => fetchEventsPage(slug, params)}
      columns={COLUMNS}
      emptyText="No events yet."
      minWidth={560}
    />
  );
}
