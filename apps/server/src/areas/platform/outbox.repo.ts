import type { OutboxList, OutboxMailDetail, OutboxQuery } from "@ops/domain";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, paginate } from "../../db/paging";
import { outbox } from "../../db/schema";

const listColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

type ListRow = { status: string; sentAt: Date | null; createdAt: Date };

function toMail<R extends ListRow>(row: R) {
  return {
    ...row,
    status: row.status as OutboxList["data"][number]["status"],
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function listFilter(query: OutboxQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(eq(outbox.status, query.status));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(sql`(lower(${outbox.to}) like ${like} or lower(${outbox.subject}) like ${like})`);
  }
  return and(...filters);
}

/** A page of the outbox, newest first by default. */
export async function pageOutbox(db: Db, query: OutboxQuery): Promise<OutboxList> {
  const where = listFilter(query);
  const order = query.order === "asc" ? asc : desc;
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select(listColumns)
        .from(outbox)
        .where(where)
        .orderBy(order(outbox.createdAt), order(outbox.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, outbox, where),
  ]);
  return { data: rows.map(toMail), total };
}

/** One mail with its bodies and headers. */
export async function findOutboxMail(db: Db, id: number): Promise<OutboxMailDetail | undefined> {
  const [row] = await db
    .select({ ...listColumns, text: outbox.text, html: outbox.html, headers: outbox.headers })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  return row ? toMail(row) : undefined;
}
