import {
  ASSET_SOURCES,
  type EnumOption,
  EVENT_REASON_CODES,
  GENERAL_ACTIVITY_STATUSES,
  HOLD_TYPES,
  INBOUND_STATUSES,
  LOCK_TYPES,
  labelOf,
  SERVICE_TIERS,
  SHIPMENT_SIZES,
  SOW_PROVIDERS,
  STOCK_TYPES,
  TRANSPORT_TYPES,
  WORK_ORDER_STATUSES,
} from "@ops/domain";

/** One change of an event, as the server records it. */
export interface EventChange {
  field: string;
  from?: unknown;
  to?: unknown;
}

/** Enumerations by field name, so a change shows "In progress" rather than "in_progress". */
export type ChangeValueLists = Record<string, readonly EnumOption[]>;

/**
 * The enumerations every events table knows. A field whose meaning depends on the record (an
 * asset's `type`, a note's `type`) is named by the table that shows it. A key of a record change
 * is looked up as "field.key" first ("hold.type"), then as the key alone.
 */
const VALUE_LISTS: ChangeValueLists = {
  status: [...INBOUND_STATUSES, ...WORK_ORDER_STATUSES, ...GENERAL_ACTIVITY_STATUSES],
  reasonCode: EVENT_REASON_CODES,
  stockType: STOCK_TYPES,
  source: ASSET_SOURCES,
  locks: LOCK_TYPES,
  holdType: HOLD_TYPES,
  "hold.type": HOLD_TYPES,
  shipmentSize: SHIPMENT_SIZES,
  serviceTier: SERVICE_TIERS,
  transportType: TRANSPORT_TYPES,
  provider: SOW_PROVIDERS,
};

/** Field names that do not read well split into words. */
const FIELD_LABELS: Record<string, string> = {
  reasonCode: "Reason",
  activitySlug: "Activity",
  asnItemCount: "ASN item count",
  dcaNumbers: "DCA numbers",
  clientRef: "Client reference",
  palletId: "Pallet",
  productId: "Product",
};

/** A field name as words: "reasonCode" → "Reason", "stockType" → "Stock type". */
export function changeFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word, i) => (i > 0 && !/^[A-Z]{2,}/.test(word) ? word.toLowerCase() : word))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a value shows in a change line: empty values as "—", yes/no, lists joined, ids as labels. */
export function changeValue(value: unknown, list?: readonly EnumOption[]): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (Array.isArray(value)) return value.length ? value.map((v) => changeValue(v, list)).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string" && list) return labelOf(list, value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first letter in lower case, unless the word is an abbreviation ("ASN", "DCA"). */
const lowerFirst = (words: string): string =>
  /^[A-Z]{2,}/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);

/**
 * "Status: Requested → Scheduled", one line per changed field, with field names as words and
 * known ids as their labels. A change of a record (a labor segment: `{ id, endedAt }`, a hold)
 * reads as one line per key that differs, "Labor segment ended at: — → …", leaving out the
 * record's database id. A field "provider:Data wipe" reads "Provider of Data wipe". `lists` names the enumerations of fields particular to one table.
 */
export function changeLines(changes: readonly EventChange[], lists: ChangeValueLists = {}): string[] {
  const listOf = (key: string): readonly EnumOption[] | undefined => lists[key] ?? VALUE_LISTS[key];
  return changes.flatMap((c) => {
    const from = c.from ?? null;
    const to = c.to ?? null;
    // "provider:Data wipe" is the provider of one service: "Provider of Data wipe".
    const [field = c.field, ...of] = c.field.split(":");
    const label = of.length > 0 ? `${changeFieldLabel(field)} of ${of.join(":")}` : changeFieldLabel(field);
    if ((isRecord(from) || from === null) && (isRecord(to) || to === null) && (from ?? to) !== null) {
      const before = from ?? {};
      const after = to ?? {};
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
        (key) => key !== "id" && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      if (keys.length === 0) {
        // Nothing but the record's id changed, or an empty record became another empty one.
        if (before.id === undefined && after.id === undefined) return [];
        return [`${label}: ${changeValue(before.id)} → ${changeValue(after.id)}`];
      }
      return keys.map((key) => {
        const list = listOf(`${field}.${key}`) ?? listOf(key);
        const name = `${label} ${lowerFirst(changeFieldLabel(key))}`;
        return `${name}: ${changeValue(before[key], list)} → ${changeValue(after[key], list)}`;
      });
    }
    const list = listOf(field);
    return [`${label}: ${changeValue(c.from, list)} → ${changeValue(c.to, list)}`];
  });
}
