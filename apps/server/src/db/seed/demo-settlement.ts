import {
  ActivityBody,
  AdjustmentBody,
  AssetBody,
  type AssetInput,
  ComponentsBody,
  cents,
  ErasureBody,
  formatCents,
  ListingBody,
  ProgramBody,
  type ProgramRule,
  UpdateDraftBody,
  WorkScanBody,
} from "@ops/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getProgram, updateProgram } from "../../areas/accounts/programs.service";
import { createActivity, updateActivity } from "../../areas/activities/activities.service";
import { setProgramServices } from "../../areas/activities/program-services.service";
import { createAssets } from "../../areas/assets/assets.service";
import { priceLoad } from "../../areas/assets/pricing.service";
import { putAway } from "../../areas/inventory/putaway.service";
import { createComponents } from "../../areas/itad/components";
import { recordErasure } from "../../areas/itad/sanitization.service";
import { sellOnListing } from "../../areas/listings/listing-asset-actions";
import { reserveOnListing } from "../../areas/listings/listing-reserve";
import { createListing } from "../../areas/listings/listings.service";
import { updateDraft } from "../../areas/settlement/draft.service";
import { addAdjustment, finalize } from "../../areas/settlement/statement.service";
import { getStatement } from "../../areas/settlement/statement-read";
import { scanIn } from "../../areas/work/work-assets.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { rowsOf } from "../paging";
import { accounts, activities, locations, products, programs, services, warehouses } from "../schema";
import { demoOperatorContext } from "./demo-actor";
import { csv, demoLoadOf } from "./demo-assets";

const today = () => new Date().toISOString().slice(0, 10);
const TECHNICIAN = "priya.patel@example.com";

async function idOf(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`the settlement demo's ${what} is missing`);
  return row.id;
}

const accountOf = (db: Db, name: string) =>
  idOf(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)), `account ${name}`);
const productOf = (db: Db, name: string) =>
  idOf(
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, name))
      .orderBy(asc(products.id))
      .limit(1),
    `product ${name}`,
  );

/** The account's active program (the pricing demo made one per client account). */
async function programOf(db: Db, accountId: number): Promise<number> {
  return idOf(
    db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.accountId, accountId), eq(programs.active, true)))
      .orderBy(asc(programs.id))
      .limit(1),
    `program of account ${accountId}`,
  );
}

/** Adds a rule to a program through the program form's use case (its parameters validated there). */
async function addRule(ctx: ServiceContext, accountId: number, programId: number, rule: ProgramRule) {
  const p = await getProgram(ctx, accountId, programId);
  await updateProgram(
    ctx,
    accountId,
    programId,
    ProgramBody.parse({
      name: p.name,
      description: p.description,
      serviceCategories: p.serviceCategories,
      serviceIds: p.serviceIds,
      rules: [...p.rules.filter((r) => r.type !== rule.type), rule],
      templateId: p.templateId,
      active: p.active,
      certificateType: p.certificateType,
    }),
  );
}

/** The load's first work order (the statement-of-work rule opens one on receipt), or a new shop order. */
async function workOrderOf(ctx: ServiceContext, loadId: number, loadSlug: string): Promise<string> {
  const [order] = await ctx.db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.loadId, loadId))
    .orderBy(asc(activities.id))
    .limit(1);
  if (order) return order.slug;
  const created = await createActivity(
    ctx,
    ActivityBody.parse({
      type: "shop_order",
      loadSlug,
      description: "Harvest the drives of the damaged laptops",
    }),
  );
  return created.slug;
}

async function newLoad(
  ctx: ServiceContext,
  account: { id: number; programId: number },
  fields: { clientRef: string; attributes: Record<string, unknown>; time: string },
): Promise<string> {
  const [dal] = await ctx.db.select().from(warehouses).where(eq(warehouses.shortName, "DAL"));
  if (!dal) throw new Error("the demo warehouse DAL is missing");
  const load = await createActivity(
    ctx,
    ActivityBody.parse({
      type: "inbound",
      status: "scheduled",
      accountId: account.id,
      programId: account.programId,
      warehouseId: dal.id,
      shipmentSize: "ltl",
      transportType: "contracted_cdl",
      scheduledDate: today(),
      scheduledTime: fields.time,
      clientRef: fields.clientRef,
      attributes: fields.attributes,
    }),
  );
  await updateActivity(ctx, load.slug, { status: "received" });
  return load.slug;
}

const LAPTOP = "Dell Latitude 7420";
/** Serial pricing of four laptops; the others settle by revenue share when they sell. */
const SERIAL_PRICES: [string, number][] = [
  ["NWSS0001", 185],
  ["NWSS0002", 172.5],
  ["NWSS0003", 160],
  ["NWSS0004", 148.25],
];

