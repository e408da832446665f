import {
  type AssetBody,
  AssetBody as AssetBodySchema,
  RULE_EVENT_ACTION,
  RULE_SKIPPED_ACTION,
} from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import {
  activities,
  activityProgramServices,
  assetHolds,
  assets,
  priceEntries,
  priceLists,
  programServices,
  programs,
  services,
} from "../../db/schema";
import { SYSTEM_ACTOR } from "../../db/seed/demo";
import type { ServiceContext } from "../../platform/context";
import { settleJobs } from "../../platform/jobs";
import { insertLoad, userId } from "../activities/activity-records.fixtures";
import { newBarcode, someProductId } from "../assets/assets.fixtures";
import { receiveAssets } from "../assets/use-cases/create-assets";
import { applyCreationRules, withoutExcludedFromCompleteAll } from "./program-rules/program-rules";

let t: TestApp;
let db: Db;
let operator: Caller;
let accountId: number;
let serviceIds: number[];
let productId: number;
let actorId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator } = await accountCallers(t.app));
  const load = await insertLoad(db, "Northwind Health");
  accountId = load.accountId;
  serviceIds = (await db.select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(2)).map(
    (s) => s.id,
  );
  productId = await someProductId(db);
  actorId = await userId(db, "operator@example.com");
});
afterAll(() => t.close());

let programCount = 0;
/** A program of Northwind Health with these rules and (by default) two services. */
async function program(rules: unknown[], withServices = true): Promise<number> {
  programCount += 1;
  const [row] = await db
    .insert(programs)
    .values({ accountId, name: `Rules program ${programCount} ${newBarcode("P")}`, rules })
    .returning({ id: programs.id });
  if (!row) throw new Error("no program");
  if (withServices)
    await db
      .insert(programServices)
      .values(serviceIds.map((serviceId) => ({ programId: row.id, serviceId })));
  return row.id;
}

async function loadOf(rules: unknown[] | null) {
  const programId = rules === null ? null : await program(rules);
  return insertLoad(db, "Northwind Health", { programId });
}

const asset = (slug: string, body: Partial<AssetBody> = {}) => ({
  activitySlug: slug,
  barcode: newBarcode("R"),
  type: "bin",
  ...body,
});

async function receive(bodies: Record<string, unknown>[]) {
  const res = await operator({ method: "POST", url: "/spa/assets/bulk", payload: { assets: bodies } });
  expect(res.statusCode, res.body).toBe(201);
  return bodies.map((b) => String(b.barcode).toUpperCase());
}

async function shopOrdersOf(loadId: number) {
  return db
    .select({ id: activities.id, slug: activities.slug, description: activities.description })
    .from(activities)
    .where(and(eq(activities.loadId, loadId), eq(activities.type, "shop_order")));
}

async function ruleEvents(activityId: number) {
  const result = (await db.execute(
    sql`select action, rule, message, barcode from events where activity_id = ${activityId} and rule is not null order by id`,
  )) as unknown as { rows: { action: string; rule: string; message: string; barcode: string | null }[] };
  return result.rows;
}

async function assetRows(barcodes: string[]) {
  const result = (await db.execute(
    sql`select id, barcode, locks, attributes, stock_type as "stockType" from assets
        where barcode = any(${sql.param(barcodes)}::text[]) order by barcode`,
  )) as unknown as {
    rows: {
      id: number;
      barcode: string;
      locks: string[];
      attributes: Record<string, unknown>;
      stockType: string | null;
    }[];
  };
  return result.rows;
}

