import type { ActivityInput, InboundRequest } from "@ops/domain";

/** The fields of the outbound load form made from a client's request (text, as Mantine keeps them). */
export type RequestOutboundValues = {
  warehouseId: string | null;
  shipmentSize: string | null;
  transportType: string | null;
  carrierId: string | null;
  scheduledDate: string;
  scheduledTime: string | null;
  clientRef: string;
  description: string;
};

/**
 * A client's request turned into an outbound load (a redeployment back to them): ship on the
 * first requested day, the request's shipment size and reference, and where to deliver, who to
 * call and the client's notes in the description.
 */
export function outboundValuesOfRequest(
  request: InboundRequest,
  warehouseId: number | null,
): RequestOutboundValues {
  const clientRef = typeof request.attributes.clientRef === "string" ? request.attributes.clientRef : "";
  const address = `Deliver to: ${request.street}, ${request.city}, ${request.region} ${request.postalCode}, ${request.country}`;
  const contact = `Contact: ${request.contactName}, ${request.contactPhone}${request.contactEmail ? `, ${request.contactEmail}` : ""}`;
  return {
    warehouseId: warehouseId === null ? null : String(warehouseId),
    shipmentSize: request.shipmentSize || null,
    transportType: null,
    carrierId: null,
    scheduledDate: request.requestedStart.slice(0, 10),
    scheduledTime: null,
    clientRef,
    description: [request.notes.trim(), address, contact].filter(Boolean).join("\n"),
  };
}

const idOrNull = (v: string | null) => (v ? Number(v) : null);

/** The `POST /activities` body: an outbound load to the request's account, linked to the request. */
export function requestOutboundBody(request: InboundRequest, v: RequestOutboundValues): ActivityInput {
  return {
    type: "outbound",
    status: "requested",
    inboundRequestNumber: request.number,
    accountId: request.accountId,
    warehouseId: idOrNull(v.warehouseId) ?? undefined,
    shipmentSize: (v.shipmentSize || null) as ActivityInput["shipmentSize"],
    transportType: (v.transportType || null) as ActivityInput["transportType"],
    carrierId: idOrNull(v.carrierId),
    scheduledDate: v.scheduledDate || null,
    scheduledTime: v.scheduledTime || null,
    clientRef: v.clientRef.trim() || null,
    description: v.description.trim() || null,
  };
}
