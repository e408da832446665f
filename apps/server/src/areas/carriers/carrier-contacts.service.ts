import type { CarrierContact, CarrierContactBody } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./carrier-contacts.repo";
import { assertCarrier, assertOperator } from "./carriers.service";

export async function listContacts(ctx: ServiceContext, carrierId: number): Promise<CarrierContact[]> {
  await assertCarrier(ctx.db, carrierId);
  return repo.listContacts(ctx.db, carrierId);
}

export async function getContact(
  ctx: ServiceContext,
  carrierId: number,
  id: number,
): Promise<CarrierContact> {
  await assertCarrier(ctx.db, carrierId);
  const contact = await repo.findContact(ctx.db, carrierId, id);
  if (!contact) throw notFound("Contact");
  return contact;
}

/** Adds a contact; marking it primary takes the mark from the carrier's other contacts. */
export async function createContact(
  ctx: ServiceContext,
  carrierId: number,
  body: CarrierContactBody,
): Promise<CarrierContact> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, carrierId);
    if (body.primary) await repo.clearPrimary(tx, carrierId);
    return repo.insertContact(tx, carrierId, body);
  });
  return getContact(ctx, carrierId, id);
}

export async function updateContact(
  ctx: ServiceContext,
  carrierId: number,
  id: number,
  body: CarrierContactBody,
): Promise<CarrierContact> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertCarrier(tx, carrierId);
    if (!(await repo.findContact(tx, carrierId, id))) throw notFound("Contact");
    if (body.primary) await repo.clearPrimary(tx, carrierId);
    await repo.updateContact(tx, carrierId, id, body);
  });
  return getContact(ctx, carrierId, id);
}

export async function deleteContact(ctx: ServiceContext, carrierId: number, id: number): Promise<void> {
  assertOperator(ctx);
  await assertCarrier(ctx.db, carrierId);
  if (!(await repo.deleteContact(ctx.db, carrierId, id))) throw notFound("Contact");
}
