import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { ReportData, SavedReport } from "@ops/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { renderReportPdf } from "./report-pdf";
import { ACME_MARKS, RANGE, type ReportWorld, reportWorld, weightByWeek } from "./reports.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let dana: Caller;
let world: ReportWorld;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient: dana } = await accountCallers(t.app));
  world = await reportWorld(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)("pdftotext", ["-layout", "-", "-"], { encoding: "utf8" });
  child.child.stdin?.end(pdf);
  return (await child).stdout;
}

const run = (caller: Caller, prefix: string, definition: unknown, extra: Record<string, unknown> = {}) =>
  caller({ method: "POST", url: `${prefix}/reports/run`, payload: { definition, ...extra } });

let saved = 0;
async function save(caller: Caller, prefix: string, definition: unknown, name = `Report ${++saved}`) {
  const res = await caller({ method: "POST", url: `${prefix}/reports`, payload: { name, definition } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SavedReport;
}

describe("running a report", () => {
  it("sums the rollups by week with totals, for the operator over every account", async () => {
    const res = await run(operator, "/spa", weightByWeek({ accountIds: [world.nw] }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as ReportData;
    expect(data).toMatchObject({ beginDate: "2019-01-07", endDate: "2019-01-20" });
    expect(data.measures.map((m) => m.id)).toEqual(["weight_lbs", "pieces"]);
    expect(data.rows).toEqual([
      { keys: ["2019-01-07"], labels: ["2019-01-07"], values: [12.5, 2] },
      { keys: ["2019-01-14"], labels: ["2019-01-14"], values: [7.5, 3] },
    ]);
    expect(data.totals).toEqual([20, 5]);
  });

  it("refuses an unknown measure or dimension, an unsplittable pair, reversed dates and over five years with 422 on the field", async () => {
    const cases: [unknown, string][] = [
      [weightByWeek({ measures: ["weight_lbs", "bogus" as "pieces"] }), "definition.measures.1"],
      [weightByWeek({ dimensions: ["colour" as "period"] }), "definition.dimensions.0"],
      [weightByWeek({ measures: ["loads"], dimensions: ["grade"] }), "definition.dimensions"],
      [
        weightByWeek({ range: { kind: "between", beginDate: "2019-02-01", endDate: "2019-01-01" } }),
        "definition.range.endDate",
      ],
      [
        weightByWeek({ range: { kind: "between", beginDate: "2014-01-01", endDate: "2019-01-01" } }),
        "definition.range.endDate",
      ],
      [weightByWeek({ range: { kind: "last_days", days: 5 * 365 + 1 } }), "definition.range.days"],
    ];
    for (const [definition, field] of cases) {
      const res = await run(client, "/spa/client", definition);
      expect(res.statusCode, JSON.stringify(definition)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const reversed = await run(operator, "/spa", cases[3]?.[0]);
    expect(reversed.json().errors["definition.range.endDate"]).toEqual([
      "The end date is before the begin date",
    ]);
  });

  it("refuses a client the operator-only measure and dimension, and lets the operator use them", async () => {
    const tested = { measures: ["devices_tested"], dimensions: ["technician"], range: RANGE };
    const res = await run(client, "/spa/client", tested);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "definition.measures": ["Devices tested is for operators only"],
      "definition.dimensions": ["Split by technician is for operators only"],
    });
    const byClass = await run(client, "/spa/client", { measures: ["devices"], dimensions: ["technician"] });
    expect(byClass.statusCode).toBe(422);
    const saving = await client({
      method: "POST",
      url: "/spa/client/reports",
      payload: { name: "Technicians", definition: tested },
    });
    expect(saving.statusCode).toBe(422);
    const mine = await run(operator, "/spa", { ...tested, accountIds: [world.nw] });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as ReportData).totals).toEqual([3]);
  });

  it("drops a staff request's clientView: the operator's run is never shaped as a client's", async () => {
    const tested = { measures: ["devices_tested"], dimensions: [], range: RANGE, accountIds: [world.nw] };
    const res = await run(operator, "/spa", tested, { clientView: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ReportData).totals).toEqual([3]);
    // The operator's answer covers Acme too when asked: no client scope was applied.
    const all = await run(operator, "/spa", weightByWeek({ accountIds: [world.nw, world.acme] }), {
      clientView: true,
    });
    expect((all.json() as ReportData).totals[0]).toBeCloseTo(987674.321, 3);
  });

  it("gives a client asking for another client's accounts only their own figures", async () => {
    for (const accountIds of [[world.acme], [world.nw, world.acme], []]) {
      const res = await run(client, "/spa/client", weightByWeek({ accountIds }), { clientView: true });
      expect(res.statusCode).toBe(200);
      const data = res.json() as ReportData;
      expect(data.totals).toEqual([20, 5]);
      for (const mark of ACME_MARKS) expect(res.body).not.toContain(mark);
    }
  });

  it("refuses a client whose subscription does not include custom reports (403 with the sentence)", async () => {
    const res = await run(dana, "/spa/client", weightByWeek());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Custom dashboard is part of the Enterprise subscription/);
    expect((await dana({ method: "GET", url: "/spa/client/reports" })).statusCode).toBe(403);
  });
});

describe("saved reports", () => {
  it("has the demo's reports: the operator's weekly mailed one and Northwind's client's devices by grade", async () => {
    const ops = (await operator({ method: "GET", url: "/spa/reports?search=received%20by%20class" })).json();
    expect(ops.data[0]).toMatchObject({
      name: "Weekly received by class",
      schedule: { frequency: "weekly", format: "xlsx", recipients: [{ email: "operator@example.com" }] },
    });
    const mine = (await client({ method: "GET", url: "/spa/client/reports?search=grade" })).json();
    expect(mine.data.map((r: SavedReport) => r.name)).toEqual(["Devices by grade"]);
    const data = await client({ method: "GET", url: `/spa/client/reports/${mine.data[0].id}/data` });
    expect(data.statusCode, data.body).toBe(200);
  });

  it("saves, lists with search, reads, renames and deletes the owner's reports; names are unique per owner", async () => {
    const a = await save(client, "/spa/client", weightByWeek(), "Northwind weekly weight");
    expect(a).toMatchObject({
      name: "Northwind weekly weight",
      schedule: null,
      ownerName: expect.any(String),
    });
    expect(a.definition).toMatchObject({ measures: ["weight_lbs", "pieces"], chartType: "bar" });
    const dup = await client({
      method: "POST",
      url: "/spa/client/reports",
      payload: { name: "northwind WEEKLY weight", definition: weightByWeek() },
    });
    expect(dup.statusCode).toBe(422);
    expect(Object.keys(dup.json().errors)).toEqual(["name"]);
    // Another owner may use the same name.
    await save(operator, "/spa", weightByWeek(), "Northwind weekly weight");

    const list = await client({ method: "GET", url: "/spa/client/reports?search=weekly%20WEIGHT" });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: SavedReport) => r.id)).toEqual([a.id]);
    expect(list.json().total).toBe(1);

    const renamed = await client({
      method: "PUT",
      url: `/spa/client/reports/${a.id}`,
      payload: { name: "Weight by week", definition: weightByWeek({ chartType: "line" }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Weight by week", definition: { chartType: "line" } });
    expect((await client({ method: "GET", url: `/spa/client/reports/${a.id}` })).json().name).toBe(
      "Weight by week",
    );
    const data = await client({ method: "GET", url: `/spa/client/reports/${a.id}/data` });
    expect((data.json() as ReportData).totals).toEqual([20, 5]);

    expect((await client({ method: "DELETE", url: `/spa/client/reports/${a.id}` })).statusCode).toBe(204);
    expect((await client({ method: "GET", url: `/spa/client/reports/${a.id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another user's report in every call", async () => {
    const theirs = await save(operator, "/spa", weightByWeek(), "Operator only");
    const calls = [
      { method: "GET", url: `/spa/client/reports/${theirs.id}` },
      { method: "GET", url: `/spa/client/reports/${theirs.id}/data` },
      { method: "GET", url: `/spa/client/reports/${theirs.id}/download?format=csv` },
      {
        method: "PUT",
        url: `/spa/client/reports/${theirs.id}`,
        payload: { name: "Mine", definition: weightByWeek() },
      },
      { method: "DELETE", url: `/spa/client/reports/${theirs.id}` },
      {
        method: "PUT",
        url: `/spa/client/reports/${theirs.id}/schedule`,
        payload: { frequency: "daily", recipientIds: [1] },
      },
      { method: "DELETE", url: `/spa/client/reports/${theirs.id}/schedule` },
      { method: "POST", url: `/spa/client/reports/${theirs.id}/send` },
    ] as const;
    for (const call of calls) {
      const res = await client(call as Parameters<Caller>[0]);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const list = await client({ method: "GET", url: "/spa/client/reports?pageSize=200" });
    expect(list.json().data.map((r: SavedReport) => r.id)).not.toContain(theirs.id);
  });

  it("keeps a saved report of Acme's ids to the client's own figures in its data and files", async () => {
    const r = await save(client, "/spa/client", weightByWeek({ accountIds: [world.acme] }), "Acme please");
    const data = await client({ method: "GET", url: `/spa/client/reports/${r.id}/data` });
    expect((data.json() as ReportData).totals).toEqual([20, 5]);
    for (const format of ["csv", "xlsx", "pdf"] as const) {
      const res = await client({
        method: "GET",
        url: `/spa/client/reports/${r.id}/download?format=${format}`,
      });
      expect(res.statusCode).toBe(200);
      const text =
        format === "csv"
          ? res.body
          : format === "pdf"
            ? await pdfText(res.rawPayload)
            : await xlsxText(res.rawPayload);
      for (const mark of ACME_MARKS) expect(text).not.toContain(mark);
      // The csv is the bare table; the workbook and the PDF name the accounts covered.
      if (format !== "csv")
        expect(text).toContain("Accounts: Northwind Health".slice(format === "pdf" ? 10 : 0));
      expect(text).toMatch(/Total\W+20\W+5/);
    }
  });
});

async function xlsxText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    lines.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => String(v ?? ""))
        .join("|"),
    );
  });
  return lines.join("\n");
}

describe("downloads", () => {
  it("writes the report as xlsx, csv and PDF that read back", async () => {
    const r = await save(
      operator,
      "/spa",
      weightByWeek({ dimensions: ["period", "account"], accountIds: [world.nw] }),
      "=Weekly weight",
    );
    const csv = await operator({ method: "GET", url: `/spa/reports/${r.id}/download?format=csv` });
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toContain("Weekly weight 2019-01-20.csv");
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Period,Account,Weight received (lbs),Pieces received",
      "2019-01-07,Northwind Health,12.5,2",
      "2019-01-14,Northwind Health,7.5,3",
      "Total,,20,5",
      "",
    ]);

    const xlsx = await operator({ method: "GET", url: `/spa/reports/${r.id}/download?format=xlsx` });
    expect(xlsx.headers["content-type"]).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    // The title is neutralised (it starts with "="), never a formula.
    expect(sheet?.getCell("A1").value).toBe("'=Weekly weight");
    expect(sheet?.getCell("A2").value).toBe("Range: 2019-01-07 to 2019-01-20 (weekly)");
    expect(sheet?.getCell("A3").value).toBe("Accounts: Northwind Health");
    expect(sheet?.getRow(5).values).toEqual([
      undefined,
      "Period",
      "Account",
      "Weight received (lbs)",
      "Pieces received",
    ]);
    expect(sheet?.getRow(6).values).toEqual([undefined, "2019-01-07", "Northwind Health", 12.5, 2]);
    expect(sheet?.getRow(8).values).toEqual([undefined, "Total", undefined, 20, 5]);

    const pdf = await operator({ method: "GET", url: `/spa/reports/${r.id}/download?format=pdf` });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("=Weekly weight");
    expect(text).toMatch(/Range\s+2019-01-07 to 2019-01-20 \(weekly\)/);
    expect(text).toMatch(/Accounts\s+Northwind Health/);
    expect(text).toMatch(/2019-01-07\s+Northwind Health\s+12\.5\s+2/);
    expect(text).toMatch(/Total\s+20\s+5/);
    expect(text).toContain("Page 1 of 1");
  });

  it("pages a long PDF with the table's head on every page, the totals last and page n of N", async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Account ${i + 1}`, i + 1]);
    const body = await renderReportPdf({
      title: "Long report",
      facts: [["Range", "2019-01-01 to 2019-01-31 (daily)"]],
      table: {
        headers: ["Account", "Loads received"],
        numeric: [false, true],
        rows,
        totals: ["Total", 11325],
      },
      units: ["count"],
    });
    const text = await pdfText(body);
    const pages = text.split("\f").filter((p) => p.trim() !== "");
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Account\s+Loads received/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages[0]).toContain("Account 1 ");
    expect(pages.at(-1)).toMatch(/Account 150\s+150/);
    expect(pages.at(-1)).toMatch(/Total\s+11,325/);
    for (let i = 1; i <= 150; i++) expect(text).toMatch(new RegExp(`Account ${i}\\s+${i}\\b`));
  });
});
