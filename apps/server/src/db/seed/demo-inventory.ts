import { ActivityBody, AssetBody, type AssetInput, LocationBody } from "@ops/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { createActivity, updateActivity } from "../../areas/activities/activities.service";
import { createAssets } from "../../areas/assets/assets.service";
import { priceLoad } from "../../areas/assets/pricing.service";
import { updateLocation } from "../../areas/inventory/locations.service";
import { putAway } from "../../areas/inventory/putaway.service";
import type { ServiceContext } from "../../platform/context";
import { accounts, locations, products, warehouses } from "../schema";
import { csv } from "./demo-assets";

export type DemoStock = {
  account: string;
  prefix: string;
  attributes?: Record<string, unknown>;
  inboundAttributes?: Record<string, unknown>;
  /** Pallets of one product each: [product, units per pallet, gross lbs, stock type, location]. */
  pallets: [string, number, number, string, string][];
  /** Serialized devices, each put at the location given (null: left on the putaway list). */
  serials: [string, string, string | null][];
  /** The product of the serialized devices, when there are any. */
  serialProduct?: string;
  /** What the stock is worth: yield prices per lb of net weight, by product name. */
  yieldPrices: Record<string, number>;
};

const DEMO_STOCK: DemoStock[] = [
  {
    account: "Northwind Health",
    prefix: "NWI",
    inboundAttributes: {
      projectType: "Business as Usual",
      businessUnit: "CC 4410 / GL 7200 / Co 01 for Grace Holloway",
    },
    serialProduct: "Laptop – business grade",
    yieldPrices: { "Keyboards and mice": 0.45, "Laptop – business grade": 9.5 },
    pallets: [
      ["Keyboards and mice", 60, 180, "rmi", "DAL-Z1-A01-R01-B01"],
      ["Keyboards and mice", 45, 140, "rmi", "DAL-Z1-A01-R01-B02"],
    ],
    serials: [
      ["5CG2499A01", "DAL-Z1-A01-R02-B01", "fgi"],
      ["5CG2499A02", "DAL-Z1-A01-R02-B01", "fgi"],
      ["5CG2499A03", "DAL-Z1-A01-R02-B02", "fgi"],
      ["5CG2499A04", "DAL-QC-01", null],
      ["5CG2499A05", "", null],
      ["5CG2499A06", "", null],
    ],
  },
  {
    account: "Acme Telecom – Outside Plant",
    prefix: "ACI",
    attributes: { palletIds: ["CPE-88190"] },
    inboundAttributes: { serializedAssets: true, dcaNumbers: ["DCA1012"] },
    serialProduct: "Network switch",
    yieldPrices: { "Power cables – mixed": 0.85, "Network switch": 6.25 },
    pallets: [["Power cables – mixed", 120, 260, "semi_fgi", "DAL-Z1-A02-R01-B01"]],
    serials: [
      ["FOC2299Q001X", "DAL-Z1-A02-R01-B02", "staging"],
      ["FOC2299Q002X", "DAL-Z1-A02-R01-B02", "staging"],
      ["FOC2299Q003X", "", null],
    ],
  },
];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Demo stock (issue 17), through the use cases: a received load of Northwind Health and one of
 * Acme Telecom – Outside Plant at DAL, whose pallets and devices are put away into DAL inventory
 * bins (entering `dal-inventory`) with stock types; DAL-QC-01 becomes Northwind's quarantine
 * shelf and takes one device; a few devices stay unplaced on operator@example.com's putaway list.
 * `ctx` is the demo operator (they receive, so the list is theirs).
 */
export async function seedDemoInventory(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  const [dal] = await db.select().from(warehouses).where(eq(warehouses.shortName, "DAL"));
  if (!dal) throw new Error("the demo warehouse DAL is missing");
  // Northwind's quarantine shelf: a quarantine location takes only its account's assets.
  const northwind = await accountOf(db, "Northwind Health");
  const [shelf] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.warehouseId, dal.id), eq(locations.barcode, "DAL-QC-01")));
  if (!shelf) throw new Error("the demo location DAL-QC-01 is missing");
  await updateLocation(
    ctx,
    shelf.id,
    LocationBody.parse({
      warehouseId: shelf.warehouseId,
      parentId: shelf.parentId,
      barcode: shelf.barcode,
      name: "Quarantine shelf 1 · Northwind Health",
      type: shelf.type,
      active: shelf.active,
      accountId: northwind,
    }),
  );

  await receiveDemoStock(ctx, DEMO_STOCK);
}

