import { ActivityBody, LoadBuilderConfirmBody, PricesBody, ReserveStockBody } from "@ops/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { saveAccountPrices } from "../../areas/accounts/prices.service";
import { createActivity, updateActivity } from "../../areas/activities/activities.service";
import { pickAsset, reserveStock } from "../../areas/inventory/picking.service";
import {
  addToPackingList,
  createPackingList,
  updatePackingList,
} from "../../areas/outbound/consolidation.service";
import { confirmLoad } from "../../areas/outbound/load-builder-confirm";
import type { ServiceContext } from "../../platform/context";
import { accounts, assets, products, warehouses } from "../schema";
import { type DemoStock, receiveDemoStock } from "./demo-inventory";

const BUYER = "Evergreen Metals Recovery";

/** Commodity a client sent in for recycling, put away at DAL for the outbound demo. */
const COMMODITY: DemoStock = {
  account: "Globex Software",
  prefix: "GLX",
  inboundAttributes: { supplierJobType: "Buyback" },
  pallets: [
    ["Circuit boards – high grade", 1, 420, "rmi", "DAL-Z2-A01-R01-B01"],
    ["Circuit boards – high grade", 1, 390, "rmi", "DAL-Z2-A01-R01-B02"],
    ["Circuit boards – low grade", 1, 610, "rmi", "DAL-Z2-A01-R02-B01"],
    ["Circuit boards – low grade", 1, 585, "rmi", "DAL-Z2-A01-R02-B02"],
    ["Insulated copper wire", 1, 350, "rmi", "DAL-Z2-A01-R03-B01"],
    ["Insulated copper wire", 1, 330, "rmi", "DAL-Z2-A01-R03-B02"],
    ["Aluminum heat sinks", 1, 280, "rmi", "DAL-Z2-A02-R01-B01"],
    ["Aluminum heat sinks", 1, 260, "rmi", "DAL-Z2-A02-R01-B02"],
  ],
  serials: [],
  // What the client is paid per lb: the outbound load builder's cost.
  yieldPrices: {
    "Circuit boards – high grade": 2.9,
    "Circuit boards – low grade": 0.8,
    "Insulated copper wire": 1.45,
    "Aluminum heat sinks": 0.55,
  },
};

/** What the buyer pays per lb (its outbound price list): the load builder's unit prices. */
const BUYER_PRICES: [string, number][] = [
  ["Circuit boards – high grade", 3.85],
  ["Circuit boards – low grade", 1.1],
  ["Insulated copper wire", 1.95],
  ["Aluminum heat sinks", 0.78],
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The outbound demo (issue 18), through the use cases: Globex commodity received and put away at
 * DAL, the buyer Evergreen Metals Recovery's outbound prices, then three loads to it — one built in
 * the load builder (building, on the pick list), one picked and packed onto two pallets (ready to
 * ship), and one shipped and delivered (its pallets' assets carry the shipment in their evidence).
 */
export async function seedDemoOutbound(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  await receiveDemoStock(operator, [COMMODITY]);
  const [dal] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  const [buyer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, BUYER));
  if (!dal || !buyer) throw new Error("the outbound demo needs DAL and its buyer");
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.name,
        BUYER_PRICES.map(([name]) => name),
      ),
    );
  const productId = (name: string) => {
    const row = productRows.find((p) => p.name === name);
    if (!row) throw new Error(`the demo product ${name} is missing`);
    return row.id;
  };
  await saveAccountPrices(
    operator,
    buyer.id,
    "outbound",
    PricesBody.parse({
      entries: BUYER_PRICES.map(([name, price]) => ({
        productId: productId(name),
        method: "unit_price",
        unit: "lbs",
        price,
      })),
    }),
  );
  const pallets = await db
    .select({ id: assets.id, barcode: assets.barcode })
    .from(assets)
    .where(
      and(
        inArray(
          assets.barcode,
          COMMODITY.pallets.map((_, i) => `GLXP${String(i + 1).padStart(4, "0")}`),
        ),
        isNull(assets.closedAt),
      ),
    )
    .orderBy(asc(assets.barcode));
  const barcode = (n: number) => (pallets[n - 1] as { barcode: string }).barcode;
  const id = (n: number) => (pallets[n - 1] as { id: number }).id;

  // Built in the load builder: high-grade boards and copper at the buyer's prices.
  await confirmLoad(
    operator,
    LoadBuilderConfirmBody.parse({
      warehouseId: dal.id,
      accountId: buyer.id,
      shipmentSize: "ltl",
      transportType: "broker",
      scheduledDate: inDays(6),
      scheduledTime: "10:00",
      clientRef: "EMR-PO-7731",
      products: [
        { productId: productId("Circuit boards – high grade"), unitPrice: 3.85, marginPercent: null },
        { productId: productId("Insulated copper wire"), unitPrice: 1.95, marginPercent: null },
      ],
      assetIds: [id(1), id(5)],
    }),
  );

  // Picked and packed onto two pallets: ready to ship.
  const packed = await shippableLoad(operator, dal.id, buyer.id, inDays(2), "EMR-PO-7725", [
    barcode(3),
    barcode(4),
  ]);
  for (const b of [barcode(3), barcode(4)]) {
    const unit = await createPackingList(operator, packed, "pallet");
    await addToPackingList(operator, unit.id, b);
    await updatePackingList(operator, unit.id, { grossWeight: 640, tareWeight: 45, status: "closed" });
  }
  await updateActivity(operator, packed, { status: "picked" });
  await updateActivity(operator, packed, { status: "packed" });

  // Shipped and delivered: the heat sinks left on one gaylord.
  const shipped = await shippableLoad(operator, dal.id, buyer.id, inDays(0), "EMR-PO-7712", [
    barcode(7),
    barcode(8),
  ]);
  const gaylord = await createPackingList(operator, shipped, "gaylord");
  for (const b of [barcode(7), barcode(8)]) await addToPackingList(operator, gaylord.id, b);
  await updatePackingList(operator, gaylord.id, { grossWeight: 580, tareWeight: 60, status: "closed" });
  for (const status of ["picked", "packed", "shipped", "delivered"] as const)
    await updateActivity(operator, shipped, { status });
}

/** An outbound load to the buyer with these stock assets reserved and picked; answers its slug. */
async function shippableLoad(
  operator: ServiceContext,
  warehouseId: number,
  buyerId: number,
  shipDate: string,
  clientRef: string,
  barcodes: string[],
): Promise<string> {
  const load = await createActivity(
    operator,
    ActivityBody.parse({
      type: "outbound",
      accountId: buyerId,
      warehouseId,
      shipmentSize: "ltl",
      transportType: "broker",
      scheduledDate: shipDate,
      scheduledTime: "14:00",
      clientRef,
    }),
  );
  await reserveStock(
    operator,
    load.slug,
    ReserveStockBody.parse({ barcodes, assignedTo: operator.actor.id }),
  );
  for (const b of barcodes) await pickAsset(operator, b);
  return load.slug;
}
