// What the tests calls take and answer (SPEC §7 Tests): suites edited as drafts and published as
// versions, the tests of a device, results saved against a published version, and a class's
// devices by grade.
import { z } from "zod";
import { Asset, AssetBarcode } from "../assets/assets.schemas";
import {
  EvaluationRules,
  questionListProblems,
  TestAnswers,
  TestGrade,
  TestQuestion,
  TestResult,
  TestSuite,
  TestSuiteVersion,
} from "./test-suites.schemas";

const SuiteName = z
  .string()
  .trim()
  .min(1, "A suite needs a name")
  .max(120, "A name is at most 120 characters");
const ClassId = z.number().int().positive();

/** The questions and evaluation of a version; problems come back at `questions.<index>.…`. */
const versionContentShape = {
  questions: z.array(TestQuestion).min(1, "A version needs at least one question").max(200),
  evaluation: EvaluationRules,
};
function refineQuestions(value: { questions: TestQuestion[] }, ctx: z.RefinementCtx) {
  for (const [path, message] of questionListProblems(value.questions))
    ctx.addIssue({ code: "custom", path: ["questions", ...path], message });
}

export const TestSuiteDraftBody = z.object(versionContentShape).superRefine(refineQuestions);
export type TestSuiteDraftBody = z.infer<typeof TestSuiteDraftBody>;

/** A new suite: its name, class and first draft (version 1). */
export const CreateTestSuiteBody = z
  .object({ name: SuiteName, productClassId: ClassId, ...versionContentShape })
  .superRefine(refineQuestions);
export type CreateTestSuiteBody = z.infer<typeof CreateTestSuiteBody>;

export const UpdateTestSuiteBody = z.object({
  name: SuiteName.optional(),
  productClassId: ClassId.optional(),
});
export type UpdateTestSuiteBody = z.infer<typeof UpdateTestSuiteBody>;

/** A line of the suites list. */
export const TestSuiteSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  productClassId: z.number().int(),
  productClassName: z.string(),
  /** The newest published version, null when none is published yet. */
  publishedVersion: z.number().int().nullable(),
  /** The version being drafted, null when there is no draft. */
  draftVersion: z.number().int().nullable(),
  resultCount: z.number().int(),
  updatedAt: z.string(),
});
export type TestSuiteSummary = z.infer<typeof TestSuiteSummary>;

/** A suite with its published versions and its draft, ascending by version. */
export const TestSuiteDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  productClassId: z.number().int(),
  productClassName: z.string(),
  versions: z.array(TestSuiteVersion),
  resultCount: z.number().int(),
});
export type TestSuiteDetail = z.infer<typeof TestSuiteDetail>;

/** A saved result with who took it and when. */
export const TestResultView = TestResult.extend({
  suiteName: z.string(),
  /** The version number the result was taken with. */
  version: z.number().int(),
  testedBy: z.string().nullable(),
  /** When the result was first saved. */
  testedAt: z.string(),
  updatedAt: z.string(),
});
export type TestResultView = z.infer<typeof TestResultView>;

export const TestsQuery = z.object({ barcode: AssetBarcode });
export type TestsQuery = z.infer<typeof TestsQuery>;

/** The tests of a device: its class's suites (published versions only) and its results. */
export const AssetTests = z.object({
  barcode: z.string(),
  productClassId: z.number().int().nullable(),
  productClassName: z.string().nullable(),
  suites: z.array(TestSuite),
  results: z.array(TestResultView),
});
export type AssetTests = z.infer<typeof AssetTests>;

export const CreateTestResultBody = z.object({
  barcode: AssetBarcode,
  testSuiteId: z.number().int().positive(),
  versionId: z.number().int().positive(),
  answers: TestAnswers,
  /** The work order the device is tested on (shop order, ITAD job, mobility), if any. */
  activitySlug: z.string().trim().min(1).max(120).optional(),
});
export type CreateTestResultBody = z.infer<typeof CreateTestResultBody>;

export const UpdateTestResultBody = z.object({
  versionId: z.number().int().positive(),
  answers: TestAnswers,
});
export type UpdateTestResultBody = z.infer<typeof UpdateTestResultBody>;

/** A saved result and the device as it is now (its grades and floor price). */
export const SavedTestResult = z.object({ result: TestResultView, asset: Asset });
export type SavedTestResult = z.infer<typeof SavedTestResult>;

/** A class's devices by grade (the sales-history page): in stock, the cutline floor, sold through listings. */
export const ClassGrades = z.object({
  classId: z.number().int(),
  grades: z.array(
    z.object({
      grade: TestGrade,
      /** Graded devices of the class that are not closed. */
      inStock: z.number().int(),
      /** The class's eCommerce cutline for the grade, null when none. */
      floorPrice: z.number().nullable(),
      sold: z.number().int(),
    }),
  ),
});
export type ClassGrades = z.infer<typeof ClassGrades>;
