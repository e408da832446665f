import type { BulkStatusBody } from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import { recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { applyOutboundMove } from "../../outbound/outbound-moves";
import { pricedRefusal } from "../../settlement/finalize";
import * as repo from "../activities.repo";
import { bulkStatusRefusal, requireStatusPermission } from "../core/activity-life-cycle";
import { assertOperator } from "./activity-checks";
import { outboundLoad } from "./update-activity";

/** A 409 that carries the reason of every load that cannot move (`BulkStatusRefusal`). */
export class BulkRefusalError extends AppError {
  constructor(
    message: string,
    readonly refusals: { slug: string; reason: string }[],
  ) {
    super(409, message);
  }
}

/**
 * Marks the selected loads scheduled, priced, invoiced, delivered or closed (SPEC §2 bulk
 * actions): the rows are locked, every load is checked against its kind's life cycle, and either
 * all move (one update, one event each, and an outbound load's follow-up such as its
 * redeployment order, in one transaction) or none does and every refusal is answered in slug order.
 */
export async function bulkSetStatus(ctx: ServiceContext, body: BulkStatusBody): Promise<{ updated: number }> {
  assertOperator(ctx);
  const slugs = [...new Set(body.slugs.map((s) => s.toLowerCase()))];
  return ctx.db.transaction(async (tx) => {
    const rows = await repo.lockManyBySlug(tx, slugs);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const refusals: { slug: string; reason: string }[] = [];
    for (const slug of slugs) {
      const row = bySlug.get(slug);
      let reason = row ? bulkStatusRefusal(row, body.status) : "No load has this slug";
      // A load marked priced freezes its statement: one with unpriced products cannot move.
      if (!reason && row && body.status === "priced") reason = await pricedRefusal(tx, row.id);
      if (reason) refusals.push({ slug, reason });
    }
    if (refusals.length > 0) {
      const count = refusals.length;
      throw new BulkRefusalError(
        `${count} of ${slugs.length} load${slugs.length === 1 ? "" : "s"} cannot be marked ${body.status}; nothing was changed`,
        refusals,
      );
    }
    for (const row of rows) requireStatusPermission(ctx.actor, row.type, row.status, body.status);
    await repo.setStatus(
      tx,
      rows.map((r) => r.id),
      body.status,
    );
    await recordEvents(
      tx,
      rows.map((row) => ({
        activityId: row.id,
        action: "status_changed",
        message: `Status ${row.status} → ${body.status} (bulk)`,
        changes: [{ field: "status", from: row.status, to: body.status }],
        userId: ctx.actor.id,
      })),
    );
    // What a move of an outbound load does beyond its status (a redeployment order follows it).
    for (const row of rows)
      if (row.type === "outbound" && row.warehouseId !== null)
        await applyOutboundMove(
          { ...ctx, db: tx },
          outboundLoad({ ...row, warehouseId: row.warehouseId }),
          row.status,
          body.status,
        );
    return { updated: rows.length };
  });
}
