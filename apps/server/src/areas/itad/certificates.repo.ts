import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import {
  accounts,
  activities,
  activityDocuments,
  certificateAssets,
  certificates,
  programs,
  users,
} from "../../db/schema";
import { firstProductOfA } from "./sanitization-state";

/** What issuing needs of a load: its account (name, certificate type) and its program's type. */
export type CertificateLoad = {
  id: number;
  slug: string;
  type: string;
  accountId: number | null;
  accountName: string | null;
  accountType: string | null;
  programType: string | null;
};

export async function certificateLoad(db: Db, activityId: number): Promise<CertificateLoad | undefined> {
  const [row] = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      type: activities.type,
      accountId: activities.accountId,
      accountName: accounts.name,
      accountType: accounts.certificateType,
      programType: programs.certificateType,
    })
    .from(activities)
    .leftJoin(accounts, eq(accounts.id, activities.accountId))
    .leftJoin(programs, eq(programs.id, activities.programId))
    .where(eq(activities.id, activityId));
  return row;
}

/** Locks the load's row: two issues of one load run one after the other. */
export async function lockLoad(db: Db, activityId: number): Promise<void> {
  await db.execute(sql`select id from activities where id = ${activityId} for update`);
}

/** The serials a certificate prints: barcode, serial number and product name, in the order given. */
export async function serialDetails(
  db: Db,
  assetIds: readonly number[],
): Promise<{ id: number; barcode: string; serialNumber: string | null; product: string | null }[]> {
  if (assetIds.length === 0) return [];
  const rows = await rowsOf<{
    id: number;
    barcode: string;
    serial_number: string | null;
    product: string | null;
  }>(
    db,
    sql`
    select a.id, a.barcode, a.serial_number, p.name as product
    from unnest(${sql.param([...assetIds])}::int[]) with ordinality as ids(id, n)
    join assets a on a.id = ids.id
    ${firstProductOfA}
    order by ids.n`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    barcode: r.barcode,
    serialNumber: r.serial_number,
    product: r.product,
  }));
}

/**
 * The net weight (lbs) of every product entry of the assets received on the load, with the R2
 * material of the entry's product class: what a certificate weighs by material. One query.
 */
export async function loadWeights(
  db: Db,
  loadId: number,
): Promise<{ material: string | null; weight: number | null }[]> {
  const rows = await rowsOf<{ material: string | null; weight: string | number | null }>(
    db,
    sql`
    select pc.r2_material_type as material, pa.net_weight as weight
    from assets a
    join product_assets pa on pa.asset_id = a.id
    left join products p on p.id = pa.product_id
    left join product_classes pc on pc.id = p.class_id
    where a.receiving_activity_id = ${loadId}`,
  );
  return rows.map((r) => ({ material: r.material, weight: r.weight === null ? null : Number(r.weight) }));
}

/**
 * The downstream vendors the load's assets (received on it, harvested parts included) shipped
 * to, read from their `shipped` events: vendor, outbound loads and how many assets. One query
 * (assets_receiving_activity_idx, events_asset_idx).
 */
export async function downstreamVendorsOfLoad(
  db: Db,
  loadId: number,
): Promise<{ name: string; loads: string[]; assets: number }[]> {
  const rows = await rowsOf<{ name: string; loads: string[]; assets: number }>(
    db,
    sql`
    select c.name, array_agg(distinct x.slug order by x.slug) as loads, count(distinct a.id)::int as assets
    from assets a
    join events e on e.asset_id = a.id and e.action = 'shipped'
    join activities x on x.id = e.activity_id
    join accounts c on c.id = x.account_id and c.type = 'dsvs'
    where a.receiving_activity_id = ${loadId}
    group by c.id, c.name
    order by c.name`,
  );
  return rows.map((r) => ({ name: r.name, loads: r.loads, assets: Number(r.assets) }));
}

