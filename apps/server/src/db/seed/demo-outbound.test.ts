import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The demo (seedDemo → seedDemoOutbound) is in every test database already.
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("demo outbound", () => {
  it("has a built, a packed and a delivered load to Evergreen Metals Recovery", async () => {
    const loads = await rows<{ client_ref: string; status: string; reserved: number; units: number }>(sql`
      select a.client_ref, a.status,
             (select count(*)::int from asset_reservations r where r.activity_id = a.id and r.status = 'reserved') as reserved,
             (select count(*)::int from packing_lists p where p.activity_id = a.id and p.status = 'closed') as units
        from activities a join accounts acc on acc.id = a.account_id
       where a.type = 'outbound' and acc.name = 'Evergreen Metals Recovery' order by a.client_ref`);
    expect(loads).toEqual([
      { client_ref: "EMR-PO-7712", status: "delivered", reserved: 0, units: 1 },
      { client_ref: "EMR-PO-7725", status: "packed", reserved: 0, units: 2 },
      { client_ref: "EMR-PO-7731", status: "building", reserved: 2, units: 0 },
    ]);
  });

  it("shows the shipment in a shipped pallet's evidence chain", async () => {
    const res = await operator({ method: "GET", url: "/spa/assets/GLXP0007/evidence" });
    expect(res.statusCode).toBe(200);
    const steps = (res.json() as { steps: { step: string; title: string }[] }).steps;
    expect(steps.some((s) => s.step === "shipment" && s.title.includes("Evergreen Metals Recovery"))).toBe(
      true,
    );
  });
});
