import { ASN_SYNC_ROW_LIMIT, MAX_ASN_ROWS } from "@ops/domain";
import { and, eq, like } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, asnItems, events, warehouses } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let initech: number;
let acme: number;

/** A load straight in the table: this file tests ASNs, not how loads are created. */
async function insertLoad(slug: string, accountId: number) {
  const [dal] = await t.database.db.select().from(warehouses).where(eq(warehouses.shortName, "DAL"));
  await t.database.db.insert(activities).values({
    slug,
    type: "inbound",
    status: "scheduled",
    accountId,
    warehouseId: dal?.id ?? 0,
  });
  return slug;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  initech = await accountId(operator, "Initech Computers");
  acme = await accountId(operator, "Acme Telecom");
  await insertLoad("dal-in-990001", initech);
  await insertLoad("dal-in-990002", acme);
  await insertLoad("dal-in-990003", northwind);
  // Initech's own rule: its sheets call the serial number "Serial #".
  const rule = await operator({
    method: "POST",
    url: "/spa/reconcile/field-relationships",
    payload: { accountId: initech, oldField: "Serial #", newField: "serialNumber" },
  });
  if (rule.statusCode !== 201) throw new Error(`rule: ${rule.statusCode} ${rule.body}`);
});
afterAll(() => t.close());

function multipart(file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = "----opsAsnBoundary4c1";
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("ASN");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(
  slug: string,
  name: string,
  bytes: Buffer,
  mapping?: Record<string, string>,
  caller = operator,
) {
  return caller({
    method: "POST",
    url: `/spa/loads/${slug}/asns`,
    ...multipart({ name, bytes }, mapping ? { mapping: JSON.stringify(mapping) } : {}),
  });
}

function preview(slug: string, name: string, bytes: Buffer) {
  return operator({ method: "POST", url: `/spa/loads/${slug}/asns/preview`, ...multipart({ name, bytes }) });
}

async function items(slug: string, query = "", caller = operator) {
  return caller({ method: "GET", url: `/spa/loads/${slug}/asns?pageSize=200${query}` });
}

async function job(id: string) {
  await settleJobs();
  return (await operator({ method: "GET", url: `/spa/jobs/${id}` })).json();
}

const HEADER = "Serial #,Asset Tag,Product,Qty,Weight,Pallet,Bin Code,Ref";

describe("ASN preview", () => {
  it("reads columns by the account's saved rule, then by name, and leaves the rest open", async () => {
    const res = await preview(
      "dal-in-990001",
      "asn.xlsx",
      await xlsx([
        ["Serial #", "Qty", "Pallet", "Bin Code"],
        ["SN-1", 1, "PAL-1", "B1"],
        ["SN-2", 2, "PAL-1", ""],
        ["SN-3", 1, "PAL-2", "B3"],
        ["SN-4", 1, "PAL-2", "B4"],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rowCount: 4,
      columns: [
        { header: "Serial #", field: "serialNumber", source: "saved", samples: ["SN-1", "SN-2", "SN-3"] },
        { header: "Qty", field: "quantity", source: "name", samples: ["1", "2", "1"] },
        { header: "Pallet", field: "palletId", source: "name", samples: ["PAL-1", "PAL-1", "PAL-2"] },
        { header: "Bin Code", field: null, source: null, samples: ["B1", "B3", "B4"] },
      ],
    });
    // Another account's rules do not apply: Acme has none for "Serial #", so it is open there.
    const acmeRes = await preview("dal-in-990002", "asn.csv", csv(["Serial #,Qty", "SN-1,1"]));
    expect(acmeRes.json().columns[0]).toMatchObject({ header: "Serial #", field: null, source: null });
  });

  it("refuses a file that is not a spreadsheet, and an activity that is not a load", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const res = await preview("dal-in-990001", "asn.xlsx", png);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(["Upload an .xlsx or .csv file"]);
    const upl = await upload("dal-in-990001", "asn.png", png);
    expect(upl.statusCode).toBe(422);
    expect(upl.json().errors.file).toBeDefined();
    // A damaged workbook (no longer a zip) is not asked for as another type: it says it could not be read.
    const damaged = await preview("dal-in-990001", "asn.xlsx", Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 9]));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().errors.file[0]).toMatch(/^This \.xlsx file could not be read; it may be damaged/);
    const none = await preview("dal-in-000000", "asn.csv", csv(["Serial,Qty", "A,1"]));
    expect(none.statusCode).toBe(404);
  });
});

