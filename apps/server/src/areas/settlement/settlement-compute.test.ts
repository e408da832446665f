import type { SettlementLine, SettlementStatement } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { computeSettlement } from "./compute/compute-settlement";
import {
  chooseService,
  harvest,
  labor,
  newAccount,
  newLoad,
  newPriceList,
  newProduct,
  newProgram,
  newService,
  newWorkOrder,
  receive,
  receiveDevice,
  sell,
  setLoadStatus,
  type TestLoad,
} from "./compute/settlement.fixtures";

// Settlement of a load (issue 22): one scenario per rule kind, every amount worked out by hand
// in the comments. Data goes straight to the tables; the statement is read through the API.

let t: TestApp;
let operator: Caller;
let db: TestApp["database"]["db"];

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  db = t.database.db;
});
afterAll(() => t.close());

async function statementOf(load: TestLoad): Promise<SettlementStatement> {
  const res = await operator({ method: "GET", url: `/spa/activities/${load.slug}/settlement` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The lines of one kind, as [description, source, quantity, unit, unitPrice, amount]. */
const linesOf = (s: SettlementStatement, kind: SettlementLine["kind"]) =>
  s.lines
    .filter((l) => l.kind === kind)
    .map((l) => [l.description, l.source, l.quantity, l.unit, l.unitPrice, l.amount]);

async function saveDraft(load: TestLoad, body: Record<string, unknown>) {
  return operator({
    method: "PUT",
    url: `/spa/activities/${load.slug}/settlement`,
    payload: { paymentType: null, carrierCost: null, miles: null, notes: null, manualLines: [], ...body },
  });
}

describe("value lines", () => {
  it("direct account pricing: lbs by net weight, pieces by quantity, pallet by containers, beside stored values", async () => {
    const account = await newAccount(db);
    const [scrap, boards, gaylords, noPrice, perHour] = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => newProduct(db, { name: `Direct ${i} ${account}` })),
    );
    const version = await newPriceList(db, account, [
      { productId: scrap as number, unit: "lbs", price: "0.15" },
      { productId: boards as number, unit: "pieces", price: "2.50" },
      { productId: gaylords as number, unit: "pallet", price: "40.00" },
      { productId: perHour as number, unit: "hours", price: "10.00" },
    ]);
    const program = await newProgram(db, account, [{ type: "direct_account_pricing", params: {} }]);
    const load = await newLoad(db, account, { programId: program });
    const p = (id: number | undefined) => id as number;
    // scrap: 1000.5 + 200 lbs = 1200.5 × 0.15 = 180.075 → 180.08 (rounded once, half away from zero)
    await receive(db, load, { entries: [{ productId: p(scrap), net: "1000.5" }] });
    await receive(db, load, { entries: [{ productId: p(scrap), net: "200" }] });
    // boards: 3 + 4 pieces = 7 × 2.50 = 17.50
    await receive(db, load, { entries: [{ productId: p(boards), quantity: "3" }] });
    await receive(db, load, { entries: [{ productId: p(boards), quantity: "4" }] });
    // gaylords: two containers × 40.00 = 80.00
    await receive(db, load, { entries: [{ productId: p(gaylords), net: "10" }] });
    await receive(db, load, { entries: [{ productId: p(gaylords), net: "12" }] });
    // stored values: serial 125.00; yield 200 lbs at 0.15 = 30.00; consignment 12.34
    await receive(db, load, { serial: "SN-DIRECT-1", value: "125.00", entries: [{ productId: p(boards) }] });
    await receive(db, load, {
      entries: [{ productId: p(scrap), net: "200", value: "30.00", unitPrice: "0.15" }],
    });
    await receive(db, load, {
      entries: [{ productId: p(boards), quantity: "2", value: "12.34", unitPrice: "12.34", share: "50" }],
    });
    await receive(db, load, { entries: [{ productId: p(noPrice), quantity: "1" }] });
    await receive(db, load, { entries: [{ productId: p(perHour), quantity: "1" }] });

    const s = await statementOf(load);
    const source = `Inbound prices v${version}`;
    const name = (i: number) => `Direct ${i} ${account}`;
    expect(linesOf(s, "value")).toEqual([
      [name(1), "Inbound prices v1", "1200.500", "lbs", "0.1500", "180.08"],
      [name(1), "Yield pricing", "200.000", "lbs", "0.1500", "30.00"],
      [name(2), "Consignment pricing", "2.000", "pieces", null, "12.34"],
      [name(2), source, "7.000", "pieces", "2.5000", "17.50"],
      [name(2), "Serial pricing", "1.000", "pieces", "125.0000", "125.00"],
      [name(3), source, "2.000", "pallet", "40.0000", "80.00"],
    ]);
    expect(s.lines.find((l) => l.source === source)?.rule).toBe("direct_account_pricing");
    // 180.08 + 30.00 + 12.34 + 17.50 + 125.00 + 80.00
    expect(s.totals.value).toBe("444.92");
    expect(s.totals.net).toBe("444.92");
    expect(s.direction).toBe("due_to_client");
    expect(s.unpricedProducts).toEqual([
      { productId: noPrice, name: name(4), reason: "The account's inbound prices have no price for it" },
      {
        productId: perHour,
        name: name(5),
        reason: "Its inbound price is per hours, not per lbs, pieces or pallet",
      },
    ]);
    expect(s).toMatchObject({ id: null, status: "draft", number: `ST-${load.slug.toUpperCase()}` });

    // Without the rule the price list values nothing: the products wait, named with why.
    await db.execute(sql`update programs set rules = '[]'::jsonb where id = ${program}`);
    const bare = await statementOf(load);
    expect(linesOf(bare, "value").map((l) => l[1])).toEqual([
      "Yield pricing",
      "Consignment pricing",
      "Serial pricing",
    ]);
    expect(bare.unpricedProducts.map((u) => u.reason)).toEqual(
      Array(5).fill("No price: the program has no direct account pricing rule"),
    );
  });

  it("sort and settle: price × net weight only once the yield is final", async () => {
    const account = await newAccount(db);
    const steel = await newProduct(db, { name: `Steel ${account}` });
    const version = await newPriceList(db, account, [
      { productId: steel, method: "sort_settle", unit: "lbs", price: "0.20" },
    ]);
    const program = await newProgram(db, account, [{ type: "sort_settle_account_pricing" }]);
    const load = await newLoad(db, account, { programId: program, status: "received" });
    await receive(db, load, { entries: [{ productId: steel, net: "500.25" }] });

    const before = await statementOf(load);
    expect(linesOf(before, "value")).toEqual([]);
    expect(before.unpricedProducts).toEqual([
      {
        productId: steel,
        name: `Steel ${account}`,
        reason: "Waits for the final yield (the load is processed)",
      },
    ]);

    await setLoadStatus(db, load, "processed");
    // 500.25 × 0.20 = 100.05
    const after = await statementOf(load);
    expect(linesOf(after, "value")).toEqual([
      [
        `Steel ${account}`,
        `Inbound prices v${version} (Dependent Upon Yield)`,
        "500.250",
        "lbs",
        "0.2000",
        "100.05",
      ],
    ]);
    expect(after.lines[0]?.rule).toBe("sort_settle_account_pricing");
    expect(after.unpricedProducts).toEqual([]);

    // The direct rule never prices a sort-and-settle entry; without its own rule it stays unpriced.
    await db.execute(
      sql`update programs set rules = '[{"type":"direct_account_pricing"}]'::jsonb where id = ${program}`,
    );
    const withoutRule = await statementOf(load);
    expect(withoutRule.unpricedProducts.map((u) => u.reason)).toEqual([
      "Dependent upon yield: the program has no sort and settle rule",
    ]);
  });

  it("import ASN pricing: fills assets without value, or overwrites every value when told", async () => {
    const account = await newAccount(db);
    const laptop = await newProduct(db, { name: `Laptop ${account}` });
    await newPriceList(db, account, [{ productId: laptop, unit: "pieces", price: "5.00" }]);
    const program = await newProgram(db, account, [
      { type: "direct_account_pricing" },
      { type: "import_asn_pricing", params: { overwriteExisting: false } },
    ]);
    const load = await newLoad(db, account, { programId: program });
    // valued by serial pricing at 100.00, its ASN said 80.00
    await receive(db, load, {
      serial: "SN-ASN-1",
      value: "100.00",
      asnPrice: "80.00",
      entries: [{ productId: laptop }],
    });
    // no value, ASN 0.3333 × 3 pieces = 0.9999 → 1.00
    await receive(db, load, { asnPrice: "0.3333", entries: [{ productId: laptop, quantity: "3" }] });
    // no value, no ASN price: the inbound price, 1 × 5.00
    await receive(db, load, { entries: [{ productId: laptop }] });

    const fill = await statementOf(load);
    expect(linesOf(fill, "value")).toEqual([
      [`Laptop ${account}`, "ASN prices", "3.000", "pieces", "0.3333", "1.00"],
      [`Laptop ${account}`, "Inbound prices v1", "1.000", "pieces", "5.0000", "5.00"],
      [`Laptop ${account}`, "Serial pricing", "1.000", "pieces", "100.0000", "100.00"],
    ]);
    expect(fill.lines[0]?.rule).toBe("import_asn_pricing");

    await db.execute(
      sql`update programs set rules = '[{"type":"direct_account_pricing"},{"type":"import_asn_pricing","params":{"overwriteExisting":true}}]'::jsonb
          where id = ${program}`,
    );
    // 80.00 × 1 + 0.3333 × 3 (1.00): two prices on one line, so no single unit price
    const overwrite = await statementOf(load);
    expect(linesOf(overwrite, "value")).toEqual([
      [`Laptop ${account}`, "ASN prices", "4.000", "pieces", null, "81.00"],
      [`Laptop ${account}`, "Inbound prices v1", "1.000", "pieces", "5.0000", "5.00"],
    ]);
    expect(overwrite.totals.value).toBe("86.00");

    // Without the rule the ASN's prices are not read.
    await db.execute(
      sql`update programs set rules = '[{"type":"direct_account_pricing"}]'::jsonb where id = ${program}`,
    );
    const none = await statementOf(load);
    expect(linesOf(none, "value")).toEqual([
      [`Laptop ${account}`, "Inbound prices v1", "4.000", "pieces", "5.0000", "20.00"],
      [`Laptop ${account}`, "Serial pricing", "1.000", "pieces", "100.0000", "100.00"],
    ]);
  });

  it("revenue share: unpriced devices settle by their sales, dated the sale day, parts included", async () => {
    const account = await newAccount(db);
    const phone = await newProduct(db, { name: `Phone ${account}` });
    const battery = await newProduct(db, { name: `Battery ${account}` });
    const scrap = await newProduct(db, { name: `Scrap ${account}` });
    const program = await newProgram(
      db,
      account,
      [{ type: "program_rev_share_pricing", params: { clientSharePercent: 70 } }],
      `Share ${account}`,
    );
    const load = await newLoad(db, account, { programId: program });
    const device = await receiveDevice(db, load, phone);
    const unsold = await receiveDevice(db, load, phone);
    const part = await harvest(db, load, device.id, battery);
    await receive(db, load, { entries: [{ productId: scrap, net: "10" }] });
    // 123.45 × 70% = 86.415 → 86.42; 10.01 × 70% = 7.007 → 7.01
    await sell(db, load, device.id, "123.45", "2026-11-20");
    await sell(db, load, part.id, "10.01", "2026-11-21");

    const s = await statementOf(load);
    expect(linesOf(s, "value")).toEqual([]);
    // The devices wait for their sales; the bin of scrap is unpriced.
    expect(s.unpricedProducts.map((u) => u.productId)).toEqual([scrap]);
    expect(s.lines.filter((l) => l.kind === "revenue_share")).toEqual([
      expect.objectContaining({
        description: `${device.barcode} sold for $123.45 (70% share)`,
        source: `Program Share ${account}: Revenue share`,
        rule: "program_rev_share_pricing",
        quantity: "1.000",
        unit: "pieces",
        unitPrice: null,
        amount: "86.42",
        lineDate: "2026-11-20",
      }),
      expect.objectContaining({
        description: `${part.barcode} sold for $10.01 (70% share)`,
        amount: "7.01",
        lineDate: "2026-11-21",
      }),
    ]);
    expect(s.totals.revenueShare).toBe("93.43");
    expect(unsold.barcode).not.toBe(device.barcode);

    const computed = await computeSettlement(db, load.id);
    expect(computed.lines.filter((l) => l.kind === "revenue_share").map((l) => l.reservationId)).toHaveLength(
      2,
    );
    expect(
      computed.lines.every((l) => l.kind !== "revenue_share" || typeof l.reservationId === "number"),
    ).toBe(true);
  });
});

describe("program rule lines", () => {
  it("freight: fixed, cost plus markup on the carrier's cost, tiered base plus miles", async () => {
    const account = await newAccount(db);
    const program = await newProgram(
      db,
      account,
      [
        { type: "fixed_freight_cost", params: { amount: 150 } },
        { type: "cost_plus_freight", params: { markupPercent: 12.5 } },
        { type: "tiered_freight_cost", params: { baseAmount: 75, perMileAmount: 1.15 } },
      ],
      `Freight ${account}`,
    );
    const load = await newLoad(db, account, { programId: program });

    const missing = await statementOf(load);
    expect(linesOf(missing, "freight")).toEqual([
      ["Freight", `Program Freight ${account}: Fixed freight cost`, "1.000", "charge", "150.0000", "-150.00"],
      [
        "Freight: base",
        `Program Freight ${account}: Tiered freight cost`,
        "1.000",
        "charge",
        "75.0000",
        "-75.00",
      ],
    ]);
    expect(missing.skippedRules).toEqual([
      { type: "cost_plus_freight", reason: "Enter the carrier's cost on the statement" },
      { type: "tiered_freight_cost", reason: "Enter the miles on the statement" },
    ]);

    const saved = await saveDraft(load, { carrierCost: "200.10", miles: "123.5" });
    expect(saved.statusCode, saved.body).toBe(200);
    const s: SettlementStatement = saved.json();
    // 200.10 + 12.5% (25.0125 → 25.01) = 225.11; 123.5 miles × 1.15 = 142.025 → 142.03
    expect(linesOf(s, "freight")).toEqual([
      ["Freight", `Program Freight ${account}: Fixed freight cost`, "1.000", "charge", "150.0000", "-150.00"],
      [
        "Freight: carrier cost $200.10 plus 12.5%",
        `Program Freight ${account}: Cost plus freight`,
        "1.000",
        "charge",
        "225.1100",
        "-225.11",
      ],
      [
        "Freight: base",
        `Program Freight ${account}: Tiered freight cost`,
        "1.000",
        "charge",
        "75.0000",
        "-75.00",
      ],
      [
        "Freight: per mile",
        `Program Freight ${account}: Tiered freight cost`,
        "123.500",
        "miles",
        "1.1500",
        "-142.03",
      ],
    ]);
    expect(s.skippedRules).toEqual([]);
    // -150.00 - 225.11 - 75.00 - 142.03
    expect(s.totals).toMatchObject({
      freight: "-592.14",
      charges: "-592.14",
      credits: "0.00",
      net: "-592.14",
    });
    expect(s.direction).toBe("due_from_client");
    expect(await statementOf(load)).toEqual(s);
  });

  it("hard drives: a credit per data-bearing drive harvested, a charge per redeployed one; triage per device", async () => {
    const account = await newAccount(db);
    const server = await newProduct(db, { name: `Server ${account}` });
    const drive = await newProduct(db, { data: true, name: `Drive ${account}` });
    const fan = await newProduct(db, { name: `Fan ${account}` });
    const program = await newProgram(
      db,
      account,
      [
        { type: "hard_drive_credit", params: { amountPerDrive: 5 } },
        { type: "hard_drive_redeploy_charge", params: { amountPerDrive: 7.5 } },
        { type: "triage_service_charge", params: { amount: 2.25 } },
      ],
      `Drives ${account}`,
    );
    const load = await newLoad(db, account, { programId: program });
    const first = await receiveDevice(db, load, server);
    await receiveDevice(db, load, server);
    await receive(db, load, { entries: [{ productId: fan, quantity: "5" }] });
    await harvest(db, load, first.id, drive);
    await harvest(db, load, first.id, drive);
    await harvest(db, load, first.id, drive, "redeploy");
    await harvest(db, load, first.id, fan, "redeploy");

    const s = await statementOf(load);
    // 3 drives × 5.00 = 15.00; 1 redeployed × 7.50 = -7.50
    expect(linesOf(s, "hard_drive")).toEqual([
      [
        "Hard drives harvested",
        `Program Drives ${account}: Hard drive credit`,
        "3.000",
        "pieces",
        "5.0000",
        "15.00",
      ],
      [
        "Hard drives redeployed",
        `Program Drives ${account}: Hard drive redeploy charge`,
        "1.000",
        "pieces",
        "7.5000",
        "-7.50",
      ],
    ]);
    // two serialized devices received (harvested parts are not): 2 × 2.25 = -4.50
    expect(linesOf(s, "triage")).toEqual([
      [
        "Triage of serialized devices",
        `Program Drives ${account}: Triage service charge`,
        "2.000",
        "pieces",
        "2.2500",
        "-4.50",
      ],
    ]);
    expect(s.totals).toMatchObject({
      hardDrives: "7.50",
      triage: "-4.50",
      credits: "15.00",
      charges: "-12.00",
      net: "3.00",
    });
    // Harvested parts are no products of the load of their own.
    expect(s.unpricedProducts.map((u) => u.productId).sort()).toEqual([server, fan].sort());
  });

  it("services: by person-hours of the work orders, pieces, charge, credit and lump sum; one without a price is skipped", async () => {
    const account = await newAccount(db);
    const bins = await newProduct(db, { name: `Bins ${account}` });
    const names = ["Labor", "Pieces", "Fee", "Rebate", "Project", "Unpriced"].map((n) => `${n} ${account}`);
    const [hours, pieces, fee, rebate, project, unpriced] = await Promise.all(
      names.map((n) => newService(db, n)),
    );
    const id = (n: number | undefined) => n as number;
    await newPriceList(db, account, [
      { serviceId: id(hours), unit: "hours", price: "45.00" },
      { serviceId: id(pieces), unit: "pieces", price: "0.10" },
      { serviceId: id(fee), unit: "charge", price: "25.00" },
      { serviceId: id(rebate), unit: "credit", price: "10.00" },
      { serviceId: id(project), method: "lump_sum", unit: "hours", price: "300.00" },
    ]);
    const load = await newLoad(db, account);
    const order = await newWorkOrder(db, load);
    for (const s of [hours, pieces, fee, unpriced]) await chooseService(db, load.id, id(s));
    for (const s of [rebate, project, hours]) await chooseService(db, order, id(s));
    // 90 min × crew 2 + 20 min × 1 = 12,000 s = 3.333 person-hours (3 places)
    await labor(db, order, 90, 2);
    await labor(db, order, 20, 1);
    // labor on the load itself is not work-order labor
    await labor(db, load.id, 600, 1);
    await receive(db, load, { entries: [{ productId: bins, quantity: "12" }] });
    await receive(db, load, { entries: [{ productId: bins, quantity: "3.5" }] });

    const s = await statementOf(load);
    expect(linesOf(s, "service")).toEqual([
      [names[2], "Inbound prices v1", "1.000", "charge", "25.0000", "-25.00"],
      // 3.333 × 45.00 = 149.985 → 149.99
      [names[0], "Inbound prices v1", "3.333", "hours", "45.0000", "-149.99"],
      // 15.5 pieces × 0.10 = 1.55
      [names[1], "Inbound prices v1", "15.500", "pieces", "0.1000", "-1.55"],
      [names[4], "Inbound prices v1", "1.000", "hours", "300.0000", "-300.00"],
      [names[3], "Inbound prices v1", "1.000", "credit", "10.0000", "10.00"],
    ]);
    expect(s.lines.find((l) => l.description === names[0])?.serviceId).toBe(hours);
    expect(s.skippedRules).toEqual([{ type: "service", reason: `No inbound price for ${names[5]}` }]);
    // -25.00 - 149.99 - 1.55 - 300.00 + 10.00
    expect(s.totals).toMatchObject({ services: "-466.54", net: "-466.54" });
  });
});

describe("rules that cannot apply", () => {
  it("skips a stored rule with missing or invalid parameters, with why, and applies the rest", async () => {
    const account = await newAccount(db);
    const program = await newProgram(db, account, [
      { type: "fixed_freight_cost", params: {} },
      { type: "triage_service_charge", params: { amount: -1 } },
      { type: "hard_drive_credit", params: { amountPerDrive: 4 } },
      { type: "hold_asset", params: { holdType: "legal" } },
    ]);
    const load = await newLoad(db, account, { programId: program });
    const s = await statementOf(load);
    expect(s.skippedRules).toEqual([
      { type: "fixed_freight_cost", reason: "Freight cost per load is missing" },
      { type: "triage_service_charge", reason: "Charge per asset must be an amount of 0 or more" },
    ]);
    expect(s.lines).toEqual([]);
    expect(s.totals.net).toBe("0.00");
    expect(s.direction).toBe("settled");
  });
});

describe("exact cents", () => {
  it("0.1 + 0.2 style values sum to exactly 0.30; a price list price keeps its two places (3 × 0.33)", async () => {
    const account = await newAccount(db);
    const scrap = await newProduct(db, { name: `Cents ${account}` });
    const part = await newProduct(db, { name: `Thirds ${account}` });
    await newPriceList(db, account, [{ productId: part, unit: "pieces", price: "0.3333" }]);
    const program = await newProgram(db, account, [{ type: "direct_account_pricing" }]);
    const load = await newLoad(db, account, { programId: program });
    await receive(db, load, { entries: [{ productId: scrap, net: "1", value: "0.10", unitPrice: "0.1" }] });
    await receive(db, load, { entries: [{ productId: scrap, net: "2", value: "0.20", unitPrice: "0.1" }] });
    for (let i = 0; i < 3; i++) await receive(db, load, { entries: [{ productId: part }] });

    const saved = await saveDraft(load, {
      manualLines: [
        { description: "Dime", quantity: "1", unit: "credit", unitPrice: "0.1", direction: "credit" },
        { description: "Two dimes", quantity: 1, unit: "credit", unitPrice: 0.2, direction: "credit" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const s: SettlementStatement = saved.json();
    expect(linesOf(s, "value")).toEqual([
      [`Cents ${account}`, "Yield pricing", "3.000", "lbs", "0.1000", "0.30"],
      // The price list keeps two places: 0.33 × 3 = 0.99
      [`Thirds ${account}`, "Inbound prices v1", "3.000", "pieces", "0.3300", "0.99"],
    ]);
    expect(linesOf(s, "manual")).toEqual([
      ["Dime", "Typed on the draft", "1.000", "credit", "0.1000", "0.10"],
      ["Two dimes", "Typed on the draft", "1.000", "credit", "0.2000", "0.20"],
    ]);
    expect(s.totals).toMatchObject({ value: "1.29", manual: "0.30", net: "1.59" });
  });
});
