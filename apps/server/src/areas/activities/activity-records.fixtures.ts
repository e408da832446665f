import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, activities, users, warehouses } from "../../db/schema";

/**
 * Test data for the activity record tests, written straight to the database so these tests
 * hold whatever the load-creation screens and calls do.
 */
export async function insertLoad(
  db: Db,
  accountName: string,
  options: { programId?: number | null; attributes?: Record<string, unknown> } = {},
): Promise<{ id: number; slug: string; accountId: number }> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName));
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  if (!account || !warehouse) throw new Error(`demo account ${accountName} or warehouse DAL missing`);
  const slug = `dal-in-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await db
    .insert(activities)
    .values({
      slug,
      type: "inbound",
      status: "requested",
      accountId: account.id,
      warehouseId: warehouse.id,
      programId: options.programId ?? null,
      attributes: options.attributes ?? {},
    })
    .returning({ id: activities.id });
  if (!row) throw new Error("no activity inserted");
  return { id: row.id, slug, accountId: account.id };
}

export async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} missing`);
  return row.id;
}

/** The events of an activity, oldest first. */
export async function eventsOf(db: Db, activityId: number) {
  const result = (await db.execute(
    sql`select action, message, changes, barcode, user_id from events where activity_id = ${activityId} order by id`,
  )) as unknown as {
    rows: {
      action: string;
      message: string | null;
      changes: unknown;
      barcode: string | null;
      user_id: number | null;
    }[];
  };
  return result.rows;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = "----opsActivityBoundary41";
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG: real image bytes, recognised by content. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
