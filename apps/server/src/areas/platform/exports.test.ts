import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
});
afterAll(() => t.close());

/** The rows of a CSV export (header first), cells split on commas outside quotes. */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\n")
    .map((line) => line.replace(/\r$/, "").match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
    .map((cells) => cells.filter((c) => c !== "").map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "")));
}

describe("every list exports as the screen filters it", () => {
  const lists = [
    { path: "/activities?type=inbound", header: "Load", total: "/activities?type=inbound" },
    { path: "/loads", header: "Load", total: "/loads" },
    { path: "/accounts", header: "Name", total: "/accounts" },
    { path: "/inbound-requests", header: "Request", total: "/inbound-requests" },
    { path: "/users", header: "Name", total: "/users" },
    { path: "/holds?status=active", header: "Barcode", total: "/holds?status=active" },
  ];

  it("answers all pages of each list for staff, the same rows as the list says it has", async () => {
    for (const list of lists) {
      const [path, query = ""] = list.path.split("?");
      const res = await operator({ method: "GET", url: `/spa${path}/export?format=csv&${query}` });
      expect(res.statusCode, `${list.path}: ${res.body}`).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      const rows = csvRows(res.body);
      expect(rows[0]?.[0], list.path).toBe(list.header);
      const total = (await operator({ method: "GET", url: `/spa${list.total}` })).json().total;
      expect(rows.length - 1, list.path).toBe(total);
    }
  });

  it("keeps a client to their own accounts and refuses families that do not see a list", async () => {
    const own = await client({ method: "GET", url: "/spa/client/accounts/export?format=csv" });
    expect(own.statusCode).toBe(200);
    const names = csvRows(own.body)
      .slice(1)
      .map((r) => r[0]);
    const visible = (await client({ method: "GET", url: "/spa/client/accounts?pageSize=200" })).json();
    expect(names.sort()).toEqual(visible.data.map((a: { name: string }) => a.name).sort());
    expect(names).not.toContain("Initech Computers");

    const loads = await client({ method: "GET", url: "/spa/client/loads/export?format=xlsx" });
    expect(loads.statusCode).toBe(200);
    expect((await client({ method: "GET", url: "/spa/users/export" })).statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/holds/export" })).statusCode).toBe(403);
  });

  it("narrows the export by the list's search", async () => {
    const res = await operator({ method: "GET", url: "/spa/accounts/export?format=csv&search=Initech" });
    const names = csvRows(res.body)
      .slice(1)
      .map((r) => r[0]);
    expect(names).toContain("Initech Computers");
    expect(names.every((n) => n?.includes("Initech"))).toBe(true);
  });

  it("exports every saved version of an account's prices, one line per price", async () => {
    const accounts = (await operator({ method: "GET", url: "/spa/accounts?pageSize=200" })).json().data as {
      id: number;
    }[];
    let checked = 0;
    for (const account of accounts) {
      const history = (
        await operator({ method: "GET", url: `/spa/accounts/${account.id}/prices/history?type=inbound` })
      ).json() as { entries: unknown[] }[];
      const lines = history.reduce((n, v) => n + v.entries.length, 0);
      if (lines === 0) continue;
      const res = await operator({
        method: "GET",
        url: `/spa/accounts/${account.id}/prices/history/export?type=inbound&format=csv`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = csvRows(res.body);
      expect(rows[0]).toEqual(["Version", "Saved by", "Saved", "Item", "Method", "Unit", "Price"]);
      expect(rows.length - 1).toBe(lines);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
