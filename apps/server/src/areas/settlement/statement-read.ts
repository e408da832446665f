import {
  type PaymentType,
  type SettlementLine,
  type SettlementStatement,
  statementNumber,
  totalsOf,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { type ActivityRow, findActivity } from "../activities/activity-scope";
import { type ComputedLine, computeFor, lineOfStored, today } from "./compute/compute-settlement";
import * as facts from "./compute/settlement-facts";

/** The inbound load of this slug in the actor's scope (404 otherwise, whatever the reason). */
export async function findSettlementLoad(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const load = await findActivity(ctx, slug);
  if (load.type !== "inbound") throw notFound("Inbound load");
  return load;
}

/**
 * A load's statement as the actor may read it (`GET /activities/:slug/settlement`): operators
 * any inbound load's, draft or final; clients only the final statements of their accounts'
 * loads — a draft, another client's load or anything not an inbound load answers 404.
 */
export async function getStatement(ctx: ServiceContext, slug: string): Promise<SettlementStatement> {
  const load = await findSettlementLoad(ctx, slug);
  const statement = await statementOfLoad(ctx.db, load.id);
  if (ctx.actor.audience !== "operator" && statement.status !== "final") throw notFound("Statement");
  return statement;
}

const plainLine = ({ reservationId: _reservation, ...line }: ComputedLine): SettlementLine => line;

function skipsOf(stored: unknown): { type: string; reason: string }[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((s) =>
    typeof s === "object" && s !== null && typeof s.type === "string" && typeof s.reason === "string"
      ? [{ type: s.type, reason: s.reason }]
      : [],
  );
}

/**
 * A load's statement, no scope check (internal use: documents, finalising, mails): a final one
 * read from its stored lines, a draft computed now from the load's facts and the inputs stored
 * on its draft row (none saved yet: id null).
 */
export async function statementOfLoad(db: Db, activityId: number): Promise<SettlementStatement> {
  const load = await facts.loadHead(db, activityId);
  const row = await facts.statementRow(db, activityId);
  if (!load) throw notFound("Inbound load");
  let lines: ComputedLine[];
  let unpricedProducts: SettlementStatement["unpricedProducts"] = [];
  let skippedRules: SettlementStatement["skippedRules"];
  if (row?.status === "final") {
    lines = (await facts.storedLines(db, row.id)).map(lineOfStored);
    skippedRules = skipsOf(row.skippedRules);
  } else {
    const computed = await computeFor(db, load, row, today());
    lines = computed.lines;
    unpricedProducts = computed.unpricedProducts;
    skippedRules = computed.skippedRules;
  }
  const { totals, direction } = totalsOf(lines);
  return {
    id: row?.id ?? null,
    number: statementNumber(load.slug),
    status: row?.status ?? "draft",
    load: {
      slug: load.slug,
      status: load.status,
      accountId: load.accountId,
      accountName: load.accountName,
      programId: load.programId,
      programName: load.programName,
      receivedAt: load.receivedAt,
    },
    paymentType: (row?.paymentType ?? null) as PaymentType | null,
    carrierCost: row?.carrierCost ?? null,
    miles: row?.miles ?? null,
    notes: row?.notes ?? null,
    lines: lines.map(plainLine),
    totals,
    direction,
    unpricedProducts,
    skippedRules,
    finalizedAt: row?.finalizedAt ?? null,
    finalizedBy: row?.finalizedBy ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}
