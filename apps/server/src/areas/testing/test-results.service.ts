// Test results (SPEC §4 Test flow, §5, §9): the server re-runs the domain rules on what it is
// sent — unreachable answers dropped, refused answers 422 naming the question — grades the
// result, and puts the grades and floor price on the device with an event, all in one transaction.
import {
  type AssetTests,
  answerRefusals,
  type ClassGrades,
  type CreateTestResultBody,
  evaluateAnswers,
  type FieldErrors,
  PRODUCT_GRADE_IDS,
  pruneUnreachable,
  type SavedTestResult,
  type TestAnswers,
  type TestSuiteVersion,
  type UpdateTestResultBody,
  unansweredRequired,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { changesBetween, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "../activities/activity-scope";
import { assetAnswersOf, findAsset } from "../assets/asset-scope";
import * as results from "./test-results.repo";
import * as suites from "./test-suites.repo";

/** The tests of a device in the actor's scope: its class's published suites and its results. */
export async function listTests(ctx: ServiceContext, barcode: string): Promise<AssetTests> {
  const asset = await findAsset(ctx, barcode);
  const productClass = await results.classOfAsset(ctx.db, asset.id);
  const suiteRows = productClass ? await suites.publishedSuitesOfClass(ctx.db, productClass.id) : [];
  const versions = await suites.versionsOf(
    ctx.db,
    suiteRows.map((s) => s.id),
    true,
  );
  return {
    barcode: asset.barcode,
    productClassId: productClass?.id ?? null,
    productClassName: productClass?.name ?? null,
    suites: suiteRows.map((s) => ({
      id: s.id,
      name: s.name,
      productClassId: s.productClassId,
      versions: versions.filter((v) => v.suiteId === s.id).map(suites.versionOf),
    })),
    results: await results.resultsOfAsset(ctx.db, asset.id),
  };
}

/**
 * The answers as they will be stored: unreachable ones dropped; refused ones (outside the
 * question's options, kind or range, or to a question the version lacks) and required reachable
 * questions left unanswered → 422 keyed `answers.<questionId>`, each message naming the question.
 */
function checkedAnswers(version: TestSuiteVersion, answers: TestAnswers): TestAnswers {
  const known = new Set(version.questions.map((q) => q.id));
  const kept = pruneUnreachable(version, answers);
  const unknown = Object.fromEntries(Object.entries(answers).filter(([id]) => !known.has(id)));
  const errors: FieldErrors = {};
  for (const [id, message] of Object.entries(answerRefusals(version, { ...kept, ...unknown })))
    errors[`answers.${id}`] = [message];
  if (Object.keys(errors).length === 0)
    for (const question of unansweredRequired(version, kept))
      errors[`answers.${question.id}`] = [`"${question.prompt}" needs an answer`];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, first, errors);
  return kept;
}

/** JSON with object keys sorted: jsonb answers come back in its own key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

type Saving = {
  asset: Awaited<ReturnType<typeof findAsset>>;
  productClassId: number | null;
  suite: suites.SuiteRow;
  version: suites.VersionRow;
  existing: results.ResultRow | undefined;
};

/**
 * Stores the result of a locked device and regrades it: grade, cosmetic and functional grades
 * from the evaluation, floor price from the cutline of its class and overall grade, and a
 * "tested" event with the change. Saving the same answers again (a retry) changes nothing.
 */
async function saveResult(
  ctx: ServiceContext,
  { asset, productClassId, suite, version: versionRow, existing }: Saving,
  answers: TestAnswers,
  activitySlug: string | undefined,
): Promise<number> {
  const tx = ctx.db;
  const version = suites.versionOf(versionRow);
  const kept = checkedAnswers(version, answers);
  const evaluation = evaluateAnswers(version, kept, { newInBox: asset.newInBox === "confirmed" });
  const activityId = activitySlug
    ? (await findActivity(ctx, activitySlug)).id
    : (existing?.activityId ?? null);
  if (
    existing &&
    existing.versionId === version.id &&
    existing.activityId === activityId &&
    sameJson(existing.answers, kept) &&
    sameJson(existing.evaluation, evaluation)
  )
    return existing.id;
  const grades = {
    grade: evaluation.overallGrade,
    cosmeticGrade: evaluation.cosmeticGrade,
    functionalGrade: evaluation.functionalGrade,
  };
  const { id, floorPrice } = await results.saveAndGrade(
    tx,
    {
      assetId: asset.id,
      suiteId: suite.id,
      versionId: version.id,
      answers: kept,
      evaluation,
      activityId,
      testedBy: ctx.actor.id,
    },
    productClassId,
    grades,
  );
  const before = {
    grade: asset.grade,
    cosmeticGrade: asset.cosmeticGrade,
    functionalGrade: asset.functionalGrade,
    floorPrice: asset.floorPrice,
  };
  const changes = changesBetween(before, { ...grades, floorPrice });
  await recordEvents(tx, [
    {
      activityId: activityId ?? asset.activityId,
      barcode: asset.barcode,
      action: "tested",
      message: `Tested with ${suite.name} v${version.version}: ${
        evaluation.overallGrade ? `grade ${evaluation.overallGrade}` : "not graded"
      }`,
      changes,
      userId: ctx.actor.id,
    },
  ]);
  return id;
}

/**
 * The saved result and the device as the API answers them, read after the commit. The device was
 * found in the actor's scope by the save, so it is read by id without checking that again.
 */
async function answer(ctx: ServiceContext, resultId: number, assetId: number): Promise<SavedTestResult> {
  const [result, [asset]] = await Promise.all([
    results.resultView(ctx.db, resultId),
    assetAnswersOf(ctx.db, [assetId]),
  ]);
  if (!result || !asset) throw notFound("Test result");
  return { result, asset };
}

/**
 * Saves a device's answers to a suite. Only the suite's newest published version is taken
 * (409 otherwise: the screen must reload); a device already tested with this suite and version
 * has its result updated, so a retried save does not make a second one; with another version → 409.
 */
export async function createTestResult(
  ctx: ServiceContext,
  body: CreateTestResultBody,
): Promise<SavedTestResult> {
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    // The device row is locked first on every save path, so two saves of one device queue up.
    const asset = await findAsset(txCtx, body.barcode, { forUpdate: true });
    const found = await results.savingContext(tx, asset.id, body.testSuiteId);
    if (!found) throw fieldError("testSuiteId", `No test suite has id ${body.testSuiteId}`);
    const { suite, current, productClass, existing } = found;
    if (productClass?.id !== suite.productClassId)
      throw fieldError(
        "testSuiteId",
        `${suite.name} does not test ${productClass ? productClass.name : "devices without a product class"}`,
      );
    if (!current) throw new AppError(409, `${suite.name} has no published version; publish it first`);
    if (current.id !== body.versionId)
      throw new AppError(
        409,
        `${suite.name} was changed: version ${current.version} is current; reload the test`,
      );
    if (existing && existing.versionId !== current.id) {
      const taken = await suites.versionRow(tx, existing.versionId);
      throw new AppError(
        409,
        `This device's result was taken with version ${taken?.version} of ${suite.name}; reload the test`,
      );
    }
    const id = await saveResult(
      txCtx,
      { asset, productClassId: productClass.id, suite, version: current, existing: existing ?? undefined },
      body.answers,
      body.activitySlug,
    );
    return { id, assetId: asset.id };
  });
  return answer(ctx, saved.id, saved.assetId);
}

