import { randomInt } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp, XHR } from "../../../test/harness";
import { assets, productClasses, products, sanitizationRecords } from "../../db/schema";
import { insertLoad, multipart } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";
import { insertItadJob } from "./itad.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let laptop: number;
let cable: number;

/** A product of a class whose R2 material is `data`, written straight to the database. */
async function dataBearingProduct(): Promise<number> {
  const db = t.database.db;
  const [cls] = await db
    .insert(productClasses)
    .values({ name: `Drives ${randomInt(1e8)}`, serialized: true, r2MaterialType: "data" })
    .returning({ id: productClasses.id });
  const [product] = await db
    .insert(products)
    .values({ name: `Drive ${randomInt(1e8)}`, type: "serialized", classId: cls?.id as number })
    .returning({ id: products.id });
  return product?.id as number;
}

/** A load of the client's account with `n` devices of the product; answers the load and the serials. */
async function loadWith(
  n: number,
  productId: number,
  load?: { id: number; slug: string; accountId: number },
) {
  const on = load ?? (await insertLoad(t.database.db, "Northwind Health"));
  const serials = Array.from({ length: n }, () => `EX${randomInt(100_000_000, 999_999_999)}`);
  await insertAssets(
    t.database.db,
    serials.map((serial) => ({
      barcode: `B${serial}`,
      activityId: on.id,
      accountId: on.accountId,
      serialNumber: serial,
      productId,
      type: "serial",
    })),
  );
  return { load: on, serials };
}

const csv = (rows: string[][]) =>
  Buffer.from([["serial", "tool", "method", "result", "date"], ...rows].map((r) => r.join(",")).join("\n"));

const upload = (slug: string, bytes: Buffer, name = "erasures.csv", as: Caller = operator) =>
  as({ method: "POST", url: `/spa/activities/${slug}/erasures/import`, ...multipart({}, { name, bytes }) });

async function recordsOf(serials: string[]) {
  return t.database.db
    .select({
      barcode: assets.barcode,
      result: sanitizationRecords.result,
      verified: sanitizationRecords.verified,
    })
    .from(sanitizationRecords)
    .innerJoin(assets, eq(assets.id, sanitizationRecords.assetId))
    .where(inArray(assets.serialNumber, serials));
}

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  laptop = await dataBearingProduct();
  cable = await insertProduct(t.database.db, `Cable ${randomInt(1e8)}`);
});
afterAll(() => t.close());

