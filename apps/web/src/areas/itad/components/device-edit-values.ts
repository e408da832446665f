import {
  type Asset,
  type AssetUpdate,
  type Disposition,
  HOLD_TYPES,
  labelOf,
  type NewInBox,
  type R2Classification,
} from "@ops/domain";
import { ApiError } from "../../../shared/api";

/** The device edit form's values (selects hold ids as text, empty text for "none"). */
export type DeviceEditValues = {
  serialNumber: string;
  productId: string | null;
  locks: string[];
  newInBox: string | null;
  disposition: string | null;
  r2Classification: string | null;
  routingId: string | null;
};

/**
 * The asset update with the routing fields the device edit sets (the ITAD contract adds
 * disposition, R2 classification, routing and new-in-box to `PUT /assets/{id}`).
 */
export type DeviceUpdate = AssetUpdate & {
  disposition?: Disposition | null;
  r2Classification?: R2Classification | null;
  routingId?: number | null;
  newInBox?: NewInBox | null;
};

export function deviceEditValuesOf(asset: Asset): DeviceEditValues {
  const product = asset.productAssets[0];
  return {
    serialNumber: asset.serialNumber ?? "",
    productId: product ? String(product.productId) : null,
    locks: [...asset.locks],
    newInBox: asset.newInBox,
    disposition: asset.disposition,
    r2Classification: asset.r2Classification,
    routingId: asset.routingId === null ? null : String(asset.routingId),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/**
 * The update body: only what changed, so saving a device someone else just routed does not undo
 * their change to another field. The serial is trimmed and upper-cased (as stored, SPEC §5);
 * an emptied serial or select sends null.
 */
export function deviceUpdateOf(initial: DeviceEditValues, values: DeviceEditValues): DeviceUpdate {
  const body: DeviceUpdate = {};
  const serial = values.serialNumber.trim().toUpperCase();
  if (serial !== initial.serialNumber.trim().toUpperCase()) body.serialNumber = serial === "" ? null : serial;
  if (values.productId !== initial.productId)
    body.productId = values.productId ? Number(values.productId) : null;
  if (!sameSet(values.locks, initial.locks)) body.locks = values.locks as NonNullable<AssetUpdate["locks"]>;
  if (values.newInBox !== initial.newInBox) body.newInBox = (values.newInBox || null) as NewInBox | null;
  if (values.disposition !== initial.disposition)
    body.disposition = (values.disposition || null) as Disposition | null;
  if (values.r2Classification !== initial.r2Classification)
    body.r2Classification = (values.r2Classification || null) as R2Classification | null;
  if (values.routingId !== initial.routingId)
    body.routingId = values.routingId ? Number(values.routingId) : null;
  return body;
}

/**
 * What the form shows for a refusal the server answered as a whole (not field by field): a 409
 * (the device is on hold and cannot go to resale or reuse; a move of a held device) as the
 * server words it, naming the hold; null for anything else.
 */
export function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 409) return error.message;
  return null;
}

/** "On hold (Locked, Quality)": the device's active holds in words; "" when there are none. */
export function holdsText(asset: Pick<Asset, "holds">): string {
  return asset.holds.map((h) => labelOf(HOLD_TYPES, h.type) || h.type).join(", ");
}
