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

/**
 * Products by name or alias, case-insensitively, keyed by the lower-cased name given; an alias
 * answers the product it stands for. The names go as one JSON parameter, however many.
 */
export async function productsByName(
  db: Db,
  names: string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (names.length === 0) return new Map();
  const result = (await db.execute(sql`
    select lower(p.name) as key, coalesce(t.id, p.id) as id, coalesce(t.name, p.name) as name
    from products p left join products t on t.id = p.alias_of_id
    where lower(p.name) in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`)) as unknown as {
    rows: { key: string; id: number; name: string }[];
  };
  return new Map(result.rows.map((r) => [r.key, { id: Number(r.id), name: r.name }]));
}
