import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  asnItems,
  assetHolds,
  assets,
  certificateAssets,
  certificates,
  destructionBatches,
  events,
  productClasses,
  products,
  sanitizationRecords,
  testResults,
  testSuites,
  testSuiteVersions,
} from "../../db/schema";
import { insertLoad, userId } from "../activities/activity-records.fixtures";
import { insertAsnItems, unique } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let laptopId: number;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  const [cls] = await t.database.db
    .insert(productClasses)
    .values({ name: `Evidence laptops ${unique()}`, serialized: true, r2MaterialType: "data" })
    .returning({ id: productClasses.id });
  classId = cls?.id as number;
  const [product] = await t.database.db
    .insert(products)
    .values({ name: `Evidence laptop ${unique()}`, type: "serialized", classId })
    .returning({ id: products.id });
  laptopId = product?.id as number;
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Receives one laptop through the API and answers its row. */
async function receive(slug: string, serialNumber: string) {
  const barcode = newBarcode("EV");
  const res = await operator({
    method: "POST",
    url: "/spa/assets/bulk",
    payload: { assets: [{ activitySlug: slug, type: "serial", barcode, serialNumber, productId: laptopId }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error("not received");
  return row;
}

/**
 * The rest of a device's chain, written straight to the tables (the calls that write them are
 * built and tested on their own): a lock found, a hold placed and released, a test, a failed
 * erasure and its routing to destruction, a shred, a certificate later revoked.
 */
async function writeChain(asset: { id: number; barcode: string }, load: { id: number; accountId: number }) {
  const db = t.database.db;
  const operatorId = await userId(db, "operator@example.com");
  const loadId = load.id;
  // The ASN came in before the truck; the receipt is moved back so the rest can follow it.
  await db
    .update(asnItems)
    .set({ createdAt: daysAgo(10) })
    .where(eq(asnItems.activityId, loadId));
  await db
    .update(events)
    .set({ createdAt: daysAgo(9) })
    .where(eq(events.assetId, asset.id));
  const event = (days: number, values: Partial<typeof events.$inferInsert>) =>
    db.insert(events).values({
      activityId: loadId,
      barcode: asset.barcode,
      assetId: asset.id,
      action: "updated",
      userId: operatorId,
      createdAt: daysAgo(days),
      ...values,
    });
  await event(8.5, { changes: [{ field: "locks", from: [], to: ["pin_lock"] }] });
  await db.insert(assetHolds).values({
    assetId: asset.id,
    type: "legal_hold",
    status: "released",
    processingInstructions: "Keep until counsel says",
    createdBy: operatorId,
    createdAt: daysAgo(8),
    releasedBy: operatorId,
    releasedAt: daysAgo(7),
  });
  const [suite] = await db
    .insert(testSuites)
    .values({ name: `Evidence suite ${unique()}`, productClassId: classId })
    .returning({ id: testSuites.id });
  const [version] = await db
    .insert(testSuiteVersions)
    .values({
      suiteId: suite?.id as number,
      version: 2,
      published: true,
      publishedAt: daysAgo(30),
      questions: [],
      evaluation: {},
    })
    .returning({ id: testSuiteVersions.id });
  await db.insert(testResults).values({
    assetId: asset.id,
    suiteId: suite?.id as number,
    versionId: version?.id as number,
    answers: {},
    evaluation: { overallGrade: "B", cosmeticGrade: "B", functionalGrade: "A" },
    testedBy: operatorId,
    createdAt: daysAgo(6),
    updatedAt: daysAgo(6),
  });
  const [failed] = await db
    .insert(sanitizationRecords)
    .values({
      assetId: asset.id,
      kind: "erasure",
      method: "purge",
      tool: "Blancco 7",
      passes: 3,
      result: "failed",
      startedAt: daysAgo(5.1),
      finishedAt: daysAgo(5),
      operatorId,
    })
    .returning({ id: sanitizationRecords.id });
  await event(4.9, {
    action: "Routed to destruction",
    rule: "failed_erasure_to_destruction",
    message: "A device whose erasure failed is routed to destruction",
    changes: [{ field: "r2Classification", from: null, to: "recycle" }],
  });
  const [batch] = await db
    .insert(destructionBatches)
    .values({ method: "shredded", machine: "Shredder 2", witness: "Wanda Witness", destroyedAt: daysAgo(4) })
    .returning({ id: destructionBatches.id });
  const [shred] = await db
    .insert(sanitizationRecords)
    .values({
      assetId: asset.id,
      kind: "destruction",
      method: "shredded",
      result: "passed",
      finishedAt: daysAgo(4),
      batchId: batch?.id,
      source: "batch",
      operatorId,
    })
    .returning({ id: sanitizationRecords.id });
  const number = `COD-2026-${unique()}`;
  const [certificate] = await db
    .insert(certificates)
    .values({
      number,
      activityId: loadId,
      accountId: load.accountId,
      kind: "destruction",
      status: "revoked",
      sha256: "a".repeat(64),
      serialCount: 1,
      dataBearingCount: 1,
      issuedBy: operatorId,
      issuedAt: daysAgo(3),
      revokedBy: operatorId,
      revokedAt: daysAgo(2),
      revokeReason: "Wrong account",
    })
    .returning({ id: certificates.id });
  await db
    .insert(certificateAssets)
    .values({ certificateId: certificate?.id as number, assetId: asset.id, recordId: shred?.id });
  return { batchId: batch?.id as number, number, failedId: failed?.id as number };
}

describe("GET /assets/{barcode}/evidence", () => {
  it("tells a serial's chain in time order: ASN line, receipt, lock, hold, test, sanitization, routing, certificate", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const serial = `EVSN${unique()}`;
    await insertAsnItems(t.database.db, load.id, [
      { serialNumber: serial.toLowerCase(), productName: "Latitude 7490" },
    ]);
    const asset = await receive(load.slug, serial);
    expect(asset.asnItemId).not.toBeNull();
    const { batchId, number } = await writeChain(asset, load);

    const res = await operator({ method: "GET", url: `/spa/assets/${asset.barcode.toLowerCase()}/evidence` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      barcode: asset.barcode,
      serialNumber: serial,
      dataBearing: true,
      state: "destroyed",
    });
    const batch = `DB-${String(batchId).padStart(6, "0")}`;
    expect(body.steps.map((s: { step: string; title: string }) => [s.step, s.title])).toEqual([
      ["announced", `Announced on ${load.slug}, ASN row 2`],
      ["received", `Received on ${load.slug}`],
      ["lock", "Locks found PIN lock"],
      ["hold", "Legal hold placed"],
      ["hold", "Legal hold released"],
      ["test", expect.stringMatching(/^Tested with Evidence suite \d+ v2: grade B$/)],
      ["sanitization", "Erasure failed: purge, 3 passes, failed, tool Blancco 7"],
      ["disposition", "Routed: R2 classification Recycle (rule failed_erasure_to_destruction)"],
      ["sanitization", `Destroyed: shredded in batch ${batch}, on Shredder 2, witness Wanda Witness`],
      ["certificate", `Certificate of data destruction ${number} issued`],
      ["certificate", `Certificate ${number} revoked: Wrong account`],
    ]);
    const byStep = (name: string) => body.steps.find((s: { step: string }) => s.step === name);
    expect(byStep("announced").details).toMatchObject({
      row: 2,
      serialNumber: serial.toLowerCase(),
      product: "Latitude 7490",
    });
    expect(byStep("received").by).toBeTruthy();
    expect(byStep("test").details).toMatchObject({ version: 2, grade: "B", functionalGrade: "A" });
    expect(byStep("disposition").details).toMatchObject({
      r2Classification: "recycle",
      rule: "failed_erasure_to_destruction",
    });
    expect(byStep("certificate").details).toMatchObject({ number, status: "revoked", load: load.slug });
    const times = body.steps.map((s: { at: string }) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("answers a device with nothing but its receipt, and one never announced has no ASN step", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const asset = await receive(load.slug, `EVSN${unique()}`);
    expect(asset.asnItemId).toBeNull();
    const body = (await operator({ method: "GET", url: `/spa/assets/${asset.barcode}/evidence` })).json();
    expect(body).toMatchObject({ dataBearing: true, state: "missing" });
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual(["received"]);
  });

  it("shows a client its own device; another client's, an unknown barcode and no sign-in are refused", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const asset = await receive(load.slug, `EVSN${unique()}`);
    const own = await client({ method: "GET", url: `/spa/client/assets/${asset.barcode}/evidence` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().steps[0]).toMatchObject({ step: "received", title: `Received on ${load.slug}` });
    const other = await otherClient({ method: "GET", url: `/spa/client/assets/${asset.barcode}/evidence` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: expect.stringContaining("not found") });
    expect((await operator({ method: "GET", url: "/spa/assets/NOPE-EVIDENCE-1/evidence" })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/spa/assets/${asset.barcode}/evidence` })).statusCode,
    ).toBe(401);
  });
});
