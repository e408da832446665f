import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLoad, multipart } from "../src/areas/activities/activity-records.fixtures";
import { inboundRequests } from "../src/db/schema";
import { accountCallers, accountId, type Caller } from "./accounts-fixtures";
import { createTestApp, type TestApp } from "./harness";

/**
 * Probe: 50 identical requests at once to every write that creates something unique. Each must
 * leave exactly one row, answer one success (or the idempotent answer its route documents) and
 * refuse the rest with 409 or 422 in the error shape, never 500. PGlite runs transactions one at
 * a time, so the races really happen on PostgreSQL (TEST_DATABASE_URL).
 */
const TIMES = 50;

let t: TestApp;
let operator: Caller;
let client: Caller;
let dal: number;
let initech: number;
let load: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  dal = (await operator({ method: "GET", url: "/spa/warehouses" }))
    .json()
    .find((w: { shortName: string }) => w.shortName === "DAL").id;
  initech = await accountId(operator, "Initech Computers");
  const accounts = (await operator({ method: "GET", url: "/spa/accounts?pageSize=200" })).json().data as {
    name: string;
    assetForm: string;
  }[];
  const standard = accounts.find((a) => a.assetForm === "standard");
  if (!standard) throw new Error("no demo account with the standard asset form");
  load = await insertLoad(t.database.db, standard.name);
});
afterAll(() => t.close());

const tag = () => String(randomInt(10_000_000, 99_999_999));

/** Sends the same call TIMES times at once. */
function atOnce(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: TIMES }, send));
}

/** Every refusal is 409 or 422 with `{ message, errors? }` and nothing else; no 5xx at all. */
function expectRefusalsInShape(answers: LightMyRequestResponse[]) {
  for (const res of answers) {
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode < 300) continue;
    expect([409, 422], res.body).toContain(res.statusCode);
    const body = res.json();
    expect(typeof body.message, res.body).toBe("string");
    expect(
      Object.keys(body).filter((k) => k !== "message" && k !== "errors"),
      res.body,
    ).toEqual([]);
    if (body.errors !== undefined) {
      for (const messages of Object.values(body.errors)) {
        expect(Array.isArray(messages) && messages.every((m) => typeof m === "string"), res.body).toBe(true);
      }
    }
  }
}

