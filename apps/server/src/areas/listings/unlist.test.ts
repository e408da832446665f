import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { listingStatus, listingWithAssets, reservationsOf } from "./marketplace.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;

const unlist = (ids: unknown, who: Caller = operator) =>
  who({ method: "PUT", url: "/spa/listings/unlist", payload: { ids } });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
});
afterAll(() => t.close());

describe("PUT /listings/unlist", () => {
  it("ends listed, sold-out and draft listings and releases their unsold assets, which stay in stock", async () => {
    const db = t.database.db;
    const listed = await listingWithAssets(db, { n: 2 });
    const soldOut = await listingWithAssets(db, { n: 0, status: "sold_out" });
    const draft = await listingWithAssets(db, { n: 1, status: "draft" });
    const res = await unlist([listed.listingId, soldOut.listingId, draft.listingId]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 3, released: 3 });
    for (const l of [listed, soldOut, draft]) {
      const s = await listingStatus(db, l.listingId);
      expect(s.status).toBe("ended");
      expect(s.endedAt).not.toBeNull();
    }
    const onListed = await reservationsOf(db, listed.listingId);
    expect(onListed.map((r) => r.status)).toEqual(["released", "released"]);
    expect(onListed.every((r) => r.assetClosedAt === null)).toBe(true);
  });

  it("answers 409 naming a listing already ended and changes none of the others", async () => {
    const db = t.database.db;
    const listed = await listingWithAssets(db, { n: 1 });
    const ended = await listingWithAssets(db, { n: 0, status: "ended" });
    const res = await unlist([listed.listingId, ended.listingId]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Listing #${ended.listingId} \\(.+\\) has already ended; nothing was unlisted$`),
    );
    expect((await listingStatus(db, listed.listingId)).status).toBe("listed");
    expect((await reservationsOf(db, listed.listingId)).map((r) => r.status)).toEqual(["listed"]);
  });

  it("answers 404 for an unknown listing, 422 for no ids, 403 without listings.manage, 404 to clients", async () => {
    const listed = await listingWithAssets(t.database.db, { n: 1 });
    const unknown = await unlist([listed.listingId, 99999999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("#99999999");
    expect((await listingStatus(t.database.db, listed.listingId)).status).toBe("listed");
    const empty = await unlist([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids[0]).toBe("Choose at least one listing");
    expect((await unlist(["x"])).statusCode).toBe(422);
    expect((await unlist([listed.listingId], technician)).statusCode).toBe(403);
    expect(
      (await client({ method: "PUT", url: "/spa/client/listings/unlist", payload: { ids: [1] } })).statusCode,
    ).toBe(404);
  });

  it("records the release on each asset's history", async () => {
    const listed = await listingWithAssets(t.database.db, { n: 1 });
    expect((await unlist([listed.listingId])).statusCode).toBe(200);
    const barcode = listed.barcodes[0] as string;
    const events = await eventsOfBarcode(t.database.db, barcode);
    expect(events.map((e) => e.action)).toContain("listing_removed");
  });
});
