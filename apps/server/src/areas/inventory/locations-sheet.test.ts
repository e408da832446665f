import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let dal: number;
let phx: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  phx = warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
});
afterAll(() => t.close());

function multipart(file: { name: string; bytes: Buffer }) {
  const boundary = "----opsTestBoundary9f2";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function importFile(warehouseId: number, name: string, bytes: Buffer, caller = operator) {
  return caller({
    method: "POST",
    url: `/spa/locations/import?warehouse_id=${warehouseId}`,
    ...multipart({ name, bytes }),
  });
}

const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Locations");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function find(barcode: string, warehouseId = dal) {
  return operator({
    method: "GET",
    url: `/spa/locations/find?barcode=${barcode}&warehouse_id=${warehouseId}`,
  });
}

describe("location import", () => {
  it("imports every row in one go, upper-casing barcodes and linking parents in the file or the warehouse", async () => {
    const res = await importFile(
      dal,
      "new-zone.csv",
      csv([
        "Barcode,Name,Type,Parent Barcode,Active",
        "imp-z9-a01,Zone 9 aisle 1,inventory,IMP-Z9,",
        "IMP-Z9,Zone 9,Inventory,,yes",
        "imp-z9-a01-r01,Aisle 1 rack 1,inventory,imp-z9-a01,",
        "imp-ws-90,Workstation 90,Workstation,dal-prc,no",
        '"imp-q-1","Quarantine, overflow",customer quarantine,,',
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 5 });
    const rack = (await find("IMP-Z9-A01-R01")).json();
    expect(rack.parentBarcode).toBe("IMP-Z9-A01");
    const detail = (await operator({ method: "GET", url: `/spa/locations/${rack.id}` })).json();
    expect(detail.ancestors.map((a: { barcode: string }) => a.barcode)).toEqual(["IMP-Z9", "IMP-Z9-A01"]);
    expect((await find("IMP-WS-90")).json()).toMatchObject({
      parentBarcode: "DAL-PRC",
      active: false,
      type: "workstation",
    });
    expect((await find("imp-q-1")).json()).toMatchObject({
      name: "Quarantine, overflow",
      type: "customer_quarantine",
    });
  });

  it("reports every row error at once with spreadsheet row numbers and writes nothing", async () => {
    const bytes = await xlsx([
      ["barcode", "name", "type", "parent_barcode", "active"],
      ["bad-ok-1", "A fine row", "staging", null, null], // row 2: valid, must not be written
      [null, "No barcode", "staging", null, null], // row 3
      ["bad-2", null, "attic", null, "maybe"], // row 4
      ["dal-rcv", "Exists already", "staging", null, null], // row 5
      ["bad-ok-1", "Twice in the file", "staging", null, null], // row 6
      ["bad-3", "Orphan", "staging", "NOWHERE", null], // row 7
      ["bad-4", "Loop A", "staging", "bad-5", null], // row 8
      ["bad-5", "Loop B", "staging", "bad-4", null], // row 9
      ["bad 6", "Space in barcode", "staging", null, null], // row 10
      ["bad-7", "Own parent", "staging", "BAD-7", null], // row 11
    ]);
    const res = await importFile(dal, "errors.xlsx", bytes);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        "rows.3.barcode",
        "rows.4.name",
        "rows.4.type",
        "rows.4.active",
        "rows.5.barcode",
        "rows.6.barcode",
        "rows.7.parent_barcode",
        "rows.8.parent_barcode",
        "rows.9.parent_barcode",
        "rows.10.barcode",
        "rows.11.parent_barcode",
      ].sort(),
    );
    expect(errors["rows.3.barcode"]).toEqual(["Enter or scan a barcode"]);
    expect(errors["rows.5.barcode"]).toEqual(["Barcode DAL-RCV already exists in this warehouse"]);
    expect(errors["rows.6.barcode"]).toEqual(["Barcode BAD-OK-1 is already in row 2"]);
    expect(errors["rows.7.parent_barcode"]).toEqual(["No location NOWHERE in this warehouse or this file"]);
    expect(errors["rows.8.parent_barcode"]).toEqual(["The parents in this file form a loop"]);
    expect(res.json().message).toBe("9 rows need attention; nothing was imported");
    expect((await find("BAD-OK-1")).statusCode).toBe(404);
  });

  it("refuses files it cannot use on the file field", async () => {
    const missing = await importFile(dal, "cols.csv", csv(["barcode,label", "X-1,Thing"]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(["Missing columns: name, type"]);
    const notSheet = await importFile(
      dal,
      "evil.exe",
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    );
    expect(notSheet.json().errors.file).toEqual(["Upload an .xlsx or .csv file"]);
    const empty = await importFile(dal, "empty.csv", csv(["barcode,name,type"]));
    expect(empty.json().errors.file).toBeDefined();
    const noFile = await operator({
      method: "POST",
      url: `/spa/locations/import?warehouse_id=${dal}`,
      payload: {},
    });
    expect(noFile.statusCode).toBe(422);
    // A workbook whose zip directory claims a huge expanded size is refused before inflating.
    const bomb = await xlsx([
      ["barcode", "name", "type"],
      ["B-1", "B", "staging"],
    ]);
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fff_ffff, directory + 24);
    const refused = await importFile(dal, "bomb.xlsx", bomb);
    expect(refused.json().errors.file).toEqual(["This workbook is too large or damaged to import"]);
    const warehouse = await importFile(9999, "w.csv", csv(["barcode,name,type", "W-1,W,staging"]));
    expect(warehouse.json().errors.warehouse_id).toEqual(["Unknown warehouse"]);
  });

  it("is for operators only", async () => {
    const res = await importFile(dal, "c.csv", csv(["barcode,name,type", "C-1,C,staging"]), client);
    expect(res.statusCode).toBe(403);
  });
});

