import type { Location } from "@ops/domain";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import type { LabelRecord } from "../../platform/documents/label-definitions";
import * as repo from "./locations.repo";

/** What a location's label prints (LOCATION_LABEL): its barcode, name and warehouse. */
export function locationLabelRecord(location: Location): LabelRecord {
  return { barcode: location.barcode, name: location.name, warehouse: location.warehouseShortName };
}

/** The label of one location (operators only: the routes serve the operator family). */
export async function locationLabel(ctx: ServiceContext, id: number): Promise<LabelRecord> {
  const location = await repo.findLocation(ctx.db, id);
  if (!location) throw notFound("Location");
  return locationLabelRecord(location);
}

/** The labels of the selected locations in barcode order; an id that is not a location answers 422. */
export async function locationLabels(ctx: ServiceContext, ids: readonly number[]): Promise<LabelRecord[]> {
  const wanted = [...new Set(ids)];
  const found = await repo.locationsByIds(ctx.db, wanted);
  if (found.length < wanted.length) {
    const known = new Set(found.map((l) => l.id));
    const missing = wanted.filter((id) => !known.has(id));
    throw fieldError(
      "ids",
      `No such location: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? " …" : ""}`,
    );
  }
  return found.map(locationLabelRecord);
}
