import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { accounts, inboundRequests } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { newBarcode, someLocation } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { slug: string };
let barcode: string;
let serial: string;
let requestNumber: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  barcode = newBarcode("FD");
  serial = newBarcode("fsn");
  const res = await operator({
    method: "POST",
    url: "/spa/assets",
    payload: { activitySlug: load.slug, barcode, type: "serial", serialNumber: serial },
  });
  expect(res.statusCode).toBe(201);
  const [request] = await t.database.db
    .select({ number: inboundRequests.number })
    .from(inboundRequests)
    .innerJoin(accounts, eq(accounts.id, inboundRequests.accountId))
    .where(eq(accounts.name, "Northwind Health"))
    .orderBy(asc(inboundRequests.number))
    .limit(1);
  if (!request) throw new Error("no demo inbound request of Northwind Health");
  requestNumber = request.number;
});
afterAll(() => t.close());

const find = (caller: Caller, term: string, family = "/spa") =>
  caller({ method: "GET", url: `${family}/find/${encodeURIComponent(term)}` });

describe("GET /find/{term}", () => {
  it("finds an asset by barcode in any case, a load, a request, a serial and a location", async () => {
    expect((await find(operator, barcode.toLowerCase())).json()).toEqual({
      path: `/assets/${barcode}`,
      serverRendered: false,
      kind: "asset",
      label: `Asset ${barcode}`,
    });
    expect((await find(operator, load.slug.toUpperCase())).json()).toMatchObject({
      path: `/inbound/${load.slug}`,
      kind: "activity",
    });
    expect((await find(operator, String(requestNumber))).json()).toMatchObject({
      path: `/inbound-requests/${requestNumber}`,
      kind: "inbound_request",
    });
    expect((await find(operator, serial.toUpperCase())).json()).toMatchObject({
      path: `/assets/${barcode}`,
      kind: "asset",
    });
    const location = await someLocation(t.database.db);
    expect((await find(operator, location.barcode.toLowerCase())).json()).toMatchObject({
      path: `/locations/${location.id}`,
      kind: "location",
    });
  });

  it("says when nothing is found, and that a serial on several assets is not one match", async () => {
    const res = await find(operator, "no-such-thing-42");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Nothing found for no-such-thing-42" });
    const shared = newBarcode("shared");
    for (const b of [newBarcode("SA"), newBarcode("SB")])
      await operator({
        method: "POST",
        url: "/spa/assets",
        payload: { activitySlug: load.slug, barcode: b, type: "serial", serialNumber: shared },
      });
    expect((await find(operator, shared)).statusCode).toBe(404);
  });

  it("lets clients find only their own things, and never locations", async () => {
    expect((await find(client, barcode.toLowerCase(), "/spa/client")).json()).toMatchObject({
      path: `/assets/${barcode}`,
    });
    expect((await find(client, load.slug, "/spa/client")).json()).toMatchObject({
      path: `/loads/${load.slug}`,
    });
    expect((await find(client, serial, "/spa/client")).json()).toMatchObject({ path: `/assets/${barcode}` });
    expect((await find(client, String(requestNumber), "/spa/client")).statusCode).toBe(200);
    for (const term of [barcode, load.slug, serial, String(requestNumber)]) {
      const res = await find(otherClient, term, "/spa/client");
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Nothing found for ${term}`);
    }
    const location = await someLocation(t.database.db);
    expect((await find(client, location.barcode, "/spa/client")).statusCode).toBe(404);
  });

  it("answers 401 signed out and 403 in the wrong family", async () => {
    expect((await t.app.inject({ method: "GET", url: `/spa/find/${barcode}` })).statusCode).toBe(401);
    expect((await find(client, barcode)).statusCode).toBe(403);
    expect((await find(vendor, barcode, "/spa/client")).statusCode).toBe(403);
    expect((await find(operator, barcode, "/spa/client")).statusCode).toBe(403);
  });
});
