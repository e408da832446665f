// Putaway and the inventory activities (issue 17; ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { Asset } from "../assets/assets.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  BinAssetsQuery,
  BinContents,
  InventoryActivity,
  InventoryHoldings,
  InventoryHoldingsQuery,
  PutawayAssetList,
  PutawayBody,
  PutawayListQuery,
  UserRefParams,
} from "./putaway.schemas";

const operator = ["operator"] as const;

/** SPEC §7 Locations "Add asset": the asset and its contents to a location (the putaway scan). */
export const addAssetToLocation = defineEndpoint({
  method: "POST",
  path: "/locations/assets",
  families: operator,
  operationId: "addAssetToLocation",
  permission: "inventory.work",
  summary:
    "Put an asset (and what it holds) at a location; an inbound asset at a stock location enters stock",
  tags: ["locations"],
  body: PutawayBody,
  responses: { 200: Asset },
});

/** SPEC §7 Assets: a user's putaway list (`me` for the signed-in user). */
export const listPutawayAssets = defineEndpoint({
  method: "GET",
  path: "/users/:id/putaway_assets",
  families: operator,
  operationId: "listPutawayAssets",
  permission: "inventory.work",
  summary: "What a user received on inbound loads and has not yet put away, newest first",
  tags: ["assets"],
  params: UserRefParams,
  query: PutawayListQuery,
  responses: { 200: PutawayAssetList },
});

export const listInventoryActivities = defineEndpoint({
  method: "GET",
  path: "/inventory_activities",
  families: operator,
  operationId: "listInventoryActivities",
  permission: "stock.view",
  summary: "Each warehouse's inventory activity with its totals",
  tags: ["activities"],
  responses: { 200: z.array(InventoryActivity) },
});

export const getActivityInventory = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/inventory",
  families: operator,
  operationId: "getActivityInventory",
  permission: "stock.view",
  summary: "What an inventory activity holds, by location and stock type (paged by location)",
  tags: ["activities"],
  params: SlugParams,
  query: InventoryHoldingsQuery,
  responses: { 200: InventoryHoldings },
});

export const listLocationAssets = defineEndpoint({
  method: "GET",
  path: "/locations/:id/assets",
  families: operator,
  operationId: "listLocationAssets",
  permission: "locations.view",
  summary: "The bin view: the assets directly at a location and what each holds",
  tags: ["locations"],
  params: IdParams,
  query: BinAssetsQuery,
  responses: { 200: BinContents },
});
