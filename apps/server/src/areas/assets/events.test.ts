import type { Event } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { newBarcode } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let load: { id: number; slug: string };
let second: { id: number; slug: string };
let barcode: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  second = await insertLoad(t.database.db, "Northwind Health");
  barcode = newBarcode("EV");
  const res = await operator({
    method: "POST",
    url: "/spa/assets",
    payload: { activitySlug: load.slug, barcode, type: "bin" },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => operator({ method: "POST", url: "/spa/events", payload });

describe("POST /events", () => {
  it("refuses an empty-string barcode with the spec's message on the barcode field", async () => {
    const res = await post({ activitySlug: load.slug, barcode: "", action: "note" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode[0]).toBe("Barcode cannot be empty string.");
  });

  it("refuses unknown barcodes and slugs on their fields, and an event about nothing", async () => {
    const res = await post({ activitySlugs: [load.slug, "dal-in-1"], barcode: "nope-9", action: "note" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "activitySlugs.1": ["No activity has slug dal-in-1"],
      barcode: ["No asset has barcode NOPE-9"],
    });
    const nothing = await post({ action: "note" });
    expect(nothing.json().errors.activitySlug).toEqual(["Name an activity or a barcode"]);
  });

  it("records one manual event per activity, and about an asset on its own activity", async () => {
    const res = await post({
      activitySlug: load.slug,
      activitySlugs: [second.slug, load.slug],
      action: "Shift handover",
      reasonCode: "end_of_shift",
      message: "Dock 3 cleared",
    });
    expect(res.statusCode).toBe(201);
    const events = res.json() as Event[];
    expect(events.map((e) => e.activitySlug).sort()).toEqual([load.slug, second.slug].sort());
    expect(events[0]).toMatchObject({
      action: "Shift handover",
      reasonCode: "end_of_shift",
      userName: "Olivia Ortega",
    });
    const about = await post({ barcode: barcode.toLowerCase(), action: "note", message: "Shrink-wrap torn" });
    expect(about.json()).toEqual([
      expect.objectContaining({ barcode, activitySlug: load.slug, message: "Shrink-wrap torn" }),
    ]);
    const chain = await operator({ method: "GET", url: `/spa/assets/${barcode}/events?order=asc` });
    expect((chain.json().data as Event[]).map((e) => e.action)).toEqual(["received", "note"]);
  });
});

describe("reading and changing events", () => {
  it("lists by activity or barcode, newest first by default, paged", async () => {
    const byActivity = await operator({ method: "GET", url: `/spa/events?activitySlug=${second.slug}` });
    expect(byActivity.json()).toMatchObject({ total: 1, data: [{ action: "Shift handover" }] });
    const byBarcode = await operator({
      method: "GET",
      url: `/spa/events?barcode=${barcode.toLowerCase()}&pageSize=1`,
    });
    expect(byBarcode.json().total).toBe(2);
    expect(byBarcode.json().data).toEqual([expect.objectContaining({ action: "note" })]);
    const all = await operator({ method: "GET", url: "/spa/events?pageSize=5" });
    expect(all.json().data).toHaveLength(5);
  });

  it("changes and removes only events a person entered", async () => {
    const [created] = (
      await post({ activitySlug: load.slug, action: "note", message: "first" })
    ).json() as Event[];
    const changed = await operator({
      method: "PUT",
      url: `/spa/events/${created?.id}`,
      payload: { message: "corrected", reasonCode: "other" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ action: "note", message: "corrected", reasonCode: "other" });
    expect((await operator({ method: "GET", url: `/spa/events/${created?.id}` })).json().message).toBe(
      "corrected",
    );
    expect((await operator({ method: "DELETE", url: `/spa/events/${created?.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/events/${created?.id}` })).statusCode).toBe(404);

    const received = (
      await operator({ method: "GET", url: `/spa/assets/${barcode}/events?order=asc` })
    ).json().data[0] as Event;
    const put = await operator({
      method: "PUT",
      url: `/spa/events/${received.id}`,
      payload: { message: "x" },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe("Events the system wrote cannot be changed");
    expect((await operator({ method: "DELETE", url: `/spa/events/${received.id}` })).statusCode).toBe(409);
    expect((await operator({ method: "PUT", url: "/spa/events/99999999", payload: {} })).statusCode).toBe(
      404,
    );
  });

  it("is for operators; clients read the events of their own assets only", async () => {
    expect((await client({ method: "GET", url: "/spa/events" })).statusCode).toBe(403);
    expect(
      (
        await client({
          method: "POST",
          url: "/spa/events",
          payload: { activitySlug: load.slug, action: "x" },
        })
      ).statusCode,
    ).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/events" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/events" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: `/spa/client/assets/${barcode}/events` })).json().total).toBe(
      2,
    );
  });
});
