import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./outbound.repo";
import type { OutboundMoveLoad } from "./outbound-moves";

/**
 * A canceled load gives back what it held, in the cancel's transaction: its open reservations are
 * released (the assets stay in stock), its picked assets (with their contents) go back to stock at
 * the location they were picked from (cross-docked ones, never in stock, back to the load they
 * were received on), and its shipping units are removed. One event per asset, one for the units.
 */
export async function afterOutboundCanceled(
  ctx: ServiceContext,
  load: OutboundMoveLoad,
  _from: string,
): Promise<void> {
  const by = ctx.actor.id;
  const released = await repo.releaseOpenReservations(ctx.db, load.id, by);
  const returned = await repo.pickedToReturn(ctx.db, load.id);
  const units = await repo.removeShippingUnits(ctx.db, load.id);
  await repo.putBack(ctx.db, load.id, returned, by);
  const events: EventInput[] = [
    ...released.map((r) => ({
      activityId: load.id,
      barcode: r.barcode,
      action: "reservation_released",
      message: `Released: ${load.slug} was canceled`,
      changes: [],
      userId: by,
    })),
    ...returned.map((r) => ({
      activityId: load.id,
      barcode: r.barcode,
      action: "returned_to_stock",
      message:
        r.barcode === r.rootBarcode
          ? `Back from ${load.slug}, canceled${r.toLocationBarcode ? `, to ${r.toLocationBarcode}` : ""}`
          : `Back inside ${r.rootBarcode}`,
      changes: [
        { field: "activity", from: load.slug, to: r.toActivitySlug },
        ...(r.barcode === r.rootBarcode ? [{ field: "location", from: null, to: r.toLocationBarcode }] : []),
      ],
      userId: by,
    })),
  ];
  if (units.length > 0)
    events.push({
      activityId: load.id,
      action: "shipping_units_removed",
      message: `Shipping units removed: ${units.join(", ")}`,
      changes: [],
      userId: by,
    });
  await recordEvents(ctx.db, events);
}
