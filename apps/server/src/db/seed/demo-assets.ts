import { AssetBody, type AssetInput, EventBody } from "@ops/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { uploadAsn } from "../../areas/activities/asns.service";
import { createAssets, updateAsset } from "../../areas/assets/assets.service";
import { priceLoad } from "../../areas/assets/pricing.service";
import { createEvents } from "../../areas/events/events.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { accounts, activities, assets, products } from "../schema";

type DemoReceipt = {
  account: string;
  status: string;
  prefix: string;
  product: string;
  bulkProduct: string;
  /** Serials the client announced (the ASN), and which of them arrived. */
  asnSerials: string[];
  received: number;
  extraSerials: string[];
  attributes?: Record<string, unknown>;
  /** A priced load's yield prices per lb, by product. */
  yieldPrices?: [string, number][];
};

/** The second load repeats a serial of the first: the duplicate-serial flag has something to show. */
const RECEIPTS: DemoReceipt[] = [
  {
    account: "Acme Telecom – Outside Plant",
    status: "received",
    prefix: "ACO",
    product: "Network switch",
    bulkProduct: "Power cables – mixed",
    asnSerials: ["FOC2231Q001X", "FOC2231Q002X", "FOC2231Q003X", "FOC2231Q004X"],
    received: 3,
    extraSerials: ["FOC2231Q099X"],
    attributes: { palletIds: ["CPE-88121", "CPE-88122"] },
  },
  {
    account: "Northwind Health",
    status: "priced",
    prefix: "NWH",
    product: "Laptop – business grade",
    bulkProduct: "Keyboards and mice",
    asnSerials: ["5CG2481JQK", "5CG2481JQL", "5CG2481JQM", "5CG2481JQN", "5CG2481JQP"],
    received: 3,
    extraSerials: ["5CG2481ZZZ", "FOC2231Q002X"],
    yieldPrices: [
      ["Laptop – business grade", 1.85],
      ["Keyboards and mice", 0.22],
    ],
  },
];

/** A CSV file of these rows, as a spreadsheet program writes it (the demo's uploads). */
export const csv = (lines: (string | number)[][]) =>
  Buffer.from(`${lines.map((l) => l.join(",")).join("\r\n")}\r\n`);

/** The first demo load of an account in a status (the demo inbound seed made it). */
export async function demoLoadOf(db: Db, account: string, status: string): Promise<string> {
  const [row] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .innerJoin(accounts, eq(accounts.id, activities.accountId))
    .where(and(eq(accounts.name, account), eq(activities.type, "inbound"), eq(activities.status, status)))
    .orderBy(asc(activities.id))
    .limit(1);
  if (!row) throw new Error(`no ${status} demo load of ${account}`);
  return row.slug;
}

/**
 * Demo assets through the asset use cases, on two loads already received: each load's ASN,
 * then a pallet with two bins — serials in the first (most announced, some missing, one or
 * two extra, one serial also received on the other load), products by weight in the second —
 * and a few events (a reweigh, a note).
 */
export async function seedDemoAssets(ctx: ServiceContext): Promise<void> {
  const names = [...new Set(RECEIPTS.flatMap((r) => [r.product, r.bulkProduct]))];
  const productRows = await ctx.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const productId = (name: string) => {
    const found = productRows.find((p) => p.name === name);
    if (!found) throw new Error(`the demo product ${name} is missing`);
    return found.id;
  };

  for (const r of RECEIPTS) {
    const slug = await demoLoadOf(ctx.db, r.account, r.status);
    await uploadAsn(
      ctx,
      slug,
      {
        bytes: csv([
          ["Serial Number", "Product", "Quantity", "Weight", "Pallet ID"],
          ...r.asnSerials.map((s) => [s, r.product, 1, 16.1, `${r.prefix}-P01`]),
        ]),
        fileName: `${r.prefix.toLowerCase()}-asn.csv`,
      },
      {},
    );
    const pallet = `${r.prefix}P0001`;
    const serialBin = `${r.prefix}B0001`;
    const bulkBin = `${r.prefix}B0002`;
    const common = { activitySlug: slug, attributes: r.attributes ?? {} };
    const serials = [...r.asnSerials.slice(0, r.received), ...r.extraSerials];
    const bodies: AssetInput[] = [
      {
        ...common,
        barcode: pallet,
        type: "pallet",
        grossWeight: 412,
        netWeight: 362,
        stockType: "rmi",
        source: "customer",
      },
      {
        ...common,
        barcode: serialBin,
        type: "serial_bin",
        parentBarcode: pallet,
        grossWeight: 96,
        netWeight: 80,
      },
      {
        ...common,
        barcode: bulkBin,
        type: "bin",
        parentBarcode: pallet,
        productId: productId(r.bulkProduct),
        quantity: 40,
        grossWeight: 210,
        netWeight: 190,
      },
      ...serials.map((serialNumber, i) => ({
        ...common,
        barcode: `${r.prefix}S${String(i + 1).padStart(4, "0")}`,
        type: "serial" as const,
        serialNumber,
        parentBarcode: serialBin,
        productId: productId(r.product),
        grossWeight: 16.1,
        netWeight: 15.4,
        // The last serial is found locked (so held, `locked`): the first ones are scanned into work orders.
        locks: i === serials.length - 1 ? ["bios_lock" as const] : [],
      })),
    ];
    await createAssets(
      ctx,
      bodies.map((b) => AssetBody.parse(b)),
    );
    const [reweighed] = await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, pallet));
    if (reweighed) await updateAsset(ctx, reweighed.id, { grossWeight: 418, netWeight: 368 });
    await createEvents(
      ctx,
      EventBody.parse({
        barcode: serialBin,
        action: "note",
        message: "Shrink-wrap torn on arrival; contents checked against the ASN",
      }),
    );
    if (r.yieldPrices) {
      await priceLoad(ctx, slug, "yield", {
        bytes: csv([["Product", "Price"], ...r.yieldPrices]),
        fileName: "yield-prices.csv",
      });
    }
  }
}
