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
  { id: "itad", label: "ITAD", segment: "itad" },
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

/**
 * The IT asset disposition pages of a shop order (`/shop-order/<slug>/itad/...`, SPEC §2 Shop
 * orders, itad sub-pages), shown as a strip inside its ITAD tab.
 */
export const SHOP_ORDER_ITAD_TABS: readonly ActivityTab<WorkTabRecord>[] = [
  { id: "main", label: "Devices", segment: "itad" },
  { id: "serial", label: "Serials", segment: "itad/serial" },
  { id: "bulk-create-serials", label: "Bulk create serials", segment: "itad/bulk-create-serials" },
  { id: "component", label: "Components", segment: "itad/component" },
  { id: "lpn", label: "LPNs", segment: "itad/lpn" },
  { id: "updated-lpn", label: "Updated LPNs", segment: "itad/updated-lpn" },
  { id: "bulk-routing", label: "Bulk routing", segment: "itad/bulk-routing" },
  { id: "reserved", label: "Reserved", segment: "itad/reserved" },
];

/** The frame of an ITAD job (`/itad/<slug>`, SPEC §2 IT asset disposition). */
export const ITAD_TABS: readonly ActivityTab<WorkTabRecord>[] = [
  { id: "overview", label: "Overview", segment: "" },
  { id: "bins", label: "Bins", segment: "bins" },
  { id: "created-bins", label: "Created bins", segment: "created-bins" },
];
