import {
  ACCOUNT_LOCATION_TYPES,
  type LocationDetail,
  type LocationInput,
  type LocationType,
} from "@ops/domain";

/** What the location form holds: text for inputs and selects; the parent as a barcode. */
export type LocationFormValues = {
  warehouseId: string | null;
  parentBarcode: string;
  barcode: string;
  name: string;
  type: LocationType | null;
  active: boolean;
  /** The client account of a customer quarantine or redeployment location, as the select's text. */
  accountId: string | null;
};

export function emptyLocationValues(warehouseId: number | null, parent?: LocationDetail): LocationFormValues {
  return {
    warehouseId: parent ? String(parent.warehouseId) : warehouseId === null ? null : String(warehouseId),
    parentBarcode: parent?.barcode ?? "",
    barcode: "",
    name: "",
    // A child usually has the kind of its parent (bins of an inventory rack).
    type: parent?.type ?? null,
    active: true,
    accountId: null,
  };
}

export function locationValuesOf(location: LocationDetail): LocationFormValues {
  return {
    warehouseId: String(location.warehouseId),
    parentBarcode: location.parentBarcode ?? "",
    barcode: location.barcode,
    name: location.name,
    type: location.type,
    active: location.active,
    accountId: location.accountId === null ? null : String(location.accountId),
  };
}

/** The body of `POST /locations` and `PUT /locations/{id}`, once the parent's barcode is resolved. */
export function toLocationBody(values: LocationFormValues, parentId: number | null): LocationInput {
  return {
    warehouseId: values.warehouseId ? Number(values.warehouseId) : 0,
    parentId,
    barcode: values.barcode,
    name: values.name,
    // The schema names the missing type; an empty id fails it the same way.
    type: (values.type ?? "") as LocationType,
    active: values.active,
    // Only the types that hold one client's assets keep an account; the server refuses it elsewhere.
    accountId:
      values.accountId && values.type && ACCOUNT_LOCATION_TYPES.includes(values.type)
        ? Number(values.accountId)
        : null,
  };
}

/** The server names the parent `parentId`; the form shows it on the barcode it was given as. */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const { parentId, ...rest } = fieldErrors;
  return parentId ? { ...rest, parentBarcode: parentId } : rest;
}
