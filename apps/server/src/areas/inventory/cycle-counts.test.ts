import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { activities, assets, cycleCounts, events, locations, warehouses } from "../../db/schema";
import { demoOperatorContext } from "../../db/seed/demo-actor";
import { seedDemoCycleCounts } from "../../db/seed/demo-cycle-counts";
import { holdAsset, newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let db: Db;
let operator: Caller;
let counter: Caller;
let client: Caller;
let dal: number;
let phx: number;
let northwind: number;
let acme: number;
let dalStock: number;
let phxStock: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client } = await accountCallers(t.app));
  counter = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  const ws = await db.select({ id: warehouses.id, shortName: warehouses.shortName }).from(warehouses);
  dal = ws.find((w) => w.shortName === "DAL")?.id ?? 0;
  phx = ws.find((w) => w.shortName === "PHX")?.id ?? 0;
  const acts = await db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(inArray(activities.slug, ["dal-inventory", "phx-inventory"]));
  dalStock = acts.find((a) => a.slug === "dal-inventory")?.id ?? 0;
  phxStock = acts.find((a) => a.slug === "phx-inventory")?.id ?? 0;
  northwind = await accountId(operator, "Northwind Health");
  const list = (await operator({ method: "GET", url: "/spa/accounts?type=active&pageSize=50" })).json()
    .data as {
    id: number;
    name: string;
  }[];
  acme = list.find((a) => a.id !== northwind && !a.name.startsWith("Northwind"))?.id ?? 0;
});
afterAll(() => t.close());

type Loc = { id: number; barcode: string };

/** A location straight in the table (the location calls have their own tests). */
async function location(
  overrides: Partial<typeof locations.$inferInsert> & { parentId?: number | null } = {},
): Promise<Loc> {
  seq += 1;
  const barcode = `CC-${newBarcode("L")}-${seq}`;
  const [row] = await db
    .insert(locations)
    .values({ warehouseId: dal, barcode, name: `Count test ${seq}`, type: "inventory", ...overrides })
    .returning({ id: locations.id, barcode: locations.barcode });
  if (!row) throw new Error("no location");
  return row;
}

/** Open assets in stock at a location (put there straight in the table). */
async function stockAt(loc: Loc | null, n: number, overrides: Partial<typeof assets.$inferInsert> = {}) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const barcode = newBarcode("CC");
    await db.insert(assets).values({
      barcode,
      type: "serial",
      serialNumber: `SN-${barcode}`,
      activityId: dalStock,
      accountId: northwind,
      warehouseId: dal,
      locationId: loc?.id ?? null,
      ...overrides,
    });
    out.push(barcode);
  }
  return out;
}

async function locationOf(barcode: string): Promise<number | null> {
  const [row] = await db
    .select({ locationId: assets.locationId })
    .from(assets)
    .where(eq(assets.barcode, barcode));
  return row?.locationId ?? null;
}

async function eventsOf(barcode: string) {
  return db
    .select({ action: events.action, changes: events.changes })
    .from(events)
    .where(
      and(eq(events.barcode, barcode), inArray(events.action, ["count_missing", "count_found", "moved"])),
    );
}

const start = (loc: Loc, includeChildren = false, who = operator) =>
  who({ method: "POST", url: `/spa/locations/${loc.id}/cycle_counts`, payload: { includeChildren } });
const claim = (countId: number, loc: Loc, who = operator) =>
  who({ method: "POST", url: `/spa/cycle_counts/${countId}/locations/${loc.id}/claim` });
const scan = (countId: number, loc: Loc, barcode: string, who = operator) =>
  who({
    method: "POST",
    url: `/spa/cycle_counts/${countId}/scans`,
    payload: { locationId: loc.id, barcode },
  });
const close = (countId: number, accept: "all" | number[], who = operator) =>
  who({ method: "POST", url: `/spa/cycle_counts/${countId}/close`, payload: { accept } });