describe("ASN import", () => {
  it("answers every unmapped column and every field read twice, before any row", async () => {
    const res = await upload("dal-in-990001", "asn.csv", csv([HEADER, "SN-1,,,1,,,,"]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "columns.Bin Code": ["Choose an ASN field for this column or ignore it"],
      "columns.Ref": ["Choose an ASN field for this column or ignore it"],
    });
    const twice = await upload("dal-in-990001", "asn.csv", csv(["Serial,SN,Qty", "A,B,1"]));
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(["columns.Serial", "columns.SN"]);
    const unknownColumn = await upload("dal-in-990001", "asn.csv", csv(["Serial,Qty", "A,1"]), {
      Colour: "ignore",
    });
    expect(unknownColumn.json().errors.mapping).toEqual(["This file has no column colour"]);
    expect((await items("dal-in-990001")).json().total).toBe(0);
  });

  it("answers every bad row at once and writes nothing", async () => {
    const long = "X".repeat(101);
    const res = await upload(
      "dal-in-990001",
      "asn.csv",
      csv([
        HEADER,
        "SN-100,AT-1,Dell Latitude 7420,1,4.5,PAL-1,B1,PO-1",
        "SN-101,,,-2,,PAL-1,,",
        "SN-102,,,abc,heavy,PAL-1,,",
        `${long},,,1,,PAL-1,,`,
        "sn-100,,,1,,PAL-2,,",
        ",,,3,,PAL-2,B9,",
        "SN-107,,Widget 9000,1,-1,PAL-2,,",
      ]),
      { bin_code: "ignore", ref: "clientRef" },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "6 rows need attention; nothing was imported",
      errors: {
        "rows.3.quantity": ["Quantity must be a positive number"],
        "rows.4.quantity": ["Quantity must be a positive number"],
        "rows.4.weight": ["Weight must be a number of lbs, 0 or more"],
        "rows.5.serialNumber": ["Serial number is at most 100 characters"],
        "rows.6.serialNumber": ["Serial number sn-100 is also in row 2"],
        "rows.7.serialNumber": ["Give a serial number, asset tag, product or model for this row"],
        "rows.8.weight": ["Weight must be a number of lbs, 0 or more"],
      },
    });
    expect((await items("dal-in-990001")).json().total).toBe(0);
    // A refused file saves none of its mapping either.
    const rules = await operator({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${initech}`,
    });
    expect(rules.json().map((r: { oldField: string }) => r.oldField)).toEqual(["serial #"]);
  });

  it("imports a fixed file: products by name or alias, unknown ones kept as text, the mapping saved", async () => {
    const res = await upload(
      "dal-in-990001",
      "asn-fixed.xlsx",
      await xlsx([
        HEADER.split(","),
        ["SN-100", "AT-1", "dell latitude 7420", 1, 4.5, "PAL-1", "B1", "PO-1"],
        ["SN-101", null, "DL-7420", 2, null, "PAL-1", null, null],
        ["SN-102", null, null, null, "1,250.5", "PAL-1", null, null],
        [null, "AT-4", "Widget 9000", 3, 0, "PAL-2", "B9", "PO-2"],
      ]),
      { bin_code: "ignore", ref: "clientRef" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ inserted: 4 });
    const list = (await items("dal-in-990001")).json();
    expect(list.total).toBe(4);
    expect(list.data.map((i: { row: number }) => i.row)).toEqual([2, 3, 4, 5]);
    expect(list.data[0]).toMatchObject({
      serialNumber: "SN-100",
      assetTag: "AT-1",
      productName: "Dell Latitude 7420",
      quantity: 1,
      weight: 4.5,
      palletId: "PAL-1",
      clientRef: "PO-1",
    });
    expect(list.data[0].productId).toEqual(expect.any(Number));
    expect(list.data[1]).toMatchObject({ productId: list.data[0].productId, quantity: 2, weight: null });
    expect(list.data[2]).toMatchObject({ productId: null, productName: null, quantity: 1, weight: 1250.5 });
    expect(list.data[3]).toMatchObject({ serialNumber: null, productId: null, productName: "Widget 9000" });

    const rules = await operator({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${initech}`,
    });
    expect(rules.json().map((r: { oldField: string; newField: string }) => [r.oldField, r.newField])).toEqual(
      [
        ["ref", "clientRef"],
        ["serial #", "serialNumber"],
      ],
    );
    const logged = await t.database.db
      .select()
      .from(events)
      .innerJoin(activities, eq(activities.id, events.activityId))
      .where(and(eq(activities.slug, "dal-in-990001"), eq(events.action, "asn_imported")));
    expect(logged.map((e) => e.events.message)).toEqual(["4 ASN rows imported from asn-fixed.xlsx"]);

    // The saved rule now reads "Ref" without a mapping.
    const again = await preview("dal-in-990001", "more.csv", csv(["Ref,Serial", "PO-3,SN-200"]));
    expect(again.json().columns[0]).toMatchObject({ field: "clientRef", source: "saved" });
  });

  it("searches and sorts the items, and refuses a serial already on the load", async () => {
    const found = (await items("dal-in-990001", "&search=pal-2")).json();
    expect(found.data.map((i: { assetTag: string }) => i.assetTag)).toEqual(["AT-4"]);
    const bySerial = (await items("dal-in-990001", "&sort=serialNumber&order=desc")).json();
    expect(bySerial.data[0].serialNumber).toBe("SN-102");
    const paged = (
      await operator({ method: "GET", url: "/spa/loads/dal-in-990001/asns?page=2&pageSize=3" })
    ).json();
    expect(paged).toMatchObject({ total: 4, data: [{ row: 5 }] });

    const dup = await upload("dal-in-990001", "asn.csv", csv(["Serial,Model", "sn-101,Latitude"]));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      "rows.2.serialNumber": ["Serial number sn-101 is already on this load's ASN"],
    });
  });

  it("runs a file above the synchronous limit as a job, which reports the same row errors", async () => {
    const rows = ASN_SYNC_ROW_LIMIT + 100;
    const lines = ["Serial,Product,Qty,Pallet"];
    for (let i = 1; i <= rows; i++) lines.push(`BIG-${i},Smartphone,1,PAL-${Math.ceil(i / 100)}`);
    const bad = [...lines];
    bad[10] = "BIG-9,Smartphone,0,PAL-1";
    bad[2050] = "BIG-2050,Smartphone,lots,PAL-21";

    const refused = await upload("dal-in-990003", "big-bad.csv", csv(bad));
    expect(refused.statusCode).toBe(202);
    const failed = await job(refused.json().jobId);
    expect(failed).toMatchObject({ kind: "asn_import", status: "failed" });
    expect(failed.error).toEqual({
      status: 422,
      message: "2 rows need attention; nothing was imported",
      errors: {
        "rows.11.serialNumber": ["Serial number BIG-9 is also in row 10"],
        "rows.11.quantity": ["Quantity must be a positive number"],
        "rows.2051.quantity": ["Quantity must be a positive number"],
      },
    });
    expect((await items("dal-in-990003")).json().total).toBe(0);

    const accepted = await upload("dal-in-990003", "big.csv", csv(lines));
    expect(accepted.statusCode).toBe(202);
    const done = await job(accepted.json().jobId);
    expect(done).toMatchObject({ status: "succeeded", progress: 1, result: { inserted: rows } });
    const list = (await items("dal-in-990003", "&search=big-2100")).json();
    expect(list).toMatchObject({ total: 1, data: [{ row: 2101, productName: "Smartphone" }] });
    expect(list.data[0].productId).toEqual(expect.any(Number));
    // Two imports of 2,100 rows through the queue: on a loaded two-core CI machine, more than 20 s.
  }, 120_000);

  it(`refuses a file of more than ${MAX_ASN_ROWS.toLocaleString("en-US")} rows`, async () => {
    const lines = ["Serial"];
    for (let i = 0; i <= MAX_ASN_ROWS; i++) lines.push(`S${i}`);
    const res = await upload("dal-in-990003", "huge.csv", csv(lines));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(["A file may hold at most 100,000 rows"]);
  }, 60_000);

  it("deletes every item of a load, with an event", async () => {
    const res = await operator({ method: "DELETE", url: "/spa/loads/dal-in-990003/asns/delete_all" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: ASN_SYNC_ROW_LIMIT + 100 });
    expect((await items("dal-in-990003")).json()).toEqual({ data: [], total: 0 });
    const logged = await t.database.db
      .select({ message: events.message })
      .from(events)
      .innerJoin(activities, eq(activities.id, events.activityId))
      .where(and(eq(activities.slug, "dal-in-990003"), eq(events.action, "asn_deleted")));
    expect(logged).toEqual([{ message: "2,100 ASN rows deleted" }]);
  });
});

