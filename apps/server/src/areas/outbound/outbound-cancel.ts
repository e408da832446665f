import type { ServiceContext } from "../../platform/context";
import type { OutboundMoveLoad } from "./outbound-moves";

/** A canceled load gives back what it held (owner: outbound loads slice). */
export async function afterOutboundCanceled(
  _ctx: ServiceContext,
  _load: OutboundMoveLoad,
  _from: string,
): Promise<void> {}
