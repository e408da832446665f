import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { readPdfBarcodes } from "../../../test/barcode-reader";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
type Loc = { id: number; barcode: string; name: string };
let some: Loc[];

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  const dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  const res = await operator({
    method: "GET",
    url: `/spa/locations?warehouse_id=${dal}&pageSize=3&sort=barcode`,
  });
  some = res.json().data;
  expect(some).toHaveLength(3);
});
afterAll(() => t.close());

const json = { "x-requested-with": "XMLHttpRequest" };

describe("location labels", () => {
  it("prints a location's label as a PDF whose barcode scans back, and as ZPL", async () => {
    const location = some[0] as Loc;
    const pdf = await operator({ method: "GET", url: `/spa/locations/${location.id}/label` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await readPdfBarcodes(pdf.rawPayload)).toEqual([[location.barcode]]);
    const zpl = await operator({ method: "GET", url: `/spa/locations/${location.id}/label?format=zpl` });
    expect(zpl.body).toContain(`^BCN,160,N,N,N,A^FH\\^FD${location.barcode}^FS`);
    expect(zpl.body).toContain("^FDWarehouse DAL^FS");
  });

  it("prints the selected locations in barcode order, and refuses an unknown one", async () => {
    const ids = [...some].reverse().map((l) => l.id);
    const res = await operator({
      method: "POST",
      url: "/spa/locations/labels",
      headers: json,
      payload: { ids },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain("location-labels.pdf");
    expect(await readPdfBarcodes(res.rawPayload)).toEqual(some.map((l) => [l.barcode]));
    const unknown = await operator({
      method: "POST",
      url: "/spa/locations/labels",
      headers: json,
      payload: { ids: [some[0]?.id, 987654321] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.ids).toEqual(["No such location: 987654321"]);
  });

  it("answers 404 for an unknown location and 403 to a client", async () => {
    expect((await operator({ method: "GET", url: "/spa/locations/987654321/label" })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: `/spa/locations/${some[0]?.id}/label` })).statusCode).toBe(
      403,
    );
  });
});
