import { shipmentRefusalMessage } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import type { OutboundMoveLoad } from "./outbound-moves";
import * as repo from "./shipment.repo";
import { shipmentCheckOf } from "./shipment.service";

/**
 * Why the load cannot ship, or null: every problem of the shipment check (the certificate that
 * is missing or expired with its date, the material no vendor rule takes, the devices without a
 * sanitization record, held assets), in the move's transaction so what is checked is what ships.
 */
export async function shipmentRefusal(ctx: ServiceContext, load: OutboundMoveLoad): Promise<string | null> {
  const check = await shipmentCheckOf(ctx.db, load);
  return shipmentRefusalMessage(load.slug, check.problems);
}

/**
 * Writes the shipment into each asset's chain of custody: one `shipped` event per open asset on
 * the load ("Shipped on dal-out-100123 to Evergreen Metals Recovery"), in one statement.
 */
export async function recordShipment(ctx: ServiceContext, load: OutboundMoveLoad): Promise<void> {
  const consignee = await repo.consigneeOf(ctx.db, load.accountId);
  await repo.insertShippedEvents(ctx.db, load, consignee?.name ?? "no consignee", ctx.actor.id);
}
