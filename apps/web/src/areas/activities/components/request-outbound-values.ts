import type { InboundRequest } from "@ops/domain";
import type { OutboundLoadValues } from "../../outbound/components/outbound-load-values";

/**
 * A client's request turned into an outbound load (a redeployment back to them): ship on the
 * first requested day, the request's shipment size and reference, and where to deliver, who to
 * call and the client's notes in the description; the consignee is the request's account.
 */
export function outboundValuesOfRequest(
  request: InboundRequest,
  warehouseId: number | null,
): OutboundLoadValues {
  const clientRef = typeof request.attributes.clientRef === "string" ? request.attributes.clientRef : "";
  const address = `Deliver to: ${request.street}, ${request.city}, ${request.region} ${request.postalCode}, ${request.country}`;
  const contact = `Contact: ${request.contactName}, ${request.contactPhone}${request.contactEmail ? `, ${request.contactEmail}` : ""}`;
  return {
    accountId: String(request.accountId),
    warehouseId: warehouseId === null ? null : String(warehouseId),
    shipmentSize: request.shipmentSize || null,
    transportType: null,
    carrierId: null,
    scheduledDate: request.requestedStart.slice(0, 10),
    scheduledTime: null,
    vendorAccountId: null,
    clientRef,
    description: [request.notes.trim(), address, contact].filter(Boolean).join("\n"),
  };
}
