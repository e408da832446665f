import {
  type AdjustmentBody,
  cents,
  formatCents,
  formatMoneyText,
  type Paged,
  type SettlementStatement,
  type StatementSummary,
  type StatementsQuery,
  statementNumber,
} from "@ops/domain";
import type { z } from "zod";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import { updateActivity } from "../activities/use-cases/update-activity";
import { finalizeStatement, netText } from "./finalize";
import * as repo from "./statement.repo";
import { getStatement } from "./statement-read";

// A statement's life after its draft (issue 22): finalising by marking the load priced,
// adjusting a final statement, and the statements list.

/** The statuses in which a load's yield and pricing are settled: a draft left there is finalised as it stands. */
const PRICED_OR_LATER = new Set(["priced", "invoiced", "closed"]);

function assertOperator(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff settle loads");
}

async function inboundLoad(ctx: ServiceContext, slug: string): Promise<repo.LoadOfStatement> {
  const load = await repo.loadBySlug(ctx.db, slug);
  if (load?.type !== "inbound") throw notFound("Load");
  return load;
}

/**
 * `POST /activities/{slug}/settlement/finalize`: marks the load priced through the load's own
 * update (its life cycle and permissions apply; the status listener freezes the statement in the
 * same transaction, or refuses with 409 naming the unpriced products) and answers the final
 * statement. A final statement is answered as it is (nothing written). A load already priced (or
 * later) whose statement is still a draft — priced before statements existed — is finalised
 * without a status change.
 */
export async function finalize(ctx: ServiceContext, slug: string): Promise<SettlementStatement> {
  assertOperator(ctx);
  const load = await inboundLoad(ctx, slug);
  const row = await repo.statementOf(ctx.db, load.id);
  if (row?.status !== "final") {
    if (PRICED_OR_LATER.has(load.status))
      await ctx.db.transaction((tx) => finalizeStatement(tx, load.id, ctx.actor.id));
    else await updateActivity(ctx, load.slug, { status: "priced" });
  }
  return getStatement(ctx, load.slug);
}

const ADJUSTMENT_ON_DRAFT = "Adjustments apply to a final statement: edit the draft instead";

/**
 * `POST /activities/{slug}/settlement/adjustments`: a signed line with its reason and who, dated
 * today, on a final statement (409 on a draft); the net follows and the load gets an event.
 */
export async function addAdjustment(
  ctx: ServiceContext,
  slug: string,
  body: z.output<typeof AdjustmentBody>,
): Promise<SettlementStatement> {
  assertOperator(ctx);
  const load = await inboundLoad(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.statementOf(tx, load.id, true);
    if (row?.status !== "final") throw new AppError(409, ADJUSTMENT_ON_DRAFT);
    const amount = cents(body.amount);
    const position = (await repo.nextPositions(tx, [row.id])).get(row.id) ?? 0;
    await repo.insertLines(tx, [
      {
        statementId: row.id,
        position,
        kind: "adjustment",
        rule: null,
        source: "Adjustment",
        description: body.reason,
        productId: null,
        serviceId: null,
        quantity: "1.000",
        unit: amount < 0n ? "charge" : "credit",
        unitPrice: formatCents(amount < 0n ? -amount : amount),
        amount: formatCents(amount),
        lineDate: null,
        reason: body.reason,
        reservationId: null,
        createdBy: ctx.actor.id,
      },
    ]);
    const net = (await repo.refreshTotals(tx, [row.id])).get(row.id)?.net ?? row.net;
    const signed = amount < 0n ? formatMoneyText(amount) : `+${formatMoneyText(amount)}`;
    await recordEvents(tx, [
      {
        activityId: load.id,
        action: "statement_adjusted",
        message: `Statement ${statementNumber(load.slug)} adjusted by ${signed} (${body.reason}): ${netText(net)}`,
        changes: [{ field: "net", from: row.net, to: net }],
        userId: ctx.actor.id,
      },
    ]);
  });
  return getStatement(ctx, load.slug);
}

/**
 * `GET /statements`: operators every account's stored statements (drafts saved and final ones),
 * clients their accounts' final statements only; vendors none.
 */
export async function listStatements(
  ctx: ServiceContext,
  query: StatementsQuery,
): Promise<Paged<StatementSummary>> {
  if (ctx.actor.audience !== "operator" && ctx.actor.audience !== "client")
    throw new AppError(403, "Only operators and clients read statements");
  return repo.pageStatements(ctx.db, query, await visibleAccountIds(ctx));
}
