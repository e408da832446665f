import type { ActivityTab } from "../activities/activity-tabs";

/** What the work-order frames read of a record to decide their tabs. */
type WorkTabRecord = { childCount: number; parentSlug: string | null };

/** The frame of a shop order (`/shop-order/<slug>`, SPEC §2 Shop orders, detail pages). */
export const SHOP_ORDER_TABS: readonly ActivityTab<WorkTabRecord>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "sow", label: "Statement of work", segment: "sow" },
  { id: "processed", label: "Processed", segment: "processed" },
  { id: "created", label: "Created", segment: "created" },
  { id: "labor", label: "Labor", segment: "labor" },
  { id: "bins", label: "Bins", segment: "bins" },
  { id: "events", label: "Events", segment: "events" },
  {
    id: "child-shop-orders",
    label: (r) => `Child shop orders (${r.childCount})`,
    segment: "child-shop-orders",
    // A child shop order has a parent, not children of its own.
    shown: (r) => r.parentSlug === null,
  },
];

/** The frame of a processing job (`/processing/<slug>`, SPEC §2 Processing). */
export const PROCESSING_TABS: readonly ActivityTab<WorkTabRecord>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "assets", label: "Assets", segment: "assets" },
  { id: "labor", label: "Labor", segment: "labor" },
  { id: "events", label: "Events", segment: "events" },
];
