import { HOLD_TYPES } from "@ops/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { multipart } from "../activities/activity-records.fixtures";
import { listingStatus, listingWithAssets, reservationsOf } from "./marketplace.fixtures";

const HOLD = HOLD_TYPES[0].id;
let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;

const HEADER = [
  "Order number",
  "Item number",
  "Custom label",
  "Item title",
  "Quantity",
  "Sold for",
  "Buyer username",
  "Buyer name",
  "Sale date",
];
const csv = (rows: (string | number)[][]) =>
  Buffer.from([HEADER, ...rows].map((r) => r.join(",")).join("\n"));
async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sold");
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = (
  bytes: Buffer,
  name = "sold.csv",
  as_: Caller = operator,
  fields: Record<string, string> = {},
) => as_({ method: "POST", url: "/spa/listings/sold_report", ...multipart(fields, { name, bytes }) });

async function readBack(bytes: Buffer, format: "xlsx" | "csv"): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  const sheet =
    format === "xlsx"
      ? (await book.xlsx.load(bytes as unknown as ArrayBuffer)).worksheets[0]
      : await book.csv.read((await import("node:stream")).Readable.from(bytes.subarray(3)), {
          map: (v: string) => v,
        } as never);
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push(
      Array.from({ length: 11 }, (_, c) => {
        const v = row.getCell(c + 1).value;
        return v === null || v === undefined ? "" : String(v);
      }),
    );
  });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
});
afterAll(() => t.close());

