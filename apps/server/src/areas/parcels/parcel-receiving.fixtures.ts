import { randomInt } from "node:crypto";
import { referenceIdOf } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { insertLoad } from "../activities/activity-records.fixtures";

/**
 * Test data for parcel receiving and the portal, written straight to the tables: creating
 * projects and requests has its own calls and tests; these tests are about what arrives.
 */

export type ProjectFixture = {
  id: number;
  prefix: string;
  accountId: number;
  slug: string | null;
  activityId: number | null;
};

/** A project of the account (with a fresh inbound load of the account unless `withLoad` is false). */
export async function insertParcelProject(
  db: Db,
  accountName: string,
  options: { withLoad?: boolean; name?: string } = {},
): Promise<ProjectFixture> {
  const load = options.withLoad === false ? null : await insertLoad(db, accountName);
  const prefix = `T${randomInt(100_000, 999_999)}`;
  const [row] = await rowsOf<{ id: number; accountId: number }>(
    db,
    sql`insert into parcel_projects (project_prefix, name, account_id, warehouse_id, activity_id, method, status)
        values (${prefix}, ${options.name ?? `Laptop returns ${prefix}`},
          (select id from accounts where name = ${accountName}),
          (select id from warehouses where short_name = 'DAL'), ${load?.id ?? null}, 'label_only', 'review')
        returning id, account_id as "accountId"`,
  );
  if (!row) throw new Error("no project inserted");
  return {
    id: Number(row.id),
    prefix,
    accountId: Number(row.accountId),
    slug: load?.slug ?? null,
    activityId: load?.id ?? null,
  };
}

export type RequestFacts = {
  emailedAt?: string | null;
  labelCreatedAt?: string | null;
  receivedAt?: string | null;
  trackingNumber?: string | null;
};

/** Requests of the project numbered from its last number, each with its facts; answers their reference ids and ids. */
export async function insertParcelRequests(
  db: Db,
  project: { id: number; prefix: string },
  facts: RequestFacts[],
): Promise<{ id: number; referenceId: string }[]> {
  const [last] = await rowsOf<{ n: number }>(
    db,
    sql`update parcel_projects set last_number = last_number + ${facts.length} where id = ${project.id}
        returning last_number as n`,
  );
  const first = Number(last?.n) - facts.length + 1;
  const rows = facts.map((f, i) => ({
    number: first + i,
    referenceId: referenceIdOf(project.prefix, first + i),
    employeeName: `Employee ${first + i}`,
    email: `employee${first + i}@${project.prefix.toLowerCase()}.example.com`,
    address: {
      line1: `${first + i} Elm St`,
      line2: null,
      city: "Dallas",
      region: "TX",
      postalCode: "75201",
      country: "US",
    },
    devices: [{ description: "Laptop", serialNumber: null, quantity: 1 }],
    emailedAt: f.emailedAt ?? null,
    labelCreatedAt: f.labelCreatedAt ?? null,
    receivedAt: f.receivedAt ?? null,
    trackingNumber: f.trackingNumber ?? null,
    status: f.emailedAt ? "email_sent" : "review",
  }));
  const inserted = await rowsOf<{ id: number; referenceId: string; number: number }>(
    db,
    sql`insert into parcel_requests (project_id, reference_id, number, employee_name, email, address, devices,
          status, emailed_at, label_created_at, received_at, tracking_number)
        select ${project.id}, x."referenceId", x.number, x."employeeName", x.email, x.address, x.devices, x.status,
          x."emailedAt", x."labelCreatedAt", x."receivedAt", x."trackingNumber"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("referenceId" text, number int,
          "employeeName" text, email text, address jsonb, devices jsonb, status text, "emailedAt" timestamptz,
          "labelCreatedAt" timestamptz, "receivedAt" timestamptz, "trackingNumber" text)
        order by x.number
        returning id, reference_id as "referenceId", number`,
  );
  return inserted
    .sort((a, b) => Number(a.number) - Number(b.number))
    .map((r) => ({ id: Number(r.id), referenceId: r.referenceId }));
}

/** A tracking entry on a request. */
export async function insertTrackingEntry(
  db: Db,
  requestId: number,
  type: string,
  occurredAt: string,
): Promise<void> {
  await db.execute(sql`insert into parcel_tracking_entries (request_id, type, occurred_at, source)
    values (${requestId}, ${type}, ${occurredAt}, 'manual')`);
}
