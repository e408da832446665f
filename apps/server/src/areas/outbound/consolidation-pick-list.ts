import { type LoadPickList, type LoadPickListOfProduct, PICK_LIST_LIMIT, walkingOrder } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { locationPaths, reservationsByIds } from "../inventory/picking.service";
import * as repo from "./consolidation.repo";
import { outboundLoad } from "./consolidation.service";

/** `GET /activities/{slug}/pick_list`: the load's products with to-pick, picked and short counts. */
export async function getLoadPickList(ctx: ServiceContext, slug: string): Promise<LoadPickList> {
  const load = await outboundLoad(ctx, slug);
  const rows = await repo.pickListProducts(ctx.db, load.id);
  return {
    slug: load.slug,
    status: load.status,
    data: rows.map((r) => ({
      productId: r.productId,
      productName: r.productName ?? "No product",
      toPick: Number(r.toPick),
      picked: Number(r.picked),
      short: Number(r.short),
    })),
  };
}

/**
 * `GET /activities/{slug}/pick_list/{productId}`: the product's reservations on the load, those to
 * pick in walking order (picking.rules), then those picked or short, newest first.
 */
export async function getLoadPickListOfProduct(
  ctx: ServiceContext,
  slug: string,
  productId: number,
): Promise<LoadPickListOfProduct> {
  const load = await outboundLoad(ctx, slug);
  const name = await repo.productName(ctx.db, productId);
  if (name === null) throw notFound("Product");
  const rows = await repo.productReservations(ctx.db, load.id, productId, PICK_LIST_LIMIT);
  const open = rows.filter((r) => r.status === "reserved");
  const paths = await locationPaths(
    ctx.db,
    open.flatMap((r) => (r.locationId === null ? [] : [r.locationId])),
  );
  const ordered = walkingOrder(
    open.map((r) => ({
      ...r,
      locationPath: r.locationId === null ? null : (paths.get(r.locationId) ?? null),
    })),
  );
  const done = rows.filter((r) => r.status !== "reserved");
  const answers = await reservationsByIds(ctx.db, [...ordered.map((r) => r.id), ...done.map((r) => r.id)]);
  return {
    product: { id: productId, name },
    toPick: answers.filter((a) => a.status === "reserved"),
    done: answers.filter((a) => a.status !== "reserved"),
  };
}
