import { TrackingEntryBody } from "@ops/domain";
import * as projects from "../../areas/parcels/parcel-projects.service";
import { addEntry } from "../../areas/parcels/parcel-tracking.service";
import type { ServiceContext } from "../../platform/context";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { demoLookups } from "./demo-parcels.lookups";

const PEOPLE = [
  ["Avery Brooks", "Austin", "TX", "78701"],
  ["Blake Chen", "Denver", "CO", "80202"],
  ["Casey Diaz", "Phoenix", "AZ", "85004"],
  ["Devon Ellis", "Seattle", "WA", "98101"],
  ["Emery Fox", "Portland", "OR", "97204"],
  ["Finley Grant", "Chicago", "IL", "60601"],
  ["Harper Iles", "Atlanta", "GA", "30303"],
  ["Jordan Kim", "Boston", "MA", "02108"],
  ["Kendall Lane", "Miami", "FL", "33130"],
  ["Logan Moss", "Nashville", "TN", "37203"],
  ["Morgan Nash", "Raleigh", "NC", "27601"],
  ["Quinn Ortiz", "San Diego", "CA", "92101"],
] as const;

/**
 * The parcels demo (issue 20): a mail-back project of the demo client's account (Northwind Health,
 * client@example.com) with 12 employees, set to review so their e-mails sit in the outbox. Made
 * through the use cases, as an operator would.
 */
export async function seedDemoParcels(operator: ServiceContext): Promise<void> {
  const { accountId, warehouseId, loadSlug } = await demoLookups(operator.db);
  if (accountId === null || warehouseId === null) return;
  const { publicUrl } = mailSettingsFromEnvironment();
  await projects.createProject(operator, {
    name: "Northwind laptop returns 2026",
    projectPrefix: "NWH",
    accountId,
    warehouseId,
    activitySlug: loadSlug,
    method: "label_only",
    returnAddress: {
      line1: "Dallas Recovery Center, Dock 4",
      line2: "2400 Recycling Way",
      city: "Dallas",
      region: "TX",
      postalCode: "75207",
      country: "US",
    },
    instructions: "Please send the laptop with its charger. Wipe nothing: we erase every device.",
  });
  for (const [i, [name, city, region, postalCode]] of PEOPLE.entries()) {
    await projects.createRequest(
      operator,
      "NWH",
      {
        employeeName: name,
        email: `${name.toLowerCase().replace(/\s+/g, ".")}@northwind.example.com`,
        phone: null,
        address: { line1: `${100 + i} Main St`, line2: null, city, region, postalCode, country: "US" },
        devices: [
          { description: "Laptop", serialNumber: null, quantity: 1 },
          ...(i % 3 === 0 ? [{ description: "Monitor", serialNumber: null, quantity: 1 }] : []),
        ],
      },
      publicUrl,
    );
  }
  await projects.updateProject(operator, "NWH", { status: "review" }, publicUrl);
  // What the carrier said so far, so the project's progress and the portal show every stage.
  for (const [n, steps] of TRACKING) {
    for (const [i, [type, location]] of steps.entries()) {
      await addEntry(
        operator,
        `NWH-${n}`,
        TrackingEntryBody.parse({
          type,
          // Just after the e-mails went out, a second apart, so the story reads in order.
          occurredAt: new Date(Date.now() + (n * 10 + i + 1) * 1000).toISOString(),
          trackingNumber: i === 0 ? `1ZNWHDEMO${String(n).padStart(6, "0")}` : null,
          location,
        }),
      );
    }
  }
}

/** Tracking of some requests by number: a label made, parcels on their way, one delivered, one stuck. */
const TRACKING: [number, [string, string][]][] = [
  [
    1,
    [
      ["label_created", "Austin, TX"],
      ["shipped", "Austin, TX"],
      ["in_transit", "Fort Worth, TX"],
    ],
  ],
  [
    2,
    [
      ["label_created", "Denver, CO"],
      ["shipped", "Denver, CO"],
      ["delivered", "Dallas, TX"],
    ],
  ],
  [3, [["label_created", "Phoenix, AZ"]]],
  [
    4,
    [
      ["label_created", "Seattle, WA"],
      ["shipped", "Seattle, WA"],
      ["exception", "Boise, ID"],
    ],
  ],
  [
    5,
    [
      ["label_created", "Portland, OR"],
      ["shipped", "Portland, OR"],
    ],
  ],
];
