import type { Carrier, CarrierBody, CarrierList, CarriersQuery } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./carriers.repo";

/** Only operator staff change carriers (SPEC §6); the routes already limit who calls. */
export function assertOperator(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff can change carriers");
}

/** The carrier, or 404; every call under `/carriers/{carrierId}` starts here. */
export async function assertCarrier(db: Db, id: number): Promise<void> {
  if (!(await repo.carrierExists(db, id))) throw notFound("Carrier");
}

export async function listCarriers(ctx: ServiceContext, query: CarriersQuery): Promise<CarrierList> {
  const { rows, total } = await repo.pageCarriers(ctx.db, query);
  return { data: rows, total };
}

export async function getCarrier(ctx: ServiceContext, id: number): Promise<Carrier> {
  const carrier = await repo.findCarrier(ctx.db, id);
  if (!carrier) throw notFound("Carrier");
  return carrier;
}

async function checkCarrierBody(db: Db, body: CarrierBody, id?: number) {
  if (await repo.nameTaken(db, body.name, id))
    throw fieldError("name", "A carrier with this name already exists");
  if (body.scac && (await repo.scacTaken(db, body.scac, id)))
    throw fieldError("scac", `SCAC ${body.scac} is already used by another carrier`);
}

export async function createCarrier(ctx: ServiceContext, body: CarrierBody): Promise<Carrier> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkCarrierBody(tx, body);
    return repo.insertCarrier(tx, body);
  });
  return getCarrier(ctx, id);
}

export async function updateCarrier(ctx: ServiceContext, id: number, body: CarrierBody): Promise<Carrier> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, id);
    await checkCarrierBody(tx, body, id);
    await repo.updateCarrier(tx, id, body);
  });
  return getCarrier(ctx, id);
}

/** Removes a carrier with its contacts and rules; one a vendor rule names is refused (409). */
export async function deleteCarrier(ctx: ServiceContext, id: number): Promise<void> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, id);
    const rules = await repo.vendorRuleCount(tx, id);
    if (rules > 0)
      throw new AppError(
        409,
        `${rules} vendor rule${rules === 1 ? " names" : "s name"} this carrier; change ${rules === 1 ? "it" : "them"} or mark the carrier inactive`,
      );
    await repo.deleteCarrier(tx, id);
  });
}