/** Changes a result's answers; the version must be the one it was taken with (409 otherwise). */
export async function updateTestResult(
  ctx: ServiceContext,
  id: number,
  body: UpdateTestResultBody,
): Promise<SavedTestResult> {
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const found = await results.resultRow(tx, id);
    if (!found) throw notFound("Test result");
    const asset = await findAsset(txCtx, found.assetId, { forUpdate: true });
    // Read again under the device's lock: a concurrent save may have changed it.
    const row = await results.resultWithSuite(tx, id);
    if (!row) throw notFound("Test result");
    const { result, suite, version, productClassId } = row;
    if (body.versionId !== version.id)
      throw new AppError(
        409,
        `This result was taken with version ${version.version} of ${suite.name}; reload the test`,
      );
    await saveResult(
      txCtx,
      { asset, productClassId, suite, version, existing: result },
      body.answers,
      undefined,
    );
    return { assetId: asset.id };
  });
  return answer(ctx, id, saved.assetId);
}

/** A class's graded devices in stock, floor price and devices sold through listings by grade, A to F. */
export async function getClassGrades(ctx: ServiceContext, classId: number): Promise<ClassGrades> {
  if (!(await suites.className(ctx.db, classId))) throw notFound("Product class");
  const [counts, cutlines, sold] = await Promise.all([
    results.gradeCounts(ctx.db, classId),
    results.cutlinesOfClass(ctx.db, classId),
    results.soldCounts(ctx.db, classId),
  ]);
  return {
    classId,
    grades: PRODUCT_GRADE_IDS.map((grade) => ({
      grade,
      inStock: counts.get(grade) ?? 0,
      floorPrice: cutlines.get(grade) ?? null,
      sold: sold.get(grade) ?? 0,
    })),
  };
}
