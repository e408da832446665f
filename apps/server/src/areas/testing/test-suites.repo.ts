import type { EvaluationRules, TestQuestion, TestSuiteSummary, TestSuiteVersion } from "@ops/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productClasses, testResults, testSuites, testSuiteVersions } from "../../db/schema";

export type SuiteRow = typeof testSuites.$inferSelect;
export type VersionRow = typeof testSuiteVersions.$inferSelect;

/**
 * A version row as the domain reads it. Questions and evaluation were validated by the domain
 * schema when the draft was saved, and published versions never change, so they are read as is.
 */
export function versionOf(row: VersionRow): TestSuiteVersion {
  return {
    id: row.id,
    suiteId: row.suiteId,
    version: row.version,
    published: row.published,
    questions: row.questions as TestQuestion[],
    evaluation: row.evaluation as EvaluationRules,
  };
}

const resultCount = sql<number>`(select count(*)::int from ${testResults} r where r.suite_id = ${testSuites.id})`;

/** Every suite with its class, newest published and draft version numbers and result count, by name. */
export async function listSuites(db: Db): Promise<TestSuiteSummary[]> {
  const rows = await db
    .select({
      id: testSuites.id,
      name: testSuites.name,
      productClassId: testSuites.productClassId,
      productClassName: productClasses.name,
      publishedVersion: sql<number | null>`(select max(v.version) from ${testSuiteVersions} v
        where v.suite_id = ${testSuites.id} and v.published)`,
      draftVersion: sql<number | null>`(select v.version from ${testSuiteVersions} v
        where v.suite_id = ${testSuites.id} and not v.published)`,
      resultCount,
      updatedAt: sql<string>`greatest(${testSuites.updatedAt}, (select max(v.updated_at)
        from ${testSuiteVersions} v where v.suite_id = ${testSuites.id}))`,
    })
    .from(testSuites)
    .innerJoin(productClasses, eq(productClasses.id, testSuites.productClassId))
    .orderBy(asc(sql`lower(${testSuites.name})`));
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
}

/** One suite with its class name and result count. */
export async function suiteWithClass(db: Db, id: number) {
  const [row] = await db
    .select({
      id: testSuites.id,
      name: testSuites.name,
      productClassId: testSuites.productClassId,
      productClassName: productClasses.name,
      resultCount,
    })
    .from(testSuites)
    .innerJoin(productClasses, eq(productClasses.id, testSuites.productClassId))
    .where(eq(testSuites.id, id));
  return row;
}

/** The suite row; locked for the rest of the transaction with `forUpdate` (draft and publish). */
export async function suiteRow(db: Db, id: number, forUpdate = false): Promise<SuiteRow | undefined> {
  const query = db.select().from(testSuites).where(eq(testSuites.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** The versions of some suites, ascending; published ones only when asked. */
export function versionsOf(db: Db, suiteIds: number[], publishedOnly = false): Promise<VersionRow[]> {
  if (suiteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(testSuiteVersions)
    .where(
      and(
        inArray(testSuiteVersions.suiteId, suiteIds),
        publishedOnly ? eq(testSuiteVersions.published, true) : undefined,
      ),
    )
    .orderBy(asc(testSuiteVersions.suiteId), asc(testSuiteVersions.version));
}

export async function versionRow(db: Db, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(testSuiteVersions).where(eq(testSuiteVersions.id, id));
  return row;
}

export async function draftOf(db: Db, suiteId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(testSuiteVersions)
    .where(and(eq(testSuiteVersions.suiteId, suiteId), eq(testSuiteVersions.published, false)));
  return row;
}

export async function newestVersionNumber(db: Db, suiteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${testSuiteVersions.version}), 0)::int` })
    .from(testSuiteVersions)
    .where(eq(testSuiteVersions.suiteId, suiteId));
  return row?.n ?? 0;
}

export async function className(db: Db, classId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: productClasses.name })
    .from(productClasses)
    .where(eq(productClasses.id, classId));
  return row?.name;
}

/** Another suite with this name (any case), if one exists. */
export async function suiteNamed(db: Db, name: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: testSuites.id })
    .from(testSuites)
    .where(sql`lower(${testSuites.name}) = lower(${name})`);
  return row;
}

export async function insertSuite(
  db: Db,
  values: { name: string; productClassId: number; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(testSuites).values(values).returning({ id: testSuites.id });
  if (!row) throw new Error("no test suite inserted");
  return row.id;
}

export async function updateSuite(db: Db, id: number, values: { name?: string; productClassId?: number }) {
  await db
    .update(testSuites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(testSuites.id, id));
}

/** Touches the suite so lists show when it last changed. */
export async function touchSuite(db: Db, id: number) {
  await db.update(testSuites).set({ updatedAt: sql`now()` }).where(eq(testSuites.id, id));
}

export async function insertDraft(
  db: Db,
  values: { suiteId: number; version: number; questions: TestQuestion[]; evaluation: EvaluationRules },
): Promise<void> {
  await db.insert(testSuiteVersions).values({ ...values, published: false });
}

export async function updateDraft(
  db: Db,
  id: number,
  values: { questions: TestQuestion[]; evaluation: EvaluationRules },
): Promise<void> {
  await db
    .update(testSuiteVersions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(testSuiteVersions.id, id), eq(testSuiteVersions.published, false)));
}

export async function deleteDraft(db: Db, id: number): Promise<void> {
  await db
    .delete(testSuiteVersions)
    .where(and(eq(testSuiteVersions.id, id), eq(testSuiteVersions.published, false)));
}

export async function publishVersion(db: Db, id: number, userId: number): Promise<void> {
  await db
    .update(testSuiteVersions)
    .set({ published: true, publishedAt: sql`now()`, publishedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(testSuiteVersions.id, id), eq(testSuiteVersions.published, false)));
}

/** The suites of a class with at least one published version, by name. */
export function publishedSuitesOfClass(db: Db, classId: number): Promise<SuiteRow[]> {
  return db
    .select()
    .from(testSuites)
    .where(
      and(
        eq(testSuites.productClassId, classId),
        sql`exists (select 1 from ${testSuiteVersions} v where v.suite_id = ${testSuites.id} and v.published)`,
      ),
    )
    .orderBy(asc(sql`lower(${testSuites.name})`));
}
