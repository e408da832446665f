import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDEPLOYMENT_ORDER_STATUSES } from "../enums/listings";
import {
  allocateDevices,
  orderStatusForLoad,
  REDEPLOYMENT_MOVES,
  redeployChargePerDrive,
  redeployDriveCharge,
  redeploymentEditRefusal,
  redeploymentMoveRefusal,
  shortLineMessage,
} from "./redeployments.rules";
import type { RedeploymentOrderStatus } from "./redeployments.schemas";

const statuses = REDEPLOYMENT_ORDER_STATUSES.map((s) => s.id) as RedeploymentOrderStatus[];
const status = fc.constantFrom(...statuses);
const audience = fc.constantFrom("operator" as const, "client" as const);
const grade = fc.constantFrom("A", "B", "C");
const LOAD_STATUSES = [
  "requested",
  "building",
  "picked",
  "packed",
  "shipped",
  "delivered",
  "invoiced",
  "closed",
  "canceled",
];

describe("the redeployment order status machine", () => {
  it("a person only asks for submitted, picking or canceled, and only along the machine", () => {
    fc.assert(
      fc.property(status, status, audience, (from, to, who) => {
        const refusal = redeploymentMoveRefusal(from, to, who);
        if (refusal === null) {
          expect(["submitted", "picking", "canceled"]).toContain(to);
          expect(REDEPLOYMENT_MOVES[from]).toContain(to);
        }
      }),
    );
  });

  it("a client moves only a draft or submitted order, and never to picking; an operator every asked move", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const client = redeploymentMoveRefusal(from, to, "client");
        const operator = redeploymentMoveRefusal(from, to, "operator");
        if (client === null) {
          expect(["draft", "submitted"]).toContain(from);
          expect(to).not.toBe("picking");
          expect(operator).toBeNull();
        }
      }),
    );
    expect(redeploymentMoveRefusal("draft", "submitted", "client")).toBeNull();
    expect(redeploymentMoveRefusal("submitted", "canceled", "client")).toBeNull();
    expect(redeploymentMoveRefusal("picking", "canceled", "operator")).toBeNull();
    expect(redeploymentMoveRefusal("picking", "canceled", "client")).toMatch(/ask the warehouse/);
    expect(redeploymentMoveRefusal("submitted", "shipped", "operator")).toMatch(/outbound load/);
  });

  it("delivered and canceled are final", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RedeploymentOrderStatus>("delivered", "canceled"),
        status,
        audience,
        (from, to, who) => {
          expect(redeploymentMoveRefusal(from, to, who)).not.toBeNull();
          expect(REDEPLOYMENT_MOVES[from]).toEqual([]);
        },
      ),
    );
  });

  it("lines change only in a draft; details while open (clients draft or submitted)", () => {
    fc.assert(
      fc.property(status, audience, fc.boolean(), (s, who, lines) => {
        const refusal = redeploymentEditRefusal(s, who, lines);
        if (lines) expect(refusal === null).toBe(s === "draft");
        else
          expect(refusal === null).toBe(
            who === "operator"
              ? ["draft", "submitted", "picking"].includes(s)
              : ["draft", "submitted"].includes(s),
          );
      }),
    );
  });
});

describe("the order follows its outbound load", () => {
  it("moves only forward along the machine, never from a draft or a final order", () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...LOAD_STATUSES), (order, load) => {
        const next = orderStatusForLoad(order, load);
        if (next !== null) expect(REDEPLOYMENT_MOVES[order]).toContain(next);
        if (order === "draft" || order === "delivered" || order === "canceled") expect(next).toBeNull();
      }),
    );
  });

  it("maps shipped, delivered and canceled loads", () => {
    expect(orderStatusForLoad("submitted", "shipped")).toBe("shipped");
    expect(orderStatusForLoad("picking", "shipped")).toBe("shipped");
    expect(orderStatusForLoad("shipped", "delivered")).toBe("delivered");
    expect(orderStatusForLoad("picking", "canceled")).toBe("canceled");
    expect(orderStatusForLoad("submitted", "picked")).toBe("picking");
    expect(orderStatusForLoad("shipped", "canceled")).toBeNull();
    expect(orderStatusForLoad("submitted", "building")).toBeNull();
  });
});

