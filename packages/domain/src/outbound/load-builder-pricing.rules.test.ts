import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stockRowArb } from "./load-builder.test-support";
import {
  alternateAccountsOf,
  MARGIN_MESSAGE,
  marginPercentOf,
  maxOfNumbers,
  parseMarginText,
  parseUnitPriceText,
  productMaxima,
  UNIT_PRICE_MESSAGE,
  unitPriceForMargin,
  unitsOf,
  weightedMarginPercent,
} from "./load-builder-pricing.rules";

describe("value, unit price and margin", () => {
  it("derives the margin from the buyer's price over the stock's value", () => {
    // 1,000 net lbs at $0.50/lb = $500 revenue over $400 of cost: 20 % margin.
    expect(marginPercentOf(400, 0.5, unitsOf({ count: 3, net: 1000 }, "lbs"))).toBe(20);
    // 4 pieces at $25 = $100 over $90: 10 %.
    expect(marginPercentOf(90, 25, unitsOf({ count: 4, net: 1000 }, "pieces"))).toBe(10);
    expect(marginPercentOf(90, null, 4)).toBeNull();
    expect(marginPercentOf(90, 0, 4)).toBeNull();
  });

  it("is the inverse of pricing at a margin", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 100, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 9_999 }).map((m) => m / 100),
        (units, costPerUnit, margin) => {
          // Commodity and devices cost at least $1 per lb or piece here: the price's 4 decimals then
          // move the margin by less than its own rounding.
          const value = Math.round(costPerUnit * units * 100) / 100;
          const unitPrice = unitPriceForMargin(value / units, margin);
          const back = marginPercentOf(value, unitPrice, units) as number;
          expect(Math.abs(back - margin)).toBeLessThanOrEqual(0.011);
        },
      ),
    );
  });

  it("has no margin without a price and a price only with a unit", () => {
    fc.assert(
      fc.property(stockRowArb, (row) => {
        if (row.summary.unitPrice === null) expect(row.summary.marginPercent).toBeNull();
        if (row.summary.unit === null) expect(row.summary.unitPrice).toBeNull();
        if (row.summary.marginPercent !== null) expect(row.summary.marginPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("maxima from numeric values only (SPEC §5)", () => {
  it("ignores null, NaN and undefined", () => {
    expect(maxOfNumbers([null, Number.NaN, undefined, 3, 7, 5])).toBe(7);
    expect(maxOfNumbers([null, Number.NaN, undefined])).toBeNull();
    expect(maxOfNumbers([-4, null])).toBe(-4);
  });

  it("is the largest number of the product's rows, never a row of another product", () => {
    fc.assert(
      fc.property(
        fc.array(stockRowArb, { maxLength: 30 }),
        fc.constantFrom(10, 11, 12),
        (rows, productId) => {
          const own = rows.filter((r) => r.product.id === productId);
          const { maxMarginPercent, maxUnitPrice } = productMaxima(rows, productId);
          const margins = own.flatMap((r) =>
            r.summary.marginPercent === null ? [] : [r.summary.marginPercent],
          );
          const prices = own.flatMap((r) => (r.summary.unitPrice === null ? [] : [r.summary.unitPrice]));
          expect(maxMarginPercent).toBe(margins.length ? Math.max(...margins) : null);
          expect(maxUnitPrice).toBe(prices.length ? Math.max(...prices) : null);
        },
      ),
    );
  });
});

describe("weighted margin (SPEC §9)", () => {
  it("is value-weighted over the rows with a margin, null when that value is 0", () => {
    expect(
      weightedMarginPercent([
        { marginPercent: 10, value: 100 },
        { marginPercent: 40, value: 300 },
        { marginPercent: null, value: 1000 },
      ]),
    ).toBe(32.5);
    expect(weightedMarginPercent([{ marginPercent: 10, value: 0 }])).toBeNull();
    expect(weightedMarginPercent([])).toBeNull();
  });

  it("lies between the smallest and largest margin weighed", () => {
    fc.assert(
      fc.property(fc.array(stockRowArb, { maxLength: 30 }), (rows) => {
        const w = weightedMarginPercent(rows.map((r) => r.summary));
        const weighed = rows.filter((r) => r.summary.marginPercent !== null && r.summary.value > 0);
        if (weighed.length === 0) {
          expect(w).toBeNull();
          return;
        }
        const margins = weighed.map((r) => r.summary.marginPercent as number);
        expect(w as number).toBeGreaterThanOrEqual(Math.min(...margins) - 0.01);
        expect(w as number).toBeLessThanOrEqual(Math.max(...margins) + 0.01);
      }),
    );
  });
});

describe("alternate accounts", () => {
  it("are the other accounts holding every chosen product, with their value", () => {
    fc.assert(
      fc.property(
        fc.array(stockRowArb, { maxLength: 40 }),
        fc.subarray([10, 11, 12], { minLength: 1 }),
        fc.constantFrom(1, 2, null),
        (rows, productIds, accountId) => {
          const alternates = alternateAccountsOf(rows, productIds, accountId);
          for (const a of alternates) {
            expect(a.id).not.toBe(accountId);
            const own = rows.filter((r) => r.account.id === a.id && productIds.includes(r.product.id));
            expect(new Set(own.map((r) => r.product.id)).size).toBe(productIds.length);
            const cents = own.reduce((s, r) => s + Math.round(r.summary.value * 100), 0);
            expect(Math.round(a.totalValue * 100)).toBe(cents);
            expect(a.weightedMarginPercent).toBe(weightedMarginPercent(own.map((r) => r.summary)));
          }
          const holders = new Set(
            rows
              .map((r) => r.account.id)
              .filter(
                (id) =>
                  id !== accountId &&
                  productIds.every((p) => rows.some((r) => r.account.id === id && r.product.id === p)),
              ),
          );
          expect(new Set(alternates.map((a) => a.id))).toEqual(holders);
        },
      ),
    );
    expect(alternateAccountsOf([], [], null)).toEqual([]);
  });
});

describe("typed margin and unit price", () => {
  it("refuses text that is not a number and a negative margin on the field", () => {
    expect(parseMarginText("abc")).toEqual({ error: MARGIN_MESSAGE });
    expect(parseMarginText("-5")).toEqual({ error: MARGIN_MESSAGE });
    expect(parseMarginText("100")).toEqual({ error: MARGIN_MESSAGE });
    expect(parseMarginText("12.5 %")).toEqual({ value: 12.5 });
    expect(parseUnitPriceText("ten")).toEqual({ error: UNIT_PRICE_MESSAGE });
    expect(parseUnitPriceText("")).toEqual({ error: UNIT_PRICE_MESSAGE });
    expect(parseUnitPriceText("$0.125")).toEqual({ value: 0.125 });
    expect("error" in parseUnitPriceText("-1")).toBe(true);
  });

  it("accepts exactly the margins 0 ≤ m < 100", () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (m) => {
        const parsed = parseMarginText(String(m));
        const ok = m >= 0 && m < 100 && !String(m).includes("e");
        if (ok) expect(parsed).toEqual({ value: Math.round(m * 100) / 100 + 0 });
        else if (!String(m).includes("e")) expect(parsed).toEqual({ error: MARGIN_MESSAGE });
      }),
    );
  });
});
