import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../client";
import { rowsOf } from "../paging";
import { DEMO_TURNAROUND_DAYS } from "./demo-dashboards";

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

type Point = { period: string; weightLbs: number; loads: number; devices: number };

describe("the dashboards demo", () => {
  it("spreads the received loads over the last twelve weeks, milestones in order and none ahead of now", async () => {
    const [span] = await rowsOf<{ weeks: number; bad: number; ahead: number }>(
      db,
      sql`select count(distinct date_trunc('week', received_at))::int as weeks,
                 count(*) filter (where processed_at < received_at or priced_at < processed_at)::int as bad,
                 count(*) filter (where greatest(received_at, processed_at, priced_at) > now())::int as ahead
            from load_milestones where received_at > now() - interval '84 days'`,
    );
    expect(span?.weeks).toBeGreaterThanOrEqual(6);
    expect([span?.bad, span?.ahead]).toEqual([0, 0]);
    // Assets were moved with their loads: none received before its load was created.
    const [early] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from assets s join activities a on a.id = s.receiving_activity_id
           where s.created_at < a.created_at - interval '1 minute'`,
    );
    expect(early?.n).toBe(0);
  });

  it("gives the operator's summary weight, loads and devices in several weeks, from refreshed rollups", async () => {
    const res = await operator({ method: "GET", url: "/spa/dashboards/summary" });
    expect(res.statusCode, res.body).toBe(200);
    const { meta, series } = res.json() as { meta: { asOf: string | null }; series: Point[] };
    expect(meta.asOf).not.toBeNull();
    expect(series).toHaveLength(14);
    expect(series.filter((p) => p.weightLbs > 0).length).toBeGreaterThanOrEqual(4);
    expect(series.filter((p) => p.loads > 0).length).toBeGreaterThanOrEqual(5);
    expect(series.filter((p) => p.devices > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("gives Northwind's ITAD program a turnaround target and the turnaround dashboard its loads", async () => {
    const res = await operator({ method: "GET", url: "/spa/dashboards/turnaround" });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { accountName: string; targetDays: number | null; loads: number }[];
    const itad = rows.find(
      (r) => r.accountName === "Northwind Health" && r.targetDays === DEMO_TURNAROUND_DAYS,
    );
    expect(itad?.loads).toBeGreaterThan(0);
    const home = await client({ method: "GET", url: "/spa/client/dashboards/home" });
    expect(home.statusCode, home.body).toBe(200);
    const chart = home.json().chart.series as { value: number }[];
    expect(chart.filter((p) => p.value > 0).length).toBeGreaterThanOrEqual(2);
  });
});