describe("program rules on receiving", () => {
  it("sow_automated_shop_order creates the load's shop order with its statement of work, once, and the load's events name the rule", async () => {
    const load = await loadOf([
      { type: "sow_automated_shop_order", params: { sowName: "Recycle and report" } },
    ]);
    await receive([asset(load.slug), asset(load.slug)]);
    const orders = await shopOrdersOf(load.id);
    expect(orders).toHaveLength(1);
    const order = orders[0] as (typeof orders)[number];
    expect(order.slug).toMatch(/^dal-so-\d+$/);
    expect(order.description).toContain("Recycle and report");
    const sow = await db
      .select({ serviceId: activityProgramServices.serviceId })
      .from(activityProgramServices)
      .where(eq(activityProgramServices.activityId, order.id));
    expect(sow.map((s) => s.serviceId).sort()).toEqual([...serviceIds].sort());

    const events = await ruleEvents(load.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: RULE_EVENT_ACTION,
        rule: "sow_automated_shop_order",
        message: expect.stringContaining(`Shop order ${order.slug} created on receiving with 2 services`),
      }),
    ]);
    expect(await ruleEvents(order.id)).toEqual([
      expect.objectContaining({ rule: "sow_automated_shop_order" }),
    ]);

    // The load's events call shows the rule's event.
    const res = await operator({ method: "GET", url: `/spa/activities/${load.slug}/events` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({
        action: RULE_EVENT_ACTION,
        rule: "sow_automated_shop_order",
        message: expect.stringContaining(`Shop order ${order.slug} created on receiving`),
      }),
    );

    // A second batch does not make a second shop order.
    await receive([asset(load.slug)]);
    expect(await shopOrdersOf(load.id)).toHaveLength(1);
    expect(await ruleEvents(load.id)).toHaveLength(1);
  });

  it("configure_shop_orders creates the shop order with the template named, once per load", async () => {
    const load = await loadOf([{ type: "configure_shop_orders", params: { template: "Demanufacture" } }]);
    await receive([asset(load.slug)]);
    await receive([asset(load.slug)]);
    const orders = await shopOrdersOf(load.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.description).toContain("Shop order template: Demanufacture");
    expect((await ruleEvents(load.id)).map((e) => e.rule)).toEqual(["configure_shop_orders"]);
  });

  it("a load that already has a shop order gets no second one", async () => {
    const load = await loadOf([{ type: "sow_automated_shop_order", params: { sowName: "SOW" } }]);
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "shop_order", loadSlug: load.slug },
    });
    expect(res.statusCode, res.body).toBe(201);
    await receive([asset(load.slug)]);
    expect(await shopOrdersOf(load.id)).toHaveLength(1);
    expect(await ruleEvents(load.id)).toEqual([]);
  });

  it("makes shop orders for inbound loads only: assets received on a processing job of the program make none", async () => {
    const programId = await program([{ type: "sow_automated_shop_order", params: { sowName: "SOW" } }]);
    const load = await insertLoad(db, "Northwind Health", { programId });
    const [job] = await db
      .insert(activities)
      .values({
        slug: `dal-proc-9${Date.now() % 100_000_000}`,
        type: "processing",
        status: "open",
        accountId,
        programId,
        warehouseId: (
          await db.select({ w: activities.warehouseId }).from(activities).where(eq(activities.id, load.id))
        )[0]?.w as number,
      })
      .returning({ id: activities.id, slug: activities.slug });
    await receive([asset(job?.slug as string)]);
    expect(await shopOrdersOf(job?.id as number)).toEqual([]);
    expect(await ruleEvents(job?.id as number)).toEqual([]);
  });

  it("a shop order the activity core refuses leaves the receiving standing and says why on the load", async () => {
    const [vendor] = (
      (await db.execute(
        sql`select id from accounts where name = 'Evergreen Metals Recovery'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [row] = await db
      .insert(programs)
      .values({
        accountId: vendor?.id as number,
        name: `Vendor rules ${newBarcode("P")}`,
        rules: [{ type: "sow_automated_shop_order", params: { sowName: "SOW" } }],
      })
      .returning({ id: programs.id });
    const load = await insertLoad(db, "Evergreen Metals Recovery", { programId: row?.id });
    const [barcode] = await receive([asset(load.slug)]);
    expect(await assetRows([barcode as string])).toHaveLength(1);
    expect(await shopOrdersOf(load.id)).toEqual([]);
    expect(await ruleEvents(load.id)).toEqual([
      expect.objectContaining({
        rule: "sow_automated_shop_order",
        message: expect.stringContaining(
          "could not create the shop order on receiving: Choose a client account",
        ),
      }),
    ]);
  });

  it("value_automated_shop_order creates the shop order when the received value reaches the minimum", async () => {
    const [list] = await db
      .insert(priceLists)
      .values({ accountId, type: "inbound", version: 9_999 })
      .returning({ id: priceLists.id });
    await db.insert(priceEntries).values({
      priceListId: list?.id ?? 0,
      position: 0,
      productId,
      method: "unit_price",
      unit: "lbs",
      price: "0.50",
    });
    const load = await loadOf([{ type: "value_automated_shop_order", params: { minimumValue: 100 } }]);
    // 150 lbs at $0.50 = $75: under the minimum.
    await receive([asset(load.slug, { productId, netWeight: 150, grossWeight: 160 })]);
    expect(await shopOrdersOf(load.id)).toHaveLength(0);
    // 50 lbs more: $100 reaches it.
    await receive([asset(load.slug, { productId, netWeight: 50, grossWeight: 55 })]);
    const orders = await shopOrdersOf(load.id);
    expect(orders).toHaveLength(1);
    const events = await ruleEvents(load.id);
    expect(events).toEqual([
      expect.objectContaining({
        rule: "value_automated_shop_order",
        message: expect.stringContaining("Received value $100.00 reached the minimum of $100.00"),
      }),
    ]);
    await receive([asset(load.slug, { productId, netWeight: 500, grossWeight: 510 })]);
    expect(await shopOrdersOf(load.id)).toHaveLength(1);
  });

  it("hold_asset puts an active hold of the type, with its instructions and program, on each asset received", async () => {
    const programId = await program([
      { type: "hold_asset", params: { holdType: "Legal hold", instructions: "Keep for counsel" } },
    ]);
    const load = await insertLoad(db, "Northwind Health", { programId });
    const barcodes = await receive([
      asset(load.slug),
      asset(load.slug, { type: "serial", serialNumber: "SN-H1" }),
    ]);
    const rows = await assetRows(barcodes);
    const holds = await db
      .select({
        assetId: assetHolds.assetId,
        type: assetHolds.type,
        status: assetHolds.status,
        programId: assetHolds.programId,
        instructions: assetHolds.processingInstructions,
      })
      .from(assetHolds)
      .where(sql`${assetHolds.assetId} = any(${sql.param(rows.map((r) => r.id))}::int[])`);
    expect(holds).toHaveLength(2);
    for (const h of holds)
      expect(h).toMatchObject({
        type: "legal_hold",
        status: "active",
        programId,
        instructions: "Keep for counsel",
      });
    const events = await ruleEvents(load.id);
    expect(events.map((e) => [e.rule, e.barcode]).sort()).toEqual(
      barcodes.map((b) => ["hold_asset", b]).sort(),
    );
    expect(events[0]?.message).toContain("Put on hold (Legal hold) on receiving by program");

    // The asset answers with its hold.
    const res = await operator({ method: "GET", url: `/spa/assets/${rows[0]?.id}` });
    expect(res.json().holds).toEqual([expect.objectContaining({ type: "legal_hold" })]);
  });

  it("lock_asset adds the lock to each asset received, once", async () => {
    const load = await loadOf([{ type: "lock_asset", params: { lockType: "bios_lock" } }]);
    const barcodes = await receive([
      asset(load.slug, { type: "serial", serialNumber: "SN-L1", locks: ["bios_lock"] }),
      asset(load.slug, { type: "serial", serialNumber: "SN-L2", locks: ["pin_lock"] }),
    ]);
    const rows = new Map((await assetRows(barcodes)).map((r) => [r.barcode, [...r.locks].sort()]));
    expect(rows.get(barcodes[0] as string)).toEqual(["bios_lock"]);
    expect(rows.get(barcodes[1] as string)).toEqual(["bios_lock", "pin_lock"]);
    const events = await ruleEvents(load.id);
    // The asset that already carried the lock gets no event.
    expect(events.map((e) => [e.rule, e.barcode])).toEqual([["lock_asset", barcodes[1]]]);
  });

  it("assets_tested_upstream marks the received serials tested upstream with the vendor; bins stay as they are", async () => {
    const load = await loadOf([
      { type: "assets_tested_upstream", params: { upstreamVendor: "Acme Test Lab" } },
    ]);
    const serial = asset(load.slug, { type: "serial", serialNumber: "SN-T1" });
    const bin = asset(load.slug);
    await receive([serial, bin]);
    const [serialRow] = await assetRows([serial.barcode]);
    const [binRow] = await assetRows([bin.barcode]);
    expect(serialRow?.attributes).toMatchObject({ testedUpstream: true, upstreamVendor: "Acme Test Lab" });
    expect(binRow?.attributes).not.toHaveProperty("testedUpstream");
    expect(await ruleEvents(load.id)).toEqual([
      expect.objectContaining({
        rule: "assets_tested_upstream",
        barcode: serial.barcode,
        message: expect.stringContaining("Marked tested upstream by Acme Test Lab"),
      }),
    ]);
  });

  it("applies only the rules of the load's own program: another program's rules and program-less loads get none", async () => {
    await program([
      { type: "hold_asset", params: { holdType: "legal_hold" } },
      { type: "sow_automated_shop_order", params: { sowName: "Other" } },
    ]);
    const plain = await loadOf([{ type: "fixed_freight_cost", params: { amount: 25 } }]);
    const none = await loadOf(null);
    const barcodes = [...(await receive([asset(plain.slug)])), ...(await receive([asset(none.slug)]))];
    const rows = await assetRows(barcodes);
    const holds = await db
      .select({ id: assetHolds.id })
      .from(assetHolds)
      .where(sql`${assetHolds.assetId} = any(${sql.param(rows.map((r) => r.id))}::int[])`);
    expect(holds).toEqual([]);
    expect(await shopOrdersOf(plain.id)).toEqual([]);
    expect(await shopOrdersOf(none.id)).toEqual([]);
    expect(await ruleEvents(plain.id)).toEqual([]);
  });

  it("a rule whose parameters cannot apply (an unknown hold type) is skipped with an event saying why, and receiving still succeeds", async () => {
    const load = await loadOf([{ type: "hold_asset", params: { holdType: "vacation" } }]);
    const [barcode] = await receive([asset(load.slug)]);
    const [row] = await assetRows([barcode as string]);
    const holds = await db
      .select()
      .from(assetHolds)
      .where(eq(assetHolds.assetId, row?.id as number));
    expect(holds).toEqual([]);
    expect(await ruleEvents(load.id)).toEqual([
      expect.objectContaining({
        action: RULE_SKIPPED_ACTION,
        rule: "hold_asset",
        barcode: null,
        message: expect.stringContaining(
          "Hold asset was not applied on receiving. Hold type vacation is not a hold type",
        ),
      }),
    ]);
    // Said once per load, not on every batch.
    await receive([asset(load.slug)]);
    expect(await ruleEvents(load.id)).toHaveLength(1);
  });

  it("stays set-based: a 2,000-asset batch with hold_asset issues the same few statements as a 20-asset one", async () => {
    const actor = { ...SYSTEM_ACTOR, id: actorId };
    const count = async (n: number, rules: unknown[] | null) => {
      const load = await loadOf(rules);
      const bodies = Array.from({ length: n }, () =>
        AssetBodySchema.parse({ activitySlug: load.slug, barcode: newBarcode("P"), type: "bin" }),
      );
      let statements = 0;
      await db.transaction(async (tx) => {
        const counting = new Proxy(tx, {
          get(target, prop, receiver) {
            const value = Reflect.get(target, prop, receiver);
            if (typeof value !== "function") return value;
            return (...args: unknown[]) => {
              if (["select", "insert", "update", "delete", "execute"].includes(String(prop))) statements += 1;
              return value.apply(target, args);
            };
          },
        }) as Db;
        const ctx: ServiceContext = { db: counting, actor };
        await receiveAssets(ctx, bodies, (i, field) => `assets.${i}.${field}`);
      });
      return { statements, load };
    };
    const holdRule = [{ type: "hold_asset", params: { holdType: "recon" } }];
    const small = await count(20, holdRule);
    const started = performance.now();
    const big = await count(2_000, holdRule);
    const elapsed = performance.now() - started;
    const plain = await count(2_000, null);
    // The rule costs the program lookup and one insert of holds with their events, whatever the size.
    expect(big.statements - plain.statements).toBeLessThanOrEqual(2);
    expect(big.statements - small.statements).toBe(plain.statements - (await count(20, null)).statements);
    const [held] = (
      (await db.execute(
        sql`select count(*)::int as n from asset_holds h join assets a on a.id = h.asset_id
            where a.receiving_activity_id = ${big.load.id} and h.type = 'recon'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(held?.n).toBe(2_000);
    expect((await ruleEvents(big.load.id)).length).toBe(2_000);
    expect(elapsed).toBeLessThan(30_000);
  }, 60_000);
});

describe("program rules on creation", () => {
  it("asset_cascade_properties copies the named properties from the container, never over what the created asset has", async () => {
    const load = await loadOf([
      {
        type: "asset_cascade_properties",
        params: { properties: "stockType, source, color, attributes.grade" },
      },
    ]);
    const container = asset(load.slug, { stockType: "rmi", source: "customer" });
    await receive([container]);
    await db
      .update(assets)
      .set({ attributes: { color: "red", grade: "A", site: "Plano" } })
      .where(eq(assets.barcode, container.barcode));
    const other = await loadOf(null);
    const blank = asset(other.slug);
    const own = asset(other.slug, { stockType: "fgi" });
    await receive([blank, own]);
    await db
      .update(assets)
      .set({ attributes: { grade: "C" } })
      .where(eq(assets.barcode, own.barcode));
    const rows = await assetRows([container.barcode, blank.barcode, own.barcode]);
    const id = (b: string) => rows.find((r) => r.barcode === b)?.id as number;
    await db.transaction((tx) =>
      applyCreationRules({ db: tx, actor: { ...SYSTEM_ACTOR, id: actorId } }, other.id, [
        { assetId: id(blank.barcode), containerId: id(container.barcode) },
        { assetId: id(own.barcode), containerId: id(container.barcode) },
      ]),
    );
    const after = await assetRows([blank.barcode, own.barcode]);
    const byBarcode = new Map(after.map((r) => [r.barcode, r]));
    expect(byBarcode.get(blank.barcode)).toMatchObject({
      stockType: "rmi",
      attributes: { color: "red", grade: "A" },
    });
    expect(byBarcode.get(blank.barcode)?.attributes).not.toHaveProperty("site");
    expect(byBarcode.get(own.barcode)).toMatchObject({
      stockType: "fgi",
      attributes: { color: "red", grade: "C" },
    });
    const events = await ruleEvents(other.id);
    expect(events.map((e) => [e.rule, e.barcode]).sort()).toEqual(
      [
        ["asset_cascade_properties", blank.barcode],
        ["asset_cascade_properties", own.barcode],
      ].sort(),
    );
    expect(events.find((e) => e.barcode === own.barcode)?.message).toBe(
      `Copied source, color from ${container.barcode} by program ${await programName(load.id)}`,
    );
  });

  it("assets received into a container of the batch or an earlier one get its cascaded properties", async () => {
    const load = await loadOf([
      { type: "asset_cascade_properties", params: { properties: "stockType, source" } },
    ]);
    const pallet = asset(load.slug, { type: "pallet", stockType: "staging", source: "customer" });
    const inside = asset(load.slug, { parentBarcode: pallet.barcode });
    await receive([pallet, inside]);
    const later = asset(load.slug, { parentBarcode: pallet.barcode, stockType: "cage" });
    await receive([later]);
    const rows = new Map((await assetRows([inside.barcode, later.barcode])).map((r) => [r.barcode, r]));
    expect(rows.get(inside.barcode)?.stockType).toBe("staging");
    expect(rows.get(later.barcode)?.stockType).toBe("cage");
    const events = await ruleEvents(load.id);
    expect(events.map((e) => [e.rule, e.barcode, e.message])).toEqual([
      [
        "asset_cascade_properties",
        inside.barcode,
        expect.stringContaining(`Copied stockType, source from ${pallet.barcode}`),
      ],
      [
        "asset_cascade_properties",
        later.barcode,
        expect.stringContaining(`Copied source from ${pallet.barcode}`),
      ],
    ]);
  });

  it("a container whose program has no cascade rule copies nothing", async () => {
    const load = await loadOf([{ type: "hold_asset", params: { holdType: "recon" } }]);
    const container = asset(load.slug, { stockType: "rmi" });
    const made = asset(load.slug);
    await receive([container, made]);
    const rows = await assetRows([container.barcode, made.barcode]);
    await db.transaction((tx) =>
      applyCreationRules({ db: tx, actor: { ...SYSTEM_ACTOR, id: actorId } }, load.id, [
        { assetId: rows[1]?.id as number, containerId: rows[0]?.id as number },
      ]),
    );
    const [after] = await assetRows([made.barcode]);
    expect(after?.stockType).toBeNull();
  });
});

async function programName(loadId: number): Promise<string> {
  const [row] = await db
    .select({ name: programs.name })
    .from(programs)
    .innerJoin(activities, eq(activities.programId, programs.id))
    .where(eq(activities.id, loadId));
  return row?.name ?? "";
}

/** A shop order of the load, made through the API (so the rules of its program run), with its id. */
async function newShopOrder(loadSlug: string): Promise<{ slug: string; id: number }> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { type: "shop_order", loadSlug },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.slug, res.json().slug));
  return { slug: res.json().slug as string, id: row?.id as number };
}

