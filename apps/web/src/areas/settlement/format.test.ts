import { describe, expect, it } from "vitest";
import { day, isCharge, money, moneyAbs, quantity, quantityWithUnit, unitPrice } from "./format";

describe("statement figures", () => {
  it("shows money exactly as the API's decimal strings say", () => {
    expect(money("1234567.05")).toBe("$1,234,567.05");
    expect(money("-0.30")).toBe("-$0.30");
    expect(moneyAbs("-1200.10")).toBe("$1,200.10");
    expect(moneyAbs("99.99")).toBe("$99.99");
  });

  it("tells charges from credits by the sign, zero being neither", () => {
    expect(isCharge("-0.01")).toBe(true);
    expect(isCharge("0.01")).toBe(false);
    expect(isCharge("-0.00")).toBe(false);
    expect(isCharge("0.00")).toBe(false);
  });

  it("keeps a unit price's four places when it has them, two at least", () => {
    expect(unitPrice("12.3400")).toBe("$12.34");
    expect(unitPrice("0.0125")).toBe("$0.0125");
    expect(unitPrice("1500.0000")).toBe("$1,500.00");
    expect(unitPrice("7")).toBe("$7.00");
    expect(unitPrice(null)).toBe("—");
  });

  it("drops a quantity's trailing zeros and names its unit", () => {
    expect(quantity("12.500")).toBe("12.5");
    expect(quantity("1.000")).toBe("1");
    expect(quantity("12000.000")).toBe("12,000");
    expect(quantity("0.250")).toBe("0.25");
    expect(quantityWithUnit("3.000", "pieces")).toBe("3 pieces");
    expect(quantityWithUnit("1.000", "pieces")).toBe("1 piece");
    expect(quantityWithUnit("1.000", "charge")).toBe("1 charge");
    expect(quantityWithUnit("1520.500", "lbs")).toBe("1,520.5 lbs");
    expect(quantityWithUnit("212.500", "miles")).toBe("212.5 miles");
  });

  it("reads a plain day as that day wherever the browser is", () => {
    expect(day("2026-11-20")).toBe("Nov 20, 2026");
    expect(day("not a day")).toBe("not a day");
  });
});
