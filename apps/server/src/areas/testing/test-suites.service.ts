// Test suites (SPEC §3 Tests): written as a draft, published as a new version each time. A
// published version never changes, so results keep the questions they were taken with.
import type {
  CreateTestSuiteBody,
  TestSuiteDetail,
  TestSuiteDraftBody,
  TestSuiteSummary,
  UpdateTestSuiteBody,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./test-suites.repo";

export function listTestSuites(ctx: ServiceContext): Promise<TestSuiteSummary[]> {
  return repo.listSuites(ctx.db);
}

export async function getTestSuite(ctx: ServiceContext, id: number): Promise<TestSuiteDetail> {
  const suite = await repo.suiteWithClass(ctx.db, id);
  if (!suite) throw notFound("Test suite");
  const versions = await repo.versionsOf(ctx.db, [id]);
  return { ...suite, versions: versions.map(repo.versionOf) };
}

async function assertClass(db: Db, classId: number): Promise<void> {
  if (!(await repo.className(db, classId)))
    throw fieldError("productClassId", `No product class has id ${classId}`);
}

async function assertNameFree(db: Db, name: string, suiteId?: number): Promise<void> {
  const other = await repo.suiteNamed(db, name);
  if (other && other.id !== suiteId) throw fieldError("name", `A test suite named ${name} already exists`);
}

/** A new suite whose questions and evaluation are its draft version 1. */
export async function createTestSuite(
  ctx: ServiceContext,
  body: CreateTestSuiteBody,
): Promise<TestSuiteDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertClass(tx, body.productClassId);
    await assertNameFree(tx, body.name);
    const suiteId = await repo.insertSuite(tx, {
      name: body.name,
      productClassId: body.productClassId,
      createdBy: ctx.actor.id,
    });
    await repo.insertDraft(tx, {
      suiteId,
      version: 1,
      questions: body.questions,
      evaluation: body.evaluation,
    });
    return suiteId;
  });
  return getTestSuite(ctx, id);
}

async function lockSuite(tx: Db, id: number): Promise<repo.SuiteRow> {
  const suite = await repo.suiteRow(tx, id, true);
  if (!suite) throw notFound("Test suite");
  return suite;
}

export async function updateTestSuite(
  ctx: ServiceContext,
  id: number,
  body: UpdateTestSuiteBody,
): Promise<TestSuiteDetail> {
  await ctx.db.transaction(async (tx) => {
    await lockSuite(tx, id);
    if (body.productClassId !== undefined) await assertClass(tx, body.productClassId);
    if (body.name !== undefined) await assertNameFree(tx, body.name, id);
    await repo.updateSuite(tx, id, body);
  });
  return getTestSuite(ctx, id);
}

/**
 * Saves the draft: changes the one there is, or starts one numbered after the newest version
 * (the suite row is locked, so two editors cannot both start one).
 */
export async function saveTestSuiteDraft(
  ctx: ServiceContext,
  id: number,
  body: TestSuiteDraftBody,
): Promise<TestSuiteDetail> {
  await ctx.db.transaction(async (tx) => {
    await lockSuite(tx, id);
    const draft = await repo.draftOf(tx, id);
    const content = { questions: body.questions, evaluation: body.evaluation };
    if (draft) await repo.updateDraft(tx, draft.id, content);
    else
      await repo.insertDraft(tx, {
        suiteId: id,
        version: (await repo.newestVersionNumber(tx, id)) + 1,
        ...content,
      });
    await repo.touchSuite(tx, id);
  });
  return getTestSuite(ctx, id);
}

export async function discardTestSuiteDraft(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const suite = await lockSuite(tx, id);
    const draft = await repo.draftOf(tx, id);
    if (!draft) throw new AppError(404, `${suite.name} has no draft`);
    await repo.deleteDraft(tx, draft.id);
    await repo.touchSuite(tx, id);
  });
}

/** Publishes the draft as the suite's newest version; technicians answer it from now on. */
export async function publishTestSuite(ctx: ServiceContext, id: number): Promise<TestSuiteDetail> {
  await ctx.db.transaction(async (tx) => {
    const suite = await lockSuite(tx, id);
    const draft = await repo.draftOf(tx, id);
    if (!draft) throw new AppError(409, `${suite.name} has no draft to publish; save a draft first`);
    await repo.publishVersion(tx, draft.id, ctx.actor.id);
    await repo.touchSuite(tx, id);
  });
  return getTestSuite(ctx, id);
}
