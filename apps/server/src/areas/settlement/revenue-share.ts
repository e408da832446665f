import {
  cents,
  formatCents,
  formatMoneyText,
  parsePricingRules,
  pricingRuleOf,
  revenueShareLine,
  settlesByRevenueShare,
  statementNumber,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { type EventInput, recordEvents } from "../../platform/audit";
import * as repo from "./statement.repo";

// Revenue share after a statement is final (issue 22): a device of the load sold on a listing
// adds a dated revenue_share line to the load's final statement, once per sale; a sale undone
// adds the opposite line. Both run in the transaction of the sale (or its undoing).

const moneyText = (amount: string | bigint) => formatMoneyText(amount);

/**
 * Shares these sold listing reservations into their loads' final statements: for each one whose
 * device came from a load with a final statement under a program with a valid revenue share rule,
 * a revenue_share line dated the sale's day (sale price × the client's share, rounded once to
 * cents), once per sale and statement (a sale told again writes nothing). The statements' net and
 * revenue share follow, and each load gets an event. Call it in the sale's transaction.
 */
export async function shareSales(
  tx: Db,
  reservationIds: readonly number[],
  userId: number | null = null,
): Promise<number> {
  const sales = await repo.salesOfFinalStatements(tx, [...new Set(reservationIds)]);
  const shared = sales.flatMap((s) => {
    const rules = parsePricingRules(s.rules).rules;
    const rule = pricingRuleOf(rules, "program_rev_share_pricing");
    if (!rule || !settlesByRevenueShare(s, rules)) return [];
    const line = revenueShareLine(rule, { ...s, soldOn: s.saleDay }, s.programName);
    return [{ ...s, line }];
  });
  if (shared.length === 0) return 0;
  const statements = await repo.lockStatementsById(tx, [...new Set(shared.map((s) => s.statementId))]);
  const before = new Map(statements.map((s) => [s.id, s.revenueShare]));
  const final = new Set(statements.filter((s) => s.status === "final").map((s) => s.id));
  const next = await repo.nextPositions(tx, [...final]);
  const lines: repo.LineInsert[] = [];
  for (const s of shared) {
    if (!final.has(s.statementId)) continue;
    const position = next.get(s.statementId) ?? 0;
    next.set(s.statementId, position + 1);
    lines.push(repo.lineInsertOf(s.line, s.statementId, position, userId));
  }
  const written = await repo.insertSaleLines(tx, lines);
  if (written.length === 0) return 0;
  const totals = await repo.refreshTotals(tx, [...new Set(written.map((w) => w.statementId))]);
  const writtenKeys = new Set(written.map((w) => `${w.statementId}:${w.reservationId}`));
  const events: EventInput[] = [];
  for (const s of shared) {
    if (!writtenKeys.has(`${s.statementId}:${s.reservationId}`)) continue;
    const total = totals.get(s.statementId);
    events.push({
      activityId: s.loadId,
      action: "revenue_shared",
      message: `Statement ${statementNumber(s.loadSlug)}: ${s.barcode} sold for ${moneyText(s.salePrice)}, the client's share ${moneyText(s.line.amount)} added (revenue share ${moneyText(total?.revenueShare ?? "0")}, net ${moneyText(total?.net ?? "0")})`,
      changes: [
        { field: "revenueShare", from: before.get(s.statementId) ?? null, to: total?.revenueShare ?? null },
      ],
      userId,
    });
  }
  await recordEvents(tx, events);
  return written.length;
}

/** Shares the sales of these assets just sold (an imported report's sales, once dated). */
export async function shareSalesOfAssets(tx: Db, assetIds: readonly number[], userId: number | null = null) {
  return shareSales(tx, await repo.soldReservationsOfAssets(tx, assetIds), userId);
}

/**
 * A sale undone (the device back on its listing): each final statement that shared it gets the
 * opposite line, dated today, naming why, and the shared line no longer names the sale, so the
 * device sold again is shared anew. Lines are never changed in amount or removed. Call it in the
 * transaction that undoes the sale, before the reservation is reopened.
 */
export async function unshareSales(
  tx: Db,
  reservationIds: readonly number[],
  userId: number,
): Promise<number> {
  const shared = await repo.sharedSaleLines(tx, [...new Set(reservationIds)]);
  if (shared.length === 0) return 0;
  const statements = await repo.lockStatementsById(tx, [...new Set(shared.map((s) => s.statementId))]);
  const before = new Map(statements.map((s) => [s.id, s.revenueShare]));
  const next = await repo.nextPositions(tx, [...new Set(shared.map((s) => s.statementId))]);
  const lines: repo.LineInsert[] = shared.map((s) => {
    const position = next.get(s.statementId) ?? 0;
    next.set(s.statementId, position + 1);
    return {
      statementId: s.statementId,
      position,
      kind: "revenue_share",
      rule: s.rule,
      source: s.source,
      description: `${s.barcode} sale undone: its share of ${moneyText(s.amount)} reversed`,
      productId: null,
      serviceId: null,
      quantity: "1.000",
      unit: "pieces",
      unitPrice: null,
      amount: formatCents(-cents(s.amount)),
      lineDate: null,
      reason: "Sale undone",
      reservationId: null,
      createdBy: userId,
    };
  });
  await repo.detachSaleLines(
    tx,
    shared.map((s) => s.id),
  );
  await repo.insertLines(tx, lines);
  const totals = await repo.refreshTotals(tx, [...new Set(shared.map((s) => s.statementId))]);
  await recordEvents(
    tx,
    shared.map((s) => {
      const total = totals.get(s.statementId);
      return {
        activityId: s.loadId,
        action: "revenue_share_reversed",
        message: `Statement ${statementNumber(s.loadSlug)}: the sale of ${s.barcode} was undone, its share of ${moneyText(s.amount)} reversed (revenue share ${moneyText(total?.revenueShare ?? "0")}, net ${moneyText(total?.net ?? "0")})`,
        changes: [
          { field: "revenueShare", from: before.get(s.statementId) ?? null, to: total?.revenueShare ?? null },
        ],
        userId,
      };
    }),
  );
  return shared.length;
}
