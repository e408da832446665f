import type { Warehouse } from "@ops/domain";
import { useWarehouses } from "../components/use-warehouse-choice";

/** The warehouse whose inventory activity has this slug (`<short name lower-cased>-inventory`). */
export function warehouseOfSlug(warehouses: readonly Warehouse[], slug: string): Warehouse | undefined {
  return warehouses.find((w) => `${w.shortName.toLowerCase()}-inventory` === slug);
}

export function useWarehouseOfSlug(slug: string): Warehouse | undefined {
  return warehouseOfSlug(useWarehouses().warehouses, slug);
}
