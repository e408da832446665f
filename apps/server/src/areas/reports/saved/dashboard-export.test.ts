import type { DashboardExportPage } from "@ops/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { settleJobs } from "../../../platform/jobs";
import { accountIdOf, loadAt } from "../dashboards/dashboards.fixtures";
import { newClass, newProductOf, statementWith, unique } from "../facts/facts.fixtures";

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let dana: Caller;
let nw: number;
let acme: number;
let nwLoad: { id: number; slug: string };
let classId: number;
let otherClassId: number;

const RANGE = "beginDate=2019-01-07&endDate=2019-01-20";

async function slugOf(id: number): Promise<string> {
  const [row] = await rowsOf<{ slug: string }>(db, sql`select slug from activities where id = ${id}`);
  return String(row?.slug);
}

/** A serialized device of the load with its product entry, received at `at`. */
async function device(
  load: { id: number; accountId: number },
  productId: number,
  at: string,
  options: { grade?: string; netWeight: number },
): Promise<string> {
  const barcode = unique("SN").replace(" ", "").toUpperCase();
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into assets (barcode, type, serial_number, account_id, activity_id, receiving_activity_id, grade,
          disposition, created_at)
        values (${barcode}, 'serial', ${`S-${barcode}`}, ${load.accountId}, ${load.id}, ${load.id},
          ${options.grade ?? null}, ${options.grade ? "redeploy" : null}, ${at}::timestamptz) returning id`,
  );
  await db.execute(sql`insert into product_assets (asset_id, product_id, quantity, net_weight)
    values (${row?.id}, ${productId}, 1, ${options.netWeight})`);
  return barcode;
}

let nwDevices: string[];
let acmeDevice: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client, otherClient: dana } = await accountCallers(t.app));
  nw = await accountIdOf(db, "Northwind Health");
  acme = await accountIdOf(db, "Acme Telecom");
  const klass = await newClass(db);
  const other = await newClass(db);
  classId = klass.id;
  otherClassId = other.id;
  const laptop = await newProductOf(db, klass.id);
  const phone = await newProductOf(db, other.id);
  const n = await loadAt(
    db,
    { name: "Northwind Health" },
    {
      status: "priced",
      createdAt: "2019-01-07T12:00:00Z",
      receivedAt: "2019-01-08T15:00:00Z",
      processedAt: "2019-01-10T15:00:00Z",
      pricedAt: "2019-01-11T15:00:00Z",
    },
  );
  nwLoad = { id: n.id, slug: await slugOf(n.id) };
  await statementWith(db, n.id, "2019-01-11T15:00:00Z", [{ amount: "150.25", lineDate: "2019-01-11" }]);
  await db.execute(sql`update settlement_statements set net = 150.25 where activity_id = ${n.id}`);
  const a = await loadAt(
    db,
    { name: "Acme Telecom" },
    {
      status: "received",
      createdAt: "2019-01-07T12:00:00Z",
      receivedAt: "2019-01-09T15:00:00Z",
    },
  );
  nwDevices = [
    await device(n, laptop.id, "2019-01-08T16:00:00Z", { grade: "A", netWeight: 4.5 }),
    await device(n, phone.id, "2019-01-08T17:00:00Z", { netWeight: 0.5 }),
  ];
  acmeDevice = await device(a, laptop.id, "2019-01-09T16:00:00Z", { grade: "B", netWeight: 987.654 });
});
afterAll(async () => {
  await t.close();
});

const page = (caller: Caller, url: string) => caller({ method: "GET", url });

describe("export dashboard", () => {
  it("previews inbound loads with their milestones, weight and settled net", async () => {
    const res = await page(operator, `/spa/dashboards/export/loads?${RANGE}&accountIds=${nw}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DashboardExportPage;
    expect(body.columns.map((c) => c.id)).toEqual([
      "load",
      "account",
      "program",
      "status",
      "scheduledDate",
      "receivedDate",
      "processedDate",
      "pricedDate",
      "netWeight",
      "settlementNet",
    ]);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      load: nwLoad.slug.toUpperCase(),
      account: "Northwind Health",
      status: "Priced",
      receivedDate: "2019-01-08",
      processedDate: "2019-01-10",
      pricedDate: "2019-01-11",
      netWeight: 5,
      settlementNet: 150.25,
    });
  });

  it("previews devices and received products, filtered by class, a page at a time", async () => {
    const devices = (
      await page(operator, `/spa/dashboards/export/devices?${RANGE}&accountIds=${nw}&pageSize=1`)
    ).json();
    expect(devices.total).toBe(2);
    expect(devices.data).toHaveLength(1);
    // Newest first.
    expect(devices.data[0].barcode).toBe(nwDevices[1]);
    const second = (
      await page(operator, `/spa/dashboards/export/devices?${RANGE}&accountIds=${nw}&pageSize=1&page=2`)
    ).json();
    expect(second.data[0]).toMatchObject({
      barcode: nwDevices[0],
      grade: "A",
      disposition: "Redeploy",
      receivedDate: "2019-01-08",
    });
    const laptops = (
      await page(
        operator,
        `/spa/dashboards/export/received?${RANGE}&accountIds=${nw}&productClassIds=${classId}`,
      )
    ).json();
    expect(laptops.total).toBe(1);
    expect(laptops.data[0]).toMatchObject({ barcode: nwDevices[0], quantity: 1, netWeight: 4.5 });
    const phones = (
      await page(
        operator,
        `/spa/dashboards/export/received?${RANGE}&accountIds=${nw}&productClassIds=${otherClassId}`,
      )
    ).json();
    expect(phones.data.map((r: { barcode: string }) => r.barcode)).toEqual([nwDevices[1]]);
  });

  it("gives a client asking for Acme's accounts only Northwind's rows, in the preview and the file", async () => {
    for (const dataset of ["loads", "devices", "received"]) {
      for (const ids of [`accountIds=${acme}`, `accountIds=${acme}&accountIds=${nw}`, ""]) {
        const res = await page(client, `/spa/client/dashboards/export/${dataset}?${RANGE}&${ids}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain(acmeDevice);
        expect(res.body).not.toContain("Acme");
        expect(res.body).not.toContain("987.654");
      }
      const file = await page(
        client,
        `/spa/client/dashboards/export/${dataset}/file?${RANGE}&accountIds=${acme}&format=csv`,
      );
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toContain("Acme");
      expect(file.body).not.toContain(acmeDevice);
    }
    const devices = (
      await page(client, `/spa/client/dashboards/export/devices?${RANGE}&accountIds=${acme}`)
    ).json();
    expect(devices.data.map((r: { barcode: string }) => r.barcode).sort()).toEqual([...nwDevices].sort());
  });

  it("writes the dataset as xlsx and csv, formulas neutralised", async () => {
    await db.execute(
      sql`update assets set serial_number = '=HYPERLINK("x")' where barcode = ${nwDevices[0]}`,
    );
    const csv = await page(
      operator,
      `/spa/dashboards/export/devices/file?${RANGE}&accountIds=${nw}&format=csv`,
    );
    expect(csv.headers["content-disposition"]).toContain("serialized-devices-2019-01-20.csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Barcode,Serial,Product,Class,Grade,Disposition,Account,Load,Received");
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const xlsx = await page(
      operator,
      `/spa/dashboards/export/loads/file?${RANGE}&accountIds=${nw}&format=xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toContain("Settlement net (USD)");
    expect(sheet?.getRow(2).values).toContain(nwLoad.slug.toUpperCase());
    expect(sheet?.getRow(2).values).toContain(150.25);
  });

  it("is refused to a client without exports in the subscription, and 422s a reversed range", async () => {
    const res = await page(dana, `/spa/client/dashboards/export/loads?${RANGE}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Export dashboard is part of the Insights subscription/);
    const reversed = await page(
      operator,
      "/spa/dashboards/export/loads?beginDate=2019-02-01&endDate=2019-01-01",
    );
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(["endDate"]);
    const unknown = await page(operator, `/spa/dashboards/export/tickets?${RANGE}`);
    expect(unknown.statusCode).toBe(422);
  });

  it("exports more rows than the direct limit as a job, as the client who asked", async () => {
    const load = await loadAt(
      db,
      { name: "Northwind Health" },
      {
        status: "received",
        createdAt: "2018-03-01T12:00:00Z",
        receivedAt: "2018-03-02T12:00:00Z",
      },
    );
    const [product] = await rowsOf<{ id: number }>(db, sql`select id from products order by id limit 1`);
    await db.execute(sql`
      insert into assets (barcode, type, account_id, activity_id, receiving_activity_id, created_at)
      select 'BULK-EXPORT-' || g, 'bin', ${load.accountId}, ${load.id}, ${load.id},
             '2018-03-02T13:00:00Z'::timestamptz + g * interval '1 second'
        from generate_series(1, 10001) g`);
    await db.execute(sql`
      insert into product_assets (asset_id, product_id, quantity, net_weight)
      select id, ${product?.id}, 2, 1.25 from assets where barcode like 'BULK-EXPORT-%'`);
    const res = await page(
      client,
      "/spa/client/dashboards/export/received/file?beginDate=2018-03-01&endDate=2018-03-03&format=csv",
    );
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json();
    await settleJobs();
    const job = (await page(client, `/spa/client/jobs/${jobId}`)).json();
    expect(job).toMatchObject({
      status: "succeeded",
      result: { rows: 10001, fileName: "received-products-2018-03-03.csv" },
    });
    const file = await page(client, `/spa${job.result.downloadPath}`);
    expect(file.statusCode).toBe(200);
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(10002);
    expect(lines[1]).toContain("BULK-EXPORT-10001");
  });
});
