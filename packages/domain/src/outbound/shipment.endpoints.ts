// The calls of shipping an outbound load (issue 18). Shipping itself is the activity status move
// to `shipped` (`PUT /activities/{slug}`), refused with 409 by the same rule this check reports.
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { ShipmentCheck } from "./shipment.schemas";

export const getShipmentCheck = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/shipment_check",
  families: ["operator"] as const,
  operationId: "getShipmentCheck",
  permission: "outbound.view",
  summary:
    "Whether an outbound load may ship: the consignee, its certificates on the ship date, the vendor rule for each material and the sanitization of its data-bearing devices, with every problem in words",
  tags: ["outbound"] as const,
  params: SlugParams,
  responses: { 200: ShipmentCheck },
});
