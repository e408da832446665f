import type { ServiceContext } from "../../platform/context";
import type { OutboundMoveLoad } from "./outbound-moves";

/** Why the load cannot ship, or null (owner: shipment rules slice). */
export async function shipmentRefusal(_ctx: ServiceContext, _load: OutboundMoveLoad): Promise<string | null> {
  return null;
}

/** Writes the shipment into each asset's chain of custody (owner: shipment rules slice). */
export async function recordShipment(_ctx: ServiceContext, _load: OutboundMoveLoad): Promise<void> {}
