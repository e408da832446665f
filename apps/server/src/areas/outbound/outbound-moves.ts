import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { followOutboundLoad } from "../listings/redeployment-follow";
import { packedRefusal, pickedRefusal } from "./consolidation-moves";
import { afterOutboundCanceled } from "./outbound-cancel";
import { recordShipment, shipmentRefusal } from "./shipment-moves";

/** The outbound load a status move is about, as the activity core locked it. */
export type OutboundMoveLoad = {
  id: number;
  slug: string;
  accountId: number | null;
  warehouseId: number;
  scheduledDate: string | null;
};

/**
 * What the load's records must hold for a move the life cycle allows (called by the activity
 * core inside the move's transaction, with the row locked): everything reserved picked before
 * `picked`, every picked asset on a closed shipping unit before `packed`, a qualified vendor and
 * sanitized devices before `shipped`. 409 with the reason otherwise.
 */
export async function checkOutboundMove(
  ctx: ServiceContext,
  load: OutboundMoveLoad,
  to: string,
): Promise<void> {
  const refusal =
    to === "picked"
      ? await pickedRefusal(ctx, load)
      : to === "packed"
        ? await packedRefusal(ctx, load)
        : to === "shipped"
          ? await shipmentRefusal(ctx, load)
          : null;
  if (refusal) throw new AppError(409, refusal);
}

/** What a move does beyond the status, in the same transaction (shipping writes each serial's evidence). */
export async function applyOutboundMove(
  ctx: ServiceContext,
  load: OutboundMoveLoad,
  from: string,
  to: string,
): Promise<void> {
  if (to === "shipped") await recordShipment(ctx, load);
  if (to === "canceled") await afterOutboundCanceled(ctx, load, from);
  await followOutboundLoad(ctx, load, to);
}
