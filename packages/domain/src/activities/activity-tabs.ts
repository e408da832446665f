import type { Activity } from "./activities.schemas";
import type { Load } from "./loads.schemas";

/**
 * One tab of an activity's record frame. Each tab is its own route under the record's path
 * (`/inbound/<slug>` + `/<segment>`); label, segment and whether it shows may read the record.
 */
export type ActivityTab<R> = {
  readonly id: string;
  readonly label: string | ((record: R) => string);
  /** The path after the record's own; "" for the overview, which is the record's path itself. */
  readonly segment: string | ((record: R) => string);
  /** Shown only when this holds of the record (every record when absent). */
  readonly shown?: (record: R) => boolean;
};

/** A tab as a frame draws it for one record. */
export type ResolvedTab = { id: string; label: string; segment: string };

/** The tabs this record shows, in order, with their labels and segments worked out. */
export function resolveTabs<R>(tabs: readonly ActivityTab<R>[], record: R): ResolvedTab[] {
  return tabs
    .filter((tab) => tab.shown?.(record) ?? true)
    .map((tab) => ({
      id: tab.id,
      label: typeof tab.label === "string" ? tab.label : tab.label(record),
      segment: typeof tab.segment === "string" ? tab.segment : tab.segment(record),
    }));
}

type InboundTabRecord = Pick<Activity, "inboundRequestNumber" | "shipmentSize" | "childCount">;

/** The staff frame of an inbound load (`/inbound/<slug>`). */
export const INBOUND_TABS: readonly ActivityTab<InboundTabRecord>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "sow", label: "Statement of work", segment: "sow" },
  {
    id: "inbound-request",
    label: (a) => `Request ${a.inboundRequestNumber}`,
    segment: (a) => `inbound-request/${a.inboundRequestNumber}`,
    shown: (a) => a.inboundRequestNumber !== null,
  },
  { id: "documents", label: "Documents", segment: "documents" },
  { id: "asns", label: "ASNs", segment: "asns" },
  { id: "assets", label: "Assets", segment: "assets" },
  { id: "asset-photos", label: "Asset photos", segment: "asset-photos" },
  { id: "load-photos", label: "Load photos", segment: "load-photos" },
  { id: "pricing", label: "Pricing", segment: "pricing/yield" },
  { id: "shop-orders", label: "Shop orders", segment: "shop-orders" },
  { id: "data-destruction", label: "Data destruction", segment: "data-destruction" },
  { id: "serial-report", label: "Serial report", segment: "serial-report" },
  { id: "events", label: "Events", segment: "events" },
  {
    id: "child-loads",
    label: (a) => `Child loads (${a.childCount})`,
    segment: "child-loads",
    // A parent shows its (maybe empty) list; a load that lost parenthood still shows its children.
    shown: (a) => a.shipmentSize === "parent" || a.childCount > 0,
  },
  // A parcel load is where a mail-back project's parcels arrive (issue 20).
  {
    id: "parcel-tracking",
    label: "Parcel tracking",
    segment: "parcel-tracking",
    shown: (a) => a.shipmentSize === "parcel",
  },
];

/** The frame every load kind shares for staff and clients (`/loads/<slug>`). */
export const LOAD_TABS: readonly ActivityTab<Pick<Load, "asnItemCount">>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "assets", label: "Assets", segment: "assets" },
  { id: "asns", label: (l) => `ASN items (${l.asnItemCount.toLocaleString()})`, segment: "asns" },
  { id: "documents", label: "Documents", segment: "documents" },
  { id: "photos", label: "Photos", segment: "photos" },
  { id: "pricing", label: "Pricing", segment: "pricing" },
  { id: "serial-report", label: "Serial report", segment: "serial-report" },
  { id: "certificates", label: "Certificates", segment: "certificates" },
];

/** The staff frame of an outbound load (`/outbound/<slug>`). */
export const OUTBOUND_TABS: readonly ActivityTab<Pick<Activity, "status">>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "assets", label: "Assets", segment: "assets" },
  { id: "pick-list", label: "Pick list", segment: "pick-list" },
  { id: "consolidation", label: "Consolidation", segment: "consolidation" },
  { id: "documents", label: "Documents", segment: "documents" },
  { id: "photos", label: "Photos", segment: "photos" },
  { id: "events", label: "Events", segment: "events" },
];
