import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { accountDocuments, activities, assetHolds } from "../../db/schema";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { renderCertificatePdf } from "../itad/certificate-pdf";
import { downstreamVendorsOfLoad } from "../itad/certificates.repo";
import { erase, onLoad, productOfClass, setStatus, warehouseOf } from "./shipment.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** A Processing Technician: no outbound permission. */
let priya: Caller;
let vendors: { pacific: number; evergreen: number };
let northwind: number;
let products: { laptop: number; battery: number; escrap: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  vendors = {
    pacific: await accountId(operator, "Pacific E-Cycle", "dsvs"),
    evergreen: await accountId(operator, "Evergreen Metals Recovery", "dsvs"),
  };
  northwind = await accountId(operator, "Northwind Health");
  const db = t.database.db;
  products = {
    laptop: await productOfClass(db, "Laptops"),
    battery: await productOfClass(db, "Batteries"),
    escrap: await productOfClass(db, "E-scrap"),
  };
});
afterAll(() => t.close());

/** A new outbound load to the consignee from DAL, through the API. */
async function newLoad(consignee: number, at = "DAL"): Promise<{ id: number; slug: string }> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { type: "outbound", accountId: consignee, warehouseId: await warehouseOf(t.database.db, at) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const slug: string = res.json().slug;
  const [row] = await t.database.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.slug, slug));
  return { id: row?.id as number, slug };
}

const check = (slug: string, caller = operator) =>
  caller({ method: "GET", url: `/spa/activities/${slug}/shipment_check` });
const ship = (slug: string, caller = operator) =>
  caller({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status: "shipped" } });

async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.id, id));
  return row?.status;
}

