import {
  LOAD_BUILDER_STORAGE_KEY,
  type LoadBuilderAction,
  type LoadBuilderState,
  loadBuilderReducer,
  restoreLoadBuilderState,
  savedLoadBuilderState,
} from "@ops/domain";
import { useCallback, useEffect, useState } from "react";
import { useBuilderAssets, useBuilderStock } from "../load-builder-api";

const today = () => new Date().toISOString().slice(0, 10);

function read(): LoadBuilderState {
  try {
    return restoreLoadBuilderState(sessionStorage.getItem(LOAD_BUILDER_STORAGE_KEY), today());
  } catch {
    return restoreLoadBuilderState(null, today());
  }
}

/**
 * The load builder state of this browser session (SPEC §3 version 4, §9): read from sessionStorage
 * (a state of another version is discarded), saved after every change without stock, available
 * assets or the product filter.
 */
export function useLoadBuilderState(): [LoadBuilderState, (action: LoadBuilderAction) => void] {
  const [state, setState] = useState(read);
  useEffect(() => {
    sessionStorage.setItem(LOAD_BUILDER_STORAGE_KEY, savedLoadBuilderState(state));
  }, [state]);
  const dispatch = useCallback(
    (action: LoadBuilderAction) => setState((s) => loadBuilderReducer(s, action)),
    [],
  );
  return [state, dispatch];
}

const scopeOf = (s: LoadBuilderState) => ({
  warehouseId: s.warehouseId,
  beginDate: s.beginDate,
  endDate: s.endDate,
  buyerAccountId: s.buyerAccountId,
});

/** Loads the stock into the state whenever its scope changes. */
export function useStockInto(state: LoadBuilderState, dispatch: (a: LoadBuilderAction) => void) {
  const stock = useBuilderStock(scopeOf(state), "account");
  useEffect(() => {
    if (stock.data) dispatch({ type: "stockLoaded", rows: stock.data.rows });
  }, [stock.data, dispatch]);
  return stock;
}

/** Loads the available assets of these selected products (of the selected account) into the state. */
export function useAssetsInto(
  state: LoadBuilderState,
  dispatch: (a: LoadBuilderAction) => void,
  productIds: number[],
) {
  const assets = useBuilderAssets(scopeOf(state), productIds, state.selectedAccount?.id ?? null);
  useEffect(() => {
    if (assets.data) dispatch({ type: "assetsLoaded", assets: assets.data.data });
  }, [assets.data, dispatch]);
  return assets;
}

export { scopeOf };
