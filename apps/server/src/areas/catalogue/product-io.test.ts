import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

function upload(bytes: Buffer, fileName: string) {
  const boundary = "----opsImportBoundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ["name", "type", "class", "brand", "line", "group", "mpn", "weight", "active"];

async function productTotal(): Promise<number> {
  return (await operator({ method: "GET", url: "/spa/products?pageSize=1" })).json().total;
}

describe("product import", () => {
  it("reports every bad cell of every row in one answer, with spreadsheet row numbers, and writes nothing", async () => {
    const before = await productTotal();
    const file = await xlsx([
      HEADER,
      ["IO good laptop", "serialized", "Laptops", "Dell", "Latitude", "IT", "IO-1", 3, "yes"],
      ["IO bad class", "in_stock", "Spaceships", "", "", "", "", "", ""],
      [],
      ["Dell Latitude 7420", "gadget", "", "Acme", "", "", "LAT7420", "heavy", "maybe"],
      ["io GOOD laptop", "palletized", "", "Dell", "PowerEdge", "", "IO-1", "", ""],
      ["IO no brand line", "in_stock", "Cables", "", "Latitude", "", "", "", ""],
    ]);
    const res = await operator({
      method: "POST",
      url: "/spa/products/import",
      ...upload(file, "products.xlsx"),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["rows.3.class"]).toEqual(["Unknown class: Spaceships"]);
    expect(errors["rows.5.brand"]).toEqual(["Unknown brand: Acme"]);
    expect(errors["rows.5.weight"]).toEqual(["Weight must be a number (lbs)"]);
    expect(errors["rows.5.active"]).toEqual(["Active must be yes or no"]);
    expect(errors["rows.5.type"]).toBeDefined();
    expect(errors["rows.6.name"]).toEqual(["Same name as row 2"]);
    expect(errors["rows.6.mpn"]).toEqual(["Same part number as row 2"]);
    expect(errors["rows.7.line"]).toEqual(["A line needs its brand"]);
    expect(Object.keys(errors).some((k) => k.startsWith("rows.2."))).toBe(false);
    expect(res.json().message).toMatch(/nothing was imported/);
    expect(await productTotal()).toBe(before);
  });

  it("refuses names and part numbers already in the catalogue", async () => {
    const file = await xlsx([
      HEADER,
      ["dell latitude 7420", "serialized", "Laptops", "", "", "", "lat7420", "", ""],
    ]);
    const res = await operator({ method: "POST", url: "/spa/products/import", ...upload(file, "p.xlsx") });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "rows.2.name": ["A product or alias with this name already exists"],
      "rows.2.mpn": ["Already the part number of Dell Latitude 7420"],
    });
  });

  it("imports every row of a valid xlsx in one go", async () => {
    const before = await productTotal();
    const file = await xlsx([
      HEADER,
      ["IO Latitude 5520", "serialized", "laptops", "dell", "latitude", "IT", "IO-5520", 3.4, "yes"],
      ["IO copper", "palletized", "Cables", "", "", "Commodities", "", "1,200", "no"],
    ]);
    const res = await operator({ method: "POST", url: "/spa/products/import", ...upload(file, "p.xlsx") });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    expect(await productTotal()).toBe(before + 2);
    const found = (await operator({ method: "GET", url: "/spa/products?search=io%20latitude" })).json()
      .data[0];
    expect(found).toMatchObject({
      className: "Laptops",
      brandName: "Dell",
      lineName: "Latitude",
      mpn: "IO-5520",
      active: true,
    });
    const copper = (await operator({ method: "GET", url: "/spa/products?search=io%20copper" })).json()
      .data[0];
    expect(copper).toMatchObject({ type: "palletized", active: false });
  });

  it("imports csv, keeping codes as text", async () => {
    const csv = Buffer.from("name,type,mpn\nIO csv cable,in_stock,00123\n");
    const res = await operator({ method: "POST", url: "/spa/products/import", ...upload(csv, "p.csv") });
    expect(res.statusCode, res.body).toBe(201);
    const ref = await operator({ method: "GET", url: "/spa/products/references/mpn/00123" });
    expect(ref.json().productName).toBe("IO csv cable");
  });

  it("refuses a sheet without the name and type columns, an unreadable file, and clients", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/products/import",
      ...upload(await xlsx([["title"], ["x"]]), "p.xlsx"),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/Missing columns: name, type/);
    const junk = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(
      (await operator({ method: "POST", url: "/spa/products/import", ...upload(junk, "p.xlsx") })).statusCode,
    ).toBe(422);
    expect(
      (await client({ method: "POST", url: "/spa/products/import", ...upload(junk, "p.xlsx") })).statusCode,
    ).toBe(403);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x61);
    const res = await operator({ method: "POST", url: "/spa/products/import", ...upload(big, "p.csv") });
    expect(res.statusCode).toBe(413);
  });
});

describe("product export", () => {
  it("exports xlsx and csv with formula prefixes neutralised", async () => {
    for (const name of ['=HYPERLINK("http://evil")', "+1+2", "-3", "@SUM(A1)"]) {
      const res = await operator({
        method: "POST",
        url: "/spa/products",
        payload: { name, type: "in_stock" },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await operator({ method: "GET", url: "/spa/products/export?format=xlsx" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("products.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names: string[] = [];
    sheet?.eachRow((row) => {
      names.push(String(row.getCell(1).value));
    });
    expect(names[0]).toBe("name");
    expect(names).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil")`,
        "'+1+2",
        "'-3",
        "'@SUM(A1)",
        "Dell Latitude 7420",
      ]),
    );
    expect(names.some((n) => /^[=+\-@]/.test(n))).toBe(false);
    const header = sheet?.getRow(1).values;
    expect(Array.isArray(header) ? header.slice(1) : []).toEqual([
      "name",
      "type",
      "class",
      "brand",
      "line",
      "group",
      "description",
      "mpn",
      "weight",
      "serial_pattern",
      "active",
    ]);

    const csv = await operator({ method: "GET", url: "/spa/products/export?format=csv" });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.split("\n");
    expect(lines.some((l) => l.startsWith("'+1+2,"))).toBe(true);
    expect(lines.some((l) => /^"?[=+\-@]/.test(l))).toBe(false);
    expect(lines.some((l) => l.startsWith("Dell Latitude 7420,serialized,Laptops,Dell,Latitude"))).toBe(true);
    expect((await operator({ method: "GET", url: "/spa/products/export?format=pdf" })).statusCode).toBe(422);
    expect((await client({ method: "GET", url: "/spa/products/export" })).statusCode).toBe(403);
  });
});
