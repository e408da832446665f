import {
  cents,
  directionOf,
  formatMoneyText,
  inStatementOrder,
  type SettlementStatement,
  statementNumber,
  type UnpricedProduct,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { StatusChange } from "../../platform/status-changed";
import {
  mailInvoiceIssued,
  mailLoadPriced,
  mailSettlementReady,
  type StatementForMail,
} from "../notifications/account-mails";
import { computeSettlement } from "./compute/compute-settlement";
import * as repo from "./statement.repo";
import { statementOfLoad } from "./statement-read";

// Finalising a load's statement (issue 22): marking an inbound load priced, by any path (the
// load's PUT, the bulk status, the finalize call, move_load_to_priced), freezes its statement in
// the transaction of the change: every computed line stored, the net and revenue share kept, the
// rules it could not apply recorded. A load with a product no price reached is refused (409) and
// the change rolls back with it.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "dal-in-100042 cannot be marked priced: 2 products are not priced: Laptops (Waits for …), …". */
export function unpricedRefusal(slug: string, unpriced: readonly UnpricedProduct[]): string {
  const names = unpriced.map((p) => `${p.name} (${p.reason})`).join(", ");
  return `${slug} cannot be marked priced: ${plural(unpriced.length, "product is", "products are")} not priced: ${names}`;
}

/** The net in words: "$1,234.50 due to the client", "$20.00 due from the client", "nothing due". */
export function netText(net: string): string {
  const c = cents(net);
  const direction = directionOf(c);
  if (direction === "settled") return "nothing due";
  const abs = formatMoneyText(c < 0n ? -c : c);
  return direction === "due_to_client" ? `${abs} due to the client` : `${abs} due from the client`;
}

/**
 * Why the load cannot be marked priced now (its unpriced products), or null when it can: a load
 * that is not inbound or whose statement is already final has nothing to refuse. The program rule
 * move_load_to_priced asks this before moving a load, so a completed work order never fails.
 */
export async function pricedRefusal(db: Db, activityId: number): Promise<string | null> {
  const load = await repo.loadById(db, activityId);
  if (load?.type !== "inbound") return null;
  const row = await repo.statementOf(db, activityId);
  if (row?.status === "final") return null;
  const computed = await computeSettlement(db, activityId);
  return computed.unpricedProducts.length > 0 ? unpricedRefusal(load.slug, computed.unpricedProducts) : null;
}

export type FinalizeResult = {
  statementId: number;
  number: string;
  net: string;
  /** False when the statement was already final (nothing was written). */
  finalized: boolean;
};

/**
 * Freezes the load's statement (made when it has none): its computed lines stored in statement
 * order in one insert (a draft's typed lines keep their rows, moved to their place), status
 * final with who and when, net and revenue share from the lines, the skipped rules, and an event
 * on the load. A product not priced refuses it (409 naming each). An already final statement is
 * answered as it is. Call it in the transaction that marks the load priced.
 */
export async function finalizeStatement(
  db: Db,
  activityId: number,
  userId: number | null,
): Promise<FinalizeResult> {
  const load = await repo.loadById(db, activityId);
  if (load?.type !== "inbound") throw new AppError(409, "Only an inbound load has a settlement statement");
  const number = statementNumber(load.slug);
  const row = await repo.lockStatement(db, activityId, userId);
  if (row.status === "final") return { statementId: row.id, number, net: row.net, finalized: false };
  const computed = await computeSettlement(db, activityId);
  if (computed.unpricedProducts.length > 0)
    throw new AppError(409, unpricedRefusal(load.slug, computed.unpricedProducts));
  const ordered = inStatementOrder(computed.lines);
  const stored: { id: number; position: number }[] = [];
  const inserts: repo.LineInsert[] = [];
  ordered.forEach((line, position) => {
    if (line.id !== null) stored.push({ id: line.id, position });
    else inserts.push(repo.lineInsertOf(line, row.id, position, userId));
  });
  await repo.insertLines(db, inserts);
  await repo.setPositions(db, stored);
  await repo.markFinal(db, row.id, { userId, skippedRules: computed.skippedRules });
  const totals = (await repo.refreshTotals(db, [row.id])).get(row.id);
  const net = totals?.net ?? "0.00";
  await recordEvents(db, [
    {
      activityId,
      action: "statement_final",
      message: `Statement ${number} final: ${netText(net)}`,
      changes: [{ field: "statement", from: "draft", to: "final" }],
      userId,
    },
  ]);
  return { statementId: row.id, number, net, finalized: true };
}

/**
 * The status listener (registered in settlement.jobs.ts): an inbound load marked priced has its
 * statement finalised, then the "Load priced" mail goes to the subscribed contacts with the final
 * statement's number and net, in the same transaction.
 */
export async function settleOnPriced(db: Db, change: StatusChange): Promise<void> {
  if (change.to !== "priced" && change.to !== "invoiced") return;
  const load = await repo.loadById(db, change.activityId);
  if (load?.type !== "inbound") return;
  if (change.to === "invoiced") {
    // Invoiced after priced: the final statement is the invoice's; a load never priced has none.
    const final = await statementOfLoad(db, load.id);
    if (final.status === "final") await mailInvoiceIssued(db, load.id, mailFacts(final));
    return;
  }
  const statement = await finalizeStatement(db, load.id, change.userId);
  await mailLoadPriced(db, load.id, { number: statement.number, net: statement.net });
  await mailSettlementReady(db, load.id, mailFacts(await statementOfLoad(db, load.id)));
}

/** What the settlement mails say of a statement. */
const mailFacts = (s: SettlementStatement): StatementForMail => ({
  number: s.number,
  net: s.totals.net,
  credits: s.totals.credits,
  charges: s.totals.charges,
  paymentType: s.paymentType,
});
