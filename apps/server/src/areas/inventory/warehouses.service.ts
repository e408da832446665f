import type { Db } from "../../db/client";
import * as repo from "./warehouses.repo";

// These take a Db rather than a context so callers can run them inside their own transaction.

/** Every warehouse by short name, for the site state and the pickers. */
export function listWarehouses(db: Db) {
  return repo.listWarehouses(db);
}

/** Whether a warehouse with this id exists. */
export function warehouseExists(db: Db, id: number): Promise<boolean> {
  return repo.warehouseExists(db, id);
}

/** One warehouse's id, short name and name, or undefined when there is none. */
export function findWarehouse(db: Db, id: number) {
  return repo.findWarehouse(db, id);
}

/** The ids among `ids` that are warehouses (to name the unknown ones in a 422). */
export function existingWarehouseIds(db: Db, ids: number[]): Promise<Set<number>> {
  return repo.existingWarehouseIds(db, ids);
}
