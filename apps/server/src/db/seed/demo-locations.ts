import type {
  CarrierContactInput,
  CarrierInput,
  CarrierRuleInput,
  LocationType,
  VendorRuleInput,
} from "@ops/domain";
import { CarrierBody, CarrierContactBody, CarrierRuleBody, VendorRuleBody } from "@ops/domain";
import { and, eq } from "drizzle-orm";
import { createContact } from "../../areas/carriers/carrier-contacts.service";
import { createRule } from "../../areas/carriers/carrier-rules.service";
import { createCarrier } from "../../areas/carriers/carriers.service";
import { createVendorRule } from "../../areas/carriers/vendor-rules.service";
import { importLocations } from "../../areas/inventory/locations-sheet.service";
import type { ServiceContext } from "../../platform/context";
import { accounts, regions, warehouses } from "../schema";

type Row = [barcode: string, name: string, type: LocationType, parent: string];

/** A warehouse's tree: receiving, inventory zones (aisles → racks → bins), processing, holds, shipping. */
function locationTree(wh: string, zones: number, aisles: number, racks: number, workstations: number): Row[] {
  const rows: Row[] = [[`${wh}-RCV`, "Receiving dock", "staging", ""]];
  for (let lane = 1; lane <= 3; lane++)
    rows.push([`${wh}-RCV-0${lane}`, `Receiving lane ${lane}`, "staging", `${wh}-RCV`]);
  for (let z = 1; z <= zones; z++) {
    const zone = `${wh}-Z${z}`;
    rows.push([zone, `Zone ${z} inventory`, "inventory", ""]);
    for (let a = 1; a <= aisles; a++) {
      const aisle = `${zone}-A0${a}`;
      rows.push([aisle, `Zone ${z} aisle ${a}`, "inventory", zone]);
      for (let r = 1; r <= racks; r++) {
        const rack = `${aisle}-R0${r}`;
        rows.push([rack, `Aisle ${a} rack ${r}`, "inventory", aisle]);
        for (let b = 1; b <= 2; b++) rows.push([`${rack}-B0${b}`, `Rack ${r} bin ${b}`, "inventory", rack]);
      }
    }
  }
  // The floor is where workstations stand, not one to clock in at.
  rows.push([`${wh}-PRC`, "Processing floor", "staging", ""]);
  for (let w = 1; w <= workstations; w++)
    rows.push([`${wh}-WS-${String(w).padStart(2, "0")}`, `Workstation ${w}`, "workstation", `${wh}-PRC`]);
  rows.push([`${wh}-QC`, "Customer quarantine cage", "customer_quarantine", ""]);
  for (let q = 1; q <= 2; q++)
    rows.push([`${wh}-QC-0${q}`, `Quarantine shelf ${q}`, "customer_quarantine", `${wh}-QC`]);
  rows.push([`${wh}-RDP`, "Customer redeployment", "customer_redeployment", ""]);
  rows.push([`${wh}-ECM`, "eCommerce to be listed", "ecomm_to_be_listed", ""]);
  for (let e = 1; e <= 2; e++)
    rows.push([`${wh}-ECM-0${e}`, `Listing shelf ${e}`, "ecomm_to_be_listed", `${wh}-ECM`]);
  rows.push([`${wh}-SHP`, "Outbound staging", "staging", ""]);
  for (let lane = 1; lane <= 2; lane++)
    rows.push([`${wh}-SHP-0${lane}`, `Outbound lane ${lane}`, "staging", `${wh}-SHP`]);
  return rows;
}

