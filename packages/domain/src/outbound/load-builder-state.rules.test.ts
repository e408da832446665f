import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  filterAssetsByAttributes,
  groupByAccount,
  groupByProduct,
  matchesProductFilter,
  selectionSummary,
  visibleStockRows,
} from "./load-builder.rules";
import type { LoadBuilderAsset, LoadBuilderState } from "./load-builder.schemas";
import { stockRowArb } from "./load-builder.test-support";
import {
  defaultLoadBuilderDates,
  initialLoadBuilderState,
  LOAD_BUILDER_DEFAULT_GROUP_BY,
  type LoadBuilderAction,
  loadBuilderReducer,
  nextSort,
  restoreLoadBuilderState,
  savedLoadBuilderState,
} from "./load-builder-state.rules";

const TODAY = "2026-11-26";
const rows = fc.array(stockRowArb, { minLength: 1, maxLength: 25 });
const assetArb = (id: number): fc.Arbitrary<LoadBuilderAsset> =>
  fc
    .record({
      productId: fc.constantFrom(10, 11, 12),
      value: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      colour: fc.constantFrom("Black", "Silver", "Red"),
    })
    .map(({ productId, value, colour }) => ({
      id,
      barcode: `A${id}`,
      serialNumber: null,
      accountId: 1,
      productId,
      productName: `Product ${productId}`,
      className: null,
      grade: null,
      count: 1,
      gross: 2,
      net: 1.5,
      value,
      attributes: { Colour: colour, Ram: `${8 * (1 + (id % 3))} GB` },
    }));
const assetsArb: fc.Arbitrary<LoadBuilderAsset[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 20 })
  .chain((ids) => fc.tuple(...ids.map(assetArb)).map((list) => [...list]));
const withStock = (stock: LoadBuilderState["stock"]) =>
  loadBuilderReducer(initialLoadBuilderState(TODAY), { type: "stockLoaded", rows: stock });

const actionArb: fc.Arbitrary<LoadBuilderAction> = fc.oneof(
  fc.constantFrom("value", "count", "product").map((column) => ({ type: "sort" as const, column })),
  fc.constantFrom(10, 11, 12, undefined).map((productId) => ({ type: "addProduct" as const, productId })),
  fc.constantFrom(10, 11, 12).map((productId) => ({ type: "removeProduct" as const, productId })),
  fc
    .constantFrom({ id: 1, name: "Account 1" }, null)
    .map((account) => ({ type: "selectAccount" as const, account })),
  fc
    .constantFrom("all" as const, "none" as const, 10, 11)
    .map((choice) => ({ type: "attributeProducts" as const, choice })),
  fc.tuple(fc.constantFrom("Colour", "Ram"), fc.constantFrom("", " ", "bl", "8")).map(([name, text]) => ({
    type: "attributeFilter" as const,
    name,
    text,
  })),
);

describe("sort toggle (SPEC §4)", () => {
  it("goes descending, then ascending, then cleared", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("value", "count", "net"),
        fc.constantFrom("value", "product", null),
        (column, before) => {
          const start =
            before === null
              ? { sortBy: null, sortOrder: null }
              : { sortBy: before, sortOrder: "asc" as const };
          const first = before === column ? { sortBy: null, sortOrder: null } : nextSort(start, column);
          if (before !== column) expect(first).toEqual({ sortBy: column, sortOrder: "desc" });
          const second = nextSort({ sortBy: column, sortOrder: "desc" }, column);
          expect(second).toEqual({ sortBy: column, sortOrder: "asc" });
          expect(nextSort(second, column)).toEqual({ sortBy: null, sortOrder: null });
        },
      ),
    );
  });
});

describe("selected account", () => {
  it("groups by account when chosen and resets the grouping when cleared", () => {
    fc.assert(
      fc.property(rows, fc.constantFrom("account" as const, "product" as const), (stock, groupBy) => {
        const start = loadBuilderReducer(withStock(stock), { type: "groupBy", groupBy });
        const chosen = loadBuilderReducer(start, {
          type: "selectAccount",
          account: { id: 2, name: "Account 2" },
        });
        expect(chosen.groupBy).toBe("account");
        expect(visibleStockRows(chosen).every((r) => r.account.id === 2)).toBe(true);
        const cleared = loadBuilderReducer(chosen, { type: "selectAccount", account: null });
        expect(cleared.groupBy).toBe(LOAD_BUILDER_DEFAULT_GROUP_BY);
        expect(cleared.selectedAccount).toBeNull();
      }),
    );
  });
});