describe("erasure import", () => {
  it("imports every row of a valid file: passed ones verified, failed ones routed to destruction", async () => {
    const { load, serials } = await loadWith(3, laptop);
    const [a, b, c] = serials as [string, string, string];
    const res = await upload(
      load.slug,
      csv([
        [a.toLowerCase(), "Blancco", "NIST Purge", "Passed", yesterday],
        [b, "Blancco", "clear", "pass", `${yesterday}T10:30:00Z`],
        [c, "Blancco", "purge", "failed", yesterday],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 3, passed: 2, failed: 1, routedToDestruction: 1 });
    const records = await recordsOf(serials);
    expect(records.map((r) => [r.barcode, r.result, r.verified]).sort()).toEqual(
      [
        [`B${a}`, "passed", true],
        [`B${b}`, "passed", true],
        [`B${c}`, "failed", false],
      ].sort(),
    );
    const [failed] = await t.database.db
      .select({ r2: assets.r2Classification })
      .from(assets)
      .where(eq(assets.barcode, `B${c}`));
    expect(failed?.r2).toBe("recycle");
    const events = (await t.database.db.execute(
      sql`select action, rule from events where barcode = ${`B${c}`} order by id`,
    )) as unknown as { rows: { action: string; rule: string | null }[] };
    expect(events.rows).toEqual([
      { action: "Erasure recorded", rule: null },
      { action: "Routed to destruction", rule: "failed_erasure_to_destruction" },
    ]);
    const state = await operator({ method: "GET", url: `/spa/assets/B${a}/sanitization` });
    expect(state.json()).toMatchObject({ state: "erased", records: [{ source: "import", tool: "Blancco" }] });
  });

  it("writes a long report set-based: 120 failed erasures routed with their events", async () => {
    const { load, serials } = await loadWith(120, laptop);
    const res = await upload(
      load.slug,
      csv(serials.map((s) => [s, "Blancco", "clear", "failed", yesterday])),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 120, passed: 0, failed: 120, routedToDestruction: 120 });
    const counts = (await t.database.db.execute(
      sql`select action, rule, count(*)::int as n from events
          where barcode = any(${sql.param(serials.map((s) => `B${s}`))}::text[])
          group by action, rule order by action`,
    )) as unknown as { rows: { action: string; rule: string | null; n: number }[] };
    expect(counts.rows).toEqual([
      { action: "Erasure recorded", rule: null, n: 120 },
      { action: "Routed to destruction", rule: "failed_erasure_to_destruction", n: 120 },
    ]);
  });

  it("reads an .xlsx report too", async () => {
    const { load, serials } = await loadWith(1, laptop);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Report");
    sheet.addRow(["Serial", "Tool", "Method", "Result", "Date"]);
    sheet.addRow([serials[0], "WipeDrive", "Purge", "Success", new Date(Date.now() - 86_400_000)]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(load.slug, bytes, "report.xlsx");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ imported: 1, passed: 1 });
  });

  it("refuses the whole file naming every bad row, and writes nothing", async () => {
    const { load, serials } = await loadWith(3, laptop);
    const { serials: plain } = await loadWith(1, cable, load);
    const { serials: elsewhere } = await loadWith(1, laptop);
    const [good, twice] = serials as [string, string];
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await upload(
      load.slug,
      csv([
        [good, "Blancco", "purge", "passed", yesterday],
        ["NOSUCHSERIAL", "Blancco", "purge", "passed", yesterday],
        [twice, "Blancco", "shred", "passed", future],
        [twice, "Blancco", "purge", "passed", yesterday],
        [plain[0] as string, "Blancco", "purge", "passed", yesterday],
        [elsewhere[0] as string, "Blancco", "purge", "maybe", "26/11/2026"],
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe("5 rows need attention; nothing was imported");
    expect(res.json().errors).toEqual({
      "rows.3.serial": ["Unknown serial NOSUCHSERIAL on this load"],
      "rows.4.method": ['Method "shred" is not one of clear, purge'],
      "rows.4.date": ["The date is in the future"],
      "rows.5.serial": [`Serial ${twice} is also on row 4`],
      "rows.6.serial": [`${plain[0]} (B${plain[0]}) bears no data: there is nothing to erase`],
      "rows.7.serial": [`Unknown serial ${elsewhere[0]} on this load`],
      "rows.7.result": ['Result "maybe" is not passed or failed'],
      "rows.7.date": ["Use the date format YYYY-MM-DD (or an ISO date and time)"],
    });
    expect(await recordsOf([...serials, ...plain])).toEqual([]);
  });

  it("on an ITAD job, matches the serials on the job", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const { serials } = await loadWith(1, laptop, job);
    const { serials: onLoad } = await loadWith(1, laptop);
    const res = await upload(
      job.slug,
      csv([
        [serials[0] as string, "Blancco", "purge", "passed", yesterday],
        [onLoad[0] as string, "Blancco", "purge", "passed", yesterday],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "rows.3.serial": [`Unknown serial ${onLoad[0]} on ${job.slug}`],
    });
    const one = await upload(
      job.slug,
      csv([[serials[0] as string, "Blancco", "purge", "passed", yesterday]]),
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({ imported: 1 });
  });

  it("refuses a file without the columns, no file, and callers who may not record", async () => {
    const { load } = await loadWith(1, laptop);
    const noColumns = await upload(load.slug, Buffer.from("serial,tool\nX,Y\n"));
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().errors.file).toEqual(["Missing columns: method, result, date"]);
    const noFile = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/erasures/import`,
      ...multipart({ note: "x" }),
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toBeDefined();
    const body = multipart({}, { name: "e.csv", bytes: csv([]) });
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/spa/activities/${load.slug}/erasures/import`,
      payload: body.payload,
      headers: { ...XHR, ...body.headers },
    });
    expect(anonymous.statusCode).toBe(401);
    const asClient = await upload(load.slug, csv([]), "e.csv", client);
    expect([403, 404]).toContain(asClient.statusCode);
    const unknown = await upload("dal-in-0", csv([["X", "T", "purge", "passed", yesterday]]));
    expect(unknown.statusCode).toBe(404);
  });
});