/**
 * Northwind Health's settled load under its Secure ITAD program (revenue share 70 %, hard-drive
 * credit, triage, the statement-of-work shop order and move_load_to_priced; the demo adds a fixed
 * freight charge): eight laptops and a pallet of keyboards received, drives harvested from two
 * laptops, the pallet priced by yield and four laptops by serial pricing, the shop order
 * completed and the load marked processed, so the program's rule prices it and freezes the
 * statement; then an adjustment, and a laptop sold on a listing adds its revenue-share line.
 */
async function seedFinalStatement(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  const technician = await demoOperatorContext(db, TECHNICIAN);
  const accountId = await accountOf(db, "Northwind Health");
  const programId = await programOf(db, accountId);
  await addRule(operator, accountId, programId, { type: "fixed_freight_cost", params: { amount: 95 } });
  const slug = await newLoad(
    operator,
    { id: accountId, programId },
    {
      clientRef: "NWS-SETTLE",
      time: "10:00",
      attributes: { projectType: "Business as Usual", businessUnit: "CC 4410 / GL 7200 / Co 01 for resale" },
    },
  );
  const laptop = await productOf(db, LAPTOP);
  const common = { activitySlug: slug, source: "customer" as const };
  const bodies: AssetInput[] = [
    {
      ...common,
      barcode: "NWSP0001",
      type: "pallet",
      // A gaylord of keyboards and mice, sold by weight: one piece.
      productId: await productOf(db, "Keyboards and mice"),
      quantity: 1,
      grossWeight: 130,
      netWeight: 117,
    },
    ...Array.from({ length: 8 }, (_, i) => ({
      ...common,
      barcode: `NWSS${String(i + 1).padStart(4, "0")}`,
      type: "serial" as const,
      serialNumber: `5CG3311S${String(i + 1).padStart(2, "0")}`,
      productId: laptop,
      grossWeight: 5.1,
      netWeight: 4.6,
    })),
  ];
  await createAssets(
    operator,
    bodies.map((b) => AssetBody.parse(b)),
  );
  // The drives come out on the shop order the program opened on receipt (one is made if not).
  const loadId = await idOf(
    db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug)),
    slug,
  );
  const order = await workOrderOf(operator, loadId, slug);
  await scanIn(technician, order, WorkScanBody.parse({ barcodes: ["NWSS0007", "NWSS0008"] }));
  const drive = await productOf(db, "Hard drives – 3.5 in loose");
  for (const [barcode, serialNumber] of [
    ["NWSS0007", "WD-WX41A83K2207"],
    ["NWSS0008", "WD-WX41A83K2208"],
  ] as const)
    await createComponents(
      technician,
      barcode,
      ComponentsBody.parse({ components: [{ productId: drive, serialNumber }] }),
    );
  await priceLoad(operator, slug, "yield", {
    bytes: csv([
      ["Product", "Price"],
      ["Keyboards and mice", 0.45],
    ]),
    fileName: "nws-yield-prices.csv",
  });
  await priceLoad(operator, slug, "serial", {
    bytes: csv([["Barcode", "Price"], ...SERIAL_PRICES]),
    fileName: "nws-serial-prices.csv",
  });
  await updateDraft(
    operator,
    slug,
    UpdateDraftBody.parse({
      paymentType: "ach",
      carrierCost: null,
      miles: null,
      notes: "Paid to the ACH account on file for Northwind Health.",
      manualLines: [],
    }),
  );

  // Two laptops go to the eCommerce shelf, graded and erased, to be listed once the load is settled.
  const forSale = ["NWSS0005", "NWSS0006"];
  const [shelf] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.barcode, "DAL-ECM-01"));
  if (!shelf) throw new Error("the demo location DAL-ECM-01 is missing");
  for (const barcode of forSale) {
    await putAway(operator, { barcode, locationId: shelf.id });
    await recordErasure(
      technician,
      barcode,
      ErasureBody.parse({
        tool: "Blancco Drive Eraser",
        method: "purge",
        passes: 1,
        result: "passed",
        verified: true,
        finishedAt: new Date().toISOString(),
      }),
    );
  }
  await db.execute(sql`
    update assets a set grade = 'A', floor_price = coalesce((
      select c.min_price from product_assets pa join products p on p.id = pa.product_id
      join ecommerce_cutlines c on c.class_id = p.class_id and c.grade = 'A'
      where pa.asset_id = a.id order by pa.position limit 1), 0)
    where a.barcode = any(${sql.param(forSale)}::text[])`);

  // The shop order the program opened on receipt is completed: move_load_to_priced moves the
  // load through processed to priced, which freezes the statement.
  const orders = await db
    .select({ slug: activities.slug, status: activities.status })
    .from(activities)
    .where(eq(activities.loadId, loadId));
  for (const order of orders) {
    if (order.status === "open") await updateActivity(operator, order.slug, { status: "in_progress" });
    await updateActivity(operator, order.slug, { status: "completed" });
  }
  const [load] = await db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.id, loadId));
  if (load?.status === "received") await updateActivity(operator, slug, { status: "processed" });
  // Answers the final statement as it is when the rule has priced the load.
  await finalize(operator, slug);
  await addAdjustment(
    operator,
    slug,
    AdjustmentBody.parse({
      amount: "-18.00",
      reason: "Keyboard pallet re-wrapped on arrival (torn shrink-wrap), as agreed with Grace Holloway",
    }),
  );

  const listing = await createListing(
    operator,
    ListingBody.parse({
      title: `${LAPTOP}, grade A, tested and wiped`,
      description: "Intel i5, 16 GB, 256 GB SSD. Like new; battery above 90%. Data erased (NIST purge).",
      productId: laptop,
      grade: "A",
      platform: "auction_marketplace",
      price: 240,
      reference: "110587342977",
      status: "listed",
    }),
  );
  await db.transaction(async (tx) => {
    const listed = await reserveOnListing(tx, listing.id, forSale, operator.actor.id);
    const first = listed[0];
    if (first)
      await sellOnListing(
        tx,
        listing.id,
        [{ assetId: first.id, salePrice: 232.5, buyer: "northtexas_it", saleReference: "23-11077-40213" }],
        operator.actor.id,
      );
  });
}