describe("program rules on completion", () => {
  it("exclude_automatic_operations_complete keeps the load's assets out of complete all, with an event on the work order", async () => {
    const excluded = await loadOf([{ type: "exclude_automatic_operations_complete", params: {} }]);
    const plain = await loadOf(null);
    const [a] = await receive([asset(excluded.slug)]);
    const [b] = await receive([asset(plain.slug)]);
    const rows = await assetRows([a as string, b as string]);
    const candidates = rows.map((r) => ({ id: r.id, assetId: r.id, barcode: r.barcode }));
    const kept = await db.transaction((tx) =>
      withoutExcludedFromCompleteAll(
        { db: tx, actor: { ...SYSTEM_ACTOR, id: actorId } },
        { id: plain.id, slug: plain.slug },
        candidates,
      ),
    );
    expect(kept.map((k) => k.barcode)).toEqual([b]);
    expect(await ruleEvents(plain.id)).toEqual([
      expect.objectContaining({
        rule: "exclude_automatic_operations_complete",
        message: expect.stringContaining("Complete all left 1 asset to complete one by one"),
      }),
    ]);
  });

  const setStatus = async (slug: string, status: string) => {
    const res = await operator({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const loadStatus = async (id: number) =>
    (await db.select({ status: activities.status }).from(activities).where(eq(activities.id, id)))[0]?.status;

  it("move_load_to_priced moves a received load through processed to priced once its last work order completes", async () => {
    const load = await loadOf([{ type: "move_load_to_priced", params: { whenProcessed: true } }]);
    await db.update(activities).set({ status: "received" }).where(eq(activities.id, load.id));
    const { slug: first } = await newShopOrder(load.slug);
    const { slug: second } = await newShopOrder(load.slug);
    await setStatus(first, "in_progress");
    await setStatus(first, "completed");
    // The second order is still open: the load stays received.
    expect(await loadStatus(load.id)).toBe("received");
    await setStatus(second, "canceled");
    expect(await loadStatus(load.id)).toBe("received");
    await setStatus(first, "closed");
    expect(await loadStatus(load.id)).toBe("priced");
    const events = await ruleEvents(load.id);
    expect(events.map((e) => [e.action, e.rule])).toEqual([
      ["status_changed", "move_load_to_priced"],
      ["status_changed", "move_load_to_priced"],
    ]);
    expect(events[0]?.message).toContain("Status received → processed");
    expect(events[1]?.message).toContain("Status processed → priced");
  });

  it("with whenProcessed off, the load waits to be marked processed, then moves to priced", async () => {
    const load = await loadOf([{ type: "move_load_to_priced", params: { whenProcessed: false } }]);
    await db.update(activities).set({ status: "received" }).where(eq(activities.id, load.id));
    const { slug: order } = await newShopOrder(load.slug);
    await setStatus(order, "in_progress");
    await setStatus(order, "completed");
    expect(await loadStatus(load.id)).toBe("received");
    await setStatus(load.slug, "processed");
    expect(await loadStatus(load.id)).toBe("priced");
    expect((await ruleEvents(load.id)).map((e) => e.message)).toEqual([
      expect.stringContaining("Status processed → priced"),
    ]);
  });

  it("a load without the rule stays received when its work completes", async () => {
    const load = await loadOf([{ type: "hold_asset", params: { holdType: "recon" } }]);
    await db.update(activities).set({ status: "received" }).where(eq(activities.id, load.id));
    const { slug: order } = await newShopOrder(load.slug);
    await setStatus(order, "in_progress");
    await setStatus(order, "completed");
    expect(await loadStatus(load.id)).toBe("received");
  });
});

describe("program rules through the work-order calls", () => {
  const scanIn = async (slug: string, barcodes: string[]) => {
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${slug}/work_assets`,
      payload: { barcodes },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it("complete all leaves the assets of a load whose program excludes them, and says so in the order's events", async () => {
    const load = await loadOf([{ type: "exclude_automatic_operations_complete", params: {} }]);
    const barcodes = await receive([asset(load.slug), asset(load.slug)]);
    const order = await newShopOrder(load.slug);
    await scanIn(order.slug, barcodes);
    const res = await operator({ method: "POST", url: `/spa/activities/${order.slug}/events/complete` });
    expect(res.statusCode).toBe(202);
    await settleJobs();
    const job = await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` });
    expect(job.json()).toMatchObject({ status: "succeeded", result: { count: 0 } });
    expect(await ruleEvents(order.id)).toEqual([
      expect.objectContaining({
        rule: "exclude_automatic_operations_complete",
        message: expect.stringContaining("Complete all left 2 assets to complete one by one"),
      }),
    ]);
  });

  it("assets created out of an input carry the properties its program cascades", async () => {
    const load = await loadOf([
      { type: "asset_cascade_properties", params: { properties: "color, stockType" } },
    ]);
    const source = asset(load.slug, { stockType: "rmi" });
    await receive([source]);
    await db
      .update(assets)
      .set({ attributes: { color: "blue" } })
      .where(eq(assets.barcode, source.barcode));
    const order = await newShopOrder(load.slug);
    await scanIn(order.slug, [source.barcode]);
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${order.slug}/work_assets/created`,
      payload: {
        sourceBarcode: source.barcode,
        items: [{ type: "bin", productId, grossWeight: 10, netWeight: 9 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = (res.json().data as { barcode: string }[])[0]?.barcode as string;
    const [row] = await assetRows([made]);
    expect(row).toMatchObject({ stockType: "rmi", attributes: { color: "blue" } });
    expect(await ruleEvents(order.id)).toEqual([
      expect.objectContaining({
        rule: "asset_cascade_properties",
        barcode: made,
        message: expect.stringContaining(`Copied color from ${source.barcode}`),
      }),
    ]);
  });
});