/** The next certificate id, taken before the row is written so the PDF can print its number. */
export async function nextCertificateId(db: Db): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('certificates', 'id'))::int as id`,
  );
  if (!row) throw new Error("the certificate sequence answered nothing");
  return Number(row.id);
}

const replaced = alias(certificates, "replaced");

/** A certificate row as the API answers it (with its load, account, issuer and reissue links). */
function selectCertificates(db: Db) {
  return db
    .select({
      id: certificates.id,
      number: certificates.number,
      kind: certificates.kind,
      status: certificates.status,
      activityId: certificates.activityId,
      activitySlug: activities.slug,
      accountId: certificates.accountId,
      accountName: accounts.name,
      sha256: certificates.sha256,
      documentId: certificates.documentId,
      serialCount: certificates.serialCount,
      dataBearingCount: certificates.dataBearingCount,
      totalWeight: certificates.totalWeight,
      summary: certificates.summary,
      issuedAt: certificates.issuedAt,
      issuedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      revokedAt: certificates.revokedAt,
      revokeReason: certificates.revokeReason,
      replaces: replaced.number,
      replacedBy: sql<
        string | null
      >`(select r.number from certificates r where r.replaces_id = ${certificates.id} order by r.id desc limit 1)`,
    })
    .from(certificates)
    .innerJoin(activities, eq(activities.id, certificates.activityId))
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .leftJoin(users, eq(users.id, certificates.issuedBy))
    .leftJoin(replaced, eq(replaced.id, certificates.replacesId));
}

export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findByNumber>>>;

export async function listOfLoad(db: Db, activityId: number) {
  return selectCertificates(db)
    .where(eq(certificates.activityId, activityId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function findByNumber(db: Db, number: string) {
  const [row] = await selectCertificates(db).where(eq(certificates.number, number)).limit(1);
  return row;
}

export async function findById(db: Db, id: number) {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id)).limit(1);
  return row;
}

/** The valid certificate of a kind on a load, locked (a revoke or reissue changes it). */
export async function lockValid(
  db: Db,
  activityId: number,
  kind: string,
): Promise<{ id: number; number: string } | undefined> {
  const [row] = await db
    .select({ id: certificates.id, number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.activityId, activityId),
        eq(certificates.kind, kind),
        eq(certificates.status, "valid"),
      ),
    )
    .for("update");
  return row;
}

/** The valid certificate of a kind on a load, if any (not locked). */
export async function validNumber(db: Db, activityId: number, kind: string): Promise<string | null> {
  const [row] = await db
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.activityId, activityId),
        eq(certificates.kind, kind),
        eq(certificates.status, "valid"),
      ),
    )
    .limit(1);
  return row?.number ?? null;
}

/** A certificate by number, locked, for revoking. */
export async function lockByNumber(db: Db, number: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number)).for("update");
  return row;
}

export async function revoke(db: Db, id: number, userId: number | null, reason: string): Promise<void> {
  await db
    .update(certificates)
    .set({ status: "revoked", revokedAt: sql`now()`, revokedBy: userId, revokeReason: reason })
    .where(eq(certificates.id, id));
}

/** The PDF stored as the load's `cod` document, shared with the client. */
export async function insertDocument(
  db: Db,
  values: { activityId: number; name: string; fileKey: string; size: number; uploadedBy: number | null },
): Promise<number> {
  const [row] = await db
    .insert(activityDocuments)
    .values({
      activityId: values.activityId,
      name: values.name,
      type: "cod",
      clientAccess: true,
      fileKey: values.fileKey,
      fileName: `${values.name}.pdf`,
      contentType: "application/pdf",
      size: values.size,
      uploadedBy: values.uploadedBy,
    })
    .returning({ id: activityDocuments.id });
  if (!row) throw new Error("insert returned no document");
  return row.id;
}

export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert): Promise<void> {
  await db.insert(certificates).values(values);
}

/** One row per covered serial with the record it printed (null: not data-bearing), in one statement. */
export async function insertCertificateAssets(
  db: Db,
  certificateId: number,
  rows: readonly { assetId: number; recordId: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  // Nulls travel as 0 (record ids start at 1): an array parameter of numbers stays one type.
  await db.execute(sql`
    insert into ${certificateAssets} (certificate_id, asset_id, record_id)
    select ${certificateId}, ids.asset_id, nullif(ids.record_id, 0)
    from unnest(${sql.param(rows.map((r) => r.assetId))}::int[], ${sql.param(rows.map((r) => r.recordId ?? 0))}::bigint[])
      as ids(asset_id, record_id)`);
}

/** The stored file of a certificate's document. */
export async function documentFile(db: Db, documentId: number) {
  const [row] = await db
    .select({
      fileKey: activityDocuments.fileKey,
      fileName: activityDocuments.fileName,
      contentType: activityDocuments.contentType,
      size: activityDocuments.size,
    })
    .from(activityDocuments)
    .where(eq(activityDocuments.id, documentId));
  return row;
}
