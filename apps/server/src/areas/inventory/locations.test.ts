import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { cycleCounts, users } from "../../db/schema";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let dal: number;
let phx: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  phx = warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
});
afterAll(() => t.close());

type Loc = { id: number; barcode: string; warehouseId: number; parentId: number | null };

const body = (overrides: Record<string, unknown> = {}) => ({
  warehouseId: dal,
  parentId: null,
  barcode: "t-zone-1",
  name: "Test zone",
  type: "inventory",
  ...overrides,
});

async function create(overrides: Record<string, unknown>): Promise<Loc> {
  const res = await operator({ method: "POST", url: "/spa/locations", payload: body(overrides) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json();
}

async function byBarcode(barcode: string, warehouseId = dal): Promise<Loc> {
  const res = await operator({
    method: "GET",
    url: `/spa/locations/find?barcode=${barcode}&warehouse_id=${warehouseId}`,
  });
  return res.json();
}

describe("locations", () => {
  it("creates a location with its barcode upper-cased, reads, updates and removes it", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: " crud-1 " }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      barcode: "CRUD-1",
      warehouseShortName: "DAL",
      type: "inventory",
      active: true,
      childCount: 0,
      ancestors: [],
    });
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/locations/${id}`,
      payload: body({ barcode: "crud-1b", name: "Renamed", type: "staging", active: false }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      barcode: "CRUD-1B",
      name: "Renamed",
      type: "staging",
      active: false,
    });
    expect((await operator({ method: "GET", url: `/spa/locations/${id}` })).json().barcode).toBe("CRUD-1B");
    expect((await operator({ method: "DELETE", url: `/spa/locations/${id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/locations/${id}` })).statusCode).toBe(404);
  });

  it("finds a location by barcode whatever its case", async () => {
    const res = await operator({ method: "GET", url: "/spa/locations/find?barcode=dal-ws-01" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode: "DAL-WS-01",
      type: "workstation",
      warehouseShortName: "DAL",
    });
    expect((await operator({ method: "GET", url: "/spa/locations/find?barcode=nope-0" })).statusCode).toBe(
      404,
    );
    const empty = await operator({ method: "GET", url: "/spa/locations/find?barcode=%20" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.barcode).toEqual(["Enter or scan a barcode"]);
  });

  it("resolves a barcode used in two warehouses by warehouse, the user's own, or refuses", async () => {
    await create({ barcode: "twin-1", warehouseId: dal });
    await create({ barcode: "TWIN-1", warehouseId: phx });
    expect((await byBarcode("twin-1", phx)).warehouseId).toBe(phx);
    // The demo operator works in DAL.
    const own = await operator({ method: "GET", url: "/spa/locations/find?barcode=twin-1" });
    expect(own.json().warehouseId).toBe(dal);
    const priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
    expect(
      (await priya({ method: "GET", url: "/spa/locations/find?barcode=twin-1" })).json().warehouseId,
    ).toBe(phx);
    // A receiver with no home warehouse (any role that may look up locations would do).
    const operatorRoles = (await operator({ method: "GET", url: "/spa/roles?type=operator" })).json();
    const receiving = operatorRoles.find((r: { name: string }) => r.name === "Receiving").id;
    const created = await operator({
      method: "POST",
      url: "/spa/users",
      payload: {
        firstName: "Nadia",
        lastName: "Nowhere",
        email: "nadia.nowhere@example.com",
        password: "a-long-password-1",
        entitlements: ["smr_user"],
        type: "operator",
        roleIds: [receiving],
        warehouseId: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const roaming = as(t.app, await signIn(t.app, "nadia.nowhere@example.com", "a-long-password-1"));
    const ambiguous = await roaming({ method: "GET", url: "/spa/locations/find?barcode=twin-1" });
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json().message).toBe("Barcode TWIN-1 is used in DAL and PHX; choose a warehouse");
  });

  it("answers 422 on the fields", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: "", name: "", type: "attic" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode).toEqual(["Enter or scan a barcode"]);
    expect(res.json().errors.name).toEqual(["Name is required"]);
    expect(res.json().errors.type).toBeDefined();
    const badChars = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: "A B" }),
    });
    expect(Object.keys(badChars.json().errors)).toEqual(["barcode"]);
    const taken = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: "dal-rcv" }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.barcode).toEqual(["Barcode DAL-RCV is already used in this warehouse"]);
    const warehouse = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ warehouseId: 9999 }),
    });
    expect(warehouse.json().errors.warehouseId).toEqual(["Unknown warehouse"]);
  });

  it("refuses a parent in another warehouse, an unknown parent and a cycle on parentId", async () => {
    const phxZone = await byBarcode("PHX-Z1", phx);
    const other = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: "cross-1", parentId: phxZone.id }),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.parentId).toEqual(["The parent location must be in the same warehouse"]);
    const unknown = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: body({ barcode: "cross-2", parentId: 999999 }),
    });
    expect(unknown.json().errors.parentId).toEqual(["Unknown parent location"]);

    const zone = await byBarcode("DAL-Z1");
    const bin = await byBarcode("DAL-Z1-A01-R01-B01");
    const cycle = await operator({
      method: "PUT",
      url: `/spa/locations/${zone.id}`,
      payload: body({ barcode: "DAL-Z1", name: "Zone 1 inventory", parentId: bin.id }),
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parentId).toEqual([
      "A location cannot sit under itself or one of its own children",
    ]);
    const self = await operator({
      method: "PUT",
      url: `/spa/locations/${zone.id}`,
      payload: body({ barcode: "DAL-Z1", name: "Zone 1 inventory", parentId: zone.id }),
    });
    expect(self.statusCode).toBe(422);
    const move = await operator({
      method: "PUT",
      url: `/spa/locations/${zone.id}`,
      payload: body({ barcode: "DAL-Z1", name: "Zone 1 inventory", warehouseId: phx }),
    });
    expect(move.json().errors.warehouseId).toEqual(["A location cannot move to another warehouse"]);
  });

  it("lets only one of two locations moved under each other at the same moment, without a deadlock", async () => {
    // Several pairs at once, so the transactions overlap on PostgreSQL (PGlite runs one at a time).
    const pairs: Loc[][] = [];
    for (let i = 0; i < 6; i++)
      pairs.push([
        await create({ barcode: `race-x-${i}`, name: `Race X ${i}` }),
        await create({ barcode: `race-y-${i}`, name: `Race Y ${i}` }),
      ]);
    const moveUnder = (location: Loc, parent: Loc) =>
      operator({
        method: "PUT",
        url: `/spa/locations/${location.id}`,
        payload: body({ barcode: location.barcode, name: location.barcode, parentId: parent.id }),
      });
    const answers = await Promise.all(
      pairs.flatMap(([x, y]) => [moveUnder(x as Loc, y as Loc), moveUnder(y as Loc, x as Loc)]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    }
  });

  it("shows the tree: ancestors, children and child counts", async () => {
    const bin = await byBarcode("DAL-Z1-A01-R01-B01");
    const detail = (await operator({ method: "GET", url: `/spa/locations/${bin.id}` })).json();
    expect(detail.ancestors.map((a: { barcode: string }) => a.barcode)).toEqual([
      "DAL-Z1",
      "DAL-Z1-A01",
      "DAL-Z1-A01-R01",
    ]);
    expect(detail.parentBarcode).toBe("DAL-Z1-A01-R01");
    const rack = detail.ancestors[2].id;
    const children = (await operator({ method: "GET", url: `/spa/locations/${rack}/children` })).json();
    expect(children.map((c: { barcode: string }) => c.barcode)).toEqual([
      "DAL-Z1-A01-R01-B01",
      "DAL-Z1-A01-R01-B02",
    ]);
    expect((await operator({ method: "GET", url: `/spa/locations/${rack}` })).json().childCount).toBe(2);
    expect((await operator({ method: "GET", url: "/spa/locations/999999/children" })).statusCode).toBe(404);
  });

  it("refuses to remove a location that holds others or has counts, with a clear message", async () => {
    const rack = await byBarcode("DAL-Z1-A01-R02");
    const res = await operator({ method: "DELETE", url: `/spa/locations/${rack.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This location contains 2 other locations; move or remove them first");
    // A bin the demo's stock does not use (a location holding assets is refused for that first).
    const bin = await byBarcode("DAL-Z2-A03-R03-B02");
    await t.database.db
      .insert(cycleCounts)
      .values({ locationId: bin.id, countedQuantity: 3, expectedQuantity: 3 });
    const counted = await operator({ method: "DELETE", url: `/spa/locations/${bin.id}` });
    expect(counted.statusCode).toBe(409);
    expect(counted.json().message).toMatch(/cycle count history/);
    expect((await operator({ method: "DELETE", url: "/spa/locations/999999" })).statusCode).toBe(404);
  });

  it("summarises the latest cycle count, zeros before any count", async () => {
    const bin = await byBarcode("DAL-Z2-A01-R01-B01");
    const none = (
      await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_count_summary` })
    ).json();
    expect(none).toEqual({
      locationId: bin.id,
      counted: 0,
      expected: 0,
      variance: 0,
      lastCountedAt: null,
      lastCountedBy: null,
      countCount: 0,
      accuracy: null,
      openCountId: null,
    });
    const [olivia] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    await t.database.db.insert(cycleCounts).values([
      {
        locationId: bin.id,
        countedQuantity: 10,
        expectedQuantity: 10,
        countedAt: new Date("2026-10-01T10:00:00Z"),
      },
      {
        locationId: bin.id,
        countedQuantity: 7,
        expectedQuantity: 9,
        countedAt: new Date("2026-11-02T15:30:00Z"),
        countedBy: olivia?.id,
      },
    ]);
    const summary = (
      await operator({ method: "GET", url: `/spa/locations/${bin.id}/cycle_count_summary` })
    ).json();
    expect(summary).toMatchObject({
      counted: 7,
      expected: 9,
      variance: -2,
      lastCountedAt: "2026-11-02T15:30:00.000Z",
      countCount: 2,
      // Counts without items (before per-asset counting) have no accuracy.
      accuracy: null,
      openCountId: null,
    });
    expect(summary.lastCountedBy).toEqual(expect.any(String));
    expect(
      (await operator({ method: "GET", url: "/spa/locations/999999/cycle_count_summary" })).statusCode,
    ).toBe(404);
  });

  it("lists a warehouse's locations with search, type filter and paging", async () => {
    const page = (
      await operator({ method: "GET", url: `/spa/locations?warehouse_id=${dal}&pageSize=5` })
    ).json();
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(60);
    const search = (
      await operator({
        method: "GET",
        url: `/spa/locations?warehouse_id=${dal}&search=quarantine&sort=barcode`,
      })
    ).json();
    expect(search.data.map((l: Loc) => l.barcode)).toEqual(["DAL-QC", "DAL-QC-01", "DAL-QC-02"]);
    const bySearchBarcode = (
      await operator({ method: "GET", url: `/spa/locations?warehouse_id=${dal}&search=ws-0` })
    ).json();
    expect(bySearchBarcode.total).toBe(8);
    const typed = (
      await operator({
        method: "GET",
        url: `/spa/locations?warehouse_id=${phx}&type=ecomm_to_be_listed&order=desc`,
      })
    ).json();
    expect(typed.data.map((l: Loc) => l.barcode)).toEqual(["PHX-ECM-02", "PHX-ECM-01", "PHX-ECM"]);
    expect((await operator({ method: "GET", url: "/spa/locations" })).statusCode).toBe(422);
    expect(
      (await operator({ method: "GET", url: `/spa/locations?warehouse_id=${dal}&type=attic` })).statusCode,
    ).toBe(422);
  });

  it("lists active workstations and customer quarantine of a warehouse", async () => {
    const ws = (
      await operator({ method: "GET", url: `/spa/locations/workstations?warehouse_id=${phx}` })
    ).json();
    expect(ws.map((l: Loc) => l.barcode)).toEqual(["PHX-WS-01", "PHX-WS-02", "PHX-WS-03", "PHX-WS-04"]);
    const qc = (
      await operator({ method: "GET", url: `/spa/locations/customer_quarantine?warehouse_id=${phx}` })
    ).json();
    expect(qc.map((l: Loc) => l.barcode)).toEqual(["PHX-QC", "PHX-QC-01", "PHX-QC-02"]);
  });

  it("is for operators only", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: `/spa/locations?warehouse_id=${dal}` })).statusCode,
    ).toBe(401);
    expect((await client({ method: "GET", url: `/spa/locations?warehouse_id=${dal}` })).statusCode).toBe(403);
    expect(
      (await vendor({ method: "POST", url: "/spa/locations", payload: body({ barcode: "v-1" }) })).statusCode,
    ).toBe(403);
    expect((await client({ method: "GET", url: "/spa/locations/find?barcode=DAL-RCV" })).statusCode).toBe(
      403,
    );
    // Warehouses are for everyone signed in.
    expect((await client({ method: "GET", url: "/spa/warehouses" })).json()).toHaveLength(2);
    expect((await t.app.inject({ method: "GET", url: "/spa/warehouses" })).statusCode).toBe(401);
  });
});
