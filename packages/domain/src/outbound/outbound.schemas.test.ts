import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARGIN_MESSAGE, NEGATIVE_PRICE_MESSAGE, UNIT_PRICE_MESSAGE } from "./load-builder-pricing.rules";
import { OutboundPricesBody } from "./outbound.schemas";

const errorsOf = (products: unknown[]) => {
  const parsed = OutboundPricesBody.safeParse({ products });
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("setting prices of an outbound load", () => {
  it("takes any margin from 0 up to (not including) 100 %", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true, maxExcluded: true }), (m) => {
        expect(errorsOf([{ productId: 1, unit: "lbs", marginPercent: m }])).toBeNull();
      }),
    );
  });

  it("refuses a negative margin or one of 100 % and more on the margin field", () => {
    const outside = fc.oneof(
      fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
      fc.double({ min: 100, noNaN: true }),
    );
    fc.assert(
      fc.property(outside, (m) => {
        expect(errorsOf([{ productId: 1, unit: "pieces", marginPercent: m }])).toEqual({
          "products.0.marginPercent": MARGIN_MESSAGE,
        });
      }),
    );
  });

  it("refuses a unit price that is not a number, or negative, on the price field", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.boolean(), fc.constant(null)), (price) => {
        expect(errorsOf([{ productId: 1, unit: "lbs", unitPrice: price }])).toEqual({
          "products.0.unitPrice": UNIT_PRICE_MESSAGE,
        });
      }),
    );
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true, min: -1e9 }), (price) => {
        expect(errorsOf([{ productId: 1, unit: "lbs", unitPrice: price }])).toEqual({
          "products.0.unitPrice": NEGATIVE_PRICE_MESSAGE,
        });
      }),
    );
  });

  it("asks for a price or a margin, and for at least one product", () => {
    expect(errorsOf([{ productId: 1, unit: "lbs" }])).toEqual({
      "products.0.unitPrice": "Enter a unit price or a margin",
    });
    expect(errorsOf([])).toEqual({ products: "Choose a product to price" });
  });
});
