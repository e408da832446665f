import type { ActivityTab } from "../activities/activity-tabs";

/**
 * What a device frame reads to decide its tabs: whether the device's product class is a laptop
 * class (the laptop cosmetic section applies to laptops only).
 */
export type DeviceTabRecord = { laptop: boolean };

/** Whether a product class, by its name, is a laptop class ("Laptops", "Notebook computers"). */
export function isLaptopClass(className: string | null | undefined): boolean {
  return className ? /\b(laptop|notebook)s?\b/i.test(className) : false;
}

const info = { id: "info", label: "Info", segment: "" } as const;
const tests = { id: "tests", label: "Tests", segment: "tests" } as const;
const events = { id: "events", label: "Events", segment: "events" } as const;
const pack = { id: "pack", label: "Pack", segment: "pack" } as const;
const cosmetic = { id: "cosmetic", label: "Cosmetic", segment: "cosmetic" } as const;
const exceptions = { id: "exceptions", label: "Exceptions", segment: "exceptions" } as const;
const functional = { id: "functional", label: "Functional", segment: "functional" } as const;
/** Where the device's data stands (its sanitization records) and its evidence chain, issue 16. */
const evidence = { id: "evidence", label: "Evidence", segment: "evidence" } as const;

/**
 * A device of a shop order's ITAD work (`/shop-order/<slug>/itad/<barcode>`, SPEC §2 Shop
 * orders). Its edit and new-component screens belong to the info and components tabs.
 */
export const SHOP_ORDER_DEVICE_TABS: readonly ActivityTab<DeviceTabRecord>[] = [
  info,
  tests,
  cosmetic,
  {
    id: "laptop-cosmetic",
    label: "Laptop cosmetic",
    segment: "laptop-cosmetic",
    shown: (device) => device.laptop,
  },
  functional,
  exceptions,
  { id: "components", label: "Components", segment: "components" },
  pack,
  { id: "attachments", label: "Attachments", segment: "attachments" },
  evidence,
  events,
];

/** A serialized device of an ITAD job (`/itad/<slug>/serialized/<barcode>`, SPEC §2 IT asset disposition). */
export const ITAD_DEVICE_TABS: readonly ActivityTab<DeviceTabRecord>[] = [
  info,
  tests,
  pack,
  evidence,
  events,
];

/** A phone or tablet of the warehouse's mobility inventory (`/mobility/inventory/serialized/<barcode>`). */
export const MOBILITY_DEVICE_TABS: readonly ActivityTab<DeviceTabRecord>[] = [
  info,
  cosmetic,
  functional,
  exceptions,
  evidence,
  events,
];
