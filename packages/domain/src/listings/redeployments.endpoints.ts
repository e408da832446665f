// Redeployment orders: a client's own devices kept for redeployment, ordered for a person and
// address, reserved onto an outbound load to the client, and followed to delivery.
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  RedeploymentListingList,
  RedeploymentListingsQuery,
  RedeploymentOrder,
  RedeploymentOrderBody,
  RedeploymentOrderList,
  RedeploymentOrdersQuery,
  RedeploymentOrderUpdate,
} from "./redeployments.schemas";

const tags = ["redeployments"] as const;
const families = ["operator", "client"] as const;

export const listRedeploymentListings = defineEndpoint({
  method: "GET",
  path: "/redeployment_orders/listings",
  families,
  operationId: "listRedeploymentListings",
  permission: "redeployments.view",
  summary:
    "The redeployment listings: graded, erased devices of the account(s) in stock at customer redeployment locations, not held, reserved or listed, counted by account, warehouse, product and grade (clients: their accounts)",
  tags,
  query: RedeploymentListingsQuery,
  responses: { 200: RedeploymentListingList },
});

export const listRedeploymentOrders = defineEndpoint({
  method: "GET",
  path: "/redeployment_orders",
  families,
  operationId: "listRedeploymentOrders",
  permission: "redeployments.view",
  summary: "Redeployment orders, newest first, paged; status and account filters (clients: their accounts')",
  tags,
  query: RedeploymentOrdersQuery,
  responses: { 200: RedeploymentOrderList },
});

export const createRedeploymentOrder = defineEndpoint({
  method: "POST",
  path: "/redeployment_orders",
  families,
  operationId: "createRedeploymentOrder",
  permission: "redeployments.order",
  summary: "Draft a redeployment order of an account's devices for a person and address, with its lines",
  tags,
  body: RedeploymentOrderBody,
  responses: { 201: RedeploymentOrder },
});

export const getRedeploymentOrder = defineEndpoint({
  method: "GET",
  path: "/redeployment_orders/:id",
  families,
  operationId: "getRedeploymentOrder",
  permission: "redeployments.view",
  summary: "A redeployment order with its lines, reserved devices, outbound load and drive charge",
  tags,
  params: IdParams,
  responses: { 200: RedeploymentOrder },
});

export const updateRedeploymentOrder = defineEndpoint({
  method: "PUT",
  path: "/redeployment_orders/:id",
  families,
  operationId: "updateRedeploymentOrder",
  permission: "redeployments.order",
  summary:
    "Edit a redeployment order (lines while a draft) and move it: submitted reserves its devices onto an outbound load (409 naming every short line, nothing written), picking (operators), canceled with a reason",
  tags,
  params: IdParams,
  body: RedeploymentOrderUpdate,
  responses: { 200: RedeploymentOrder },
});
