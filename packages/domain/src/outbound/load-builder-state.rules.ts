// The load builder state (SPEC §3 version 4) and every rule of SPEC §4 as one pure reducer, with
// what is saved for the session and how a saved state is read back.

import { attributeNamesOf, selectedFigures, selectedProductOf } from "./load-builder.rules";
import {
  LOAD_BUILDER_STATE_VERSION,
  type LoadBuilderAsset,
  type LoadBuilderGroupBy,
  LoadBuilderState,
  type LoadBuilderStockRow,
} from "./load-builder.schemas";
import { costPerUnitOf, marginPercentOf, unitPriceForMargin, unitsOf } from "./load-builder-pricing.rules";

/** The grouping of a fresh builder (and after the selected account is cleared). */
export const LOAD_BUILDER_DEFAULT_GROUP_BY: LoadBuilderGroupBy = "product";
/** The sessionStorage key of the saved state (SPEC §9: preferences_ prefix). */
export const LOAD_BUILDER_STORAGE_KEY = "preferences_load_builder";

/** One month back from a YYYY-MM-DD day (the same day, or the month's last when it has fewer). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Dates default to one month back up to today (SPEC §4, §9). */
export function defaultLoadBuilderDates(today: string): { beginDate: string; endDate: string } {
  return { beginDate: monthBefore(today), endDate: today };
}

/** A fresh builder: nothing chosen, dates one month back to today. */
export function initialLoadBuilderState(today: string): LoadBuilderState {
  return {
    version: LOAD_BUILDER_STATE_VERSION,
    availableAssets: {},
    preselect: true,
    stock: [],
    groupBy: LOAD_BUILDER_DEFAULT_GROUP_BY,
    sortBy: null,
    sortOrder: null,
    selectedAccount: null,
    selectedProducts: [],
    selectedAssets: {},
    filterProducts: "",
    showAll: false,
    attributeFilters: {},
    attributeFilterProducts: { all: true, productIds: [] },
    attributeData: {},
    ...defaultLoadBuilderDates(today),
    warehouseId: null,
    buyerAccountId: null,
  };
}

export type LoadBuilderAction =
  | { type: "sort"; column: string }
  | { type: "selectAccount"; account: { id: number; name: string } | null }
  | { type: "groupBy"; groupBy: LoadBuilderGroupBy }
  | { type: "addProduct"; productId?: number | null }
  | { type: "removeProduct"; productId: number }
  | { type: "clear"; today: string }
  | { type: "stockLoaded"; rows: LoadBuilderStockRow[] }
  | { type: "assetsLoaded"; assets: LoadBuilderAsset[] }
  | { type: "toggleAsset"; assetId: number }
  | { type: "setAssets"; assetIds: number[]; selected: boolean }
  | { type: "attributeProducts"; choice: "all" | "none" | number }
  | { type: "attributeFilter"; name: string; text: string }
  | { type: "filterProducts"; text: string }
  | { type: "showAll"; showAll: boolean }
  | { type: "dates"; beginDate: string; endDate: string }
  | { type: "warehouse"; warehouseId: number | null }
  | { type: "buyer"; buyerAccountId: number | null }
  | { type: "margin"; productId: number; marginPercent: number }
  | { type: "unitPrice"; productId: number; unitPrice: number };

/** Sort toggle (SPEC §4): a new column sorts descending, then ascending, then the sort is cleared. */
export function nextSort(
  state: Pick<LoadBuilderState, "sortBy" | "sortOrder">,
  column: string,
): Pick<LoadBuilderState, "sortBy" | "sortOrder"> {
  if (state.sortBy !== column || state.sortOrder === null) return { sortBy: column, sortOrder: "desc" };
  if (state.sortOrder === "desc") return { sortBy: column, sortOrder: "asc" };
  return { sortBy: null, sortOrder: null };
}

/** Which attribute filters apply (SPEC §4): 'all', 'none', or a product toggled ('all' turns off). */
export function nextAttributeProducts(
  state: Pick<LoadBuilderState, "attributeFilterProducts" | "selectedProducts">,
  choice: "all" | "none" | number,
): LoadBuilderState["attributeFilterProducts"] {
  if (choice === "all") return { all: true, productIds: state.selectedProducts.map((p) => p.id) };
  if (choice === "none") return { all: false, productIds: [] };
  const current = state.attributeFilterProducts.productIds;
  return {
    all: false,
    productIds: current.includes(choice) ? current.filter((id) => id !== choice) : [...current, choice],
  };
}

/** What the stock, the account or the products change makes of the chosen assets: none chosen yet. */
const withoutAssets = { availableAssets: {}, selectedAssets: {}, preselect: true, attributeData: {} };

function dropProductAssets(state: LoadBuilderState, productId: number): Partial<LoadBuilderState> {
  const availableAssets: Record<string, LoadBuilderAsset> = {};
  const selectedAssets: Record<string, boolean> = {};
  for (const [id, asset] of Object.entries(state.availableAssets)) {
    if (asset.productId === productId) continue;
    availableAssets[id] = asset;
    if (id in state.selectedAssets) selectedAssets[id] = state.selectedAssets[id] as boolean;
  }
  const { [String(productId)]: _dropped, ...attributeData } = state.attributeData;
  return { availableAssets, selectedAssets, attributeData };
}