describe("adding and removing products", () => {
  it("moves a product from the stock list to the selection and back", () => {
    fc.assert(
      fc.property(rows, (stock) => {
        const start = withStock(stock);
        const productId = (stock[0] as (typeof stock)[0]).product.id;
        const added = loadBuilderReducer(start, { type: "addProduct", productId });
        expect(added.selectedProducts.map((p) => p.id)).toContain(productId);
        expect(visibleStockRows(added).some((r) => r.product.id === productId)).toBe(false);
        expect(visibleStockRows({ ...added, showAll: true }).some((r) => r.product.id === productId)).toBe(
          true,
        );
        const removed = loadBuilderReducer(added, { type: "removeProduct", productId });
        expect(removed.selectedProducts.map((p) => p.id)).not.toContain(productId);
        expect(visibleStockRows(removed)).toEqual(visibleStockRows(start));
      }),
    );
  });

  it("starts a product at its max unit price; adding with no id clears them all", () => {
    fc.assert(
      fc.property(rows, fc.array(actionArb, { maxLength: 15 }), (stock, actions) => {
        const state = actions.reduce(loadBuilderReducer, withStock(stock));
        for (const p of state.selectedProducts) expect(p.unitPrice).toBe(p.maxUnitPrice);
        const cleared = loadBuilderReducer(state, { type: "addProduct" });
        expect(cleared.selectedProducts).toEqual([]);
        expect(cleared.availableAssets).toEqual({});
      }),
    );
  });
});

describe("clearing", () => {
  it("resets every field", () => {
    fc.assert(
      fc.property(rows, fc.array(actionArb, { maxLength: 15 }), (stock, actions) => {
        const state = actions.reduce(loadBuilderReducer, withStock(stock));
        expect(loadBuilderReducer(state, { type: "clear", today: TODAY })).toEqual(
          initialLoadBuilderState(TODAY),
        );
      }),
    );
  });
});

describe("asset preselection", () => {
  it("selects every asset the first time the list loads only", () => {
    fc.assert(
      fc.property(assetsArb, assetsArb, (first, later) => {
        const loaded = loadBuilderReducer(initialLoadBuilderState(TODAY), {
          type: "assetsLoaded",
          assets: first,
        });
        for (const a of first) expect(loaded.selectedAssets[String(a.id)]).toBe(true);
        const toggled = first[0]
          ? loadBuilderReducer(loaded, { type: "toggleAsset", assetId: first[0].id })
          : loaded;
        const again = loadBuilderReducer(toggled, { type: "assetsLoaded", assets: [...first, ...later] });
        expect(again.preselect).toBe(false);
        for (const a of first)
          expect(again.selectedAssets[String(a.id)]).toBe(toggled.selectedAssets[String(a.id)]);
        for (const a of later)
          if (!first.some((f) => f.id === a.id)) expect(again.selectedAssets[String(a.id)]).toBeUndefined();
      }),
    );
  });
});

describe("attribute product filter", () => {
  it("'all' selects all, 'none' clears, a product toggles and turns 'all' off", () => {
    fc.assert(
      fc.property(rows, fc.constantFrom(10, 11, 12), (stock, productId) => {
        let state = withStock(stock);
        for (const r of stock)
          state = loadBuilderReducer(state, { type: "addProduct", productId: r.product.id });
        const all = loadBuilderReducer(state, { type: "attributeProducts", choice: "all" });
        expect(all.attributeFilterProducts).toEqual({
          all: true,
          productIds: state.selectedProducts.map((p) => p.id),
        });
        expect(
          loadBuilderReducer(all, { type: "attributeProducts", choice: "none" }).attributeFilterProducts,
        ).toEqual({
          all: false,
          productIds: [],
        });
        const toggled = loadBuilderReducer(all, { type: "attributeProducts", choice: productId });
        expect(toggled.attributeFilterProducts.all).toBe(false);
        expect(toggled.attributeFilterProducts.productIds.includes(productId)).toBe(
          !all.attributeFilterProducts.productIds.includes(productId),
        );
      }),
    );
  });

  it("filters only the assets of the products it applies to; empty text removes a filter", () => {
    fc.assert(
      fc.property(assetsArb, fc.constantFrom("bl", "SIL", "8 gb"), (assets, text) => {
        const state = loadBuilderReducer(initialLoadBuilderState(TODAY), {
          type: "attributeFilter",
          name: "Colour",
          text,
        });
        const kept = filterAssetsByAttributes(assets, state.attributeFilters, {
          all: false,
          productIds: [10],
        });
        for (const a of assets) {
          const passes =
            a.productId !== 10 || String(a.attributes.Colour).toLowerCase().includes(text.toLowerCase());
          expect(kept.includes(a)).toBe(passes);
        }
        const emptied = loadBuilderReducer(state, { type: "attributeFilter", name: "Colour", text: "  " });
        expect(emptied.attributeFilters).toEqual({});
      }),
    );
  });
});

