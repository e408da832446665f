import { OPERATOR_ENTITLEMENT, type ReportRecipients } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import type { Actor } from "../../../platform/context";

/** Most people one owner can pick from (a list for a picker, not a directory). */
const MAX_RECIPIENTS = 500;

/**
 * Who may receive a user's scheduled reports: people who may see what they show. An operator's
 * reports go to active operator users; a client's to active users of the accounts the client
 * belongs to (never another client's people). Vendors schedule nothing.
 */
export async function allowedRecipients(
  db: Db,
  owner: Pick<Actor, "id" | "audience">,
): Promise<ReportRecipients["data"]> {
  type Row = { id: number; name: string; email: string };
  const shaped = (rows: Row[]) => rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email }));
  if (owner.audience === "operator") {
    const rows = await rowsOf<Row>(
      db,
      sql`
      select u.id, u.first_name || ' ' || u.last_name as name, u.email
        from users u
       where u.active and ${OPERATOR_ENTITLEMENT} = any(u.entitlements)
       order by u.last_name, u.first_name, u.id
       limit ${MAX_RECIPIENTS}`,
    );
    return shaped(rows);
  }
  if (owner.audience !== "client") return [];
  const rows = await rowsOf<Row>(
    db,
    sql`
    select distinct u.id, u.first_name || ' ' || u.last_name as name, u.email, u.last_name, u.first_name
      from account_users mine
      join account_users au on au.account_id = mine.account_id
      join users u on u.id = au.user_id
     where mine.user_id = ${owner.id} and u.active
     order by u.last_name, u.first_name, u.id
     limit ${MAX_RECIPIENTS}`,
  );
  return shaped(rows);
}
