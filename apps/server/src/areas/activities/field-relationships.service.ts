import { type FieldRelationship, type FieldRelationshipBody, normaliseHeader } from "@ops/domain";
import type { z } from "zod";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./field-relationships.repo";

/** An account's saved reconcile rules (column header → ASN field), by header. */
export async function listFieldRelationships(
  ctx: ServiceContext,
  accountId: number,
): Promise<FieldRelationship[]> {
  if (!(await repo.accountExists(ctx.db, accountId))) throw notFound("Account");
  return repo.listRelationships(ctx.db, accountId);
}

/**
 * Saves a rule for an account; the header is stored normalised (case and spacing ignored), so a
 * second rule for the same header replaces the first instead of competing with it.
 */
export async function saveFieldRelationship(
  ctx: ServiceContext,
  body: z.infer<typeof FieldRelationshipBody>,
): Promise<{ relationship: FieldRelationship; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.accountExists(tx, body.accountId))) throw notFound("Account");
    const [saved] = await repo.upsertRelationships(tx, body.accountId, [
      { oldField: normaliseHeader(body.oldField), newField: body.newField },
    ]);
    if (!saved) throw new Error("the field relationship was not saved");
    return saved;
  });
}

/** Forgets a saved rule; the next import of that header is matched by name or asked for again. */
export async function deleteFieldRelationship(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await repo.findRelationship(ctx.db, id))) throw notFound("Field relationship");
  await repo.deleteRelationship(ctx.db, id);
}
