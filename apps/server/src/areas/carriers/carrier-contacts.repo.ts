import type { CarrierContact, CarrierContactBody } from "@ops/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carrierContacts } from "../../db/schema";

const columns = {
  id: carrierContacts.id,
  carrierId: carrierContacts.carrierId,
  firstName: carrierContacts.firstName,
  lastName: carrierContacts.lastName,
  title: carrierContacts.title,
  email: carrierContacts.email,
  phone: carrierContacts.phone,
  primary: carrierContacts.isPrimary,
};

function toContact(row: Omit<CarrierContact, "name">): CarrierContact {
  return { ...row, name: `${row.firstName} ${row.lastName}` };
}

function values({ primary, ...body }: CarrierContactBody) {
  return { ...body, isPrimary: primary };
}

export async function listContacts(db: Db, carrierId: number): Promise<CarrierContact[]> {
  const rows = await db
    .select(columns)
    .from(carrierContacts)
    .where(eq(carrierContacts.carrierId, carrierId))
    .orderBy(
      desc(carrierContacts.isPrimary),
      asc(carrierContacts.lastName),
      asc(carrierContacts.firstName),
      asc(carrierContacts.id),
    );
  return rows.map(toContact);
}

export async function findContact(
  db: Db,
  carrierId: number,
  id: number,
): Promise<CarrierContact | undefined> {
  const rows = await db
    .select(columns)
    .from(carrierContacts)
    .where(and(eq(carrierContacts.carrierId, carrierId), eq(carrierContacts.id, id)))
    .limit(1);
  return rows[0] ? toContact(rows[0]) : undefined;
}

/** Clears the primary mark of a carrier's contacts, so another can take it. */
export async function clearPrimary(db: Db, carrierId: number): Promise<void> {
  await db
    .update(carrierContacts)
    .set({ isPrimary: false, updatedAt: sql`now()` })
    .where(and(eq(carrierContacts.carrierId, carrierId), eq(carrierContacts.isPrimary, true)));
}

export async function insertContact(db: Db, carrierId: number, body: CarrierContactBody): Promise<number> {
  const [row] = await db
    .insert(carrierContacts)
    .values({ ...values(body), carrierId })
    .returning({ id: carrierContacts.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateContact(
  db: Db,
  carrierId: number,
  id: number,
  body: CarrierContactBody,
): Promise<boolean> {
  const rows = await db
    .update(carrierContacts)
    .set({ ...values(body), updatedAt: sql`now()` })
    .where(and(eq(carrierContacts.carrierId, carrierId), eq(carrierContacts.id, id)))
    .returning({ id: carrierContacts.id });
  return rows.length > 0;
}

export async function deleteContact(db: Db, carrierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(carrierContacts)
    .where(and(eq(carrierContacts.carrierId, carrierId), eq(carrierContacts.id, id)))
    .returning({ id: carrierContacts.id });
  return rows.length > 0;
}