/** Sets a selected product's price (and the margin it gives over the selected figures). */
function repriced(state: LoadBuilderState, productId: number, price: (cost: number | null) => number | null) {
  return state.selectedProducts.map((p) => {
    if (p.id !== productId) return p;
    const figures = selectedFigures(state, p.id);
    const unitPrice = price(costPerUnitOf(figures, p.unit));
    if (unitPrice === null) return p;
    return {
      ...p,
      unitPrice,
      marginPercent: marginPercentOf(figures.value, unitPrice, unitsOf(figures, p.unit)),
    };
  });
}

/** The load builder reducer: every rule of SPEC §4. */
export function loadBuilderReducer(state: LoadBuilderState, action: LoadBuilderAction): LoadBuilderState {
  switch (action.type) {
    case "sort":
      return { ...state, ...nextSort(state, action.column) };
    case "selectAccount":
      return action.account === null
        ? { ...state, selectedAccount: null, groupBy: LOAD_BUILDER_DEFAULT_GROUP_BY, ...withoutAssets }
        : { ...state, selectedAccount: action.account, groupBy: "account", ...withoutAssets };
    case "groupBy":
      return { ...state, groupBy: action.groupBy };
    case "addProduct": {
      if (action.productId === undefined || action.productId === null)
        return { ...state, selectedProducts: [], ...withoutAssets };
      if (state.selectedProducts.some((p) => p.id === action.productId)) return state;
      const product = selectedProductOf(state.stock, action.productId, state.selectedAccount?.id ?? null);
      if (!product) return state;
      const attributeFilterProducts = state.attributeFilterProducts.all
        ? { all: true, productIds: [...state.attributeFilterProducts.productIds, product.id] }
        : state.attributeFilterProducts;
      return { ...state, selectedProducts: [...state.selectedProducts, product], attributeFilterProducts };
    }
    case "removeProduct":
      return {
        ...state,
        selectedProducts: state.selectedProducts.filter((p) => p.id !== action.productId),
        attributeFilterProducts: {
          ...state.attributeFilterProducts,
          productIds: state.attributeFilterProducts.productIds.filter((id) => id !== action.productId),
        },
        ...dropProductAssets(state, action.productId),
      };
    case "clear":
      return initialLoadBuilderState(action.today);
    case "stockLoaded":
      return { ...state, stock: action.rows };
    case "assetsLoaded": {
      const availableAssets = { ...state.availableAssets };
      const selectedAssets = { ...state.selectedAssets };
      for (const asset of action.assets) {
        availableAssets[String(asset.id)] = asset;
        if (state.preselect && !(String(asset.id) in selectedAssets)) selectedAssets[String(asset.id)] = true;
      }
      const attributeData = { ...state.attributeData };
      for (const productId of new Set(action.assets.map((a) => a.productId)))
        attributeData[String(productId)] = attributeNamesOf(
          Object.values(availableAssets).filter((a) => a.productId === productId),
        );
      return { ...state, availableAssets, selectedAssets, attributeData, preselect: false };
    }
    case "toggleAsset": {
      const key = String(action.assetId);
      return {
        ...state,
        selectedAssets: { ...state.selectedAssets, [key]: state.selectedAssets[key] !== true },
      };
    }
    case "setAssets": {
      const selectedAssets = { ...state.selectedAssets };
      for (const id of action.assetIds) selectedAssets[String(id)] = action.selected;
      return { ...state, selectedAssets };
    }
    case "attributeProducts":
      return { ...state, attributeFilterProducts: nextAttributeProducts(state, action.choice) };
    case "attributeFilter": {
      const { [action.name]: _old, ...rest } = state.attributeFilters;
      // Empty filter text removes that filter (SPEC §5).
      return {
        ...state,
        attributeFilters: action.text.trim() === "" ? rest : { ...rest, [action.name]: action.text },
      };
    }
    case "filterProducts":
      return { ...state, filterProducts: action.text };
    case "showAll":
      return { ...state, showAll: action.showAll };
    case "dates":
      return { ...state, beginDate: action.beginDate, endDate: action.endDate, ...withoutAssets };
    case "warehouse":
      return {
        ...state,
        warehouseId: action.warehouseId,
        selectedAccount: null,
        selectedProducts: [],
        stock: [],
        ...withoutAssets,
      };
    case "buyer":
      return { ...state, buyerAccountId: action.buyerAccountId };
    case "margin":
      return {
        ...state,
        selectedProducts: repriced(state, action.productId, (cost) =>
          cost === null ? null : unitPriceForMargin(cost, action.marginPercent),
        ),
      };
    case "unitPrice":
      return { ...state, selectedProducts: repriced(state, action.productId, () => action.unitPrice) };
  }
}

/** What is saved for the session (SPEC §4): the state without stock, available assets or the product filter. */
export function savedLoadBuilderState(state: LoadBuilderState): string {
  const { stock: _stock, availableAssets: _assets, filterProducts: _filter, ...saved } = state;
  return JSON.stringify(saved);
}

/**
 * A saved state read back: a version-4 state as saved (stock and assets to be loaded again,
 * the product filter empty), anything else (another version, damaged text) discarded for a
 * fresh builder.
 */
export function restoreLoadBuilderState(saved: string | null, today: string): LoadBuilderState {
  const fresh = initialLoadBuilderState(today);
  if (!saved) return fresh;
  let raw: unknown;
  try {
    raw = JSON.parse(saved);
  } catch {
    return fresh;
  }
  if (
    typeof raw !== "object" ||
    raw === null ||
    (raw as { version?: unknown }).version !== LOAD_BUILDER_STATE_VERSION
  )
    return fresh;
  const parsed = LoadBuilderState.safeParse({ ...raw, stock: [], availableAssets: {}, filterProducts: "" });
  return parsed.success ? parsed.data : fresh;
}
