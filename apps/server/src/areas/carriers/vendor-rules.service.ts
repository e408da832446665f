import {
  qualificationChecks,
  qualificationOf,
  type VendorRule,
  type VendorRuleBody,
  type VendorRuleList,
  type VendorRulesQuery,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { certificatesOf, today } from "../accounts/accounts.service";
import { checkPlaces } from "./carrier-rules.service";
import * as carriersRepo from "./carriers.repo";
import { assertOperator } from "./carriers.service";
import * as repo from "./vendor-rules.repo";

/** The rules with their vendors' qualification today: one certificates query for them all. */
async function withQualification(db: Db, rows: repo.VendorRuleRow[]): Promise<VendorRule[]> {
  const certificates = await certificatesOf(db, [...new Set(rows.map((r) => r.vendorAccountId))]);
  const now = today();
  return rows.map((row) => ({
    ...row,
    vendorQualification: qualificationOf(
      qualificationChecks(
        certificates.filter((c) => c.accountId === row.vendorAccountId),
        now,
      ),
    ),
  }));
}

/** A page of vendor rules, each saying whether its vendor is qualified today. */
export async function listVendorRules(ctx: ServiceContext, query: VendorRulesQuery): Promise<VendorRuleList> {
  const { rows, total } = await repo.pageRules(ctx.db, query);
  return { data: await withQualification(ctx.db, rows), total };
}

/** One vendor rule, saying whether its vendor is qualified today. */
export async function getVendorRule(ctx: ServiceContext, id: number): Promise<VendorRule> {
  const rule = await repo.findRule(ctx.db, id);
  if (!rule) throw notFound("Vendor rule");
  const [withWarning] = await withQualification(ctx.db, [rule]);
  if (!withWarning) throw notFound("Vendor rule");
  return withWarning;
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
