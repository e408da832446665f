import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { settlementLines } from "../../db/schema";
import * as facts from "./compute/settlement-facts";

/** The load's statement row, locked until the transaction ends; created as a draft when it has none. */
export async function lockOrCreateStatement(
  tx: Db,
  activityId: number,
  userId: number,
): Promise<facts.StatementRow> {
  await tx.execute(
    sql`insert into settlement_statements (activity_id, created_by) values (${activityId}, ${userId})
        on conflict (activity_id) do nothing`,
  );
  await rowsOf(tx, sql`select id from settlement_statements where activity_id = ${activityId} for update`);
  const row = await facts.statementRow(tx, activityId);
  if (!row) throw new Error(`statement of load ${activityId} not written`);
  return row;
}

export type DraftInputs = {
  paymentType: string | null;
  carrierCost: string | null;
  miles: string | null;
  notes: string | null;
};

export async function saveDraftInputs(tx: Db, statementId: number, inputs: DraftInputs): Promise<void> {
  await tx.execute(
    sql`update settlement_statements
        set payment_type = ${inputs.paymentType}, carrier_cost = ${inputs.carrierCost}, miles = ${inputs.miles},
            notes = ${inputs.notes}, updated_at = now()
        where id = ${statementId}`,
  );
}

export type ManualLineInsert = typeof settlementLines.$inferInsert;

/** Replaces the draft's typed lines whole (one delete, one multi-row insert). */
export async function replaceManualLines(
  tx: Db,
  statementId: number,
  lines: ManualLineInsert[],
): Promise<void> {
  await tx.execute(sql`delete from settlement_lines where statement_id = ${statementId} and kind = 'manual'`);
  if (lines.length) await tx.insert(settlementLines).values(lines);
}
