// The calls of cross-docking: received assets shipped on an outbound load without putaway.
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { CrossDockBody, CrossDockedAsset, CrossDockedList, CrossDockedQuery } from "./cross-dock.schemas";

const tags = ["outbound"] as const;
const operator = ["operator"] as const;

export const listCrossDockedAssets = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/assets/cross-docked",
  families: operator,
  operationId: "listCrossDockedAssets",
  permission: "outbound.view",
  summary:
    "An outbound load's cross-docked assets: on the load and never in stock (no putaway, never on an inventory activity), newest first, paged",
  tags,
  params: SlugParams,
  query: CrossDockedQuery,
  responses: { 200: CrossDockedList },
});

export const crossDockAsset = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/cross_dock",
  families: operator,
  operationId: "crossDockAsset",
  permission: "outbound.edit",
  summary:
    "Scan an asset received at the load's warehouse and never put away straight onto an outbound load: it is picked for the load at once (409 with the reason otherwise)",
  tags,
  params: SlugParams,
  body: CrossDockBody,
  responses: { 201: CrossDockedAsset },
});