async function shippedEvents(loadId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from events where activity_id = ${loadId} and action = 'shipped'`,
  );
  return Number(row?.n);
}

/** The expiry date of the vendor's R2 certificate in the demo, as the messages write it. */
async function r2ExpiryOf(vendorId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ expiry: accountDocuments.expiryDate })
    .from(accountDocuments)
    .where(sql`${accountDocuments.accountId} = ${vendorId} and ${accountDocuments.dsvType} = 'r2'`);
  const [y, m, d] = String(row?.expiry).split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
    (m ?? 1) - 1
  ];
  return `${month} ${d}, ${y}`;
}

describe("shipment check: access", () => {
  it("answers 401 signed out, 404 to a client, 403 without outbound.view; 404 unknown, 409 not outbound", async () => {
    const load = await newLoad(vendors.evergreen);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/spa/activities/${load.slug}/shipment_check`,
    });
    expect(anonymous.statusCode).toBe(401);
    const asClient = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/shipment_check`,
    });
    expect(asClient.statusCode).toBe(404);
    const technician = await check(load.slug, priya);
    expect(technician.statusCode).toBe(403);
    expect((await check("dal-out-999999999")).statusCode).toBe(404);
    const inbound = await rowsOf<{ slug: string }>(
      t.database.db,
      sql`select slug from activities where type = 'inbound' order by id limit 1`,
    );
    const notOutbound = await check(inbound[0]?.slug as string);
    expect(notOutbound.statusCode).toBe(409);
    expect(notOutbound.json().message).toContain("is not an outbound load");
  });
});

describe("shipping to a downstream vendor", () => {
  it("refuses a load to a vendor whose R2 lapsed, naming the certificate and its date; nothing is written", async () => {
    const db = t.database.db;
    const load = await newLoad(vendors.pacific);
    await onLoad(db, load.id, { productId: products.escrap, n: 2, r2Classification: "recycle" });
    await setStatus(db, load.id, "packed");
    const expired = `Pacific E-Cycle's R2 or e-Stewards certificate expired on ${await r2ExpiryOf(vendors.pacific)}`;

    const res = await check(load.slug);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ready).toBe(false);
    expect(body.status).toBe("packed");
    expect(body.consignee).toMatchObject({ name: "Pacific E-Cycle", type: "dsvs" });
    expect(body.qualification.state).toBe("unqualified");
    expect(body.qualification.checks.find((c: { id: string }) => c.id === "recycling_standard").state).toBe(
      "expired",
    );
    expect(body.problems).toContainEqual({ code: "certificate_expired", message: expired });
    // Circuit boards from DAL: Pacific's only rule takes them from PHX.
    expect(body.materials).toEqual([
      { materialType: "circuit_boards", classification: "recycle", count: 2, rule: null },
    ]);
    expect(body.problems.map((p: { code: string }) => p.code)).toContain("no_vendor_rule");

    const refused = await ship(load.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${load.slug} cannot ship: ${expired}`);
    expect(await statusOf(load.id)).toBe("packed");
    expect(await shippedEvents(load.id)).toBe(0);
  });

  it("needs a vendor rule for each material from the warehouse, and a sanitization record for each data-bearing device", async () => {
    const db = t.database.db;
    const load = await newLoad(vendors.evergreen);
    const batteries = await onLoad(db, load.id, {
      productId: products.battery,
      n: 2,
      r2Classification: "recycle",
    });
    const reuse = await onLoad(db, load.id, { productId: products.battery, r2Classification: "reuse" });
    const laptops = await onLoad(db, load.id, {
      productId: products.laptop,
      n: 2,
      r2Classification: "recycle",
    });
    await setStatus(db, load.id, "packed");

    const body = (await check(load.slug)).json();
    expect(body.qualification.state).not.toBe("unqualified");
    expect(body.materials).toEqual([
      {
        materialType: "batteries",
        classification: "recycle",
        count: 2,
        rule: { id: expect.any(Number), name: "Batteries to Evergreen" },
      },
      { materialType: "batteries", classification: "reuse", count: 1, rule: null },
      {
        materialType: "data",
        classification: "recycle",
        count: 2,
        rule: { id: expect.any(Number), name: "Everything else recyclable" },
      },
    ]);
    expect(body.sanitization).toMatchObject({ dataBearing: 2, sanitized: 0, destructionVendor: false });
    const codes = body.problems.map((p: { code: string }) => p.code);
    expect(codes).toEqual(["no_vendor_rule", "not_sanitized"]);
    expect(body.problems[0].message).toBe(
      "No active vendor rule sends batteries (reuse) from this warehouse to Evergreen Metals Recovery (1 asset)",
    );
    expect(body.problems[1].barcodes).toEqual([...laptops.barcodes].sort());
    expect((await ship(load.slug)).statusCode).toBe(409);

    // Fixed: the reuse battery goes back to stock elsewhere, the laptops are erased.
    await db.execute(sql`update assets set activity_id = null where id = ${reuse.ids[0]}`);
    await erase(db, laptops.ids);
    const ready = (await check(load.slug)).json();
    expect(ready).toMatchObject({ ready: true, problems: [], assetCount: 4 });

    const shipped = await ship(load.slug);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status).toBe("shipped");
    expect(await shippedEvents(load.id)).toBe(4);
    const [event] = (await eventsOfBarcode(db, batteries.barcodes[0] as string)).filter(
      (e) => e.action === "shipped",
    );
    expect(event?.message).toBe(`Shipped on ${load.slug} to Evergreen Metals Recovery`);

    const evidence = await operator({ method: "GET", url: `/spa/assets/${laptops.barcodes[0]}/evidence` });
    expect(evidence.statusCode, evidence.body).toBe(200);
    const step = evidence.json().steps.find((s: { step: string }) => s.step === "shipment");
    expect(step).toMatchObject({
      title: `Shipped on ${load.slug} to Evergreen Metals Recovery`,
      details: {
        load: load.slug,
        consignee: "Evergreen Metals Recovery",
        downstreamVendor: true,
        warehouse: "DAL",
      },
    });
    expect(step.at).not.toBeNull();
  });

  it("lets a destruction vendor (a rule naming data-bearing devices) take devices without records", async () => {
    const db = t.database.db;
    const load = await newLoad(vendors.evergreen);
    const laptops = await onLoad(db, load.id, {
      productId: products.laptop,
      n: 2,
      r2Classification: "recycle",
    });
    await setStatus(db, load.id, "packed");
    expect((await check(load.slug)).json().problems.map((p: { code: string }) => p.code)).toEqual([
      "not_sanitized",
    ]);

    const rule = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      headers: XHR,
      payload: {
        name: "Drives for shredding at Evergreen",
        materialTypes: ["data"],
        classifications: ["recycle"],
        warehouseIds: [await warehouseOf(db)],
        vendorAccountId: vendors.evergreen,
        carrierId: null,
        priority: 5,
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const body = (await check(load.slug)).json();
    expect(body).toMatchObject({
      ready: true,
      sanitization: { dataBearing: 2, sanitized: 0, destructionVendor: true },
    });
    expect(body.materials[0].rule.name).toBe("Drives for shredding at Evergreen");
    expect((await ship(load.slug)).statusCode).toBe(200);
    expect(await shippedEvents(load.id)).toBe(laptops.ids.length);
  });

  it("holds back held assets and an empty load", async () => {
    const db = t.database.db;
    const empty = await newLoad(vendors.evergreen);
    await setStatus(db, empty.id, "packed");
    const none = (await check(empty.slug)).json();
    expect(none.problems).toEqual([
      { code: "nothing_to_ship", message: `${empty.slug} has no assets on it to ship` },
    ]);

    const load = await newLoad(vendors.evergreen);
    const held = await onLoad(db, load.id, { productId: products.battery, r2Classification: "recycle" });
    await db.insert(assetHolds).values({ assetId: held.ids[0] as number, type: "legal_hold" });
    await setStatus(db, load.id, "packed");
    const body = (await check(load.slug)).json();
    expect(body.problems).toEqual([
      { code: "on_hold", message: `1 asset is on hold: ${held.barcodes[0]}`, barcodes: held.barcodes },
    ]);
    expect((await ship(load.slug)).statusCode).toBe(409);
  });
});

describe("shipping back to a client", () => {
  it("needs no vendor qualification or rule, and takes the client's own devices as they are", async () => {
    const db = t.database.db;
    const load = await newLoad(northwind);
    const laptops = await onLoad(db, load.id, { productId: products.laptop, n: 2 });
    await setStatus(db, load.id, "packed");
    const body = (await check(load.slug)).json();
    expect(body).toMatchObject({
      ready: true,
      qualification: null,
      materials: [],
      consignee: { id: northwind, type: "active" },
      sanitization: { dataBearing: 2, sanitized: 0, ownDevices: 2 },
    });
    const shipped = await ship(load.slug);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [event] = (await eventsOfBarcode(db, laptops.barcodes[0] as string)).filter(
      (e) => e.action === "shipped",
    );
    expect(event?.message).toBe(`Shipped on ${load.slug} to Northwind Health`);
  });
});

/** The text of a PDF as poppler's pdftotext reads it (from standard input to standard output). */
async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)("pdftotext", ["-layout", "-", "-"], { encoding: "utf8" });
  child.child.stdin?.end(pdf);
  return (await child).stdout;
}

describe("the certificate of recycling", () => {
  it("names the downstream vendors the load's devices shipped to, from their shipped events", async () => {
    const db = t.database.db;
    const load = await newLoad(vendors.evergreen);
    const batteries = await onLoad(db, load.id, {
      productId: products.battery,
      n: 3,
      r2Classification: "recycle",
    });
    await setStatus(db, load.id, "packed");
    const received = batteries.receivedOn.id;
    expect(await downstreamVendorsOfLoad(db, received)).toEqual([]);
    expect((await ship(load.slug)).statusCode).toBe(200);
    const vendorsOfLoad = await downstreamVendorsOfLoad(db, received);
    expect(vendorsOfLoad).toEqual([{ name: "Evergreen Metals Recovery", loads: [load.slug], assets: 3 }]);

    const content = {
      kind: "recycling" as const,
      number: "COR-2026-000001-ABCDEF",
      loadSlug: batteries.receivedOn.slug,
      accountName: "Northwind Health",
      issuedAt: new Date(),
      verificationUrl: "https://ops.example.com/certificates/COR-2026-000001-ABCDEF",
      serialCount: 3,
      dataBearingCount: 0,
      weights: { batteries: 36 },
      totalWeight: 36,
      methods: {},
      lines: [],
    };
    const named = await pdfText(await renderCertificatePdf({ ...content, downstreamVendors: vendorsOfLoad }));
    expect(named).toContain("Downstream vendors");
    expect(named).toMatch(
      new RegExp(`Evergreen Metals Recovery\\s+3 assets\\s+on ${load.slug.toUpperCase()}`),
    );
    const none = await pdfText(await renderCertificatePdf(content));
    expect(none).toContain("None yet: no material of this load has shipped to a downstream vendor");
  });
});
