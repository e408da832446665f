import type { Db } from "../../db/client";
import * as repo from "./outbound.repo";

/** The words of a refusal naming a few of the assets a client may not receive. */
function strangersMessage(consignee: repo.Consignee, strangers: repo.Strangers): string {
  const listed = strangers.sample.map((s) => (s.accountName ? `${s.barcode} (${s.accountName})` : s.barcode));
  const more = strangers.count > listed.length ? ` and ${strangers.count - listed.length} more` : "";
  const noun = strangers.count === 1 ? "asset belongs" : "assets belong";
  return `${consignee.name} may receive only its own assets: ${strangers.count} ${noun} to another account (${listed.join(", ")}${more})`;
}

/**
 * The consignee rule (who may receive what): a client consignee receives only assets of its own
 * account family (itself and its children); a downstream vendor may receive any client's assets.
 * Answers why these assets may not go on the outbound load `loadId`, or null when they may (and
 * for a load that is not outbound or has no consignee). Callers refuse with 422 on their field.
 */
export async function consigneeRefusal(db: Db, loadId: number, assetIds: number[]): Promise<string | null> {
  if (assetIds.length === 0) return null;
  const consignee = await repo.consigneeOfLoad(db, loadId);
  if (consignee?.type !== "active") return null;
  const strangers = await repo.strangersOf(db, consignee.id, assetIds);
  return strangers.count === 0 ? null : strangersMessage(consignee, strangers);
}

/**
 * The same rule when a load's consignee changes to `accountId`: what the load already holds (its
 * assets, open and picked reservations) must be receivable by the new consignee. Null when it is.
 */
export async function consigneeChangeRefusal(
  db: Db,
  loadId: number,
  accountId: number,
): Promise<string | null> {
  const consignee = await repo.consigneeById(db, accountId);
  if (consignee?.type !== "active") return null;
  const strangers = await repo.strangersOnLoad(db, consignee.id, loadId);
  return strangers.count === 0 ? null : strangersMessage(consignee, strangers);
}