describe("location export", () => {
  it("exports a warehouse as csv with formula prefixes neutralised", async () => {
    for (const [barcode, name] of [
      ["FX-1", '=HYPERLINK("http://evil.example","x")'],
      ["FX-2", "+1 555 0100"],
      ["FX-3", "-spare"],
      ["FX-4", "@SUM(A1)"],
    ]) {
      const res = await operator({
        method: "POST",
        url: "/spa/locations",
        payload: { warehouseId: phx, parentId: null, barcode, name, type: "staging" },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await operator({
      method: "GET",
      url: `/spa/locations/export?warehouse_id=${phx}&format=csv`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="locations-PHX-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines[0]).toBe("barcode,name,type,parent_barcode,active");
    expect(lines).toContain(`FX-1,"'=HYPERLINK(""http://evil.example"",""x"")",staging,,yes`);
    expect(lines).toContain("FX-2,'+1 555 0100,staging,,yes");
    expect(lines).toContain("FX-3,'-spare,staging,,yes");
    expect(lines).toContain("FX-4,'@SUM(A1),staging,,yes");
    expect(lines).toContain("PHX-WS-01,Workstation 1,workstation,PHX-PRC,yes");
  });

  it("exports xlsx that imports back into another warehouse unchanged", async () => {
    const res = await operator({ method: "GET", url: `/spa/locations/export?warehouse_id=${phx}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names = new Map<string, string>();
    sheet?.eachRow((row) => names.set(String(row.getCell(1).value), String(row.getCell(2).value)));
    expect(names.get("FX-4")).toBe("'@SUM(A1)");
    expect(sheet?.getCell("B1").formula).toBeUndefined();
    // Only the FX rows go to DAL, where their barcodes are free: the apostrophes come off again.
    const fx = await xlsx([
      ["barcode", "name", "type", "parent_barcode", "active"],
      ...[...names.entries()]
        .filter(([b]) => b.startsWith("FX-"))
        .map(([b, n]) => [b, n, "staging", null, "yes"]),
    ]);
    expect((await importFile(dal, "fx.xlsx", fx)).json()).toEqual({ created: 4 });
    expect((await find("FX-4")).json().name).toBe("@SUM(A1)");
  });

  it("answers 404 for an unknown warehouse and 403 to clients", async () => {
    expect(
      (await operator({ method: "GET", url: "/spa/locations/export?warehouse_id=9999" })).statusCode,
    ).toBe(404);
    expect(
      (await operator({ method: "GET", url: `/spa/locations/export?warehouse_id=${dal}&format=pdf` }))
        .statusCode,
    ).toBe(422);
    expect(
      (await client({ method: "GET", url: `/spa/locations/export?warehouse_id=${dal}` })).statusCode,
    ).toBe(403);
  });
});