describe("GET /listings/export", () => {
  it("writes the bulk-listing file of the named listings, read back by its columns (xlsx and csv)", async () => {
    const a = await listingWithAssets(t.database.db, { n: 3, grade: "A", price: 199.5 });
    const b = await listingWithAssets(t.database.db, { n: 1, grade: "F", price: 20, reference: null });
    for (const format of ["xlsx", "csv"] as const) {
      const res = await operator({
        method: "GET",
        url: `/spa/listings/export?ids[]=${a.listingId}&ids[]=${b.listingId}&format=${format}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(new RegExp(`marketplace-listings-.*\\.${format}`));
      const rows = await readBack(res.rawPayload, format);
      expect(rows[0]).toEqual([
        "Action",
        "Custom label",
        "Item number",
        "Title",
        "Description",
        "Condition ID",
        "Condition",
        "Quantity",
        "Start price",
        "Format",
        "Duration",
      ]);
      expect(rows[1]?.slice(0, 3)).toEqual(["Revise", `L-${a.listingId}`, a.reference]);
      expect(rows[1]?.slice(5)).toEqual([
        "2010",
        "Excellent - Refurbished",
        "3",
        "199.50",
        "FixedPrice",
        "GTC",
      ]);
      expect(rows[2]?.slice(0, 3)).toEqual(["Add", `L-${b.listingId}`, ""]);
      expect(rows[2]?.slice(5, 8)).toEqual(["7000", "For parts or not working", "1"]);
    }
  });

  it("exports the listed listings of a platform without ids; refuses unknown ids, other audiences and no permission", async () => {
    const a = await listingWithAssets(t.database.db, { n: 1 });
    const draft = await listingWithAssets(t.database.db, { n: 0, status: "draft" });
    const res = await operator({
      method: "GET",
      url: "/spa/listings/export?platform=auction_marketplace&format=csv",
    });
    expect(res.statusCode).toBe(200);
    const labels = (await readBack(res.rawPayload, "csv")).map((r) => r[1]);
    expect(labels).toContain(`L-${a.listingId}`);
    expect(labels).not.toContain(`L-${draft.listingId}`);

    const unknown = await operator({ method: "GET", url: "/spa/listings/export?ids[]=99999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("#99999999");
    expect((await operator({ method: "GET", url: "/spa/listings/export?format=pdf" })).statusCode).toBe(422);
    expect((await technician({ method: "GET", url: "/spa/listings/export" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/client/listings/export" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/spa/listings/export" })).statusCode).toBe(401);
  });
});

describe("POST /listings/sold_report", () => {
  it("marks the oldest listed assets sold at the price per unit, to the buyer, by item number or custom label (csv)", async () => {
    const a = await listingWithAssets(t.database.db, { n: 3 });
    const b = await listingWithAssets(t.database.db, { n: 1, reference: null });
    const res = await upload(
      csv([
        ["ORD-1", a.reference as string, "", "Laptop", 2, "$120.50", "bob1", "Bob Buyer", "2026-11-02"],
        ["ORD-2", "", `L-${b.listingId}`, "Laptop", 1, "99", "", "Ann", ""],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applied: 2, sold: 3, skipped: [], soldOut: [b.listingId] });
    const onA = await reservationsOf(t.database.db, a.listingId);
    expect(onA.map((r) => r.status)).toEqual(["sold", "sold", "listed"]);
    expect(onA[0]).toMatchObject({ salePrice: 120.5, buyer: "Bob Buyer (bob1)", saleReference: "ORD-1" });
    expect(new Date(onA[0]?.closedAt as string).toISOString().slice(0, 10)).toBe("2026-11-02");
    expect(onA[0]?.assetClosedAt).not.toBeNull();
    expect((await reservationsOf(t.database.db, b.listingId))[0]).toMatchObject({
      status: "sold",
      buyer: "Ann",
      salePrice: 99,
    });
    expect((await listingStatus(t.database.db, a.listingId)).status).toBe("listed");
    expect((await listingStatus(t.database.db, b.listingId)).status).toBe("sold_out");
  });

  it("sells several orders of one listing in file order, each at its own price and buyer", async () => {
    const a = await listingWithAssets(t.database.db, { n: 4 });
    const res = await upload(
      csv([
        ["ORD-A", a.reference as string, "", "", 1, "110", "ann", "", ""],
        ["ORD-B", "", `L-${a.listingId}`, "", 3, "90", "bob", "", ""],
      ]),
    );
    expect(res.json()).toEqual({ applied: 2, sold: 4, skipped: [], soldOut: [a.listingId] });
    const sold = await reservationsOf(t.database.db, a.listingId);
    expect(sold.map((r) => [r.saleReference, r.salePrice, r.buyer])).toEqual([
      ["ORD-A", 110, "ann"],
      ["ORD-B", 90, "bob"],
      ["ORD-B", 90, "bob"],
      ["ORD-B", 90, "bob"],
    ]);
  });

  it("skips orders already imported when the same report comes again (xlsx), selling nothing twice", async () => {
    const a = await listingWithAssets(t.database.db, { n: 3 });
    const rows = [["ORD-X", a.reference as string, "", "Laptop", 1, "100", "", "", ""]];
    expect((await upload(await xlsx(rows), "sold.xlsx")).json()).toMatchObject({ applied: 1, sold: 1 });
    const again = await upload(
      await xlsx([...rows, ["ORD-Y", a.reference as string, "", "Laptop", 1, "101", "", "", ""]]),
      "sold.xlsx",
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      applied: 1,
      sold: 1,
      skipped: [{ row: 2, orderNumber: "ORD-X", listingId: a.listingId }],
      soldOut: [],
    });
    const statuses = (await reservationsOf(t.database.db, a.listingId)).map((r) => r.status);
    expect(statuses.filter((s) => s === "sold")).toHaveLength(2);
  });

  it("refuses unknown references and quantities above what is listed with their rows, and changes nothing", async () => {
    const a = await listingWithAssets(t.database.db, { n: 2 });
    const ended = await listingWithAssets(t.database.db, { n: 0, status: "ended" });
    const res = await upload(
      csv([
        ["ORD-1", a.reference as string, "", "", 1, "100", "", "", ""],
        ["ORD-2", "1234", "", "", 1, "100", "", "", ""],
        ["ORD-3", a.reference as string, "", "", 2, "100", "", "", ""],
        ["ORD-4", ended.reference as string, "", "", 1, "100", "", "", ""],
        ["", a.reference as string, "", "", "0", "abc", "", "", "2999-01-01"],
        ["ORD-1", a.reference as string, "", "", 1, "100", "", "", ""],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors["rows.3.item_number"]).toEqual(["No listing has item number 1234"]);
    expect(errors["rows.4.quantity"]?.[0]).toMatch(
      /^Quantity 2 is more than the 1 still listed on listing #/,
    );
    expect(errors["rows.5.item_number"]?.[0]).toMatch(/is ended$/);
    expect(
      Object.keys(errors)
        .filter((k) => k.startsWith("rows.6."))
        .sort(),
    ).toEqual(["rows.6.order_number", "rows.6.quantity", "rows.6.sale_date", "rows.6.sold_for"]);
    expect(errors["rows.7.order_number"]?.[0]).toMatch(/is also on row 2$/);
    expect(res.json().message).toMatch(/^5 rows need attention; nothing was imported\. Row 3: /);
    expect((await reservationsOf(t.database.db, a.listingId)).map((r) => r.status)).toEqual([
      "listed",
      "listed",
    ]);
  });

  it("refuses the whole report when a listing's asset may not be sold (held), naming it, and sells nothing", async () => {
    const a = await listingWithAssets(t.database.db, { n: 1 });
    const b = await listingWithAssets(t.database.db, { n: 1 });
    await t.database.db.execute(
      sql`insert into asset_holds (asset_id, type) values (${b.assetIds[0] as number}, ${HOLD})`,
    );
    const res = await upload(
      csv([
        ["ORD-1", a.reference as string, "", "", 1, "100", "", "", ""],
        ["ORD-2", b.reference as string, "", "", 1, "100", "", "", ""],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcodes[0]).toContain(b.barcodes[0]);
    expect((await reservationsOf(t.database.db, a.listingId)).map((r) => r.status)).toEqual(["listed"]);
    expect((await reservationsOf(t.database.db, b.listingId)).map((r) => r.status)).toEqual(["listed"]);
  });

  it("refuses a file without the columns, of another type, or no file; and those who may not manage listings", async () => {
    const missing = await upload(Buffer.from("Order number,Item number\nA,1\n"));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toBe("Missing columns: quantity, sold_for");
    const picture = await upload(Buffer.from("%PDF-1.4\n"), "sold.pdf");
    expect(picture.statusCode).toBe(422);
    const none = await operator({ method: "POST", url: "/spa/listings/sold_report", ...multipart({}) });
    expect(none.json().errors.file[0]).toMatch(/Choose the sold-items report/);
    const platform = await upload(csv([["O", "1", "", "", 1, "1", "", "", ""]]), "sold.csv", operator, {
      platform: "mars",
    });
    expect(platform.json().errors.platform).toBeDefined();
    expect((await upload(csv([]), "sold.csv", technician)).statusCode).toBe(403);
    expect(
      (await client({ method: "POST", url: "/spa/client/listings/sold_report", ...multipart({}) }))
        .statusCode,
    ).toBe(404);
  });
});
