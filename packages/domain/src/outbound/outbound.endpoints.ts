// The calls of outbound loads beyond the activity core (issue 18).
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { OutboundPricesBody, OutboundProductList } from "./outbound.schemas";

const tags = ["outbound"] as const;
const operator = ["operator"] as const;

export const listOutboundProducts = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/outbound_products",
  families: operator,
  operationId: "listOutboundProducts",
  permission: "outbound.view",
  summary:
    "An outbound load's products: what it carries of each (count, net lbs, cost), the unit price (set on the load, else the consignee's outbound price list), sale amount and margin, with totals",
  tags,
  params: SlugParams,
  responses: { 200: OutboundProductList },
});

export const setOutboundPrices = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/outbound_products",
  families: operator,
  operationId: "setOutboundPrices",
  permission: "outbound.edit",
  summary:
    "Set the unit price (or the margin it follows from) of products of an outbound load, all or none; refused once the load is invoiced, closed or canceled",
  tags,
  params: SlugParams,
  body: OutboundPricesBody,
  responses: { 200: OutboundProductList },
});
