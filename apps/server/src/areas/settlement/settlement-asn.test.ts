import type { SettlementStatement } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { newAccount, newLoad, newProduct, newProgram, receive } from "./compute/settlement.fixtures";

// The ASN's unit price (issue 22, import_asn_pricing): an optional "Unit price" (or "Price")
// column of the ASN file, checked per row, kept exact, and the price the rule values assets by.

let t: TestApp;
let operator: Caller;
let db: TestApp["database"]["db"];

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  db = t.database.db;
});
afterAll(() => t.close());

function upload(slug: string, lines: string[]) {
  const boundary = "----settlementAsn";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="asn.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return operator({
    method: "POST",
    url: `/spa/loads/${slug}/asns`,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

const pricesOf = (activityId: number) =>
  rowsOf<{ serial_number: string; unit_price: string | null }>(
    db,
    sql`select serial_number, unit_price::text as unit_price from asn_items where activity_id = ${activityId} order by row`,
  );

describe("the ASN's unit price", () => {
  it("reads a Unit price or Price column exactly; a blank cell is no price", async () => {
    const account = await newAccount(db);
    const load = await newLoad(db, account, { status: "scheduled" });
    const res = await upload(load.slug, [
      "Serial,Unit price",
      "A-1,0.3333",
      'A-2,"1,250.5"',
      "A-3,",
      "A-4,$12",
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await pricesOf(load.id)).toEqual([
      { serial_number: "A-1", unit_price: "0.3333" },
      { serial_number: "A-2", unit_price: "1250.5000" },
      { serial_number: "A-3", unit_price: null },
      { serial_number: "A-4", unit_price: "12.0000" },
    ]);

    const other = await newLoad(db, account, { status: "scheduled" });
    const byPrice = await upload(other.slug, ["Serial,Price", "B-1,7.25"]);
    expect(byPrice.statusCode, byPrice.body).toBe(201);
    expect(await pricesOf(other.id)).toEqual([{ serial_number: "B-1", unit_price: "7.2500" }]);
  });

  it("refuses a price that is not a number of 0 or more, on its row and column, and imports nothing", async () => {
    const account = await newAccount(db);
    const load = await newLoad(db, account, { status: "scheduled" });
    const res = await upload(load.slug, ["Serial,Unit price", "C-1,abc", "C-2,-1", "C-3,0.12345", "C-4,5"]);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["rows.2.unitPrice"]).toEqual(["Unit price must be a number, 0 or more"]);
    expect(errors["rows.3.unitPrice"]).toEqual(["Unit price must be a number, 0 or more"]);
    expect(errors["rows.4.unitPrice"]).toEqual(["Unit price has at most 4 decimal places"]);
    expect(errors["rows.5.unitPrice"]).toBeUndefined();
    expect(await pricesOf(load.id)).toEqual([]);
  });

  it("values the received assets by the imported price under import_asn_pricing", async () => {
    const account = await newAccount(db);
    const product = await newProduct(db, { name: `ASN laptop ${account}` });
    const program = await newProgram(db, account, [
      { type: "import_asn_pricing", params: { overwriteExisting: false } },
    ]);
    const load = await newLoad(db, account, { programId: program, status: "scheduled" });
    expect((await upload(load.slug, ["Serial,Unit price", "D-1,0.1", "D-2,0.2"])).statusCode).toBe(201);
    for (const serial of ["D-1", "D-2"]) {
      const asset = await receive(db, load, { serial, entries: [{ productId: product }] });
      await db.execute(
        sql`update assets set asn_item_id = (select id from asn_items where activity_id = ${load.id} and serial_number = ${serial})
            where id = ${asset.id}`,
      );
    }
    const res = await operator({ method: "GET", url: `/spa/activities/${load.slug}/settlement` });
    const s: SettlementStatement = res.json();
    // 0.10 + 0.20 = 0.30 exactly; two prices on one line show no single unit price
    expect(s.lines.map((l) => [l.source, l.quantity, l.unitPrice, l.amount, l.rule])).toEqual([
      ["ASN prices", "2.000", null, "0.30", "import_asn_pricing"],
    ]);
    expect(s.unpricedProducts).toEqual([]);
  });
});
