import type { AsnField, FieldRelationship } from "@ops/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, asnFieldRelationships } from "../../db/schema";

type Row = typeof asnFieldRelationships.$inferSelect;

const toRelationship = (r: Row): FieldRelationship => ({
  id: r.id,
  accountId: r.accountId,
  oldField: r.oldField,
  newField: r.newField as AsnField,
  updatedAt: r.updatedAt.toISOString(),
});

export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows.length > 0;
}

export async function listRelationships(db: Db, accountId: number): Promise<FieldRelationship[]> {
  const rows = await db
    .select()
    .from(asnFieldRelationships)
    .where(eq(asnFieldRelationships.accountId, accountId))
    .orderBy(asc(asnFieldRelationships.oldField));
  return rows.map(toRelationship);
}

/** An account's rules as normalised header → field (none for an activity without an account). */
export async function relationshipMap(db: Db, accountId: number | null): Promise<Map<string, AsnField>> {
  if (accountId === null) return new Map();
  const rows = await db
    .select({ oldField: asnFieldRelationships.oldField, newField: asnFieldRelationships.newField })
    .from(asnFieldRelationships)
    .where(eq(asnFieldRelationships.accountId, accountId));
  return new Map(rows.map((r) => [r.oldField, r.newField as AsnField]));
}

export async function findRelationship(db: Db, id: number): Promise<FieldRelationship | undefined> {
  const [row] = await db.select().from(asnFieldRelationships).where(eq(asnFieldRelationships.id, id));
  return row ? toRelationship(row) : undefined;
}

/**
 * Saves (account, old field) → new field, replacing the field an old field already had; one
 * statement for any number of pairs. `created` says whether the first pair was new.
 */
export async function upsertRelationships(
  db: Db,
  accountId: number,
  pairs: { oldField: string; newField: AsnField }[],
): Promise<{ relationship: FieldRelationship; created: boolean }[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .insert(asnFieldRelationships)
    .values(pairs.map((p) => ({ accountId, oldField: p.oldField, newField: p.newField })))
    .onConflictDoUpdate({
      target: [asnFieldRelationships.accountId, asnFieldRelationships.oldField],
      set: { newField: sql`excluded.new_field`, updatedAt: new Date() },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({
      id: asnFieldRelationships.id,
      accountId: asnFieldRelationships.accountId,
      oldField: asnFieldRelationships.oldField,
      newField: asnFieldRelationships.newField,
      createdAt: asnFieldRelationships.createdAt,
      updatedAt: asnFieldRelationships.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  return rows.map(({ created, ...row }) => ({
    relationship: toRelationship(row),
    created: Boolean(created),
  }));
}

export async function deleteRelationship(db: Db, id: number): Promise<void> {
  await db.delete(asnFieldRelationships).where(eq(asnFieldRelationships.id, id));
}
