import type { SettlementStatement } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import {
  accountIdByName,
  newLoad,
  newProduct,
  newProgram,
  receive,
  type TestLoad,
} from "./compute/settlement.fixtures";

// A load's statement: who reads it (clients only their accounts' final ones) and the draft's
// inputs (PUT: checked on each field, saved whole, refused once final).

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let db: TestApp["database"]["db"];
let northwind: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  db = t.database.db;
  northwind = await accountIdByName(db, "Northwind Health");
});
afterAll(() => t.close());

const url = (load: { slug: string }) => `/spa/activities/${load.slug}/settlement`;
const clientUrl = (load: { slug: string }) => `/spa/client/activities/${load.slug}/settlement`;

const emptyDraft = { paymentType: null, carrierCost: null, miles: null, notes: null, manualLines: [] };

/** Freezes the load's statement as final with one stored value line (as finalising does). */
async function finalStatement(load: TestLoad, amount = "250.00") {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into settlement_statements (activity_id, status, payment_type, net, finalized_at, skipped_rules)
        values (${load.id}, 'final', 'check', ${amount}, now(), '[{"type":"service","reason":"No inbound price for X"}]')
        returning id`,
  );
  await db.execute(
    sql`insert into settlement_lines (statement_id, position, kind, source, description, quantity, unit, unit_price, amount, line_date)
        values (${row?.id}, 0, 'value', 'Serial pricing', 'Laptops', '1', 'pieces', ${amount}, ${amount}, '2026-11-20')`,
  );
  await db.execute(sql`update activities set status = 'priced' where id = ${load.id}`);
  return Number(row?.id);
}

async function draftEvents(load: TestLoad) {
  return rowsOf<{ action: string; message: string; changes: unknown }>(
    db,
    sql`select action, message, changes from events where activity_id = ${load.id} and action = 'settlement_draft_saved' order by id`,
  );
}

describe("reading a statement", () => {
  it("a client reads their account's final statement, never a draft nor another client's", async () => {
    const load = await newLoad(db, northwind);
    const draft = await newLoad(db, northwind);
    await finalStatement(load);

    const own = await client({ method: "GET", url: clientUrl(load) });
    expect(own.statusCode, own.body).toBe(200);
    const s: SettlementStatement = own.json();
    expect(s).toMatchObject({
      status: "final",
      number: `ST-${load.slug.toUpperCase()}`,
      paymentType: "check",
      totals: { value: "250.00", net: "250.00" },
      direction: "due_to_client",
      skippedRules: [{ type: "service", reason: "No inbound price for X" }],
      unpricedProducts: [],
    });
    expect(s.lines).toEqual([
      expect.objectContaining({
        kind: "value",
        description: "Laptops",
        amount: "250.00",
        lineDate: "2026-11-20",
      }),
    ]);
    expect(typeof s.lines[0]?.id).toBe("number");
    expect(s.finalizedAt).not.toBeNull();

    const draftRead = await client({ method: "GET", url: clientUrl(draft) });
    expect(draftRead.statusCode).toBe(404);
    const operatorDraft = await operator({ method: "GET", url: url(draft) });
    expect(operatorDraft.statusCode).toBe(200);
    expect(operatorDraft.json().status).toBe("draft");

    const other = await otherClient({ method: "GET", url: clientUrl(load) });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("250.00");
  });

  it("answers 404 for an activity that is not an inbound load, and for an unknown slug", async () => {
    const [order] = await rowsOf<{ slug: string }>(
      db,
      sql`insert into activities (slug, type, status, account_id, warehouse_id)
          values ('dal-so-7000001', 'shop_order', 'open', ${northwind}, (select id from warehouses where short_name = 'DAL'))
          returning slug`,
    );
    expect((await operator({ method: "GET", url: url(order as { slug: string }) })).statusCode).toBe(404);
    expect((await operator({ method: "GET", url: url({ slug: "dal-in-1" }) })).statusCode).toBe(404);
    const put = await operator({ method: "PUT", url: url(order as { slug: string }), payload: emptyDraft });
    expect(put.statusCode).toBe(404);
  });

  it("a client cannot save a draft (operators only)", async () => {
    const load = await newLoad(db, northwind);
    const res = await client({ method: "PUT", url: clientUrl(load), payload: emptyDraft });
    expect(res.statusCode).toBe(404);
    expect(
      await rowsOf(db, sql`select id from settlement_statements where activity_id = ${load.id}`),
    ).toEqual([]);
  });
});

describe("saving the draft", () => {
  it("refuses bad input with 422 on the field and saves nothing", async () => {
    const load = await newLoad(db, northwind);
    const line = {
      description: "Crating",
      quantity: "1",
      unit: "charge",
      unitPrice: "12.50",
      direction: "charge",
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ carrierCost: "abc" }, "carrierCost"],
      [{ carrierCost: "-5" }, "carrierCost"],
      [{ carrierCost: "1.234" }, "carrierCost"],
      [{ miles: "100001" }, "miles"],
      [{ paymentType: "cash" }, "paymentType"],
      [{ manualLines: [{ ...line, unitPrice: "-1" }] }, "manualLines.0.unitPrice"],
      [{ manualLines: [line, { ...line, quantity: "x" }] }, "manualLines.1.quantity"],
      [{ manualLines: [{ ...line, description: " " }] }, "manualLines.0.description"],
      [{ manualLines: [{ ...line, unit: "bushels" }] }, "manualLines.0.unit"],
      [{ manualLines: [{ ...line, direction: "gift" }] }, "manualLines.0.direction"],
    ];
    for (const [patch, field] of cases) {
      const res = await operator({ method: "PUT", url: url(load), payload: { ...emptyDraft, ...patch } });
      expect(res.statusCode, `${JSON.stringify(patch)} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(
      await rowsOf(db, sql`select id from settlement_statements where activity_id = ${load.id}`),
    ).toEqual([]);
  });

  it("saves the inputs and typed lines whole, with an event naming what changed", async () => {
    const load = await newLoad(db, northwind);
    const lines = [
      { description: "Crating", quantity: "2", unit: "charge", unitPrice: "12.50", direction: "charge" },
      { description: "Goodwill", quantity: "1", unit: "credit", unitPrice: "5", direction: "credit" },
    ];
    const first = await operator({
      method: "PUT",
      url: url(load),
      payload: {
        paymentType: "ach",
        carrierCost: "310.5",
        miles: "42",
        notes: " Dock 4 ",
        manualLines: lines,
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const s: SettlementStatement = first.json();
    expect(s).toMatchObject({
      status: "draft",
      paymentType: "ach",
      carrierCost: "310.50",
      miles: "42.000",
      notes: "Dock 4",
      totals: { manual: "-20.00", credits: "5.00", charges: "-25.00", net: "-20.00" },
    });
    expect(typeof s.id).toBe("number");
    expect(s.lines.map((l) => [l.kind, l.description, l.amount, typeof l.id])).toEqual([
      ["manual", "Crating", "-25.00", "number"],
      ["manual", "Goodwill", "5.00", "number"],
    ]);
    expect(await draftEvents(load)).toEqual([
      expect.objectContaining({
        message: `Statement ST-${load.slug.toUpperCase()} draft saved: payment type ACH, carrier cost $310.50, miles 42.000, notes, typed lines (2)`,
      }),
    ]);

    // The same inputs again change nothing and write no event.
    const again = await operator({
      method: "PUT",
      url: url(load),
      payload: {
        paymentType: "ach",
        carrierCost: "310.50",
        miles: "42.000",
        notes: "Dock 4",
        manualLines: lines,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await draftEvents(load)).toHaveLength(1);

    // Lines are replaced whole: one line left, inputs cleared.
    const last = await operator({
      method: "PUT",
      url: url(load),
      payload: { ...emptyDraft, manualLines: [lines[1]] },
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ paymentType: null, carrierCost: null, miles: null, notes: null });
    expect(last.json().lines.map((l: { description: string }) => l.description)).toEqual(["Goodwill"]);
    const stored = await rowsOf(
      db,
      sql`select l.id from settlement_lines l join settlement_statements s on s.id = l.statement_id where s.activity_id = ${load.id}`,
    );
    expect(stored).toHaveLength(1);
    const events = await draftEvents(load);
    expect(events).toHaveLength(2);
    expect(events[1]?.message).toContain(
      "payment type none, carrier cost none, miles none, notes, typed lines (1)",
    );

    // The read answers what was saved.
    const read = await operator({ method: "GET", url: url(load) });
    expect(read.json()).toEqual(last.json());
  });

  it("refuses to change a final statement: 409, add an adjustment instead", async () => {
    const load = await newLoad(db, northwind);
    const statementId = await finalStatement(load);
    const res = await operator({ method: "PUT", url: url(load), payload: { ...emptyDraft, notes: "late" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This statement is final: add an adjustment instead");
    const [row] = await rowsOf<{ notes: string | null }>(
      db,
      sql`select notes from settlement_statements where id = ${statementId}`,
    );
    expect(row?.notes).toBeNull();
    expect(await draftEvents(load)).toEqual([]);
  });

  it("a draft's typed lines stay beside the computed ones, which are never stored", async () => {
    const product = await newProduct(db);
    const program = await newProgram(db, northwind, [
      { type: "fixed_freight_cost", params: { amount: 99.99 } },
    ]);
    const load = await newLoad(db, northwind, { programId: program });
    await receive(db, load, { serial: "SN-DRAFT-1", value: "10.00", entries: [{ productId: product }] });
    const res = await operator({
      method: "PUT",
      url: url(load),
      payload: {
        ...emptyDraft,
        manualLines: [
          { description: "Pallets", quantity: "3", unit: "pallet", unitPrice: "0.3333", direction: "charge" },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 3 × 0.3333 = 0.9999 → 1.00, charged
    expect(res.json().lines.map((l: { kind: string; amount: string }) => [l.kind, l.amount])).toEqual([
      ["value", "10.00"],
      ["freight", "-99.99"],
      ["manual", "-1.00"],
    ]);
    const kinds = await rowsOf<{ kind: string }>(
      db,
      sql`select l.kind from settlement_lines l join settlement_statements s on s.id = l.statement_id where s.activity_id = ${load.id}`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(["manual"]);
  });
});
