import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let vendor: Caller;
let client: Caller;

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, vendor, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("vendor dock schedule", () => {
  it("names the vendor user and the vendor accounts they act for", async () => {
    const self = await vendor({ method: "GET", url: "/spa/vendor/self" });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({
      name: "Victor Vance",
      email: "vendor@example.com",
      accounts: [{ name: "Evergreen Metals Recovery" }],
    });
  });

  it("lists only the scheduled loads the vendor comes to the dock for", async () => {
    const evergreen = await accountId(operator, "Evergreen Metals Recovery", "dsvs");
    const pacific = await accountId(operator, "Pacific E-Cycle", "dsvs");
    const initech = await accountId(operator, "Initech Computers");
    const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
    const dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
    const post = async (payload: Record<string, unknown>) =>
      (
        await operator({
          method: "POST",
          url: "/spa/activities",
          payload: { accountId: initech, warehouseId: dal, scheduledDate: isoDate(2), ...payload },
        })
      ).json().slug as string;
    const ours = await post({ vendorAccountId: evergreen, scheduledTime: "06:00" });
    const theirs = await post({ vendorAccountId: pacific });
    const notScheduled = await post({ vendorAccountId: evergreen, status: "requested" });
    const url = `/spa/vendor/loads?startDate=${isoDate(0)}&endDate=${isoDate(7)}`;
    const list = (await vendor({ method: "GET", url })).json();
    const slugs = list.data.map((l: { slug: string }) => l.slug);
    expect(slugs).toContain(ours);
    expect(slugs).not.toContain(theirs);
    expect(slugs).not.toContain(notScheduled);
    // The demo's three Evergreen loads (today, tomorrow, in three days) and this one, by dock date.
    expect(list.total).toBe(4);
    expect(
      list.data.every(
        (l: { vendorAccountId: number; status: string }) =>
          l.vendorAccountId === evergreen && l.status === "scheduled",
      ),
    ).toBe(true);
    const dates = list.data.map((l: { scheduledDate: string }) => l.scheduledDate);
    expect(dates).toEqual([...dates].sort());
  });

  it("is the vendor family only", async () => {
    const url = `/spa/vendor/loads?startDate=${isoDate(0)}&endDate=${isoDate(7)}`;
    expect((await operator({ method: "GET", url })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/vendor/self" })).statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/activities" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await vendor({ method: "GET", url: "/spa/vendor/loads" })).statusCode).toBe(422);
  });
});
