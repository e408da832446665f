import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupStockRows, stockSummaryOf, sumFigures, unitPriceOf, valueByClass } from "./stock.rules";
import type { StockRow } from "./stock.schemas";

const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const amount = fc.integer({ min: 1, max: 1_000_000 }).map((t) => t / 1000);
const named = (ids: number[]) =>
  fc.constantFrom(...ids).map((id) => ({ id, name: `Name ${String.fromCharCode(65 + (id % 26))}${id}` }));
const productClass = fc.option(named([1, 2, 3]), { nil: null });

const row: fc.Arbitrary<StockRow> = fc.record({
  account: named([10, 11, 12, 13]),
  product: fc.tuple(named([20, 21, 22, 23, 24]), productClass).map(([p, c]) => ({ ...p, productClass: c })),
  summary: fc.record({ count: amount, gross: amount, net: amount, value: money }).map((s) => ({
    ...s,
    unitPrice: unitPriceOf(s.value, s.count),
  })),
});
const rows = fc.array(row, { maxLength: 60 });
const cents = (v: number) => Math.round(v * 100);

describe("sumFigures", () => {
  it("adds money exactly, however many parts", () => {
    const tenths = Array.from({ length: 10 }, () => ({ count: 1, gross: 0.1, net: 0.1, value: 0.1 }));
    expect(sumFigures(tenths)).toEqual({ count: 10, gross: 1, net: 1, value: 1 });
    fc.assert(
      fc.property(fc.array(money), (values) => {
        const total = sumFigures(values.map((value) => ({ count: 1, gross: 0, net: 0, value })));
        expect(cents(total.value)).toBe(values.reduce((s, v) => s + cents(v), 0));
      }),
    );
  });
});

describe("unitPriceOf", () => {
  it("is value per unit to the cent, none when nothing is counted", () => {
    expect(unitPriceOf(100, 3)).toBe(33.33);
    expect(unitPriceOf(100, 0)).toBeNull();
  });
});

describe("groupStockRows", () => {
  it("puts every row in exactly one group, and a group's totals are the sum of its rows", () => {
    fc.assert(
      fc.property(rows, fc.constantFrom("account" as const, "product" as const), (list, groupBy) => {
        const groups = groupStockRows(list, groupBy);
        expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(list.length);
        for (const g of groups) {
          for (const r of g.rows) expect((groupBy === "account" ? r.account : r.product).id).toBe(g.id);
          expect(g.totals).toEqual(sumFigures(g.rows.map((r) => r.summary)));
        }
        expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
      }),
    );
  });

  it("orders groups by name and the rows in a group by the other name", () => {
    const r = (account: [number, string], product: [number, string], value: number): StockRow => ({
      account: { id: account[0], name: account[1] },
      product: { id: product[0], name: product[1], productClass: null },
      summary: { count: 1, gross: 1, net: 1, value, unitPrice: value },
    });
    const list = [
      r([2, "Northwind"], [5, "Laptop"], 10),
      r([1, "Acme"], [6, "Monitor"], 5),
      r([1, "Acme"], [5, "Laptop"], 7),
    ];
    const byAccount = groupStockRows(list, "account");
    expect(byAccount.map((g) => g.name)).toEqual(["Acme", "Northwind"]);
    expect(byAccount[0]?.rows.map((x) => x.product.name)).toEqual(["Laptop", "Monitor"]);
    expect(byAccount[0]?.totals.value).toBe(12);
    const byProduct = groupStockRows(list, "product");
    expect(byProduct.map((g) => [g.name, g.totals.value])).toEqual([
      ["Laptop", 17],
      ["Monitor", 5],
    ]);
    expect(byProduct[0]?.rows.map((x) => x.account.name)).toEqual(["Acme", "Northwind"]);
  });
});

describe("stockSummaryOf", () => {
  it("has the same TOTAL whichever the grouping, equal to the sum of the rows and of the classes", () => {
    fc.assert(
      fc.property(rows, (list) => {
        const byAccount = stockSummaryOf(list, "account");
        const byProduct = stockSummaryOf(list, "product");
        const all = sumFigures(list.map((r) => r.summary));
        expect(byAccount.total).toEqual(all);
        expect(byProduct.total).toEqual(all);
        expect(cents(sumFigures(valueByClass(list).map((c) => ({ ...c, gross: 0, net: 0 }))).value)).toBe(
          cents(all.value),
        );
      }),
    );
  });

  it("lists classes most valuable first", () => {
    fc.assert(
      fc.property(rows, (list) => {
        const values = valueByClass(list).map((c) => c.value);
        expect(values).toEqual([...values].sort((a, b) => b - a));
      }),
    );
  });
});
