import type { VendorRule, VendorRuleBody, VendorRuleList, VendorRulesQuery } from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { checkPlaces } from "./carrier-rules.service";
import * as carriersRepo from "./carriers.repo";
import { assertOperator } from "./carriers.service";
import * as repo from "./vendor-rules.repo";

export async function listVendorRules(ctx: ServiceContext, query: VendorRulesQuery): Promise<VendorRuleList> {
  const { rows, total } = await repo.pageRules(ctx.db, query);
  return { data: rows, total };
}

export async function getVendorRule(ctx: ServiceContext, id: number): Promise<VendorRule> {
  const rule = await repo.findRule(ctx.db, id);
  if (!rule) throw notFound("Vendor rule");
  return rule;
}

async function checkBody(db: Db, body: VendorRuleBody, id?: number) {
  if (await repo.nameTaken(db, body.name, id))
    throw fieldError("name", "A vendor rule with this name already exists");
  if ((await repo.accountType(db, body.vendorAccountId)) !== "dsvs")
    throw fieldError("vendorAccountId", "Choose a downstream vendor");
  if (body.carrierId !== null && !(await carriersRepo.carrierExists(db, body.carrierId)))
    throw fieldError("carrierId", "Unknown carrier");
  await checkPlaces(db, body);
}

/** Creates a rule that sends outbound material of a kind to a downstream vendor. */
export async function createVendorRule(ctx: ServiceContext, body: VendorRuleBody): Promise<VendorRule> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkBody(tx, body);
    return repo.insertRule(tx, body);
  });
  return getVendorRule(ctx, id);
}

export async function updateVendorRule(
  ctx: ServiceContext,
  id: number,
  body: VendorRuleBody,
): Promise<VendorRule> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findRule(tx, id))) throw notFound("Vendor rule");
    await checkBody(tx, body, id);
    await repo.updateRule(tx, id, body);
  });
  return getVendorRule(ctx, id);
}
