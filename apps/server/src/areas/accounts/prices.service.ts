import type {
  FieldErrors,
  PriceableItem,
  PriceableItemsQuery,
  Pricebook,
  PricebookBody,
  PriceEntry,
  PriceList,
  PricesBody,
  PriceType,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible, assertOperator } from "./account-scope";
import * as repo from "./prices.repo";

const STALE_VERSION = "These prices were changed by someone else; reload to see their version";
const DUPLICATE_PRICEBOOK = "A price book with this name already exists";
const PRICEABLE_ITEMS_LIMIT = 50;

/** What a list never saved looks like, so screens need no special case. */
const EMPTY_LIST: PriceList = { version: 0, createdBy: null, createdAt: null, entries: [] };

function assertPricebookEditor(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff can change price books");
}

/** Refuses entries naming products or services that do not exist, each on its own field. */
async function assertItemsExist(db: Db, entries: PriceEntry[]): Promise<void> {
  const productIds = [...new Set(entries.flatMap((e) => (e.productId === null ? [] : [e.productId])))];
  const serviceIds = [...new Set(entries.flatMap((e) => (e.serviceId === null ? [] : [e.serviceId])))];
  const found = await repo.existingItems(db, productIds, serviceIds);
  const errors: FieldErrors = {};
  entries.forEach((e, index) => {
    if (e.productId !== null && !found.products.has(e.productId)) {
      errors[`entries.${index}.productId`] = ["Unknown product"];
    }
    if (e.serviceId !== null && !found.services.has(e.serviceId)) {
      errors[`entries.${index}.serviceId`] = ["Unknown service"];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, first, errors);
}

async function assertOwnerVisible(ctx: ServiceContext, owner: repo.PriceOwner): Promise<void> {
  if ("accountId" in owner) {
    await assertAccountVisible(ctx, owner.accountId);
  } else if (!(await repo.findPricebook(ctx.db, owner.pricebookId))) {
    throw notFound("Price book");
  }
}

async function readCurrent(db: Db, owner: repo.PriceOwner): Promise<PriceList> {
  const [current] = await repo.readPriceLists(db, owner, true);
  return current ?? EMPTY_LIST;
}

/**
 * Saves a price list as a new version and answers it. Older versions stay untouched for the
 * history. With `baseVersion`, a save on top of a version someone else saved meanwhile answers 409.
 */
async function savePrices(ctx: ServiceContext, owner: repo.PriceOwner, body: PricesBody): Promise<PriceList> {
  return ctx.db.transaction(async (tx) => {
    await assertOwnerVisible({ ...ctx, db: tx }, owner);
    if (!(await repo.lockOwner(tx, owner))) throw notFound("accountId" in owner ? "Account" : "Price book");
    const version = await repo.currentVersion(tx, owner);
    if (body.baseVersion !== undefined && body.baseVersion !== version) {
      throw new AppError(409, STALE_VERSION);
    }
    await assertItemsExist(tx, body.entries);
    // The seed's system actor has no user row; its versions are saved without an author.
    const createdBy = ctx.actor.id;
    await repo.insertPriceList(tx, owner, version + 1, createdBy, body.entries);
    // Read inside the transaction: the owner is still locked, so this is the version just written.
    return readCurrent(tx, owner);
  });
}

/** The current inbound or outbound prices of an account (version 0 when never saved). */
export async function getAccountPrices(
  ctx: ServiceContext,
  accountId: number,
  type: PriceType,
): Promise<PriceList> {
  await assertAccountVisible(ctx, accountId);
  return readCurrent(ctx.db, { accountId, type });
}

/** Saves an account's inbound or outbound prices as a new version (operators only). */
export function saveAccountPrices(
  ctx: ServiceContext,
  accountId: number,
  type: PriceType,
  body: PricesBody,
): Promise<PriceList> {
  assertOperator(ctx);
  return savePrices(ctx, { accountId, type }, body);
}

/** Every saved version of an account's prices of one type, newest first, with who saved it. */
export async function getAccountPriceHistory(
  ctx: ServiceContext,
  accountId: number,
  type: PriceType,
): Promise<PriceList[]> {
  await assertAccountVisible(ctx, accountId);
  return repo.readPriceLists(ctx.db, { accountId, type }, false);
}

/** Every price book, by name, with its current version and how many accounts use it. */
export function listPricebooks(ctx: ServiceContext): Promise<Pricebook[]> {
  return repo.listPricebooks(ctx.db);
}

export async function getPricebook(ctx: ServiceContext, id: number): Promise<Pricebook> {
  const pricebook = await repo.findPricebook(ctx.db, id);
  if (!pricebook) throw notFound("Price book");
  return pricebook;
}

/** Creates a price book; its name is unique (any case). */
export async function createPricebook(ctx: ServiceContext, body: PricebookBody): Promise<Pricebook> {
  assertPricebookEditor(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    if (await repo.pricebookNameTaken(tx, body.name)) throw fieldError("name", DUPLICATE_PRICEBOOK);
    return repo.insertPricebook(tx, { name: body.name, description: body.description });
  });
  return getPricebook(ctx, id);
}

/** Renames or re-describes a price book; its prices are saved separately. */
export async function updatePricebook(
  ctx: ServiceContext,
  id: number,
  body: PricebookBody,
): Promise<Pricebook> {
  assertPricebookEditor(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findPricebook(tx, id))) throw notFound("Price book");
    if (await repo.pricebookNameTaken(tx, body.name, id)) throw fieldError("name", DUPLICATE_PRICEBOOK);
    await repo.updatePricebook(tx, id, { name: body.name, description: body.description });
  });
  return getPricebook(ctx, id);
}

/** The current prices of a price book (version 0 when never saved). */
export async function getPricebookPrices(ctx: ServiceContext, pricebookId: number): Promise<PriceList> {
  await assertOwnerVisible(ctx, { pricebookId });
  return readCurrent(ctx.db, { pricebookId });
}

/** Saves a price book's prices as a new version. */
export function savePricebookPrices(
  ctx: ServiceContext,
  pricebookId: number,
  body: PricesBody,
): Promise<PriceList> {
  assertPricebookEditor(ctx);
  return savePrices(ctx, { pricebookId }, body);
}

/** Every saved version of a price book's prices, newest first. */
export async function getPricebookPriceHistory(
  ctx: ServiceContext,
  pricebookId: number,
): Promise<PriceList[]> {
  await assertOwnerVisible(ctx, { pricebookId });
  return repo.readPriceLists(ctx.db, { pricebookId }, false);
}

/** Products and services an operator can put on a price list, found by name (at most 50). */
export function searchPriceableItems(
  ctx: ServiceContext,
  query: PriceableItemsQuery,
): Promise<PriceableItem[]> {
  return repo.searchPriceableItems(ctx.db, query.search, PRICEABLE_ITEMS_LIMIT);
}