/** Exactly one answer has `status`, every other one is a refusal in the error shape. */
function expectOneWinner(answers: LightMyRequestResponse[], status = 201) {
  expectRefusalsInShape(answers);
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s === status),
    statuses.join(","),
  ).toHaveLength(1);
  expect(
    statuses.filter((s) => s < 300),
    statuses.join(","),
  ).toHaveLength(1);
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe(`${TIMES} identical creations at once leave exactly one`, () => {
  it("receiving an asset with the same barcode (POST /spa/assets)", async () => {
    const barcode = `PRB${tag()}`;
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/assets",
        payload: { activitySlug: load.slug, barcode, type: "bin" },
      }),
    );
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from assets where barcode = ${barcode}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from events e join assets a on a.id = e.asset_id
            where a.barcode = ${barcode} and e.action = 'received'`,
      ),
    ).toBe(1);
  });

  it("receiving the same batch of assets (POST /spa/assets/bulk)", async () => {
    const barcodes = [`PRB${tag()}`, `PRB${tag()}`, `PRB${tag()}`];
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/assets/bulk",
        payload: { assets: barcodes.map((barcode) => ({ activitySlug: load.slug, barcode, type: "bin" })) },
      }),
    );
    expectOneWinner(answers);
    expect(
      await count(
        sql`select count(*)::int as n from assets where barcode in ${sql.raw(`('${barcodes.join("','")}')`)}`,
      ),
    ).toBe(3);
  });

  it("creating a location with the same barcode in one warehouse", async () => {
    const barcode = `PRB-LOC-${tag()}`;
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/locations",
        payload: { warehouseId: dal, parentId: null, barcode, name: "Probe zone", type: "inventory" },
      }),
    );
    expectOneWinner(answers);
    expect(
      await count(
        sql`select count(*)::int as n from locations where warehouse_id = ${dal} and barcode = ${barcode}`,
      ),
    ).toBe(1);
  });

  it("creating an account with the same code", async () => {
    const code = `PRB${tag()}`;
    const answers = await atOnce(() =>
      operator({ method: "POST", url: "/spa/accounts", payload: { name: `Probe account ${code}`, code } }),
    );
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from accounts where lower(code) = lower(${code})`)).toBe(
      1,
    );
  });

  it("creating a user with the same email", async () => {
    const email = `probe.${tag()}@example.com`;
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/users",
        payload: {
          firstName: "Pat",
          lastName: "Probe",
          email,
          warehouseId: null,
          entitlements: ["smr_user"],
          type: "operator",
          roleIds: [],
          password: "probe-password-1",
        },
      }),
    );
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from users where lower(email) = ${email}`)).toBe(1);
  });

  it("creating a load from one inbound request (POST /spa/activities with inboundRequestNumber)", async () => {
    const number = 80_000 + randomInt(0, 9_999);
    const [request] = await t.database.db
      .insert(inboundRequests)
      .values({
        number,
        accountId: initech,
        status: "submitted",
        requestedStart: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        requestedEnd: new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10),
        street: "1 Main St",
        city: "Round Rock",
        region: "TX",
        postalCode: "78664",
        country: "US",
        contactName: "Peter Gibbons",
        contactPhone: "+1 512 555 0100",
        shipmentSize: "ltl",
      })
      .returning({ id: inboundRequests.id });
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/activities",
        payload: { accountId: initech, warehouseId: dal, inboundRequestNumber: number },
      }),
    );
    expectOneWinner(answers);
    expect(
      await count(sql`select count(*)::int as n from activities where inbound_request_id = ${request?.id}`),
    ).toBe(1);
  });

  it("saving an account's prices on top of one version (baseVersion): one new version", async () => {
    const [product] = (
      (await t.database.db.execute(
        sql`select id from products where active order by id limit 1`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const url = `/spa/accounts/${initech}/prices?type=inbound`;
    const current = (await operator({ method: "GET", url })).json().version as number;
    const answers = await atOnce(() =>
      operator({
        method: "PUT",
        url,
        payload: {
          baseVersion: current,
          entries: [{ productId: product?.id, method: "unit_price", unit: "lbs", price: 1.25 }],
        },
      }),
    );
    expectOneWinner(answers, 200);
    expect(
      await count(
        sql`select count(*)::int as n from price_lists where account_id = ${initech} and type = 'inbound'`,
      ),
    ).toBe(current + 1);
  });

  it("creating a price book with the same name", async () => {
    const name = `Probe price book ${tag()}`;
    const answers = await atOnce(() =>
      operator({ method: "POST", url: "/spa/pricebooks", payload: { name } }),
    );
    expectOneWinner(answers);
    expect(
      await count(sql`select count(*)::int as n from pricebooks where lower(name) = lower(${name})`),
    ).toBe(1);
  });

  it("creating a product with the same name", async () => {
    const name = `Probe product ${tag()}`;
    const answers = await atOnce(() =>
      operator({ method: "POST", url: "/spa/products", payload: { name, type: "in_stock" } }),
    );
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from products where lower(name) = lower(${name})`)).toBe(
      1,
    );
  });

  it("creating a brand with the same name", async () => {
    const name = `Probe brand ${tag()}`;
    const answers = await atOnce(() => operator({ method: "POST", url: "/spa/brands", payload: { name } }));
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from brands where lower(name) = lower(${name})`)).toBe(
      1,
    );
  });

  it("creating a carrier with the same name and SCAC", async () => {
    const name = `Probe carrier ${tag()}`;
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/carriers",
        payload: { name, scac: "PRBX", phone: null, email: null, website: null, notes: null },
      }),
    );
    expectOneWinner(answers);
    expect(await count(sql`select count(*)::int as n from carriers where lower(name) = lower(${name})`)).toBe(
      1,
    );
  });

  it("closing a dock on the same day", async () => {
    const date = new Date(Date.now() + (400 + randomInt(0, 300)) * 86_400_000).toISOString().slice(0, 10);
    const answers = await atOnce(() =>
      operator({ method: "POST", url: "/spa/closed-dates", payload: { warehouseId: dal, date } }),
    );
    expectOneWinner(answers);
    expect(
      await count(
        sql`select count(*)::int as n from closed_dates where warehouse_id = ${dal} and date = ${date}`,
      ),
    ).toBe(1);
  });

  it("putting the same hold on an asset", async () => {
    const barcode = `PRB${tag()}`;
    const received = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: load.slug, barcode, type: "bin" },
    });
    expect(received.statusCode, received.body).toBe(201);
    const answers = await atOnce(() =>
      operator({ method: "POST", url: "/spa/holds", ...multipart({ barcode, type: "legal_hold" }) }),
    );
    expectOneWinner(answers);
    expect(
      await count(
        sql`select count(*)::int as n from asset_holds h join assets a on a.id = h.asset_id
            where a.barcode = ${barcode} and h.status = 'active'`,
      ),
    ).toBe(1);
  });

  it("rating a load (posting again replaces the rating): one 201, the rest 200, one rating", async () => {
    const rated = await insertLoad(t.database.db, "Northwind Health");
    const answers = await atOnce(() =>
      client({
        method: "POST",
        url: `/spa/client/activities/${rated.slug}/ratings`,
        payload: { score: 4, comment: "On time" },
      }),
    );
    expectRefusalsInShape(answers);
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(","),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(","),
    ).toHaveLength(TIMES - 1);
    expect(
      await count(sql`select count(*)::int as n from activity_ratings where activity_id = ${rated.id}`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from events where activity_id = ${rated.id} and action = 'rating_added'`,
      ),
    ).toBe(1);
  });

  it("assigning the same person in bulk (a retry adds nothing twice): one assignment in all", async () => {
    const target = await insertLoad(t.database.db, "Initech Computers");
    const staff = (await operator({ method: "GET", url: "/spa/site" })).json().user.id as number;
    const answers = await atOnce(() =>
      operator({
        method: "POST",
        url: "/spa/activities/bulk/assignments",
        payload: { activitySlugs: [target.slug], userIds: [staff], role: "lead" },
      }),
    );
    expectRefusalsInShape(answers);
    const created = answers.filter((a) => a.statusCode === 200).map((a) => a.json().created as number);
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from activity_assignments where activity_id = ${target.id}`),
    ).toBe(1);
  });
});
