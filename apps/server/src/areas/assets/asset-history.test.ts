import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad, multipart, PNG_1PX } from "../activities/activity-records.fixtures";
import { unique } from "./asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("a barcode given again to another asset", () => {
  it("starts a new history: the new owner never sees the old asset's events or photos", async () => {
    const barcode = `RE-${unique()}`;
    // Another client's account whose asset form asks for nothing more.
    const accounts = (await operator({ method: "GET", url: "/spa/accounts?pageSize=200" })).json().data as {
      name: string;
      assetForm: string;
    }[];
    const other = accounts.find((a) => a.assetForm === "standard" && !a.name.startsWith("Northwind"));
    if (!other) throw new Error("no other standard demo account");
    const before = await insertLoad(t.database.db, other.name);
    const received = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: before.slug, barcode, type: "bin", notes: "the first owner's bin" },
    });
    expect(received.statusCode, received.body).toBe(201);
    const photo = await operator({
      method: "POST",
      url: `/spa/assets/${barcode}/photos`,
      ...multipart({ type: "fgi" }, { name: "webcam.png", bytes: PNG_1PX }),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const removed = await operator({ method: "DELETE", url: `/spa/assets/${received.json().id}` });
    expect(removed.statusCode, removed.body).toBe(204);

    // The same label on the client's own load (Northwind Health).
    const after = await insertLoad(t.database.db, "Northwind Health");
    const again = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: after.slug, barcode, type: "bin" },
    });
    expect(again.statusCode, again.body).toBe(201);

    for (const [caller, family] of [
      [operator, ""],
      [client, "/client"],
    ] as const) {
      const events = (
        await caller({ method: "GET", url: `/spa${family}/assets/${barcode}/events?pageSize=50` })
      ).json();
      expect(events.data.map((e: { activitySlug: string | null }) => e.activitySlug)).toEqual([after.slug]);
      const photos = (await caller({ method: "GET", url: `/spa${family}/assets/${barcode}/photos` })).json();
      expect(photos).toEqual([]);
    }
    // The old asset's history stays with its load.
    const oldLoad = (
      await operator({ method: "GET", url: `/spa/activities/${before.slug}/events?pageSize=50` })
    ).json();
    expect(oldLoad.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["received", "photo_added", "deleted"]),
    );
  });
});
