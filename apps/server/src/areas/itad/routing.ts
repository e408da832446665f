import { type RoutingBody, type RoutingResult, workOrderNoun } from "@ops/domain";
import { changesBetween, type EventInput } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { recordEventsInChunks } from "../assets/use-cases/asset-checks";
import { acceptScanned, assertTakesWork, lockWorkOrder } from "../work/work-orders";
import * as repo from "./itad.repo";
import { findItadOrder } from "./itad-orders";
import { assertReusable } from "./reuse-checks";
import { assertRoutable, assertRoutingExists } from "./routing-checks";

/**
 * `POST /activities/{slug}/routing`: the same disposition (and R2 classification, routing) on many
 * serials of the order, scanned (each must be a serial on the order, 422 on `barcodes.<i>`) or all
 * those a filter matches, all or none, set-based: one lock, one update, one event statement. A
 * held device routed to resale or reuse refuses the whole call (409 naming it and its hold).
 */
export async function routeAssets(
  ctx: ServiceContext,
  slug: string,
  body: RoutingBody,
): Promise<RoutingResult> {
  const activity = await findItadOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, activity.id);
    assertTakesWork(order, "route serials");
    await assertRoutingExists(tx, body.routingId, "routingId");
    const noun = `${workOrderNoun(order.type)} ${order.slug}`;
    const devices = body.barcodes
      ? acceptScanned(body.barcodes, await repo.lockByBarcodes(tx, body.barcodes), (asset, barcode) => {
          if (asset.type !== "serial") return `${barcode} is a ${asset.type}; only serials are routed`;
          if (asset.activityId !== order.id) return `${barcode} is not on ${noun}`;
          return null;
        })
      : await repo.lockWhere(tx, repo.routingFilterWhere(order.id, body.filter ?? {}));
    await assertRoutable(tx, devices, body.r2Classification);
    await assertReusable(tx, devices, {
      r2Classification: body.r2Classification,
      disposition: body.disposition,
    });
    const values = {
      disposition: body.disposition,
      ...(body.r2Classification !== undefined ? { r2Classification: body.r2Classification } : {}),
      ...(body.routingId !== undefined ? { routingId: body.routingId } : {}),
    };
    const ids = devices.map((d) => d.id);
    const before = await repo.routingOf(tx, ids);
    await repo.setRouting(tx, ids, values);
    const events: EventInput[] = devices.flatMap((d) => {
      const changes = changesBetween(before.get(d.id) ?? {}, values);
      if (changes.length === 0) return [];
      return [
        {
          activityId: order.id,
          barcode: d.barcode,
          action: "routed",
          message: `Routed: ${changes.map((c) => `${c.field} ${c.to ?? "none"}`).join(", ")} (bulk routing)`,
          changes,
          userId: ctx.actor.id,
        },
      ];
    });
    await recordEventsInChunks(tx, events);
    return { updated: ids.length };
  });
}