describe("cycle counts", () => {
  it("counts a location with one asset missing and one unexpected, adjusts both, and the summary shows it", async () => {
    const bin = await location();
    const elsewhere = await location();
    const [a1, a2, a3] = (await stockAt(bin, 3)) as [string, string, string];
    const [stray] = (await stockAt(elsewhere, 1)) as [string];

    const started = await start(bin);
    expect(started.statusCode).toBe(201);
    const count = started.json();
    expect(count).toMatchObject({ status: "open", includeChildren: false, locationBarcode: bin.barcode });
    expect(count.figures).toMatchObject({ expected: 3, counted: 0, missing: 3 });
    expect(count.locations).toEqual([
      expect.objectContaining({ id: bin.id, expected: 3, scanned: 0, claimedBy: null }),
    ]);
    const summaryOpen = (
      await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_count_summary` })
    ).json();
    expect(summaryOpen).toMatchObject({ openCountId: count.id, countCount: 0, accuracy: null });

    expect((await claim(count.id, bin)).json()).toMatchObject({ claimedBy: { name: "Olivia Ortega" } });
    expect((await scan(count.id, bin, a1.toLowerCase())).json()).toMatchObject({
      status: "counted",
      item: { barcode: a1, outcome: "found" },
      location: { scanned: 1, expected: 3 },
    });
    await scan(count.id, bin, a2);
    const strayScan = await scan(count.id, bin, ` ${stray} `);
    expect(strayScan.json()).toMatchObject({
      status: "counted",
      item: { outcome: "unexpected", expectedLocation: null, foundLocation: { id: bin.id } },
    });
    const again = await scan(count.id, bin, a1);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "already_counted", location: { scanned: 3 } });

    const live = (await operator({ method: "GET", url: `/spa/cycle_counts/${count.id}` })).json();
    expect(live.figures).toEqual({
      expected: 3,
      counted: 3,
      found: 2,
      moved: 0,
      missing: 1,
      unexpected: 1,
      variance: 0,
      accuracy: 0.5,
    });
    expect(
      live.differences.map((d: { barcode: string; outcome: string }) => [d.barcode, d.outcome]).sort(),
    ).toEqual(
      [
        [a3, "missing"],
        [stray, "unexpected"],
      ].sort(),
    );
    expect(live.recentFound.map((d: { barcode: string }) => d.barcode).sort()).toEqual([a1, a2].sort());
    // Nothing moves before the close.
    expect(await locationOf(a3)).toBe(bin.id);
    expect(await locationOf(stray)).toBe(elsewhere.id);

    const closed = await close(count.id, "all");
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: "closed", review: 0, closedBy: { name: "Olivia Ortega" } });
    expect(closed.json().differences.every((d: { resolution: string }) => d.resolution === "accepted")).toBe(
      true,
    );
    expect(await locationOf(a3)).toBeNull();
    expect(await locationOf(stray)).toBe(bin.id);
    expect(await eventsOf(a3)).toEqual([
      { action: "count_missing", changes: [{ field: "location", from: bin.barcode, to: null }] },
    ]);
    expect(await eventsOf(stray)).toEqual([
      { action: "count_found", changes: [{ field: "location", from: elsewhere.barcode, to: bin.barcode }] },
    ]);

    // Closing again answers the same and changes nothing.
    const twice = await close(count.id, []);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(closed.json());
    expect(await eventsOf(a3)).toHaveLength(1);
    expect(await eventsOf(stray)).toHaveLength(1);
    expect((await scan(count.id, bin, a3)).statusCode).toBe(409);

    const summary = (
      await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_count_summary` })
    ).json();
    expect(summary).toMatchObject({
      counted: 3,
      expected: 3,
      variance: 0,
      lastCountedBy: "Olivia Ortega",
      countCount: 1,
      accuracy: 0.5,
      openCountId: null,
    });
    expect(summary.lastCountedAt).toBeTruthy();
    const history = (await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_counts` })).json();
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({
      id: count.id,
      status: "closed",
      figures: { missing: 1, unexpected: 1 },
    });
  });

  it("refuses unknown barcodes, other warehouses' assets, closed assets and unclaimed locations, changing nothing", async () => {
    const bin = await location();
    const other = await location();
    const [a1] = (await stockAt(bin, 1)) as [string];
    const [phxAsset] = (await stockAt(null, 1, { warehouseId: phx, activityId: phxStock })) as [string];
    const [closedAsset] = (await stockAt(null, 1, { closedAt: new Date(), closedNote: "Shipped" })) as [
      string,
    ];
    const count = (await start(bin)).json();

    const unclaimed = await scan(count.id, bin, a1);
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe(`Claim location ${bin.barcode} before counting it`);
    const notInCount = await scan(count.id, other, a1);
    expect(notInCount.statusCode).toBe(409);
    expect(notInCount.json().message).toBe(`Location ${other.barcode} is not in this count`);

    await claim(count.id, bin);
    const unknown = await scan(count.id, bin, "NO-SUCH-ASSET-1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No asset has barcode NO-SUCH-ASSET-1");
    const foreign = await scan(count.id, bin, phxAsset);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(`${phxAsset} belongs to PHX; this count is in DAL`);
    const closedScan = await scan(count.id, bin, closedAsset);
    expect(closedScan.statusCode).toBe(409);

    // Another counter cannot take or scan in a location that is claimed.
    const taken = await claim(count.id, bin, counter);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Location ${bin.barcode} is being counted by Olivia Ortega`);
    expect((await scan(count.id, bin, a1, counter)).statusCode).toBe(409);

    const live = (await operator({ method: "GET", url: `/spa/cycle_counts/${count.id}` })).json();
    expect(live.figures).toMatchObject({ counted: 0, expected: 1, unexpected: 0 });

    const missingCount = await operator({ method: "GET", url: "/spa/cycle_counts/99999999" });
    expect(missingCount.statusCode).toBe(404);
    expect(
      (await operator({ method: "POST", url: "/spa/locations/99999999/cycle_counts", payload: {} }))
        .statusCode,
    ).toBe(404);
    const badBody = await operator({
      method: "POST",
      url: `/spa/cycle_counts/${count.id}/scans`,
      payload: { barcode: "X" },
    });
    expect(badBody.statusCode).toBe(422);
  });

  it("refuses a second count of a location or of a zone overlapping an open count", async () => {
    const zone = await location({ type: "inventory" });
    const bin = await location({ parentId: zone.id });
    const open = (await start(bin)).json();
    const same = await start(bin);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(
      `Location ${bin.barcode} is already being counted (count ${open.id}); close that count first`,
    );
    const overlapping = await start(zone, true);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toContain(`Location ${bin.barcode} of this zone`);
    // The zone's own location alone does not overlap.
    expect((await start(zone, false)).statusCode).toBe(201);
    await close(open.id, "all");
    expect((await start(bin)).statusCode).toBe(201);

    // Starting overlapping counts at the same moment: only one opens.
    const z2 = await location();
    await location({ parentId: z2.id });
    const results = await Promise.all([start(z2, true), start(z2, true), start(z2, false)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("lets two counters split a zone without counting anything twice", async () => {
    const zone = await location();
    const b1 = await location({ parentId: zone.id });
    const b2 = await location({ parentId: zone.id });
    const inB1 = await stockAt(b1, 3);
    const inB2 = await stockAt(b2, 2);
    const count = (await start(zone, true)).json();
    expect(count.locations.map((l: { id: number }) => l.id).sort()).toEqual([zone.id, b1.id, b2.id].sort());
    expect(count.figures.expected).toBe(5);

    expect((await claim(count.id, b1)).statusCode).toBe(200);
    expect((await claim(count.id, b2, counter)).statusCode).toBe(200);
    expect((await claim(count.id, b2)).statusCode).toBe(409);

    // The counter finds one of B1's assets in B2; the operator then scans it in B1: already counted.
    const [shifted, ...restB1] = inB1 as [string, ...string[]];
    expect((await scan(count.id, b2, shifted, counter)).json()).toMatchObject({
      status: "counted",
      item: { outcome: "moved", expectedLocation: { id: b1.id }, foundLocation: { id: b2.id } },
    });
    expect((await scan(count.id, b1, shifted)).json()).toMatchObject({ status: "already_counted" });

    // Both scan the same asset at the same moment: it is counted once.
    const [raced] = restB1 as [string];
    const both = await Promise.all([scan(count.id, b1, raced), scan(count.id, b1, raced)]);
    expect(both.map((r) => r.json().status).sort()).toEqual(["already_counted", "counted"]);
    for (const b of inB2) await scan(count.id, b2, b, counter);

    const live = (await operator({ method: "GET", url: `/spa/cycle_counts/${count.id}` })).json();
    expect(live.figures).toMatchObject({
      expected: 5,
      counted: 4,
      found: 3,
      moved: 1,
      missing: 1,
      unexpected: 0,
    });
    const byId = new Map(live.locations.map((l: { id: number }) => [l.id, l]));
    expect(byId.get(b1.id)).toMatchObject({
      expected: 3,
      scanned: 1,
      claimedBy: { name: "Olivia Ortega" },
      depth: 1,
    });
    expect(byId.get(b2.id)).toMatchObject({ expected: 2, scanned: 3, claimedBy: { name: "Priya Patel" } });

    // A counter without inventory.manage cannot close; the operator accepts the move only.
    expect((await close(count.id, "all", counter)).statusCode).toBe(403);
    const moved = live.differences.find((d: { barcode: string }) => d.barcode === shifted);
    const closed = (await close(count.id, [moved.id])).json();
    expect(closed.review).toBe(1);
    expect(await locationOf(shifted)).toBe(b2.id);
    expect(await eventsOf(shifted)).toEqual([
      { action: "moved", changes: [{ field: "location", from: b1.barcode, to: b2.barcode }] },
    ]);
    const missing = closed.differences.find((d: { outcome: string }) => d.outcome === "missing");
    expect(missing).toMatchObject({ resolution: "review", refusal: null });
    expect(await locationOf(missing.barcode)).toBe(b1.id);
  });

  it("applies the location rules to adjustments: a refused one stays for review with its reason", async () => {
    const quarantine = await location({ type: "customer_quarantine", accountId: northwind });
    const bin = await location();
    const [ours] = (await stockAt(bin, 1)) as [string];
    const [theirs] = (await stockAt(bin, 1, { accountId: acme })) as [string];
    const [held] = (await stockAt(bin, 1)) as [string];
    await holdAsset(db, held);
    const inventoryBin = await location();
    const count = (await start(quarantine)).json();
    await claim(count.id, quarantine);
    for (const b of [ours, theirs, held]) await scan(count.id, quarantine, b);
    const live = (await operator({ method: "GET", url: `/spa/cycle_counts/${count.id}` })).json();
    const refusalOf = (barcode: string) =>
      live.differences.find((d: { barcode: string }) => d.barcode === barcode).refusal;
    expect(refusalOf(ours)).toBeNull();
    expect(refusalOf(held)).toBeNull();
    expect(refusalOf(theirs)).toMatch(/holds Northwind Health's assets only/);

    const unknownIds = await close(count.id, [99999999]);
    expect(unknownIds.statusCode).toBe(422);
    expect(unknownIds.json().errors.accept).toEqual(["Item 99999999 is not a difference of this count"]);

    const closed = (await close(count.id, "all")).json();
    expect(closed.review).toBe(1);
    const theirsItem = closed.differences.find((d: { barcode: string }) => d.barcode === theirs);
    expect(theirsItem).toMatchObject({ resolution: "review" });
    expect(theirsItem.refusal).toMatch(/holds Northwind Health's assets only/);
    expect(await locationOf(theirs)).toBe(bin.id);
    expect(await locationOf(ours)).toBe(quarantine.id);
    expect(await locationOf(held)).toBe(quarantine.id);

    // A held asset found in an ordinary inventory location is not moved there.
    const [held2] = (await stockAt(bin, 1)) as [string];
    await holdAsset(db, held2);
    const c2 = (await start(inventoryBin)).json();
    await claim(c2.id, inventoryBin);
    await scan(c2.id, inventoryBin, held2);
    const closed2 = (await close(c2.id, "all")).json();
    expect(closed2.differences[0]).toMatchObject({ resolution: "review" });
    expect(closed2.differences[0].refusal).toMatch(/on hold/);
    expect(await locationOf(held2)).toBe(bin.id);
  });

  it("keeps counts to operators with the right permissions", async () => {
    const bin = await location();
    expect((await start(bin, false, counter)).statusCode).toBe(403);
    const count = (await start(bin)).json();
    expect(
      (await client({ method: "GET", url: `/api/cycle_counts/${count.id}` })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await counter({ method: "GET", url: `/spa/cycle_counts/${count.id}` })).statusCode).toBe(200);
    expect(
      (await counter({ method: "GET", url: `/spa/locations/${bin.id}/cycle_counts` })).json().total,
    ).toBe(1);
  });

  it("seeds the demo's closed count with one missing asset left for review, moving nothing", async () => {
    const bin = await location({ barcode: "AAA-CC-DEMO-BIN" });
    const stocked = await stockAt(bin, 3);
    await seedDemoCycleCounts(await demoOperatorContext(db));
    const [latest] = await db
      .select({ id: cycleCounts.id, locationId: cycleCounts.locationId })
      .from(cycleCounts)
      .orderBy(desc(cycleCounts.id))
      .limit(1);
    expect(latest?.locationId).toBe(bin.id);
    const count = (await operator({ method: "GET", url: `/spa/cycle_counts/${latest?.id}` })).json();
    expect(count).toMatchObject({ status: "closed", review: 1, closedBy: { name: "Olivia Ortega" } });
    expect(count.figures).toMatchObject({ expected: 3, counted: 2, found: 2, missing: 1 });
    for (const b of stocked) expect(await locationOf(b)).toBe(bin.id);
    const summary = (
      await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_count_summary` })
    ).json();
    expect(summary).toMatchObject({ counted: 2, expected: 3, variance: -1, countCount: 1 });
    expect(summary.accuracy).toBeCloseTo(2 / 3);
  });
});
