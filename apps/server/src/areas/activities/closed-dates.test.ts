import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { dayLabel } from "./use-cases/activity-checks";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let initech: number;
let dal: number;
let phx: number;

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  initech = await accountId(operator, "Initech Computers");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  phx = warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
});
afterAll(() => t.close());

const close = (payload: Record<string, unknown>) =>
  operator({ method: "POST", url: "/spa/closed-dates", payload });

describe("closed dates", () => {
  it("lists the demo's closed dates by warehouse and range", async () => {
    const all = (await operator({ method: "GET", url: "/spa/datatables/closed-dates" })).json();
    expect(all.total).toBe(2);
    expect(all.data.map((c: { warehouseShortName: string }) => c.warehouseShortName)).toEqual(["DAL", "PHX"]);
    const phxOnly = (
      await operator({ method: "GET", url: `/spa/datatables/closed-dates?warehouseId=${phx}` })
    ).json();
    expect(phxOnly.data).toEqual([
      expect.objectContaining({ date: isoDate(19), reason: "Annual inventory count" }),
    ]);
    const ranged = (
      await operator({
        method: "GET",
        url: `/spa/datatables/closed-dates?from=${isoDate(13)}&to=${isoDate(30)}`,
      })
    ).json();
    expect(ranged.total).toBe(1);
  });

  it("says a dock day the way people read it", () => {
    expect(dayLabel("2026-12-03")).toBe("Thu, Dec 3, 2026");
    expect(dayLabel("2028-02-29")).toBe("Tue, Feb 29, 2028");
  });

  it("closes a day, refuses it twice, and opens it again", async () => {
    const date = isoDate(50);
    const created = await close({ warehouseId: dal, date, reason: "Christmas Day" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ warehouseShortName: "DAL", date, reason: "Christmas Day" });
    const twice = await close({ warehouseId: dal, date });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.date).toEqual([`DAL is already closed on ${dayLabel(date)}`]);
    expect((await close({ warehouseId: phx, date })).statusCode).toBe(201);
    const removed = await operator({ method: "DELETE", url: `/spa/closed-dates/${created.json().id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().date).toBe(date);
    expect(
      (await operator({ method: "DELETE", url: `/spa/closed-dates/${created.json().id}` })).statusCode,
    ).toBe(404);
    const unknown = await close({ warehouseId: 999999, date });
    expect(unknown.json().errors.warehouseId).toEqual(["Unknown warehouse"]);
    const badDate = await close({ warehouseId: dal, date: "2026-02-30" });
    expect(badDate.statusCode).toBe(422);
  });

  it("refuses to close a day loads are scheduled on (409) until they move", async () => {
    const date = isoDate(51);
    const slugs: string[] = [];
    for (const time of ["09:00", "13:00"]) {
      const res = await operator({
        method: "POST",
        url: "/spa/activities",
        payload: { accountId: initech, warehouseId: dal, scheduledDate: date, scheduledTime: time },
      });
      slugs.push(res.json().slug);
    }
    const refused = await close({ warehouseId: dal, date });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`2 loads are scheduled at DAL on ${dayLabel(date)}; move them first`);
    for (const slug of slugs)
      await operator({
        method: "PUT",
        url: `/spa/activities/${slug}`,
        payload: { scheduledDate: isoDate(52) },
      });
    expect((await close({ warehouseId: dal, date })).statusCode).toBe(201);
  });

  it("is changed by operators only; vendors read it in their family", async () => {
    expect(
      (
        await client({
          method: "POST",
          url: "/spa/closed-dates",
          payload: { warehouseId: dal, date: isoDate(53) },
        })
      ).statusCode,
    ).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/datatables/closed-dates" })).statusCode).toBe(403);
    const seen = (await vendor({ method: "GET", url: "/spa/vendor/closed-dates" })).json();
    expect(seen.total).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ method: "GET", url: "/spa/vendor/closed-dates" })).statusCode).toBe(401);
  });
});
