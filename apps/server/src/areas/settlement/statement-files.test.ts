import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { SettlementLine, SettlementStatement } from "@ops/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct, unique } from "../assets/asset-records.fixtures";
import { renderStatementPdf } from "./documents/statement-pdf";
import { renderStatementXlsx } from "./documents/statement-xlsx";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
/** A Northwind Health load priced and final; another of its loads still a draft. */
let final: { slug: string; number: string };
let draft: { slug: string; number: string };

const today = () => new Date().toISOString().slice(0, 10);
const number = (slug: string) => `ST-${slug.toUpperCase()}`;

/** The text of a PDF as poppler's pdftotext reads it (from standard input to standard output). */
async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)("pdftotext", ["-layout", "-", "-"], { encoding: "utf8" });
  child.child.stdin?.end(pdf);
  return (await child).stdout;
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The rows of a sheet as arrays of cell values (numbers stay numbers). */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A program of Northwind Health with revenue share (70 %), triage ($4) and fixed freight ($150). */
async function insertSettlementProgram(): Promise<number> {
  const rules = [
    { type: "program_rev_share_pricing", params: { clientSharePercent: 70 } },
    { type: "triage_service_charge", params: { amount: 4 } },
    { type: "fixed_freight_cost", params: { amount: 150 } },
  ];
  const [row] = (
    (await t.database.db.execute(sql`
      insert into programs (account_id, name, rules)
      select id, ${`Statement files ${unique()}`}, ${JSON.stringify(rules)}::jsonb from accounts where name = 'Northwind Health'
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  return Number(row?.id);
}

/**
 * Serialized devices received on a load, valued by serial pricing at `values` (null: no value, so
 * revenue share settles it). Answers the barcodes.
 */
async function receive(load: { id: number; accountId: number }, product: number, values: (string | null)[]) {
  const barcodes = values.map(() => `STF${unique()}`);
  await insertAssets(
    t.database.db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: `SN-${barcode}`,
      productId: product,
    })),
  );
  for (const [i, value] of values.entries())
    if (value !== null)
      await t.database.db.execute(
        sql`update assets set value = ${value}::numeric where barcode = ${barcodes[i]}`,
      );
  return barcodes;
}

/** A device of the load sold on a listing for `price`, on `day`. */
async function sell(barcode: string, price: string, day: string) {
  await t.database.db.execute(sql`
    with l as (
      insert into listings (title, status, platform, warehouse_id, price, listed_at)
      values (${`Statement files listing ${unique()}`}, 'listed', 'auction_marketplace',
              (select id from warehouses where short_name = 'DAL'), 200, now())
      returning id, warehouse_id)
    insert into asset_reservations (asset_id, listing_id, warehouse_id, status, closed_at, sale_price, buyer)
    select a.id, l.id, l.warehouse_id, 'sold', ${`${day}T15:00:00Z`}::timestamptz, ${price}::numeric, 'files-buyer'
      from assets a, l where a.barcode = ${barcode}`);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  const db = t.database.db;
  const program = await insertSettlementProgram();
  const product = await insertProduct(db, `Statement laptop ${unique()}`);

  const priced = await insertLoad(db, "Northwind Health", { programId: program });
  const devices = await receive(priced, product, ["0.10", "0.20", "1234.56", null]);
  await sell(devices[3] as string, "175.00", "2026-11-02");
  await db.execute(sql`update activities set status = 'processed' where id = ${priced.id}`);
  const finalized = await operator({
    method: "POST",
    url: `/spa/activities/${priced.slug}/settlement/finalize`,
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  const adjusted = await operator({
    method: "POST",
    url: `/spa/activities/${priced.slug}/settlement/adjustments`,
    payload: { amount: "-10.25", reason: "One laptop counted twice at receiving" },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
  final = { slug: priced.slug, number: number(priced.slug) };

  const open = await insertLoad(db, "Northwind Health", { programId: program });
  await receive(open, product, ["5.00"]);
  await db.execute(sql`update activities set status = 'received' where id = ${open.id}`);
  // A line typed on the draft whose description a spreadsheet would run as a formula.
  await db.execute(sql`
    with s as (insert into settlement_statements (activity_id, payment_type) values (${open.id}, 'check') returning id)
    insert into settlement_lines (statement_id, kind, source, description, quantity, unit, unit_price, amount, line_date)
    select id, 'manual', 'Typed on the draft', '=HYPERLINK("http://example.test","x")', 1, 'charge', 2.5, -2.50, ${today()}::date from s`);
  draft = { slug: open.slug, number: number(open.slug) };
});
afterAll(() => t.close());

describe("the statement as a PDF", () => {
  it("downloads as ST-<LOAD>.pdf with the number, the lines by kind, the sale's date, the adjustment and the net", async () => {
    const res = await operator({ method: "GET", url: `/spa/activities/${final.slug}/settlement/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="${final.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("Settlement statement");
    expect(text).toContain(final.number);
    expect(text).toContain("Northwind Health");
    expect(text).toMatch(/Status\s+Final since \d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain("DRAFT");
    // 0.10 + 0.20 + 1,234.56 by serial pricing; triage 4 devices × $4; freight $150.
    expect(text).toMatch(/Total asset value\s+\$1,234\.86/);
    expect(text).toMatch(/Total triage\s+-\$16\.00/);
    expect(text).toMatch(/Total freight\s+-\$150\.00/);
    // The sale: dated its day, 70 % of $175.00.
    expect(text).toMatch(/2026-11-02\s+STF\d+ sold for \$175\.00 \(70% share\)[^\n]*\$122\.50/);
    expect(text).toMatch(/One laptop counted twice at receiving\s+Olivia Ortega\s+-\$10\.25/);
    // 1,234.86 − 16.00 − 150.00 + 122.50 − 10.25
    expect(text).toMatch(/Net\s+Due to the client: \$1,181\.11/);
    expect(text).toMatch(/Page 1 of 1/);
  });

  it("marks a draft as such for the operator and hides it from the client (404), like another client's load", async () => {
    const res = await operator({ method: "GET", url: `/spa/activities/${draft.slug}/settlement/pdf` });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("DRAFT — not final: the amounts change until the load is priced");
    expect(text).toMatch(/Payment type\s+Check/);
    for (const format of ["pdf", "xlsx"]) {
      const hidden = await client({
        method: "GET",
        url: `/spa/client/activities/${draft.slug}/settlement/${format}`,
      });
      expect(hidden.statusCode, format).toBe(404);
      const other = await otherClient({
        method: "GET",
        url: `/spa/client/activities/${final.slug}/settlement/${format}`,
      });
      expect(other.statusCode, format).toBe(404);
    }
  });

  it("lets the client download their final statement", async () => {
    const res = await client({ method: "GET", url: `/spa/client/activities/${final.slug}/settlement/pdf` });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toMatch(/Due to the client: \$1,181\.11/);
  });

  it("refuses a format it does not make (422)", async () => {
    const res = await operator({ method: "GET", url: `/spa/activities/${final.slug}/settlement/csv` });
    expect(res.statusCode).toBe(422);
  });
});

describe("the statement as an xlsx workbook", () => {
  it("holds a summary and the lines, amounts as exact currency numbers", async () => {
    const res = await client({ method: "GET", url: `/spa/client/activities/${final.slug}/settlement/xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="${final.number}.xlsx"`);
    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Summary", "Lines"]);
    const summary = new Map(
      rowsOf(workbook.getWorksheet("Summary"))
        .filter((r) => r.length >= 2)
        .map((r) => [r[0], r[1]]),
    );
    expect(summary.get("Statement")).toBe(final.number);
    expect(summary.get("Status")).toBe("Final");
    expect(summary.get("Asset value")).toBe(1234.86);
    expect(summary.get("Revenue share")).toBe(122.5);
    expect(summary.get("Net")).toBe(1181.11);
    expect(summary.get("Direction")).toBe("Due to the client");
    const sheet = workbook.getWorksheet("Lines");
    const [head, ...lines] = rowsOf(sheet);
    expect(head).toEqual([
      "Kind",
      "Date",
      "Description",
      "Source",
      "Rule",
      "Quantity",
      "Unit",
      "Unit price",
      "Amount",
      "Reason",
      "By",
    ]);
    const byKind = (kind: string) =>
      lines.filter((l) => l[0] === kind).map((l) => [l[5], l[7] ?? null, l[8]]);
    expect(byKind("Asset value")).toEqual([[3, null, 1234.86]]);
    expect(byKind("Triage")).toEqual([[4, 4, -16]]);
    expect(byKind("Freight")).toEqual([[1, 150, -150]]);
    expect(byKind("Revenue share")).toEqual([[1, null, 122.5]]);
    expect(byKind("Adjustment")).toEqual([[1, 10.25, -10.25]]);
    const revenue = lines.find((l) => l[0] === "Revenue share");
    expect(revenue?.[1]).toBe("2026-11-02");
    expect(sheet?.getRow(2).getCell(9).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
  });

  it("writes a typed line that looks like a formula as text", async () => {
    const res = await operator({ method: "GET", url: `/spa/activities/${draft.slug}/settlement/xlsx` });
    expect(res.statusCode).toBe(200);
    const lines = rowsOf((await workbookOf(res.rawPayload)).getWorksheet("Lines"));
    const typed = lines.find((l) => l[0] === "Draft line");
    expect(typed?.[2]).toBe(`'=HYPERLINK("http://example.test","x")`);
    expect(typed?.[8]).toBe(-2.5);
  });
});

describe("the settlement demo", () => {
  type Summary = {
    number: string;
    loadSlug: string;
    status: string;
    accountName: string;
    paymentType: string | null;
  };
  const statements = async (caller: Caller, prefix: string) =>
    (await caller({ method: "GET", url: `${prefix}/statements?pageSize=100` })).json().data as Summary[];

  it("gives the demo client a final statement of every kind of line, which it downloads", async () => {
    const mine = (await statements(client, "/spa/client")).filter((s) => s.paymentType === "ach");
    expect(mine).toHaveLength(1);
    const [demo] = mine as [Summary];
    const read = await client({ method: "GET", url: `/spa/client/activities/${demo.loadSlug}/settlement` });
    const statement = read.json() as SettlementStatement;
    expect(statement.status).toBe("final");
    expect([...new Set(statement.lines.map((l) => l.kind))].sort()).toEqual(
      ["adjustment", "freight", "hard_drive", "revenue_share", "service", "triage", "value"].sort(),
    );
    expect(statement.direction).toBe("due_to_client");
    const pdf = await client({
      method: "GET",
      url: `/spa/client/activities/${demo.loadSlug}/settlement/pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(demo.number);
    expect(text).toMatch(/NWSS0005 sold for \$232\.50 \(70% share\)/);
  });

  it("leaves an Acme Telecom draft with its payment type, carrier cost and miles for the operator", async () => {
    const drafts = (await statements(operator, "/spa")).filter((s) => s.status === "draft");
    const demo = drafts.find((s) => s.accountName === "Acme Telecom" && s.paymentType === "check");
    const read = await operator({ method: "GET", url: `/spa/activities/${demo?.loadSlug}/settlement` });
    const statement = read.json() as SettlementStatement;
    expect(statement.load.accountName).toBe("Acme Telecom");
    expect([statement.carrierCost, statement.miles]).toEqual(["640.00", "212.500"]);
    // The tiered freight's per-mile line: 212.5 × $1.85 = $393.125, rounded once.
    expect(statement.lines.find((l) => l.unit === "miles" && l.kind === "freight")?.amount).toBe("-393.13");
  });
});

describe("a long statement", () => {
  /** A final statement of `n` value lines and one adjustment whose reason wraps. */
  function longStatement(n: number): SettlementStatement {
    const line = (i: number): SettlementLine => ({
      id: i,
      kind: "value",
      rule: null,
      source: "Inbound prices v3",
      description: `Product ${String(i).padStart(4, "0")}`,
      productId: i,
      serviceId: null,
      quantity: "12.500",
      unit: "lbs",
      unitPrice: "0.1235",
      amount: "1.54",
      lineDate: "2026-11-20",
      reason: null,
      createdBy: null,
      createdAt: null,
    });
    const value = (BigInt(n) * 154n).toString();
    const money = `${value.slice(0, -2)}.${value.slice(-2)}`;
    const zero = "0.00";
    return {
      id: 1,
      number: "ST-DAL-IN-000001",
      status: "final",
      load: {
        slug: "dal-in-000001",
        status: "priced",
        accountId: 1,
        accountName: "Northwind Health",
        programId: null,
        programName: null,
        receivedAt: "2026-11-18T10:00:00.000Z",
      },
      paymentType: "wire",
      carrierCost: null,
      miles: null,
      notes: null,
      lines: Array.from({ length: n }, (_, i) => line(i + 1)),
      totals: {
        value: money,
        services: zero,
        freight: zero,
        hardDrives: zero,
        triage: zero,
        revenueShare: zero,
        manual: zero,
        adjustments: zero,
        credits: money,
        charges: zero,
        net: money,
      },
      direction: "due_to_client",
      unpricedProducts: [],
      skippedRules: [],
      finalizedAt: "2026-11-20T12:00:00.000Z",
      finalizedBy: "Olivia Ortega",
      updatedAt: null,
    };
  }

  it("pages its table with the head repeated and every page numbered of the total", async () => {
    const pdf = await renderStatementPdf(longStatement(400), { name: "Reuse Ops", facility: null });
    const pages = (await pdfText(pdf)).split("\f").filter((p) => p.trim() !== "");
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain("Settlement statement ST-DAL-IN-000001 (continued)");
    });
    expect(pages[1]).toContain("Asset value (continued)");
    const all = pages.join("\n");
    for (const n of [1, 200, 400]) expect(all).toContain(`Product ${String(n).padStart(4, "0")}`);
    expect(pages.at(-1)).toMatch(/Net\s+Due to the client: \$616\.00/);
  });

  it("writes every line to the workbook", async () => {
    const workbook = await workbookOf(
      await renderStatementXlsx(longStatement(400), { name: "Reuse Ops", facility: null }),
    );
    expect(workbook.getWorksheet("Lines")?.actualRowCount).toBe(401);
  });
});
