// Arbitraries of the load builder's property tests (not exported by the package).
import fc from "fast-check";
import type { LoadBuilderStockRow } from "./load-builder.schemas";
import { pricedSummary } from "./load-builder-pricing.rules";

const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const amount = fc.integer({ min: 1, max: 1_000_000 }).map((t) => t / 1000);
const price = fc.option(
  fc.integer({ min: 0, max: 100_000 }).map((p) => p / 1000),
  { nil: null },
);
const unit = fc.constantFrom("lbs" as const, "pieces" as const, null);

export const stockRowArb: fc.Arbitrary<LoadBuilderStockRow> = fc
  .record({
    account: fc.constantFrom(1, 2, 3, 4).map((id) => ({ id, name: `Account ${id}` })),
    product: fc
      .constantFrom(10, 11, 12)
      .map((id) => ({ id, name: `Product ${id}`, serialProductClass: null })),
    figures: fc.record({ count: amount, gross: amount, net: amount, value: money }),
    unit,
    unitPrice: price,
  })
  .map(({ account, product, figures, unit, unitPrice }) => ({
    account,
    product,
    summary: pricedSummary(figures, { unit, unitPrice }),
  }));
