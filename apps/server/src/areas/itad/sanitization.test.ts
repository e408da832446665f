import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { assets, productClasses, products } from "../../db/schema";
import { insertLoad, userId } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";
import { holdAsset } from "../assets/assets.fixtures";
import { insertItadJob } from "./itad.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
/** A product whose class is R2 material `data` (a laptop): its assets bear data. */
let laptop: number;
/** A product of no class: its assets bear no data. */
let cable: number;
let load: { id: number; slug: string; accountId: number };

/** A product of a class whose R2 material is `data`, written straight to the database. */
async function dataBearingProduct(): Promise<number> {
  const db = t.database.db;
  const [cls] = await db
    .insert(productClasses)
    .values({ name: `Laptops ${randomInt(1e8)}`, serialized: true, r2MaterialType: "data" })
    .returning({ id: productClasses.id });
  const [product] = await db
    .insert(products)
    .values({ name: `Laptop ${randomInt(1e8)}`, type: "serialized", classId: cls?.id as number })
    .returning({ id: products.id });
  return product?.id as number;
}

/** `n` serial devices of the product received on the activity; answers their barcodes. */
async function devices(
  n: number,
  productId: number,
  on: { id: number; accountId: number } = load,
): Promise<string[]> {
  const barcodes = Array.from({ length: n }, () => `SD${randomInt(100_000_000, 999_999_999)}`);
  await insertAssets(
    t.database.db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: on.id,
      accountId: on.accountId,
      serialNumber: `SN${barcode}`,
      productId,
      type: "serial",
    })),
  );
  return barcodes;
}

const erasure = (overrides: Record<string, unknown> = {}) => ({
  tool: "Blancco 8",
  method: "purge",
  passes: 3,
  result: "passed",
  verified: true,
  finishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

async function rowOf(barcode: string) {
  const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`no asset ${barcode}`);
  return row;
}

async function eventsOf(barcode: string) {
  const result = (await t.database.db.execute(
    sql`select action, message, rule, changes from events where barcode = ${barcode} order by id`,
  )) as unknown as {
    rows: { action: string; message: string | null; rule: string | null; changes: unknown }[];
  };
  return result.rows;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  laptop = await dataBearingProduct();
  cable = await insertProduct(t.database.db, `Cable ${randomInt(1e8)}`);
  load = await insertLoad(t.database.db, "Northwind Health");
});
afterAll(() => t.close());

