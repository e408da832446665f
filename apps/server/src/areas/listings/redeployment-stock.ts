import { clearedForReuse } from "@ops/domain";
import type { Db } from "../../db/client";
import { sanitizationFactsOf } from "../itad/sanitization-state";
import type * as repo from "./redeployments.repo";

/**
 * Of these redeployment stock devices, those an order may take: not on an active hold, not held
 * by an open reservation (an order, load or listing) and with their data cleared (SPEC issue 19,
 * shared semantics). Answers them with whether each carries a drive (data-bearing).
 */
export async function availableOf(
  db: Db,
  devices: repo.StockDevice[],
): Promise<(repo.StockDevice & { dataBearing: boolean })[]> {
  const free = devices.filter((d) => !d.held && d.reservedFor === null);
  const facts = await sanitizationFactsOf(
    db,
    free.map((d) => d.id),
  );
  return free.flatMap((d) => {
    const f = facts.get(d.id);
    return f && clearedForReuse(f.state) ? [{ ...d, dataBearing: f.dataBearing }] : [];
  });
}
