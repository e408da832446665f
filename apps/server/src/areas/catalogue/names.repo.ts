import { and, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

/** Whether a catalogue name is taken (case-insensitively) in a table, optionally within a scope. */
export async function nameTaken(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn },
  name: string,
  exceptId?: number,
  scope?: SQL,
): Promise<boolean> {
  const rows = await db
    .select({ id: columns.id })
    .from(table)
    .where(
      and(
        sql`lower(${columns.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(columns.id, exceptId) : undefined,
        scope,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Escapes LIKE wildcards in user text and wraps it for a case-insensitive substring match. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
