import type { ServiceContext } from "../../platform/context";
import type { OutboundMoveLoad } from "./outbound-moves";

/** Why the load cannot be marked picked, or null (owner: picking and consolidation slice). */
export async function pickedRefusal(_ctx: ServiceContext, _load: OutboundMoveLoad): Promise<string | null> {
  return null;
}

/** Why the load cannot be marked packed, or null (owner: picking and consolidation slice). */
export async function packedRefusal(_ctx: ServiceContext, _load: OutboundMoveLoad): Promise<string | null> {
  return null;
}
