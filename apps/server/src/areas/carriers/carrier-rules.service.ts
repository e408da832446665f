import type { CarrierRule, CarrierRuleBody } from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { existingWarehouseIds } from "../inventory/warehouses.service";
import { existingRegionIds } from "../platform/reference.service";
import * as repo from "./carrier-rules.repo";
import { assertCarrier, assertOperator } from "./carriers.service";

/** Refuses ids that name no region or warehouse; arrays have no foreign keys, so this is the check. */
export async function checkPlaces(db: Db, body: { regionIds?: number[]; warehouseIds: number[] }) {
  if (body.regionIds?.length) {
    const known = await existingRegionIds(db, body.regionIds);
    const unknown = body.regionIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw fieldError("regionIds", `Unknown region ${unknown.join(", ")}`);
  }
  if (body.warehouseIds.length) {
    const known = await existingWarehouseIds(db, body.warehouseIds);
    const unknown = body.warehouseIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw fieldError("warehouseIds", `Unknown warehouse ${unknown.join(", ")}`);
  }
}

export async function listRules(ctx: ServiceContext, carrierId: number): Promise<CarrierRule[]> {
  await assertCarrier(ctx.db, carrierId);
  return repo.listRules(ctx.db, carrierId);
}

export async function getRule(ctx: ServiceContext, carrierId: number, id: number): Promise<CarrierRule> {
  await assertCarrier(ctx.db, carrierId);
  const rule = await repo.findRule(ctx.db, carrierId, id);
  if (!rule) throw notFound("Carrier rule");
  return rule;
}

export async function createRule(
  ctx: ServiceContext,
  carrierId: number,
  body: CarrierRuleBody,
): Promise<CarrierRule> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, carrierId);
    await checkPlaces(tx, body);
    return repo.insertRule(tx, carrierId, body);
  });
  return getRule(ctx, carrierId, id);
}

export async function updateRule(
  ctx: ServiceContext,
  carrierId: number,
  id: number,
  body: CarrierRuleBody,
): Promise<CarrierRule> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, carrierId);
    if (!(await repo.findRule(tx, carrierId, id))) throw notFound("Carrier rule");
    await checkPlaces(tx, body);
    await repo.updateRule(tx, carrierId, id, body);
  });
  return getRule(ctx, carrierId, id);
}

export async function deleteRule(ctx: ServiceContext, carrierId: number, id: number): Promise<void> {
  assertOperator(ctx);
  await assertCarrier(ctx.db, carrierId);
  if (!(await repo.deleteRule(ctx.db, carrierId, id))) throw notFound("Carrier rule");
}
