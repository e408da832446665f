import { packedMoveRefusal, pickedMoveRefusal } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { progressOfLoads } from "./consolidation.repo";
import type { OutboundMoveLoad } from "./outbound-moves";

/** Why the load cannot be marked picked (something reserved still to pick), or null. */
export async function pickedRefusal(ctx: ServiceContext, load: OutboundMoveLoad): Promise<string | null> {
  const progress = (await progressOfLoads(ctx.db, [load.id])).get(load.id);
  return pickedMoveRefusal(progress?.toPick ?? 0);
}

/** Why the load cannot be marked packed (a picked asset on no unit, an open unit, no unit), or null. */
export async function packedRefusal(ctx: ServiceContext, load: OutboundMoveLoad): Promise<string | null> {
  const p = (await progressOfLoads(ctx.db, [load.id])).get(load.id);
  return packedMoveRefusal({
    units: p?.units ?? 0,
    notOnUnit: (p?.picked ?? 0) - (p?.onUnits ?? 0),
    openUnits: p?.openUnits ?? 0,
  });
}
