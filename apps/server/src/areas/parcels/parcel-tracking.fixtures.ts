import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, parcelProjects, parcelRequests, warehouses } from "../../db/schema";
import { issueRequestToken } from "./parcel-tokens";

// Test data of the employee page and tracking tests, written straight to the tables so these
// tests hold whatever the project screens and calls do.

export const HOME = {
  line1: "12 Elm Street",
  line2: null,
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
};

/** A project of a demo account at DAL (a fresh prefix), optionally on an inbound load. */
export async function insertProject(
  db: Db,
  options: {
    accountName?: string;
    method?: "qr_code" | "box_and_label" | "label_only";
    activityId?: number | null;
    status?: "draft" | "review" | "closed";
  } = {},
): Promise<{ id: number; prefix: string }> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, options.accountName ?? "Northwind Health"));
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  if (!account || !warehouse) throw new Error("demo account or warehouse DAL missing");
  const prefix = `T${randomInt(100_000_000, 999_999_999)}`;
  const [row] = await db
    .insert(parcelProjects)
    .values({
      projectPrefix: prefix,
      name: `Laptop returns ${prefix}`,
      accountId: account.id,
      warehouseId: warehouse.id,
      activityId: options.activityId ?? null,
      method: options.method ?? "label_only",
      status: options.status ?? "review",
      instructions: "Send back your laptop and charger by Friday.",
    })
    .returning({ id: parcelProjects.id });
  if (!row) throw new Error("no project inserted");
  return { id: row.id, prefix };
}

/** The n-th request of a project, e-mailed, with a fresh token for its page. */
export async function insertRequest(
  db: Db,
  project: { id: number; prefix: string },
  n: number,
  values: { employeeName?: string; trackingNumber?: string | null } = {},
): Promise<{ id: number; referenceId: string; token: string }> {
  const referenceId = `${project.prefix}-${n}`;
  const [row] = await db
    .insert(parcelRequests)
    .values({
      projectId: project.id,
      referenceId,
      number: n,
      employeeName: values.employeeName ?? `Employee ${n}`,
      email: `employee${n}.${project.prefix.toLowerCase()}@example.com`,
      address: HOME,
      devices: [{ description: "Laptop", serialNumber: null, quantity: 1 }],
      status: "email_sent",
      trackingNumber: values.trackingNumber ?? null,
      emailedAt: new Date(),
    })
    .returning({ id: parcelRequests.id });
  if (!row) throw new Error("no request inserted");
  return { id: row.id, referenceId, token: await issueRequestToken(db, row.id) };
}
