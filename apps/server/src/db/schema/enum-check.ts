import { sql } from "drizzle-orm";

/** SQL for "column is one of the domain list's ids", so the database checks what the domain defines. */
export function inList(column: string, ids: readonly string[]) {
  const quoted = ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(", ");
  return sql.raw(`"${column}" in (${quoted})`);
}
