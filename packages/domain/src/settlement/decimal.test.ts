import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cents,
  divRound,
  formatCents,
  formatMoneyText,
  formatUnits,
  lineAmountCents,
  MONEY_SCALE,
  normalise,
  PRICE_SCALE,
  parseUnits,
  percentOfCents,
  QUANTITY_SCALE,
  sumCents,
  units,
} from "./decimal";

const anyCents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });

describe("exact decimal money", () => {
  it("0.1 + 0.2 style values sum to exactly 0.30, as strings or numbers", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents(["0.10", "0.20"])).toBe(30n);
    expect(sumCents([0.1, 0.2])).toBe(30n);
    expect(formatCents(sumCents([0.1, 0.2, "-0.30"]))).toBe("0.00");
    // A thousand dimes are exactly $100.00.
    expect(formatCents(sumCents(Array(1000).fill(0.1)))).toBe("100.00");
  });

  it("formatCents and parseUnits round-trip every amount", () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        const text = formatCents(c);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(parseUnits(text, MONEY_SCALE)).toBe(c);
        expect(cents(text)).toBe(c);
      }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        (u, scale) => {
          expect(parseUnits(formatUnits(u, scale), scale)).toBe(u);
        },
      ),
    );
  });

  it("rounds half away from zero, once", () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(5n, -2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(-4n, 3n)).toBe(-1n);
    expect(parseUnits("2.345", 2)).toBe(235n);
    expect(parseUnits("-2.345", 2)).toBe(-235n);
    expect(parseUnits("2.3449", 2)).toBe(234n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divRound(n, d);
          // |n - q·d| ≤ d/2, and an exact half goes away from zero.
          const rest = n - q * d;
          expect(2n * (rest < 0n ? -rest : rest) <= d).toBe(true);
          if (2n * (rest < 0n ? -rest : rest) === d)
            expect(q < 0n ? -q : q).toBeGreaterThan(n < 0n ? -n / d : n / d);
          expect(divRound(-n, d)).toBe(-q);
        },
      ),
    );
  });

  it("a line's amount is quantity × unit price, exact, rounded once to cents", () => {
    expect(lineAmountCents("3", "0.3333")).toBe(100n);
    expect(lineAmountCents("1200.5", "0.15")).toBe(18008n);
    expect(lineAmountCents("0.5", "0.01")).toBe(1n);
    expect(lineAmountCents("0.001", "0.0001")).toBe(0n);
    expect(lineAmountCents(3, 0.1)).toBe(30n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 9n }), (q, p) => {
        const amount = lineAmountCents(formatUnits(q, QUANTITY_SCALE), formatUnits(p, PRICE_SCALE));
        // Exactly q·p / 10^5, rounded half up (both non-negative).
        expect(amount).toBe((q * p * 2n + 10n ** 5n) / (2n * 10n ** 5n));
      }),
    );
  });

  it("a percent of an amount rounds once", () => {
    expect(percentOfCents(12345n, "70")).toBe(8642n); // 86.415 → 86.42
    expect(percentOfCents(1001n, 70)).toBe(701n); // 7.007 → 7.01
    expect(percentOfCents(20010n, "12.5")).toBe(2501n); // 25.0125 → 25.01
    expect(percentOfCents(-12345n, "70")).toBe(-8642n);
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(percentOfCents(c, "100")).toBe(c);
        expect(percentOfCents(c, "0")).toBe(0n);
      }),
    );
  });

  it("reads only plain decimals", () => {
    for (const bad of ["1e3", "", "12,5", "abc", "1.2.3", "--1", Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseUnits(bad as string | number, 2)).toBeNull();
    expect(parseUnits(" 12.5 ", 2)).toBe(1250n);
    expect(parseUnits("+3", 2)).toBe(300n);
    expect(parseUnits(".5", 2)).toBeNull();
    expect(parseUnits("5.", 2)).toBe(500n);
    expect(parseUnits(1e-7, 8)).toBe(10n);
    expect(() => units("x", 2)).toThrow(RangeError);
    expect(normalise("1.5", 4)).toBe("1.5000");
    expect(normalise(0.1, 2)).toBe("0.10");
  });

  it("shows money for people in dollars with thousands", () => {
    expect(formatMoneyText(123456789n)).toBe("$1,234,567.89");
    expect(formatMoneyText(-5n)).toBe("-$0.05");
    expect(formatMoneyText("1234.5")).toBe("$1,234.50");
    expect(formatMoneyText(0n)).toBe("$0.00");
    fc.assert(
      fc.property(anyCents, (c) => {
        const text = formatMoneyText(c);
        expect(cents(text.replace(/[$,]/g, ""))).toBe(c);
      }),
    );
  });
});
