import type { AssetTestSuite, Grade, TestAnswers, TestEvaluation, TestResultView } from "@ops/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  assets,
  ecommerceCutlines,
  productAssets,
  productClasses,
  products,
  testResults,
  testSuites,
  testSuiteVersions,
  users,
} from "../../db/schema";

/** A line of `GET /assets/{barcode}/test_suites`. */
export type AssetTestSuiteLine = z.infer<typeof AssetTestSuite>;
export type ResultRow = typeof testResults.$inferSelect;

/**
 * A device's product class: the class of its first product entry's product (SPEC §3: the first
 * entry is the asset's product); null when it has no product or the product no class.
 */
export async function classOfAsset(db: Db, assetId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: productClasses.id, name: productClasses.name })
    .from(productAssets)
    .innerJoin(products, eq(products.id, productAssets.productId))
    .innerJoin(productClasses, eq(productClasses.id, products.classId))
    .where(eq(productAssets.assetId, assetId))
    .orderBy(asc(productAssets.position))
    .limit(1);
  return row ?? null;
}

const viewColumns = {
  id: testResults.id,
  testSuiteId: testResults.suiteId,
  versionId: testResults.versionId,
  answers: testResults.answers,
  evaluation: testResults.evaluation,
  suiteName: testSuites.name,
  version: testSuiteVersions.version,
  testedBy: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.id = ${testResults.testedBy})`,
  testedAt: testResults.createdAt,
  updatedAt: testResults.updatedAt,
};

type ViewRow = {
  id: number;
  testSuiteId: number;
  versionId: number;
  answers: unknown;
  evaluation: unknown;
  suiteName: string;
  version: number;
  testedBy: string | null;
  testedAt: Date;
  updatedAt: Date;
};

/** Answers and evaluation were checked by the domain rules when saved; they are read as is. */
function toView(row: ViewRow): TestResultView {
  return {
    ...row,
    answers: row.answers as TestAnswers,
    evaluation: row.evaluation as TestEvaluation,
    testedAt: row.testedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(testResults)
    .innerJoin(testSuites, eq(testSuites.id, testResults.suiteId))
    .innerJoin(testSuiteVersions, eq(testSuiteVersions.id, testResults.versionId));
}

/** A device's results, by suite name. */
export async function resultsOfAsset(db: Db, assetId: number): Promise<TestResultView[]> {
  const rows = await viewQuery(db)
    .where(eq(testResults.assetId, assetId))
    .orderBy(asc(sql`lower(${testSuites.name})`));
  return rows.map(toView);
}

export async function resultView(db: Db, id: number): Promise<TestResultView | undefined> {
  const [row] = await viewQuery(db).where(eq(testResults.id, id));
  return row ? toView(row) : undefined;
}

export async function resultRow(db: Db, id: number): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(testResults).where(eq(testResults.id, id));
  return row;
}

/**
 * Creates the device's result for the suite or replaces its answers (one per device and suite),
 * and puts the grades on the device with the eCommerce cutline of its class and overall grade as
 * its floor price (null without one): one statement, the upsert a CTE of the device's update.
 * Answers the result's id and the floor price set.
 */
export async function saveAndGrade(
  db: Db,
  values: {
    assetId: number;
    suiteId: number;
    versionId: number;
    answers: TestAnswers;
    evaluation: TestEvaluation;
    activityId: number | null;
    testedBy: number;
  },
  classId: number | null,
  grades: { grade: Grade | null; cosmeticGrade: Grade | null; functionalGrade: Grade | null },
): Promise<{ id: number; floorPrice: number | null }> {
  const saved = db.$with("saved").as(
    db
      .insert(testResults)
      .values(values)
      .onConflictDoUpdate({
        target: [testResults.assetId, testResults.suiteId],
        set: {
          versionId: values.versionId,
          answers: values.answers,
          evaluation: values.evaluation,
          activityId: values.activityId,
          testedBy: values.testedBy,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: testResults.id }),
  );
  const floor = sql`(select c.min_price from ${ecommerceCutlines} c
    where c.class_id = ${classId} and c.grade = ${grades.grade})`;
  const [row] = await db
    .with(saved)
    .update(assets)
    .set({ ...grades, floorPrice: sql`${floor}`, updatedAt: sql`now()` })
    .where(eq(assets.id, values.assetId))
    .returning({ floorPrice: assets.floorPrice, id: sql<number>`(select id from ${saved})` });
  if (!row) throw new Error("no test result saved");
  return { id: Number(row.id), floorPrice: row.floorPrice };
}

/**
 * The id of the class `classOfAsset` answers, as a scalar subquery on the asset id (the first
 * product entry whose product has a class).
 */
function classIdOfAsset(assetId: SQL | number): SQL<number | null> {
  return sql<number | null>`(select c.id from ${productAssets} pa
    join ${products} p on p.id = pa.product_id
    join ${productClasses} c on c.id = p.class_id
    where pa.asset_id = ${assetId} order by pa.position limit 1)`;
}

/**
 * What saving a device's answers to a suite reads, in one statement: the suite, its newest
 * published version (null when none), the device's class (as `classOfAsset`) and its result for
 * the suite, if any. Undefined when no suite has the id.
 */
export async function savingContext(
  db: Db,
  assetId: number,
  suiteId: number,
): Promise<
  | {
      suite: typeof testSuites.$inferSelect;
      current: typeof testSuiteVersions.$inferSelect | null;
      productClass: { id: number; name: string } | null;
      existing: ResultRow | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      suite: testSuites,
      current: testSuiteVersions,
      classId: productClasses.id,
      className: productClasses.name,
      existing: testResults,
    })
    .from(testSuites)
    .leftJoin(
      testSuiteVersions,
      sql`${testSuiteVersions.id} = (select v.id from ${testSuiteVersions} v
        where v.suite_id = ${testSuites.id} and v.published order by v.version desc limit 1)`,
    )
    .leftJoin(productClasses, eq(productClasses.id, classIdOfAsset(assetId)))
    .leftJoin(testResults, and(eq(testResults.assetId, assetId), eq(testResults.suiteId, testSuites.id)))
    .where(eq(testSuites.id, suiteId));
  if (!row) return undefined;
  const { classId, className, ...rest } = row;
  return {
    ...rest,
    productClass: classId !== null && className !== null ? { id: classId, name: className } : null,
  };
}

/**
 * A result with its suite, the version it was taken with and its device's class id (as
 * `classOfAsset`), in one statement.
 */
export async function resultWithSuite(db: Db, id: number) {
  const [row] = await db
    .select({
      result: testResults,
      suite: testSuites,
      version: testSuiteVersions,
      productClassId: classIdOfAsset(sql`${testResults.assetId}`),
    })
    .from(testResults)
    .innerJoin(testSuites, eq(testSuites.id, testResults.suiteId))
    .innerJoin(testSuiteVersions, eq(testSuiteVersions.id, testResults.versionId))
    .where(eq(testResults.id, id));
  return row;
}

/** What the asset screens list: each suite the device was tested with and its result. */
export async function assetTestSuites(db: Db, assetId: number): Promise<AssetTestSuiteLine[]> {
  const rows = await db
    .select({
      id: testSuites.id,
      name: testSuites.name,
      version: testSuiteVersions.version,
      completedAt: testResults.updatedAt,
      resultId: testResults.id,
      grade: sql<Grade | null>`${testResults.evaluation}->>'overallGrade'`,
    })
    .from(testResults)
    .innerJoin(testSuites, eq(testSuites.id, testResults.suiteId))
    .innerJoin(testSuiteVersions, eq(testSuiteVersions.id, testResults.versionId))
    .where(eq(testResults.assetId, assetId))
    .orderBy(asc(sql`lower(${testSuites.name})`));
  return rows.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() }));
}

/**
 * A class's graded devices not closed, by grade, and its cutlines: one grouped count over the
 * devices whose first product entry is of the class.
 */
export async function gradeCounts(db: Db, classId: number): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select a.grade, count(*)::int as count
      from ${assets} a
      join ${productAssets} pa on pa.asset_id = a.id
       and pa.position = (select min(x.position) from ${productAssets} x where x.asset_id = a.id)
      join ${products} p on p.id = pa.product_id
     where p.class_id = ${classId} and a.grade is not null and a.closed_at is null
     group by a.grade`)) as unknown as { rows: { grade: string; count: number }[] };
  return new Map(result.rows.map((r) => [r.grade, Number(r.count)]));
}

/** The class's devices sold through listings, by their grade (a sale undone is not counted). */
export async function soldCounts(db: Db, classId: number): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select a.grade, count(*)::int as count
      from asset_reservations r
      join ${assets} a on a.id = r.asset_id
      join ${productAssets} pa on pa.asset_id = a.id
       and pa.position = (select min(x.position) from ${productAssets} x where x.asset_id = a.id)
      join ${products} p on p.id = pa.product_id
     where r.listing_id is not null and r.status = 'sold' and p.class_id = ${classId} and a.grade is not null
     group by a.grade`)) as unknown as { rows: { grade: string; count: number }[] };
  return new Map(result.rows.map((r) => [r.grade, Number(r.count)]));
}

export async function cutlinesOfClass(db: Db, classId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ grade: ecommerceCutlines.grade, minPrice: ecommerceCutlines.minPrice })
    .from(ecommerceCutlines)
    .where(eq(ecommerceCutlines.classId, classId));
  return new Map(rows.map((r) => [r.grade, Number(r.minPrice)]));
}