function csvOf(rows: Row[]): Buffer {
  const lines = ["barcode,name,type,parent_barcode", ...rows.map((r) => r.join(","))];
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

type DemoCarrier = CarrierInput & {
  contacts: CarrierContactInput[];
  rules: (Omit<CarrierRuleInput, "regionIds" | "warehouseIds"> & {
    regions: string[];
    warehouses: string[];
  })[];
};

const CARRIERS: DemoCarrier[] = [
  {
    name: "Lone Star Freight Lines",
    scac: "LSFL",
    phone: "+1 214 555 0170",
    email: "dispatch@lonestarfreight.example.com",
    website: "https://lonestarfreight.example.com",
    notes: "Dock appointments 24 hours ahead. Liftgate on request.",
    contacts: [
      {
        firstName: "Maria",
        lastName: "Gonzales",
        title: "Dispatch",
        email: "maria.gonzales@lonestarfreight.example.com",
        phone: "+1 214 555 0171",
        primary: true,
      },
      {
        firstName: "Tom",
        lastName: "Becker",
        title: "Billing",
        email: "billing@lonestarfreight.example.com",
        phone: null,
      },
    ],
    rules: [
      {
        name: "Texas and neighbours, full truckload",
        shipmentSizes: ["ftl", "van_trailer"],
        transportTypes: ["contracted_cdl"],
        regions: ["US_SOUTH_CENTRAL"],
        warehouses: ["DAL"],
        rate: "3.10",
        rateUnit: "miles",
      },
      {
        name: "Regional LTL",
        shipmentSizes: ["ltl", "partial"],
        transportTypes: ["broker", "contracted_cdl"],
        regions: ["US_SOUTH_CENTRAL", "US_SOUTHEAST"],
        warehouses: ["DAL"],
        rate: "85.00",
        rateUnit: "pallet",
      },
    ],
  },
  {
    name: "Desert Sun Logistics",
    scac: "DSNL",
    phone: "+1 602 555 0140",
    email: "ops@desertsun.example.com",
    website: null,
    notes: "White-glove crews for data center work; two weeks' notice.",
    contacts: [
      {
        firstName: "Kevin",
        lastName: "Nakamura",
        title: "Operations manager",
        email: "kevin.nakamura@desertsun.example.com",
        phone: "+1 602 555 0141",
        primary: true,
      },
      { firstName: "Alicia", lastName: "Reyes", title: "Crew lead", email: null, phone: "+1 602 555 0145" },
    ],
    rules: [
      {
        name: "White glove and data center decommissions",
        shipmentSizes: ["turnkey", "data_center_decomm", "on_site_destruction"],
        transportTypes: ["internal_box_truck"],
        regions: ["US_MOUNTAIN", "US_PACIFIC"],
        warehouses: ["PHX"],
        rate: "95.00",
        rateUnit: "hours",
      },
      {
        name: "Parcel and small pickups",
        shipmentSizes: ["parcel", "swap_bin"],
        transportTypes: ["delivery"],
        regions: [],
        warehouses: [],
        rate: null,
        rateUnit: null,
        notes: "Quoted per pickup.",
      },
    ],
  },
];

type DemoVendorRule = Omit<VendorRuleInput, "vendorAccountId" | "carrierId" | "warehouseIds"> & {
  vendor: string;
  carrier: string | null;
  warehouses: string[];
};

const VENDOR_RULES: DemoVendorRule[] = [
  {
    name: "Batteries to Evergreen",
    materialTypes: ["batteries"],
    classifications: ["recycle"],
    warehouses: ["DAL"],
    vendor: "Evergreen Metals Recovery",
    carrier: "Lone Star Freight Lines",
    priority: 10,
  },
  {
    name: "Circuit boards and CRT, western warehouses",
    materialTypes: ["circuit_boards", "crt"],
    classifications: ["recycle"],
    warehouses: ["PHX"],
    vendor: "Pacific E-Cycle",
    carrier: "Desert Sun Logistics",
    priority: 20,
  },
  {
    name: "Everything else recyclable",
    materialTypes: [],
    classifications: ["recycle"],
    warehouses: [],
    vendor: "Evergreen Metals Recovery",
    carrier: null,
    priority: 100,
    notes: "Fallback when no narrower rule matches.",
  },
];

/** Demo location trees for DAL and PHX, two carriers with contacts and rules, and vendor rules. */
export async function seedDemoLocations(ctx: ServiceContext) {
  const { db } = ctx;
  const warehouseIds = new Map((await db.select().from(warehouses)).map((w) => [w.shortName, w.id]));
  const regionIds = new Map((await db.select().from(regions)).map((r) => [r.code, r.id]));
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo data names an unknown ${key}`);
    return id;
  };

  // Through the import use case, as an operator would load a warehouse's labels.
  for (const [wh, tree] of [
    ["DAL", locationTree("DAL", 2, 3, 3, 8)],
    ["PHX", locationTree("PHX", 1, 2, 2, 4)],
  ] as const) {
    await importLocations(ctx, idOf(warehouseIds, wh), {
      bytes: csvOf(tree),
      fileName: `${wh}-locations.csv`,
    });
  }

  const carrierIds = new Map<string, number>();
  for (const { contacts, rules, ...carrier } of CARRIERS) {
    const created = await createCarrier(ctx, CarrierBody.parse(carrier));
    carrierIds.set(created.name, created.id);
    for (const contact of contacts) await createContact(ctx, created.id, CarrierContactBody.parse(contact));
    for (const { regions: regionCodes, warehouses: whs, ...rule } of rules) {
      await createRule(
        ctx,
        created.id,
        CarrierRuleBody.parse({
          ...rule,
          regionIds: regionCodes.map((c) => idOf(regionIds, c)),
          warehouseIds: whs.map((w) => idOf(warehouseIds, w)),
        }),
      );
    }
  }

  for (const { vendor, carrier, warehouses: whs, ...rule } of VENDOR_RULES) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.type, "dsvs"), eq(accounts.name, vendor)));
    if (!account) throw new Error(`the demo vendor ${vendor} is missing`);
    await createVendorRule(
      ctx,
      VendorRuleBody.parse({
        ...rule,
        vendorAccountId: account.id,
        carrierId: carrier ? idOf(carrierIds, carrier) : null,
        warehouseIds: whs.map((w) => idOf(warehouseIds, w)),
      }),
    );
  }
}
