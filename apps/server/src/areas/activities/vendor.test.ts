import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, asnItems, assets } from "../../db/schema";
import { demoPdf } from "../../db/seed/demo-accounts";
import { multipart } from "./activity-records.fixtures";

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

describe("a vendor's load", () => {
  let ours: string;
  let theirs: string;
  let later: string;

  beforeAll(async () => {
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
          payload: { accountId: initech, warehouseId: dal, scheduledDate: isoDate(1), ...payload },
        })
      ).json().slug as string;
    ours = await post({ vendorAccountId: evergreen, scheduledTime: "09:30", shipmentSize: "ltl" });
    theirs = await post({ vendorAccountId: pacific });
    later = await post({ vendorAccountId: evergreen, scheduledDate: isoDate(40) });
    const db = t.database.db;
    const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.slug, ours));
    const activityId = row?.id ?? 0;
    await db.insert(asnItems).values([
      { activityId, row: 1, productName: "Laptop", quantity: 3, weight: 15 },
      { activityId, row: 2, productName: "Laptop", quantity: 2, weight: 10 },
      { activityId, row: 3, description: "Lead-acid batteries", quantity: 1, weight: 400 },
    ]);
    await db.insert(assets).values([
      {
        barcode: "VND-0001",
        type: "bin",
        activityId,
        receivingActivityId: activityId,
        inboundGrossWeight: 420,
        inboundNetWeight: 400,
      },
      {
        barcode: "VND-0002",
        type: "bin",
        activityId,
        receivingActivityId: activityId,
        inboundGrossWeight: 30,
        inboundNetWeight: 25,
      },
    ]);
  });

  const upload = (slug: string, fields: Record<string, string>) =>
    operator({
      method: "POST",
      url: `/spa/activities/${slug}/documents`,
      ...multipart(fields, { name: `${fields.name}.pdf`, bytes: demoPdf(fields.name ?? "Document") }),
    });

  it("shows the vendor their load read-only: dock date, materials, weights, no client details", async () => {
    const res = await vendor({ method: "GET", url: `/spa/vendor/loads/${ours}` });
    expect(res.statusCode).toBe(200);
    const load = res.json();
    expect(load).toMatchObject({
      slug: ours,
      status: "scheduled",
      warehouseShortName: "DAL",
      scheduledDate: isoDate(1),
      scheduledTime: "09:30",
      shipmentSize: "ltl",
      vendorAccountName: "Evergreen Metals Recovery",
      asnItemCount: 3,
      asnQuantity: 6,
      asnWeight: 425,
      materials: [
        { name: "Lead-acid batteries", items: 1, quantity: 1, weight: 400 },
        { name: "Laptop", items: 2, quantity: 5, weight: 25 },
      ],
      received: { assetCount: 2, grossWeight: 450, netWeight: 425 },
    });
    expect(load).not.toHaveProperty("accountName");
    const fresh = (await vendor({ method: "GET", url: `/spa/vendor/loads/${later}` })).json();
    expect(fresh).toMatchObject({ asnItemCount: 0, materials: [], received: null });
  });

  it("answers 404 for a load the vendor does not come for, or none at all", async () => {
    expect((await vendor({ method: "GET", url: `/spa/vendor/loads/${theirs}` })).statusCode).toBe(404);
    expect((await vendor({ method: "GET", url: `/spa/vendor/loads/${theirs}/documents` })).statusCode).toBe(
      404,
    );
    expect((await vendor({ method: "GET", url: "/spa/vendor/loads/ld-nothing-here" })).statusCode).toBe(404);
  });

  it("shares the shipping papers of the load with the vendor, and nothing else", async () => {
    const bol = (await upload(ours, { name: "Bill of lading", type: "bill_of_lading" })).json();
    const ars = (await upload(ours, { name: "ARS", type: "ars", client_access: "true" })).json();
    const invoice = (await upload(ours, { name: "Invoice", type: "invoice" })).json();
    const elsewhere = (await upload(theirs, { name: "Packing list", type: "packing_list" })).json();
    const listed = await vendor({ method: "GET", url: `/spa/vendor/loads/${ours}/documents` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((d: { id: number }) => d.id)).toEqual([bol.id]);
    const file = await vendor({ method: "GET", url: `/spa/vendor/loads/${ours}/documents/${bol.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(String(file.headers["content-disposition"])).toMatch(/^attachment;/);
    for (const id of [ars.id, invoice.id, elsewhere.id]) {
      const hidden = await vendor({ method: "GET", url: `/spa/vendor/loads/${ours}/documents/${id}/file` });
      expect(hidden.statusCode).toBe(404);
    }
  });

  it("exports the loads of the chosen range, beyond the first two weeks too", async () => {
    const url = (start: number, end: number) =>
      `/spa/vendor/loads/export?format=csv&startDate=${isoDate(start)}&endDate=${isoDate(end)}`;
    const res = await vendor({ method: "GET", url: url(30, 60) });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-disposition"])).toContain(
      `dock-schedule-${isoDate(30)}-to-${isoDate(60)}.csv`,
    );
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Load");
    expect(lines[0]).not.toContain("Account");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([later]);
    const week = (await vendor({ method: "GET", url: url(0, 7) })).body;
    expect(week).toContain(ours);
    expect(week).not.toContain(later);
    expect(week).not.toContain(theirs);
  });

  it("refuses a backwards or too long range with the field to fix", async () => {
    const backwards = await vendor({
      method: "GET",
      url: `/spa/vendor/loads?startDate=${isoDate(5)}&endDate=${isoDate(1)}`,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.endDate[0]).toBe("The end date cannot be before the start date");
    const long = await vendor({
      method: "GET",
      url: `/spa/vendor/loads?startDate=${isoDate(0)}&endDate=${isoDate(92)}`,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.endDate[0]).toBe("Choose a range of at most 92 days");
  });

  it("keeps operators and clients off the vendor's load paths", async () => {
    for (const url of [
      `/spa/vendor/loads/${ours}`,
      `/spa/vendor/loads/${ours}/documents`,
      `/spa/vendor/loads/export?startDate=${isoDate(0)}&endDate=${isoDate(7)}`,
    ]) {
      expect((await operator({ method: "GET", url })).statusCode).toBe(403);
      expect((await client({ method: "GET", url })).statusCode).toBe(403);
    }
  });
});