describe("an asset's sanitization", () => {
  it("answers 401 without a session and 404 to a client of another account", async () => {
    const [barcode] = await devices(1, laptop);
    const anonymous = await t.app.inject({ method: "GET", url: `/spa/assets/${barcode}/sanitization` });
    expect(anonymous.statusCode).toBe(401);
    const other = await otherClient({ method: "GET", url: `/spa/client/assets/${barcode}/sanitization` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Asset not found" });
  });

  it("shows a data-bearing device without records as missing, to the operator and its client", async () => {
    const [barcode] = await devices(1, laptop);
    const mine = await client({ method: "GET", url: `/spa/client/assets/${barcode}/sanitization` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ barcode, dataBearing: true, state: "missing", records: [] });
    const [plain] = await devices(1, cable);
    const res = await operator({ method: "GET", url: `/spa/assets/${plain?.toLowerCase()}/sanitization` });
    expect(res.json()).toMatchObject({ barcode: plain, dataBearing: false, state: "not_required" });
  });

  it("records a passed, verified erasure: the device is erased, with an event saying how", async () => {
    const [barcode] = await devices(1, laptop);
    const res = await operator({
      method: "POST",
      url: `/spa/assets/${barcode}/erasures`,
      payload: erasure(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: "erased",
      routed: null,
      record: {
        kind: "erasure",
        method: "purge",
        tool: "Blancco 8",
        passes: 3,
        result: "passed",
        verified: true,
      },
    });
    expect(res.json().record.operator).toEqual({
      id: await userId(t.database.db, "operator@example.com"),
      name: expect.any(String),
    });
    const events = await eventsOf(barcode as string);
    expect(events.map((e) => [e.action, e.message])).toEqual([
      ["Erasure recorded", "purge, 3 passes, passed, verified, tool Blancco 8"],
    ]);
    const read = await client({ method: "GET", url: `/spa/client/assets/${barcode}/sanitization` });
    expect(read.json()).toMatchObject({
      state: "erased",
      records: [{ source: "manual", tool: "Blancco 8" }],
    });
  });

  it("routes a device whose erasure failed to recycle, with an event naming the rule", async () => {
    const [barcode] = await devices(1, laptop);
    const res = await operator({
      method: "POST",
      url: `/spa/assets/${barcode}/erasures`,
      payload: erasure({ result: "failed", passes: null }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: "failed",
      routed: { r2Classification: "recycle", rule: "failed_erasure_to_destruction" },
    });
    expect((await rowOf(barcode as string)).r2Classification).toBe("recycle");
    const routed = (await eventsOf(barcode as string)).find((e) => e.action === "Routed to destruction");
    expect(routed?.rule).toBe("failed_erasure_to_destruction");
    expect(routed?.message).toContain("failed_erasure_to_destruction");
    expect(routed?.changes).toEqual([{ field: "r2Classification", from: null, to: "recycle" }]);
  });

  it("refuses bad input with 422 on its field, and an asset without data with 409", async () => {
    const [barcode] = await devices(1, laptop);
    const url = `/spa/assets/${barcode}/erasures`;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const bad = await operator({
      method: "POST",
      url,
      payload: erasure({ method: "shred", tool: " ", finishedAt: future }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      method: ["Choose the method: clear or purge"],
      tool: ["Name the erasure tool"],
      finishedAt: ["Finished cannot be in the future"],
    });
    const nobody = await operator({ method: "POST", url, payload: erasure({ operatorId: 999_999 }) });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.operatorId).toEqual(["No operator user has id 999999"]);
    const clientId = await userId(t.database.db, "client@example.com");
    const notOperator = await operator({ method: "POST", url, payload: erasure({ operatorId: clientId }) });
    expect(notOperator.json().errors.operatorId).toEqual([`No operator user has id ${clientId}`]);
    const late = await operator({
      method: "POST",
      url,
      payload: erasure({
        startedAt: new Date().toISOString(),
        finishedAt: new Date(Date.now() - 1000).toISOString(),
      }),
    });
    expect(late.json().errors.startedAt).toEqual(["Started must be before finished"]);
    const [plain] = await devices(1, cable);
    const noData = await operator({
      method: "POST",
      url: `/spa/assets/${plain}/erasures`,
      payload: erasure(),
    });
    expect(noData.statusCode).toBe(409);
    expect(noData.json().message).toContain("bears no data");
    const missing = await operator({
      method: "POST",
      url: "/spa/assets/NOPE404/erasures",
      payload: erasure(),
    });
    expect(missing.statusCode).toBe(404);
    const read = await operator({ method: "GET", url: `/spa/assets/${barcode}/sanitization` });
    expect(read.json().records).toEqual([]);
  });

  it("lets a client read but never record an erasure", async () => {
    const [barcode] = await devices(1, laptop);
    const asClient = await client({
      method: "POST",
      url: `/spa/assets/${barcode}/erasures`,
      payload: erasure(),
    });
    expect([403, 404]).toContain(asClient.statusCode);
    const clientFamily = await client({
      method: "POST",
      url: `/spa/client/assets/${barcode}/erasures`,
      payload: erasure(),
    });
    expect(clientFamily.statusCode).toBe(404);
    const read = await client({ method: "GET", url: `/spa/client/assets/${barcode}/sanitization` });
    expect(read.json().records).toEqual([]);
  });
});

describe("rule erasure_before_reuse", () => {
  it("refuses an asset update to resale without a verified erasure, changing nothing", async () => {
    const [barcode] = await devices(1, laptop);
    const before = await rowOf(barcode as string);
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${before.id}`,
      payload: { r2Classification: "resale", notes: "try" },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(`${barcode} bears data and has no erasure record`);
    expect(res.json().message).toContain("erasure_before_reuse");
    const after = await rowOf(barcode as string);
    expect([after.r2Classification, after.notes]).toEqual([before.r2Classification, before.notes]);
  });

  it("refuses an unverified erasure for donation, and allows resale once erased", async () => {
    const [barcode] = await devices(1, laptop);
    const id = (await rowOf(barcode as string)).id;
    await operator({
      method: "POST",
      url: `/spa/assets/${barcode}/erasures`,
      payload: erasure({ verified: false }),
    });
    const donation = await operator({
      method: "PUT",
      url: `/spa/assets/${id}`,
      payload: { disposition: "donation" },
    });
    expect(donation.statusCode, donation.body).toBe(409);
    expect(donation.json().message).toContain("has an erasure that was not verified");
    await operator({ method: "POST", url: `/spa/assets/${barcode}/erasures`, payload: erasure() });
    const resale = await operator({
      method: "PUT",
      url: `/spa/assets/${id}`,
      payload: { r2Classification: "resale" },
    });
    expect(resale.statusCode, resale.body).toBe(200);
    expect((await rowOf(barcode as string)).r2Classification).toBe("resale");
  });

  it("leaves a held device's refusal to the hold, the more specific reason", async () => {
    const [barcode] = await devices(1, laptop);
    await holdAsset(t.database.db, barcode as string);
    const id = (await rowOf(barcode as string)).id;
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${id}`,
      payload: { r2Classification: "resale" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${barcode} is on hold`);
  });

  it("does not apply to assets that bear no data", async () => {
    const [plain] = await devices(1, cable);
    const id = (await rowOf(plain as string)).id;
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${id}`,
      payload: { r2Classification: "reuse" },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a bulk asset update naming the device, changing none", async () => {
    const plain = await devices(1, cable);
    const data = await devices(2, laptop);
    const res = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: { barcodes: [...plain, ...data], changes: { r2Classification: "reuse" } },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(`${data[0]} bears data`);
    expect(res.json().message).toContain("and 1 more device");
    expect((await rowOf(plain[0] as string)).r2Classification).toBeNull();
  });

  it("refuses ITAD bulk routing to resale without erasure, and routes to recycle", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const barcodes = await devices(2, laptop, job);
    const url = `/spa/activities/${job.slug}/routing`;
    const refused = await operator({
      method: "POST",
      url,
      payload: { barcodes, disposition: "resold_or_recycled", r2Classification: "resale" },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain("rule erasure_before_reuse");
    expect((await rowOf(barcodes[0] as string)).disposition).toBeNull();
    const recycle = await operator({
      method: "POST",
      url,
      payload: { barcodes, disposition: "resold_or_recycled", r2Classification: "recycle" },
    });
    expect(recycle.statusCode, recycle.body).toBe(200);
    expect((await rowOf(barcodes[1] as string)).r2Classification).toBe("recycle");
  });
});
