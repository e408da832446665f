// The calls of reservations and picking (issue 17).
import { SlugParams } from "../activities/activities.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  PickBody,
  PickerParams,
  PickList,
  Reservation,
  ReservationBarcodeParams,
  ReservationList,
  ReservationsQuery,
  ReservedStock,
  ReserveStockBody,
  ShortPickBody,
} from "./picking.schemas";

const tags = ["picking"] as const;
const operator = ["operator"] as const;

export const reserveStock = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/reservations",
  families: operator,
  operationId: "reserveStock",
  // Checked by the order's kind: inventory.manage, or outbound.edit for an outbound load.
  permission: null,
  summary:
    "Reserve stock assets for an open shop order, processing or ITAD job or outbound load of their warehouse, all or none (422 lists every refused barcode with its reason); needs inventory.manage, or outbound.edit for an outbound load",
  tags,
  params: SlugParams,
  body: ReserveStockBody,
  responses: { 201: ReservedStock },
});

export const listReservations = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/reservations",
  families: operator,
  operationId: "listReservations",
  permission: "stock.view",
  summary:
    "An order's reservations (to pick, picked, short, released), newest first, paged, with counts by status",
  tags,
  params: SlugParams,
  query: ReservationsQuery,
  responses: { 200: ReservationList },
});

export const releaseReservation = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/reservations/:barcode",
  families: operator,
  operationId: "releaseReservation",
  // Checked by the order's kind: inventory.manage, or outbound.edit for an outbound load.
  permission: null,
  summary:
    "Release an asset's open reservation for the order: it leaves the pick list and stays in stock; needs inventory.manage, or outbound.edit for an outbound load",
  tags,
  params: ReservationBarcodeParams,
  responses: { 200: Reservation },
});

export const getPickList = defineEndpoint({
  method: "GET",
  path: "/users/:id/picking_assets",
  families: operator,
  operationId: "getPickList",
  permission: "inventory.work",
  summary:
    "A user's pick list (`me` for the signed-in user): reservations assigned to them or to nobody in their warehouse, grouped by location in walking order",
  tags,
  params: PickerParams,
  responses: { 200: PickList },
});

export const pickAsset = defineEndpoint({
  method: "POST",
  path: "/picks",
  families: operator,
  operationId: "pickAsset",
  permission: "inventory.work",
  summary:
    "Pick a scanned asset of your pick list: it leaves its location and stock for the order it was reserved for",
  tags,
  body: PickBody,
  responses: { 200: Reservation },
});

export const shortPick = defineEndpoint({
  method: "POST",
  path: "/reservations/:id/short",
  families: operator,
  operationId: "shortPick",
  permission: "inventory.work",
  summary:
    "Report a reserved asset that could not be picked, with the reason; it stays where the system had it",
  tags,
  params: IdParams,
  body: ShortPickBody,
  responses: { 200: Reservation },
});
