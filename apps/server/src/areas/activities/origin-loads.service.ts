import type { OriginLoadList, OriginLoadsQuery } from "@ops/domain";
import { fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import * as repo from "./origin-loads.repo";

/**
 * `GET /activities/origin_loads?warehouseId=` (SPEC §7 Activities: origin loads by warehouseId):
 * the loads the warehouse's stock came from, each with how many of its assets are in stock now;
 * clients see their accounts' loads only. An unknown warehouse is a 422 on `warehouseId`.
 */
export async function listOriginLoads(ctx: ServiceContext, q: OriginLoadsQuery): Promise<OriginLoadList> {
  if (!(await repo.warehouseExists(ctx.db, q.warehouseId)))
    throw fieldError("warehouseId", `No warehouse has id ${q.warehouseId}`);
  const visible = await visibleAccountIds(ctx);
  if (visible !== "all" && visible.length === 0) return { data: [], total: 0 };
  return repo.pageOriginLoads(ctx.db, q, visible === "all" ? null : visible);
}
