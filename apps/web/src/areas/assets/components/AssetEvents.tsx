import { Text } from "@mantine/core";
import { ASSET_TYPES, EVENT_ACTIONS, EVENT_REASON_CODES, type Event, labelOf } from "@ops/domain";
import { ChangeLines, EventsTable, type EventsTableColumn } from "../../../shared/EventsTable";
import { changeLines } from "../../../shared/event-changes";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWhen } from "../../activities/components/inbound-dates";
import { actionLabel } from "../../activities/components/inbound-events";
import { ProgramRuleBadge } from "../../work/components/ProgramRuleBadge";
import { assetsKeys, fetchAssetEventsPage } from "../assets-api";

/** An event's action: the product's own actions by their label, anything else made readable. */
function eventAction(action: string): string {
  return EVENT_ACTIONS.some((a) => a.id === action) ? labelOf(EVENT_ACTIONS, action) : actionLabel(action);
}

const COLUMNS: EventsTableColumn<Event>[] = [
  { header: "When", cell: (e) => formatWhen(e.createdAt), style: { whiteSpace: "nowrap" } },
  { header: "Who", cell: (e) => e.userName ?? "System" },
  {
    header: "Action",
    cell: (e) => (
      <>
        {eventAction(e.action)}
        <ProgramRuleBadge rule={e.rule} />
        {e.activitySlug ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {e.activitySlug}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: "Reason", cell: (e) => (e.reasonCode ? labelOf(EVENT_REASON_CODES, e.reasonCode) : "—") },
  { header: "Message", cell: (e) => e.message ?? "—", style: { overflowWrap: "anywhere" } },
  {
    header: "Changes",
    cell: (e) =>
      e.changes.length === 0 ? "—" : <ChangeLines lines={changeLines(e.changes, { type: ASSET_TYPES })} />,
  },
];

/**
 * An asset's chain of custody, newest first and paged: when, who, what and why, and each
 * change as "Field: from → to" in words and labels.
 */
export function AssetEvents({ barcode }: { barcode: string }) {
  const family = useFamilyPrefix();
  return (
    <EventsTable
      queryKey={assetsKeys.events(family, barcode)}
      fetchPage={(params) => fetchAssetEventsPage(barcode, params)}
      columns={COLUMNS}
      emptyText="No events recorded for this asset yet."
      minWidth={720}
    />
  );
}
