import { Text } from "@mantine/core";
import { EVENT_ACTIONS, EVENT_REASON_CODES, type Event, labelOf } from "@ops/domain";
import { ChangeLines, EventsTable, type EventsTableColumn } from "../../../shared/EventsTable";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWhen } from "../../activities/components/inbound-dates";
import { actionLabel, changeValue } from "../../activities/components/inbound-events";
import { ProgramRuleBadge } from "../../work/components/ProgramRuleBadge";
import { assetsKeys, fetchAssetEventsPage } from "../assets-api";

/** An event's action: the product's own actions by their label, anything else made readable. */
function eventAction(action: string): string {
  return EVENT_ACTIONS.some((a) => a.id === action) ? labelOf(EVENT_ACTIONS, action) : actionLabel(action);
}

/** A changed value as text; a record (a hold, a product entry) as its filled fields. */
function valueText(value: unknown): string {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== "id" && v !== null && v !== undefined && v !== "")
      .map(([key, v]) => `${key} ${changeValue(v)}`);
    return parts.length > 0 ? parts.join(", ") : "—";
  }
  return changeValue(value);
}

/** "field: from → to", one line per changed field. */
export function assetChangeLines(changes: { field: string; from: unknown; to: unknown }[]): string[] {
  return changes.map((c) => `${c.field}: ${valueText(c.from)} → ${valueText(c.to)}`);
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
    cell: (e) => (e.changes.length === 0 ? "—" : <ChangeLines lines={assetChangeLines(e.changes)} />),
  },
];

/**
 * An asset's chain of custody, newest first and paged: when, who, what and why, and each
 * change as "field: from → to".
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
