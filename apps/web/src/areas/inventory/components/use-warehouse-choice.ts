import type { Warehouse } from "@ops/domain";
import { useSite } from "../../../shared/session";

/**
 * The warehouse a screen starts with: the one asked for if it exists, else the user's own, else
 * the first one.
 */
export function defaultWarehouse(
  warehouses: readonly Warehouse[],
  wanted: number | null,
  own: number | null,
) {
  return (
    warehouses.find((w) => w.id === wanted) ?? warehouses.find((w) => w.id === own) ?? warehouses[0] ?? null
  );
}

export function useWarehouses(): { warehouses: Warehouse[]; own: number | null } {
  const { data } = useSite();
  return { warehouses: data?.warehouses ?? [], own: data?.user.warehouseId ?? null };
}
