import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Caller } from "../../../test/accounts-fixtures";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

/** The columns of a request upload, as the screen's template names them. */
export const REQUEST_HEADER =
  "name,email,phone,address line 1,address line 2,city,state/region,postal code,country,devices";

/** One CSV line of an employee (the e-mail is `<key>@staff.example.com` unless given). */
export function employeeLine(key: string, over: { email?: string; city?: string; postal?: string } = {}) {
  const email = over.email ?? `${key}@staff.example.com`;
  return `Employee ${key},${email},+1 555 0100,${key} Main St,,${over.city ?? "Austin"},TX,${over.postal ?? "78701"},US,Laptop x2; Monitor`;
}

export const csvOf = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

/** A multipart body with one `file`. */
export function multipart(name: string, bytes: Buffer) {
  const boundary = "----opsParcelBoundary7";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Creates a draft project through the API and answers its prefix. */
export async function draftProject(
  operator: Caller,
  values: { prefix: string; accountId: number; warehouseId: number; activitySlug?: string | null },
): Promise<string> {
  const res = await operator({
    method: "POST",
    url: "/spa/parcel_projects",
    payload: {
      name: `Laptop returns ${values.prefix}`,
      projectPrefix: values.prefix,
      accountId: values.accountId,
      warehouseId: values.warehouseId,
      activitySlug: values.activitySlug ?? null,
      method: "label_only",
      instructions: "Please pack the charger too.",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().projectPrefix;
}

/** The requests of a project as stored: reference, status, hold reason and outbox mail. */
export async function storedRequests(db: Db, prefix: string) {
  return rowsOf<{
    ref: string;
    status: string;
    hold_reason: string | null;
    outbox_id: number | null;
    email: string;
  }>(
    db,
    sql`select r.reference_id as ref, r.status, r.hold_reason, r.outbox_id, r.email from parcel_requests r
        join parcel_projects p on p.id = r.project_id where p.project_prefix = ${prefix} order by r.number`,
  );
}

/** The outbox mails to an address. */
export async function mailsTo(db: Db, to: string) {
  return rowsOf<{ id: number; kind: string; status: string; text: string; last_error: string | null }>(
    db,
    sql`select id, kind, status, text, last_error from outbox where "to" = ${to} order by id`,
  );
}