/**
 * Acme Telecom's received load under its recycling program (tiered freight, sort and settle):
 * three pallets of e-scrap and CRTs priced by yield from the account's inbound prices, two
 * services chosen (one without an inbound price, so the draft says it is skipped) and the draft's
 * payment type, carrier cost, miles, notes and a typed credit saved: a live draft.
 */
async function seedDraftStatement(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  const accountId = await accountOf(db, "Acme Telecom");
  const programId = await programOf(db, accountId);
  const slug = await newLoad(
    operator,
    { id: accountId, programId },
    { clientRef: "ACS-RECYCLE", time: "13:30", attributes: { serializedAssets: false, dcaNumbers: [] } },
  );
  const pallets: [string, number][] = [
    ["Mixed e-scrap", 820],
    ["Mixed e-scrap", 760],
    ["CRT monitors", 640],
  ];
  await createAssets(
    operator,
    await Promise.all(
      pallets.map(async ([product, gross], i) =>
        AssetBody.parse({
          activitySlug: slug,
          // The account's asset form asks for the CPE pallet id of what arrives.
          attributes: { palletIds: [`CPE-8830${i + 1}`] },
          barcode: `ACSP${String(i + 1).padStart(4, "0")}`,
          type: "pallet",
          productId: await productOf(db, product),
          quantity: 1,
          grossWeight: gross,
          netWeight: gross - 45,
          source: "customer",
        }),
      ),
    ),
  );
  await priceLoad(operator, slug, "yield", undefined);
  const chosen = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.name, ["Certificate of recycling", "Pallet sort and weigh"]));
  await setProgramServices(operator, slug, { serviceIds: chosen.map((s) => s.id) });
  await updateDraft(
    operator,
    slug,
    UpdateDraftBody.parse({
      paymentType: "check",
      carrierCost: "640.00",
      miles: "212.5",
      notes: "Carrier invoice LSF-44817; miles from the carrier's trip sheet.",
      manualLines: [
        {
          description: "Pallet wrap and labels supplied by the client",
          quantity: "3",
          unit: "pieces",
          unitPrice: "4.50",
          direction: "credit",
        },
      ],
    }),
  );
}

/**
 * The settlement demo (issue 22), through the use cases: a final statement the demo client
 * (Northwind Health) sees and downloads, with value, service, freight, hard-drive and triage
 * lines, an adjustment and a revenue-share line from a later sale; and a draft statement of an
 * Acme Telecom load with its freight inputs entered. Runs after the listings, work and pricing
 * demos.
 */
export async function seedDemoSettlement(operator: ServiceContext): Promise<void> {
  await seedFinalStatement(operator);
  await seedDraftStatement(operator);
  await seedLatePricingAdjustment(operator);
}

/**
 * The demo's first priced Northwind load reached priced (its statement froze) before the assets
 * demo received and priced it by yield, as happens when a load is marked priced too early: the
 * operator corrects the final statement by an adjustment for the value priced afterwards, the
 * way a final statement changes.
 */
async function seedLatePricingAdjustment(operator: ServiceContext): Promise<void> {
  const slug = await demoLoadOf(operator.db, "Northwind Health", "priced");
  const statement = await getStatement(operator, slug);
  if (statement.status !== "final") return;
  const [priced] = await rowsOf<{ value: string | null }>(
    operator.db,
    sql`
    select sum(coalesce(a.value, (select sum(pa.value) from product_assets pa where pa.asset_id = a.id)))::text as value
    from assets a join activities l on l.id = a.receiving_activity_id
    where l.slug = ${slug} and a.harvested_from_id is null`,
  );
  const missing = cents(priced?.value ?? "0") - cents(statement.totals.value);
  if (missing <= 0n) return;
  await addAdjustment(
    operator,
    slug,
    AdjustmentBody.parse({
      amount: formatCents(missing),
      reason: "Yield priced after the statement was final: value of the laptops and keyboards received",
    }),
  );
}
