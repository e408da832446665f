// Origin loads by warehouse (SPEC §3, §7 Activities: origin loads by warehouseId).
import { z } from "zod";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ActivityStatus } from "./activities.schemas";

/**
 * `GET /activities/origin_loads?warehouseId=`: the loads the stock of a warehouse came from (the
 * receiving loads of its in-stock assets), with how many of each load's assets are in stock;
 * `search` matches the slug.
 */
export const OriginLoadsQuery = PageQuery.extend({
  warehouseId: UrlId.max(2_147_483_647),
  sort: z.enum(["receivedAt", "inStock", "slug"]).default("receivedAt"),
});
export type OriginLoadsQuery = z.infer<typeof OriginLoadsQuery>;

export const OriginLoad = z.object({
  slug: z.string(),
  status: ActivityStatus,
  account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  clientRef: z.string().nullable(),
  /** When the load was made (its assets were received on it). */
  receivedAt: z.string(),
  /** Its assets now in the warehouse's stock. */
  inStock: z.number().int(),
});
export type OriginLoad = z.infer<typeof OriginLoad>;
export const OriginLoadList = paged(OriginLoad);
export type OriginLoadList = z.infer<typeof OriginLoadList>;
