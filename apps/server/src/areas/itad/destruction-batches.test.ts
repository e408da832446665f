import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { productClasses, products } from "../../db/schema";
import { insertLoad, multipart, PNG_1PX } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let drive: number;
let cable: number;
let load: { id: number; slug: string; accountId: number };

/** A product of a class whose R2 material is `data`, written straight to the database. */
async function dataBearingProduct(): Promise<number> {
  const db = t.database.db;
  const [cls] = await db
    .insert(productClasses)
    .values({ name: `Hard drives ${randomInt(1e8)}`, serialized: true, r2MaterialType: "data" })
    .returning({ id: productClasses.id });
  const [product] = await db
    .insert(products)
    .values({ name: `HDD ${randomInt(1e8)}`, type: "serialized", classId: cls?.id as number })
    .returning({ id: products.id });
  return product?.id as number;
}

/** `n` serial media of the product on the load; answers barcodes and serials. */
async function media(n: number, productId: number) {
  const list = Array.from({ length: n }, () => {
    const serial = `HD${randomInt(100_000_000, 999_999_999)}`;
    return { barcode: `B${serial}`, serial };
  });
  await insertAssets(
    t.database.db,
    list.map((m) => ({
      barcode: m.barcode,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: m.serial,
      productId,
      type: "serial",
    })),
  );
  return list;
}

const batch = (barcodes: string[], overrides: Record<string, unknown> = {}) => ({
  method: "shredded",
  machine: "SSI Q55",
  witness: "Pat Witness",
  destroyedAt: new Date(Date.now() - 3_600_000).toISOString(),
  barcodes,
  ...overrides,
});

const create = (body: Record<string, unknown>, as: Caller = operator) =>
  as({ method: "POST", url: "/spa/destruction_batches", payload: body });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  drive = await dataBearingProduct();
  cable = await insertProduct(t.database.db, `Cable ${randomInt(1e8)}`);
  load = await insertLoad(t.database.db, "Northwind Health");
});
afterAll(() => t.close());

describe("destruction batches", () => {
  it("records a batch by barcodes or serials: a destruction record and a Destroyed event each", async () => {
    const [a, b] = await media(2, drive);
    if (!a || !b) throw new Error("no media");
    const res = await create(batch([a.barcode, b.serial.toLowerCase()], { notes: "Run 1" }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      method: "shredded",
      machine: "SSI Q55",
      witness: "Pat Witness",
      notes: "Run 1",
      hasPhoto: false,
      count: 2,
    });
    expect(body.number).toBe(`DB-${String(body.id).padStart(6, "0")}`);
    expect(body.assets.map((x: { barcode: string }) => x.barcode).sort()).toEqual(
      [a.barcode, b.barcode].sort(),
    );
    expect(body.assets[0]).toMatchObject({ accountName: "Northwind Health", loadSlug: load.slug });
    const state = await operator({ method: "GET", url: `/spa/assets/${a.barcode}/sanitization` });
    expect(state.json()).toMatchObject({
      state: "destroyed",
      records: [{ kind: "destruction", method: "shredded", source: "batch", batchId: body.id }],
    });
    const events = (await t.database.db.execute(
      sql`select action, message from events where barcode = ${b.barcode} order by id`,
    )) as unknown as { rows: { action: string; message: string }[] };
    expect(events.rows).toEqual([
      { action: "Destroyed", message: `Shredded in batch ${body.number} on SSI Q55, witness Pat Witness` },
    ]);
    const got = await operator({ method: "GET", url: `/spa/destruction_batches/${body.id}` });
    expect(got.json()).toEqual(body);
    const list = await operator({ method: "GET", url: `/spa/destruction_batches?search=${body.number}` });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: body.id, count: 2 }] });
  });

  it("refuses unknown scans, media without data and destroyed ones, writing nothing", async () => {
    const [fresh, done] = await media(2, drive);
    const [plain] = await media(1, cable);
    if (!fresh || !done || !plain) throw new Error("no media");
    expect((await create(batch([done.barcode]))).statusCode).toBe(201);
    const before = await operator({ method: "GET", url: "/spa/destruction_batches" });

    const unknown = await create(batch([fresh.barcode, "NOPE1", "NOPE2"]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.barcodes).toEqual(["Unknown: NOPE1, NOPE2"]);
    const noData = await create(batch([fresh.barcode, plain.barcode]));
    expect(noData.statusCode).toBe(422);
    expect(noData.json().errors.barcodes).toEqual([
      `Not data-bearing (nothing to destroy): ${plain.barcode}`,
    ]);
    const again = await create(batch([fresh.barcode, done.serial]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Destroyed already: ${done.barcode}`);

    const twice = await create(batch([fresh.barcode, fresh.serial, "NOPE3"]));
    expect(twice.json().errors.barcodes).toEqual(["Unknown: NOPE3"]);
    const repeated = await create(batch([fresh.barcode, fresh.serial]));
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors.barcodes).toEqual([`Scanned twice: ${fresh.serial} (${fresh.barcode})`]);

    const bad = await create(batch([], { method: "drilled", machine: "", destroyedAt: "tomorrow" }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["barcodes", "destroyedAt", "machine", "method"]);

    const after = await operator({ method: "GET", url: "/spa/destruction_batches" });
    expect(after.json().total).toBe(before.json().total);
    const state = await operator({ method: "GET", url: `/spa/assets/${fresh.barcode}/sanitization` });
    expect(state.json().state).toBe("missing");
  });

  it("attaches, replaces and serves the batch's photo; refuses a file that is no image", async () => {
    const [m] = await media(1, drive);
    const id = (await create(batch([m?.barcode as string]))).json().id;
    const url = `/spa/destruction_batches/${id}/photo`;
    expect((await operator({ method: "GET", url })).statusCode).toBe(404);
    const notImage = await operator({
      method: "PUT",
      url,
      ...multipart({}, { name: "x.png", bytes: Buffer.from("not an image") }),
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file).toEqual(["Upload a JPEG, PNG or WebP image"]);
    for (const name of ["first.png", "second.png"]) {
      const res = await operator({ method: "PUT", url, ...multipart({}, { name, bytes: PNG_1PX }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, hasPhoto: true });
    }
    const photo = await operator({ method: "GET", url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.headers["content-disposition"]).toContain("second.png");
    expect(photo.rawPayload.equals(PNG_1PX)).toBe(true);
    const missing = await operator({
      method: "PUT",
      url: "/spa/destruction_batches/99999999/photo",
      ...multipart({}, { name: "p.png", bytes: PNG_1PX }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("is for operators: a client reaches no batch and records none", async () => {
    const [m] = await media(1, drive);
    const id = (await create(batch([m?.barcode as string]))).json().id;
    expect((await client({ method: "GET", url: `/spa/client/destruction_batches/${id}` })).statusCode).toBe(
      404,
    );
    expect([403, 404]).toContain(
      (await client({ method: "GET", url: `/spa/destruction_batches/${id}` })).statusCode,
    );
    const [other] = await media(1, drive);
    expect([403, 404]).toContain((await create(batch([other?.barcode as string]), client)).statusCode);
    const state = await operator({ method: "GET", url: `/spa/assets/${other?.barcode}/sanitization` });
    expect(state.json().state).toBe("missing");
    expect((await t.app.inject({ method: "GET", url: "/spa/destruction_batches" })).statusCode).toBe(401);
  });
});
