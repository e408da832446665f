import { type Activity, type ActivityInput, SHIPMENT_SIZES, TRANSPORT_TYPES } from "@ops/domain";

/** The fields of an outbound load as its forms hold them (text, as Mantine keeps them). */
export type OutboundLoadValues = {
  accountId: string | null;
  warehouseId: string | null;
  carrierId: string | null;
  transportType: string | null;
  shipmentSize: string | null;
  scheduledDate: string;
  scheduledTime: string | null;
  vendorAccountId: string | null;
  clientRef: string;
  description: string;
};

// How an outbound load travels: the sizes that describe a shipment leaving (no on-site services).
const OUTBOUND_SIZES = new Set(["partial", "air", "ftl", "ltl", "fcl", "lcl", "parcel"]);

/** The shipment sizes an outbound load offers, and the load's own when it is another (e.g. a request's). */
export function outboundSizeOptions(current: string | null): { value: string; label: string }[] {
  return SHIPMENT_SIZES.filter((s) => OUTBOUND_SIZES.has(s.id) || s.id === current).map((s) => ({
    value: s.id,
    label: s.label,
  }));
}

export const TRANSPORT_OPTIONS = TRANSPORT_TYPES.map((t) => ({ value: t.id, label: t.label }));

const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v ? Number(v) : null);
const text = (v: string) => (v.trim() === "" ? null : v.trim());

/** The form's values of a stored load, or of a new one at the user's own warehouse. */
export function outboundLoadValuesOf(
  a: Activity | undefined,
  warehouseId: number | null | undefined,
): OutboundLoadValues {
  return {
    accountId: str(a?.accountId),
    warehouseId: str(a?.warehouseId ?? warehouseId),
    carrierId: str(a?.carrierId),
    transportType: a?.transportType ?? null,
    shipmentSize: a?.shipmentSize ?? null,
    scheduledDate: a?.scheduledDate ?? "",
    scheduledTime: a?.scheduledTime ?? null,
    vendorAccountId: str(a?.vendorAccountId),
    clientRef: a?.clientRef ?? "",
    description: a?.description ?? "",
  };
}

/** The fields of the load as the activity calls (and the load builder's confirm) take them. */
export function outboundLoadBody(v: OutboundLoadValues) {
  return {
    accountId: num(v.accountId) ?? undefined,
    warehouseId: num(v.warehouseId) ?? undefined,
    carrierId: num(v.carrierId),
    transportType: (v.transportType || null) as ActivityInput["transportType"],
    shipmentSize: (v.shipmentSize || null) as ActivityInput["shipmentSize"],
    scheduledDate: v.scheduledDate || null,
    scheduledTime: v.scheduledTime || null,
    vendorAccountId: num(v.vendorAccountId),
    clientRef: text(v.clientRef),
    description: text(v.description),
  };
}
