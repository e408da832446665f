import {
  ActivityBody,
  AssetBody,
  type AssetInput,
  BulkSerialsBody,
  ComponentsBody,
  ErasureBody,
  PackLpnBody,
  RoutingBody,
  type TestAnswers,
  WorkScanBody,
} from "@ops/domain";
import { eq, inArray } from "drizzle-orm";
import { createActivity } from "../../areas/activities/use-cases/create-activity";
import { createAssets, updateAsset } from "../../areas/assets/assets.service";
import { createComponents } from "../../areas/itad/components";
import { packLpn } from "../../areas/itad/lpns";
import { routeAssets } from "../../areas/itad/routing";
import { recordErasure } from "../../areas/itad/sanitization.service";
import { bulkCreateSerials } from "../../areas/itad/serials";
import { createTestResult } from "../../areas/testing/test-results.service";
import { getTestSuite, listTestSuites } from "../../areas/testing/test-suites.service";
import { scanIn } from "../../areas/work/work-assets.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { assets, products } from "../schema";
import { demoOperatorContext } from "./demo-actor";
import { demoLoadOf } from "./demo-assets";

const TECHNICIAN = "priya.patel@example.com";
const LAPTOP_SERIALS = Array.from({ length: 10 }, (_, i) => `PF3K${String(2201 + i)}`);

async function productId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!row) throw new Error(`the demo product ${name} is missing`);
  return row.id;
}

async function idOf(db: Db, barcode: string): Promise<number> {
  const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`the demo asset ${barcode} is missing`);
  return row.id;
}

/** The newest published version of a demo suite, by name. */
async function publishedSuite(ctx: ServiceContext, name: string) {
  const suite = (await listTestSuites(ctx)).find((s) => s.name === name);
  if (!suite) throw new Error(`the demo ${name} suite is missing`);
  const version = (await getTestSuite(ctx, suite.id)).versions.filter((v) => v.published).at(-1);
  if (!version) throw new Error(`the demo ${name} suite has no published version`);
  return { testSuiteId: suite.id, versionId: version.id };
}

const laptopAnswers = (lid: string, display: string): TestAnswers => ({
  lid,
  palmrest: "light_wear",
  powers_on: true,
  keyboard: true,
  display,
  ...(display === "pixels" ? { dead_pixels: 2 } : {}),
  battery_health: 81,
  data_wiped: true,
});

/**
 * IT asset disposition on the floor, through the same use cases the screens call: an ITAD job on
 * the received outside-plant load with ten laptops bulk-created into a bin, four of them tested
 * and graded, three packed into an LPN and routed to resale, a drive harvested from one and
 * another found locked (so held); and the Dallas mobility activity with phones, one graded and
 * one activation-locked.
 */
export async function seedDemoItad(operator: ServiceContext): Promise<void> {
  const db = operator.db;
  const technician = await demoOperatorContext(db, TECHNICIAN);
  const load = await demoLoadOf(db, "Acme Telecom – Outside Plant", "received");
  const phone = await productId(db, "Apple iPhone 13");
  const galaxy = await productId(db, "Samsung Galaxy S21");
  // The account's asset form asks for the CPE pallet ids of what arrives.
  const common = { activitySlug: load, attributes: { palletIds: ["CPE-88123"] } };
  const received: AssetInput[] = [
    { ...common, barcode: "ACOB0010", type: "serial_bin", grossWeight: 64, netWeight: 52 },
    { ...common, barcode: "ACOB0011", type: "serial_bin", grossWeight: 9, netWeight: 6 },
    ...["356789112233441", "356789112233458", "352145667788990"].map((imei, i) => ({
      ...common,
      barcode: `ACOM${String(i + 1).padStart(4, "0")}`,
      type: "serial" as const,
      serialNumber: imei,
      parentBarcode: "ACOB0011",
      productId: i === 2 ? galaxy : phone,
      grossWeight: 0.5,
      netWeight: 0.4,
    })),
  ];
  await createAssets(
    operator,
    received.map((a) => AssetBody.parse(a)),
  );

  const job = await createActivity(
    operator,
    ActivityBody.parse({
      type: "itad",
      loadSlug: load,
      description: "Plano office refresh: test, grade and route the laptops",
    }),
  );
  await scanIn(technician, job.slug, WorkScanBody.parse({ barcode: "ACOB0010" }));
  const created = await bulkCreateSerials(
    technician,
    job.slug,
    BulkSerialsBody.parse({
      binBarcode: "ACOB0010",
      text: LAPTOP_SERIALS.join("\n"),
      productId: await productId(db, "Dell Latitude 7420"),
      requestKey: "demo-itad-laptops",
    }),
  );
  if (!("barcodes" in created)) throw new Error("the demo serials were not created at once");
  const [a, b, c, d, locked] = created.barcodes as [string, string, string, string, string];

  const laptop = await publishedSuite(technician, "Laptop");
  const grades: [string, TestAnswers][] = [
    [a, laptopAnswers("like_new", "ok")],
    [b, laptopAnswers("light_wear", "ok")],
    [c, laptopAnswers("like_new", "ok")],
    [d, laptopAnswers("visible_wear", "pixels")],
  ];
  for (const [barcode, answers] of grades)
    await createTestResult(technician, { barcode, ...laptop, answers, activitySlug: job.slug });

  // Laptops bear data: they go to resale only after a passed, verified erasure (erasure_before_reuse).
  for (const barcode of [a, b, c])
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
  await packLpn(technician, job.slug, PackLpnBody.parse({ barcodes: [a, b, c] }));
  await routeAssets(
    technician,
    job.slug,
    RoutingBody.parse({ barcodes: [a, b, c], disposition: "resold_or_recycled", r2Classification: "resale" }),
  );
  await createComponents(
    technician,
    d,
    ComponentsBody.parse({
      components: [
        { productId: await productId(db, "Hard drives – 3.5 in loose"), serialNumber: "WD-WCC4N7KX2201" },
      ],
    }),
  );
  await updateAsset(technician, await idOf(db, locked), { locks: ["computrace_lock"] });

  // Mobility: the phones go to the Dallas mobility activity the way the scan screen moves them.
  const mobility = "dal-mobility";
  for (const barcode of ["ACOB0011"])
    await updateAsset(technician, await idOf(db, barcode), { activitySlug: mobility });
  const phones = await db
    .select({ id: assets.id, barcode: assets.barcode })
    .from(assets)
    .where(inArray(assets.barcode, ["ACOM0001", "ACOM0002", "ACOM0003"]));
  for (const p of phones) await updateAsset(technician, p.id, { activitySlug: mobility });
  const phoneSuite = await publishedSuite(technician, "Phone");
  await createTestResult(technician, {
    barcode: "ACOM0001",
    ...phoneSuite,
    activitySlug: mobility,
    answers: {
      screen: "light_wear",
      housing: "like_new",
      powers_on: true,
      account_locked: true,
      touch: true,
    },
  });
  const lockedPhone = phones.find((p) => p.barcode === "ACOM0003");
  if (lockedPhone) await updateAsset(technician, lockedPhone.id, { locks: ["fmip_locked"] });
}