async function accountOf(db: ServiceContext["db"], name: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`the demo account ${name} is missing`);
  return row.id;
}

/**
 * Demo loads received at DAL through the use cases, one per stock: pallets and devices put away
 * into the bins given (entering `dal-inventory`) and the load priced by yield, so stock shows what
 * it is worth. Devices without a location stay on the operator's putaway list.
 */
export async function receiveDemoStock(ctx: ServiceContext, stocks: readonly DemoStock[]): Promise<void> {
  const { db } = ctx;
  const [dal] = await db.select().from(warehouses).where(eq(warehouses.shortName, "DAL"));
  if (!dal) throw new Error("the demo warehouse DAL is missing");
  const productNames = [
    ...new Set(
      stocks.flatMap((s) => [...s.pallets.map((p) => p[0]), ...(s.serialProduct ? [s.serialProduct] : [])]),
    ),
  ];
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, productNames));
  const productId = (name: string) => {
    const found = productRows.find((p) => p.name === name);
    if (!found) throw new Error(`the demo product ${name} is missing`);
    return found.id;
  };
  const locationRows = await db
    .select({ id: locations.id, barcode: locations.barcode })
    .from(locations)
    .where(eq(locations.warehouseId, dal.id))
    .orderBy(asc(locations.id));
  const locationId = (barcode: string) => {
    const found = locationRows.find((l) => l.barcode === barcode);
    if (!found) throw new Error(`the demo location ${barcode} is missing`);
    return found.id;
  };

  for (const stock of stocks) {
    const load = await createActivity(
      ctx,
      ActivityBody.parse({
        type: "inbound",
        status: "scheduled",
        accountId: await accountOf(db, stock.account),
        warehouseId: dal.id,
        shipmentSize: "ltl",
        transportType: "contracted_cdl",
        scheduledDate: today(),
        scheduledTime: "09:00",
        clientRef: `${stock.prefix}-STOCK`,
        attributes: stock.inboundAttributes ?? {},
      }),
    );
    await updateActivity(ctx, load.slug, { status: "received" });
    const common = { activitySlug: load.slug, attributes: stock.attributes ?? {} };
    const bodies: AssetInput[] = [
      ...stock.pallets.map(([product, quantity, gross], i) => ({
        ...common,
        barcode: `${stock.prefix}P${String(i + 1).padStart(4, "0")}`,
        type: "pallet" as const,
        productId: productId(product),
        quantity,
        grossWeight: gross,
        netWeight: Math.round(gross * 0.9),
        source: "customer" as const,
      })),
      ...stock.serials.map(([serialNumber], i) => ({
        ...common,
        barcode: `${stock.prefix}S${String(i + 1).padStart(4, "0")}`,
        type: "serial" as const,
        serialNumber,
        productId: productId(stock.serialProduct as string),
        grossWeight: 16.1,
        netWeight: 15.4,
        source: "customer" as const,
      })),
    ];
    await createAssets(
      ctx,
      bodies.map((b) => AssetBody.parse(b)),
    );
    for (const [i, [, , , stockType, at]] of stock.pallets.entries())
      await putAway(ctx, {
        barcode: `${stock.prefix}P${String(i + 1).padStart(4, "0")}`,
        locationId: locationId(at),
        stockType: stockType as AssetInput["stockType"],
      });
    for (const [i, [, at, stockType]] of stock.serials.entries()) {
      if (!at) continue;
      await putAway(ctx, {
        barcode: `${stock.prefix}S${String(i + 1).padStart(4, "0")}`,
        locationId: locationId(at),
        ...(stockType ? { stockType: stockType as AssetInput["stockType"] } : {}),
      });
    }
    // Priced as a received load is (yield), so the stock screen shows what it is worth.
    const onLoad = [
      ...new Set([...stock.pallets.map((p) => p[0]), ...(stock.serialProduct ? [stock.serialProduct] : [])]),
    ];
    await priceLoad(ctx, load.slug, "yield", {
      bytes: csv([["Product", "Price"], ...onLoad.map((name) => [name, stock.yieldPrices[name] ?? 0])]),
      fileName: `${stock.prefix.toLowerCase()}-yield-prices.csv`,
    });
  }
}
