import {
  formatCents,
  formatMoneyText,
  labelOf,
  manualAmountCents,
  PAYMENT_TYPES,
  type SettlementStatement,
  statementNumber,
  type UpdateDraftBody,
} from "@ops/domain";
import type { z } from "zod";
import { AppError } from "../../platform/app-error";
import { type Change, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { today } from "./compute/compute-settlement";
import * as facts from "./compute/settlement-facts";
import * as repo from "./draft.repo";
import { findSettlementLoad, statementOfLoad } from "./statement-read";

/** The PUT body as parsed (decimals normalised to their scale). */
export type DraftInput = z.output<typeof UpdateDraftBody>;

export const FINAL_REFUSAL = "This statement is final: add an adjustment instead";
export const MANUAL_SOURCE = "Typed on the draft";

const paymentLabel = (id: string | null) => (id === null ? null : labelOf(PAYMENT_TYPES, id));

/**
 * `PUT /activities/:slug/settlement`: saves the draft's payment type, freight inputs, notes and
 * typed lines, replacing the typed lines whole, in one transaction (the draft row is created on
 * the first save). A final statement answers 409: it changes by adjustments only. The load gets
 * an event naming what changed; saving the same inputs again writes none.
 */
export async function updateDraft(
  ctx: ServiceContext,
  slug: string,
  input: DraftInput,
): Promise<SettlementStatement> {
  return ctx.db.transaction(async (tx) => {
    const load = await findSettlementLoad({ ...ctx, db: tx }, slug);
    const row = await repo.lockOrCreateStatement(tx, load.id, ctx.actor.id);
    if (row.status === "final") throw new AppError(409, FINAL_REFUSAL);
    const before = await facts.storedLines(tx, row.id, ["manual"]);
    const changes: Change[] = [];
    const compare = (field: string, from: unknown, to: unknown) => {
      if (from !== to) changes.push({ field, from, to });
    };
    compare("paymentType", row.paymentType, input.paymentType);
    compare("carrierCost", row.carrierCost, input.carrierCost);
    compare("miles", row.miles, input.miles);
    compare("notes", row.notes, input.notes);
    const lineText = (l: {
      description: string;
      quantity: string;
      unit: string;
      unitPrice: string | null;
      amount: string;
    }) => `${l.description}: ${l.quantity} ${l.unit} × ${l.unitPrice ?? "-"} = ${l.amount}`;
    const newLines = input.manualLines.map((l, position) => ({
      statementId: row.id,
      position,
      kind: "manual",
      rule: null,
      source: MANUAL_SOURCE,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      amount: formatCents(manualAmountCents(l)),
      lineDate: today(),
      createdBy: ctx.actor.id,
    }));
    const fromLines = before.map(lineText);
    const toLines = newLines.map(lineText);
    if (fromLines.join("\n") !== toLines.join("\n"))
      changes.push({ field: "manualLines", from: fromLines, to: toLines });

    await repo.saveDraftInputs(tx, row.id, input);
    await repo.replaceManualLines(tx, row.id, newLines);
    if (changes.length)
      await recordEvents(tx, [
        {
          activityId: load.id,
          action: "settlement_draft_saved",
          message: `Statement ${statementNumber(load.slug)} draft saved: ${describeChanges(changes)}`,
          changes,
          userId: ctx.actor.id,
        },
      ]);
    return statementOfLoad(tx, load.id);
  });
}

const FIELD_WORDS: Record<string, string> = {
  paymentType: "payment type",
  carrierCost: "carrier cost",
  miles: "miles",
  notes: "notes",
  manualLines: "typed lines",
};

/** "payment type Check, carrier cost $120.00, typed lines (2)". */
function describeChanges(changes: Change[]): string {
  return changes
    .map((c) => {
      const words = FIELD_WORDS[c.field] ?? c.field;
      if (c.field === "paymentType") return `${words} ${paymentLabel(c.to as string | null) ?? "none"}`;
      if (c.field === "carrierCost")
        return `${words} ${c.to === null ? "none" : formatMoneyText(c.to as string)}`;
      if (c.field === "miles") return `${words} ${c.to ?? "none"}`;
      if (c.field === "manualLines") return `${words} (${(c.to as string[]).length})`;
      return words;
    })
    .join(", ");
}
