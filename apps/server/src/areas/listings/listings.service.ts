import {
  deleteRefusal,
  type Listing,
  type ListingBody,
  type ListingList,
  type ListingStatusId,
  type ListingsQuery,
  type ListingUpdate,
  listingFloor,
  listingMoveRefusal,
  type PriceFloor,
  priceFloorRefusal,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { lockedListing, platformLabel, releaseFromListing } from "./listing-asset-actions";
import * as repo from "./listings.repo";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

export async function listListings(ctx: ServiceContext, query: ListingsQuery): Promise<ListingList> {
  return repo.pageListings(ctx.db, query);
}

export async function getListing(ctx: ServiceContext, id: number): Promise<Listing> {
  const listing = await repo.listingById(ctx.db, id);
  if (!listing) throw notFound("Listing");
  return listing;
}

/** The floor of a listing with this product and grade (its cutline), or of its listed assets when hand-picked. */
export async function floorOf(
  db: Db,
  listing: { id?: number; productId: number | null; grade: string | null },
): Promise<PriceFloor | null> {
  const cutline =
    listing.productId !== null && listing.grade !== null
      ? await repo.cutlineOf(db, listing.productId, listing.grade)
      : null;
  const handPicked = listing.productId === null && listing.grade === null;
  const floors = handPicked && listing.id !== undefined ? await repo.listedFloorPrices(db, listing.id) : [];
  return listingFloor(cutline, floors);
}

async function assertReferences(
  db: Db,
  v: { productId?: number | null; accountId?: number | null; warehouseId?: number | null },
) {
  if (v.productId && !(await repo.exists(db, "products", v.productId)))
    throw fieldError("productId", `No product has id ${v.productId}`);
  if (v.accountId && !(await repo.exists(db, "accounts", v.accountId)))
    throw fieldError("accountId", `No account has id ${v.accountId}`);
  if (v.warehouseId && !(await repo.exists(db, "warehouses", v.warehouseId)))
    throw fieldError("warehouseId", `No warehouse has id ${v.warehouseId}`);
}

/** Refuses a move to listed (422 on the field it lacks) or any other refused move (409). */
function assertMove(
  from: ListingStatusId,
  to: ListingStatusId,
  v: { platform: string | null; price: number | null },
  floor: PriceFloor | null,
) {
  const refusal = listingMoveRefusal(from, to, { ...v, floor });
  if (!refusal) return;
  if (to === "listed" && from === "draft") {
    if (!v.platform) throw fieldError("platform", refusal);
    throw fieldError("price", refusal);
  }
  throw new AppError(409, refusal);
}

/** Runs a write whose reference may clash with another listing's on the platform: 409 naming it. */
async function referenceChecked<T>(
  platform: string | null,
  reference: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        409,
        `Another listing on ${platformLabel(platform)} has the reference ${reference}`,
        {
          reference: [`Another listing on ${platformLabel(platform)} has this reference`],
        },
      );
    throw error;
  }
}

export async function createListing(ctx: ServiceContext, body: ListingBody): Promise<Listing> {
  await assertReferences(ctx.db, body);
  const floor = await floorOf(ctx.db, body);
  if (body.price !== null) {
    const refusal = priceFloorRefusal(body.price, floor);
    if (refusal) throw fieldError("price", refusal);
  }
  if (body.status === "listed") assertMove("draft", "listed", body, floor);
  const id = await referenceChecked(body.platform, body.reference, () =>
    ctx.db.transaction((tx) => repo.insertListing(tx, body, ctx.actor.id)),
  );
  return getListing(ctx, id);
}

export async function updateListing(ctx: ServiceContext, id: number, body: ListingUpdate): Promise<Listing> {
  await referenceChecked(body.platform ?? null, body.reference ?? null, () =>
    ctx.db.transaction(async (tx) => {
      const head = await lockedListing(tx, id);
      const from = head.status as ListingStatusId;
      if (from === "ended") throw new AppError(409, "The listing has ended: an ended listing cannot change");
      await assertReferences(tx, body);
      const { status, ...fields } = body;
      const merged = {
        id,
        platform: fields.platform === undefined ? head.platform : fields.platform,
        productId: fields.productId === undefined ? head.productId : fields.productId,
        grade: fields.grade === undefined ? head.grade : fields.grade,
        price: fields.price === undefined ? head.price : fields.price,
      };
      const floor = await floorOf(tx, merged);
      const priceTouched =
        fields.price !== undefined || fields.productId !== undefined || fields.grade !== undefined;
      if (merged.price !== null && priceTouched) {
        const refusal = priceFloorRefusal(merged.price, floor);
        if (refusal) throw fieldError("price", refusal);
      }
      if (from !== "draft" && (merged.platform === null || merged.price === null))
        throw fieldError(
          merged.platform === null ? "platform" : "price",
          "A listed listing keeps its platform and price",
        );
      if (status && status !== from) assertMove(from, status, merged, floor);
      if (status === "ended") await releaseFromListing(tx, id, "all_listed", ctx.actor.id);
      await repo.updateListing(tx, id, { ...fields, ...(status && status !== from ? { status } : {}) });
    }),
  );
  return getListing(ctx, id);
}

export async function deleteListing(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const head = await lockedListing(tx, id);
    const refusal = deleteRefusal(head.status as ListingStatusId, await repo.assetsEver(tx, id));
    if (refusal) throw new AppError(409, refusal);
    await repo.deleteListing(tx, id);
  });
}