describe("session", () => {
  it("saves without stock, available assets or the product filter, and reads version 4 back", () => {
    fc.assert(
      fc.property(
        rows,
        assetsArb,
        fc.array(actionArb, { maxLength: 15 }),
        fc.string(),
        (stock, assets, actions, filter) => {
          let state = actions.reduce(loadBuilderReducer, withStock(stock));
          state = loadBuilderReducer(state, { type: "assetsLoaded", assets });
          state = loadBuilderReducer(state, { type: "filterProducts", text: filter });
          const saved = savedLoadBuilderState(state);
          const raw = JSON.parse(saved);
          expect(raw).not.toHaveProperty("stock");
          expect(raw).not.toHaveProperty("availableAssets");
          expect(raw).not.toHaveProperty("filterProducts");
          expect(restoreLoadBuilderState(saved, TODAY)).toEqual({
            ...state,
            stock: [],
            availableAssets: {},
            filterProducts: "",
          });
        },
      ),
    );
  });

  it("discards a state of any other version", () => {
    fc.assert(
      fc.property(
        fc.integer().filter((v) => v !== 4),
        (version) => {
          const saved = JSON.stringify({
            ...JSON.parse(savedLoadBuilderState(initialLoadBuilderState("2025-01-31"))),
            version,
          });
          expect(restoreLoadBuilderState(saved, TODAY)).toEqual(initialLoadBuilderState(TODAY));
        },
      ),
    );
    expect(restoreLoadBuilderState("not json", TODAY)).toEqual(initialLoadBuilderState(TODAY));
    expect(restoreLoadBuilderState(null, TODAY)).toEqual(initialLoadBuilderState(TODAY));
  });

  it("defaults the dates to one month back up to today", () => {
    expect(defaultLoadBuilderDates("2026-11-26")).toEqual({ beginDate: "2026-10-26", endDate: "2026-11-26" });
    expect(defaultLoadBuilderDates("2026-03-31")).toEqual({ beginDate: "2026-02-28", endDate: "2026-03-31" });
    expect(defaultLoadBuilderDates("2026-01-15")).toEqual({ beginDate: "2025-12-15", endDate: "2026-01-15" });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => {
          const today = d.toISOString().slice(0, 10);
          const { beginDate, endDate } = defaultLoadBuilderDates(today);
          expect(endDate).toBe(today);
          const days = (Date.parse(endDate) - Date.parse(beginDate)) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28);
          expect(days).toBeLessThanOrEqual(31);
        },
      ),
    );
  });
});

describe("grouping and filtering the stock", () => {
  it("groups every row exactly once, by account with totals or by product with its accounts", () => {
    fc.assert(
      fc.property(rows, (stock) => {
        const byAccount = groupByAccount(stock);
        expect(byAccount.flatMap((g) => g.products).length).toBe(stock.length);
        for (const g of byAccount) {
          expect(g.products.every((r) => r.account.id === g.id)).toBe(true);
          expect(Math.round(g.totalValue * 100)).toBe(
            g.products.reduce((s, r) => s + Math.round(r.summary.value * 100), 0),
          );
        }
        const byProduct = groupByProduct(stock);
        expect(byProduct.flatMap((g) => g.accounts).length).toBe(stock.length);
        for (const g of byProduct) expect(g.accounts.every((r) => r.product.id === g.id)).toBe(true);
      }),
    );
  });

  it("matches product names by case-insensitive substring", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, middle, after) => {
        expect(matchesProductFilter(`${before}${middle}${after}`, middle.toUpperCase())).toBe(
          `${before}${middle}${after}`.toLowerCase().includes(middle.toUpperCase().trim().toLowerCase()),
        );
        expect(matchesProductFilter(`${before}${middle}${after}`, middle)).toBe(true);
      }),
    );
  });
});

describe("editing a selected product's price", () => {
  it("sets the unit price from the margin and the margin from the unit price", () => {
    fc.assert(
      fc.property(
        rows,
        fc.integer({ min: 0, max: 9_999 }).map((m) => m / 100),
        (stock, margin) => {
          const productId = (stock[0] as (typeof stock)[0]).product.id;
          const state = loadBuilderReducer(withStock(stock), { type: "addProduct", productId });
          const product = state.selectedProducts[0];
          if (!product || product.unit === null) return;
          const set = loadBuilderReducer(state, { type: "margin", productId, marginPercent: margin });
          const line = selectionSummary(set).lines[0];
          if (!line || line.units === 0 || line.figures.value < line.units) return;
          expect(Math.abs((line.marginPercent as number) - margin)).toBeLessThanOrEqual(0.011);
          const priced = loadBuilderReducer(set, { type: "unitPrice", productId, unitPrice: 3 });
          expect(priced.selectedProducts[0]?.unitPrice).toBe(3);
        },
      ),
    );
  });
});