describe("the hard drive redeploy charge", () => {
  it("is drives × the program's amount per drive, to the cent; none without the rule", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 0, max: 100_000 }), (drives, cents) => {
        const rules = [
          { type: "hard_drive_credit", params: { amountPerDrive: 9 } },
          { type: "hard_drive_redeploy_charge", params: { amountPerDrive: cents / 100 } },
        ];
        const rate = redeployChargePerDrive(rules);
        expect(rate).toBe(cents / 100);
        expect(Math.round((redeployDriveCharge(drives, rate) as number) * 100)).toBe(drives * cents);
      }),
    );
    expect(
      redeployChargePerDrive([{ type: "hard_drive_credit", params: { amountPerDrive: 2.5 } }]),
    ).toBeNull();
    expect(redeployChargePerDrive(null)).toBeNull();
    expect(
      redeployChargePerDrive([{ type: "hard_drive_redeploy_charge", params: { amountPerDrive: "x" } }]),
    ).toBeNull();
    expect(redeployDriveCharge(3, null)).toBeNull();
  });
});

const candidates = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 200 }), productId: fc.integer({ min: 1, max: 3 }), grade }),
  {
    selector: (c) => c.id,
    maxLength: 40,
  },
);
const lines = fc.uniqueArray(
  fc.record({
    productId: fc.integer({ min: 1, max: 3 }),
    grade: fc.option(grade, { nil: null }),
    quantity: fc.integer({ min: 1, max: 6 }),
  }),
  { selector: (l) => `${l.productId}:${l.grade}`, minLength: 1, maxLength: 6 },
);

describe("which devices a submitted order takes", () => {
  it("never a device twice, each matching its line, the asked quantity unless the line is short", () => {
    fc.assert(
      fc.property(lines, candidates, (ls, cs) => {
        const { chosen, short } = allocateDevices(ls, cs);
        const all = chosen.flat();
        expect(new Set(all).size).toBe(all.length);
        const byId = new Map(cs.map((c) => [c.id, c]));
        ls.forEach((line, i) => {
          const ids = chosen[i] ?? [];
          for (const id of ids) {
            const c = byId.get(id);
            expect(c?.productId).toBe(line.productId);
            if (line.grade !== null) expect(c?.grade).toBe(line.grade);
          }
          const isShort = short.some((s) => s.index === i);
          expect(ids.length === line.quantity).toBe(!isShort);
          expect(ids.length).toBeLessThanOrEqual(line.quantity);
        });
      }),
    );
  });

  it("takes the oldest matching devices of a graded line", () => {
    fc.assert(
      fc.property(lines, candidates, (ls, cs) => {
        const graded = ls.filter((l) => l.grade !== null);
        const { chosen } = allocateDevices(graded, cs);
        graded.forEach((line, i) => {
          const oldest = cs
            .filter((c) => c.productId === line.productId && c.grade === line.grade)
            .map((c) => c.id)
            .sort((a, b) => a - b)
            .slice(0, line.quantity);
          expect(chosen[i]).toEqual(oldest);
        });
      }),
    );
  });

  it("a short line says what was asked and what was left; an any-grade line does not starve a graded one", () => {
    const { chosen, short } = allocateDevices(
      [
        { productId: 1, grade: null, quantity: 1 },
        { productId: 1, grade: "A", quantity: 1 },
      ],
      [
        { id: 5, productId: 1, grade: "A" },
        { id: 9, productId: 1, grade: "B" },
      ],
    );
    expect(chosen).toEqual([[9], [5]]);
    expect(short).toEqual([]);
    expect(
      allocateDevices([{ productId: 1, grade: "A", quantity: 2 }], [{ id: 5, productId: 1, grade: "A" }])
        .short,
    ).toEqual([{ index: 0, asked: 2, available: 1 }]);
    expect(shortLineMessage("Dell Latitude 5420", "A", 2, 1)).toBe(
      "Dell Latitude 5420 grade A: 2 asked, 1 available",
    );
    expect(shortLineMessage("Dell Latitude 5420", null, 2, 0)).toBe(
      "Dell Latitude 5420 any grade: 2 asked, 0 available",
    );
  });
});