describe("demo ASNs", () => {
  it("gives demo loads ASN items and Northwind Health a saved rule", async () => {
    const rules = await operator({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${northwind}`,
    });
    expect(rules.json()).toMatchObject([{ oldField: "serial #", newField: "serialNumber" }]);
    const loaded = await t.database.db
      .selectDistinct({ slug: activities.slug })
      .from(asnItems)
      .innerJoin(activities, eq(activities.id, asnItems.activityId))
      .where(like(activities.slug, "%-in-1%"));
    // Two scheduled loads carry 20 rows each (demo-asns.ts); the two received loads of the demo
    // assets carry the small ASNs they were received against (demo-assets.ts).
    const totals = await Promise.all(loaded.map(async ({ slug }) => (await items(slug)).json()));
    expect(totals.map((list) => list.total).filter((n) => n === 20)).toHaveLength(2);
    expect(loaded).toHaveLength(4);
    for (const list of totals) {
      expect(list.data.some((i: { productId: number | null }) => i.productId !== null)).toBe(true);
    }
  });
});

describe("ASN access", () => {
  it("lets a client read their own load's items and nothing else", async () => {
    // dal-in-990003 is Northwind Health's (the client's account); dal-in-990001 is Initech's.
    const file = csv(["Serial,Product", "NW-1,Tablet", "NW-2,Tablet"]);
    expect((await upload("dal-in-990003", "nw.csv", file)).statusCode).toBe(201);
    const own = await client({ method: "GET", url: "/spa/client/loads/dal-in-990003/asns" });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      total: 2,
      data: [{ serialNumber: "NW-1", productName: "Tablet" }, {}],
    });
    for (const slug of ["dal-in-990001", "dal-in-990002"]) {
      const other = await client({ method: "GET", url: `/spa/client/loads/${slug}/asns` });
      expect(other.statusCode).toBe(404);
    }
    const notTheirs = await otherClient({ method: "GET", url: "/spa/client/loads/dal-in-990003/asns" });
    expect(notTheirs.statusCode).toBe(404);
    const operatorPath = await client({ method: "GET", url: "/spa/loads/dal-in-990003/asns" });
    expect(operatorPath.statusCode).toBe(403);
  });

  it("does not let a client upload, preview or delete", async () => {
    const file = csv(["Serial", "C-1"]);
    expect((await upload("dal-in-990003", "asn.csv", file, undefined, client)).statusCode).toBe(403);
    const prev = await client({
      method: "POST",
      url: "/spa/loads/dal-in-990003/asns/preview",
      ...multipart({ name: "asn.csv", bytes: file }),
    });
    expect(prev.statusCode).toBe(403);
    const del = await client({ method: "DELETE", url: "/spa/loads/dal-in-990003/asns/delete_all" });
    expect(del.statusCode).toBe(403);
    expect((await items("dal-in-990003")).json().total).toBe(2);
  });
});
