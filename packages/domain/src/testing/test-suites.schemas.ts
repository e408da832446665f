// Test suites as data (SPEC §3 Tests, §4 Test flow, §5 Test answers, §9 grades): a suite belongs
// to a product class and has versions; a version is an ordered list of questions, where a question
// may be shown only after certain answers to EARLIER questions, plus the evaluation rules that turn
// answers into grades, a disposition and an R2 classification. Results keep the version they were
// taken with.
import { z } from "zod";
import { DISPOSITIONS } from "../enums/activities";
import { R2_CLASSIFICATIONS } from "../enums/assets";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { idsOf } from "../enums/define";

/** A letter of the A–F scale (`GRADE_SCALE`: A=5 … F=0). */
export const TestGrade = z.enum(PRODUCT_GRADE_IDS);
export type TestGrade = z.infer<typeof TestGrade>;

export const TEST_SECTIONS = ["cosmetic", "functional", "exceptions"] as const;
export const TestSection = z.enum(TEST_SECTIONS);
export type TestSection = z.infer<typeof TestSection>;

export const TEST_QUESTION_KINDS = [
  "single_choice",
  "multiple_choice",
  "number",
  "text",
  "pass_fail",
] as const;
export const TestQuestionKind = z.enum(TEST_QUESTION_KINDS);
export type TestQuestionKind = z.infer<typeof TestQuestionKind>;

/** The kinds answered by picking options. */
export function isChoiceKind(kind: TestQuestionKind): boolean {
  return kind === "single_choice" || kind === "multiple_choice";
}

/** Longest text answer kept. */
export const TEXT_ANSWER_MAX = 2000;

/** A question id: stable within a suite across its versions, so answers can be compared. */
const QuestionId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "A question id is 1 to 40 lower-case letters, digits or _");

export const TestQuestionOption = z.object({
  id: QuestionId,
  label: z.string().trim().min(1, "An option needs a label").max(200),
  /** The grade this option gives its section when picked; options without one do not grade. */
  grade: TestGrade.optional(),
});
export type TestQuestionOption = z.infer<typeof TestQuestionOption>;

/**
 * A condition on an earlier question's answer; a question with `showIf` is reachable only while
 * all its conditions hold (and the questions they name are themselves reachable).
 * - `equals`: a single choice answered with this option, a multiple choice that includes it, or a
 *   number or text answer equal to it.
 * - `anyOf`: a single choice answered with one of these options, or a multiple choice with at
 *   least one of them.
 * - `passed`: a pass/fail question answered pass (`true`) or fail (`false`).
 */
export const ShowIfCondition = z.union([
  z.strictObject({ questionId: QuestionId, equals: z.union([z.string(), z.number()]) }),
  z.strictObject({ questionId: QuestionId, anyOf: z.array(QuestionId).min(1) }),
  z.strictObject({ questionId: QuestionId, passed: z.boolean() }),
]);
export type ShowIfCondition = z.infer<typeof ShowIfCondition>;

export const TestQuestion = z.object({
  id: QuestionId,
  section: TestSection,
  kind: TestQuestionKind,
  prompt: z.string().trim().min(1, "A question needs a prompt").max(300),
  required: z.boolean().default(false),
  /** Choice kinds only (and required for them). */
  options: z.array(TestQuestionOption).max(50).optional(),
  /** Number kind only: the accepted range, both ends included. */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** Pass/fail kind only: the grade a pass and a fail give the question's section. */
  grades: z.object({ pass: TestGrade, fail: TestGrade }).optional(),
  /**
   * Pass/fail kind only: the question confirms data handling (e.g. "Drive wiped?"); a fail routes
   * the device by the evaluation's `dataFailure` rule.
   */
  dataBearing: z.boolean().optional(),
  showIf: z.array(ShowIfCondition).max(10).optional(),
});
export type TestQuestion = z.infer<typeof TestQuestion>;

export const TestDisposition = z.enum(idsOf(DISPOSITIONS));
export type TestDisposition = z.infer<typeof TestDisposition>;
export const TestR2Classification = z.enum(idsOf(R2_CLASSIFICATIONS));
export type TestR2Classification = z.infer<typeof TestR2Classification>;

/** Where a device goes: a disposition and an R2 classification. */
export const TestRoute = z.object({ disposition: TestDisposition, r2Classification: TestR2Classification });
export type TestRoute = z.infer<typeof TestRoute>;

/**
 * The evaluation rules of a version, tunable by operators: `routes` are tried best grade first and
 * the first whose `minGrade` the overall grade reaches applies; `dataFailure` applies instead when
 * a reachable data-bearing question was failed; `newInBox` applies when new-in-box is confirmed.
 */
export const EvaluationRules = z
  .object({
    routes: z
      .array(TestRoute.extend({ minGrade: TestGrade }))
      .min(1)
      .max(6),
    dataFailure: TestRoute,
    newInBox: TestRoute,
  })
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.routes.forEach((route, index) => {
      if (seen.has(route.minGrade))
        ctx.addIssue({
          code: "custom",
          path: ["routes", index, "minGrade"],
          message: `Grade ${route.minGrade} has two routes`,
        });
      seen.add(route.minGrade);
    });
    if (!seen.has("F"))
      ctx.addIssue({ code: "custom", path: ["routes"], message: "The routes must cover grade F" });
  });
export type EvaluationRules = z.infer<typeof EvaluationRules>;

/** Every structural problem of a question list, as [path, message]; empty when it is sound. */
export function questionListProblems(questions: readonly TestQuestion[]): [(string | number)[], string][] {
  const problems: [(string | number)[], string][] = [];
  const earlier = new Map<string, TestQuestion>();
  questions.forEach((q, index) => {
    const at = (...rest: (string | number)[]) => [index, ...rest];
    if (earlier.has(q.id)) problems.push([at("id"), `Question id ${q.id} is used twice`]);
    const choice = isChoiceKind(q.kind);
    if (choice && (!q.options || q.options.length === 0))
      problems.push([at("options"), `"${q.prompt}" needs options to choose from`]);
    if (!choice && q.options)
      problems.push([at("options"), `"${q.prompt}" is not a choice and has no options`]);
    const optionIds = new Set<string>();
    q.options?.forEach((o, i) => {
      if (optionIds.has(o.id)) problems.push([at("options", i, "id"), `Option id ${o.id} is used twice`]);
      optionIds.add(o.id);
    });
    if (q.kind !== "number" && (q.min !== undefined || q.max !== undefined))
      problems.push([at("min"), `"${q.prompt}" is not a number and has no range`]);
    if (q.min !== undefined && q.max !== undefined && q.min > q.max)
      problems.push([at("max"), `"${q.prompt}": the maximum is below the minimum`]);
    if (q.kind !== "pass_fail" && (q.grades || q.dataBearing))
      problems.push([at("kind"), `"${q.prompt}": only a pass/fail question has pass/fail grades or data`]);
    q.showIf?.forEach((condition, i) => {
      const target = earlier.get(condition.questionId);
      const path = at("showIf", i, "questionId");
      if (!target) {
        problems.push([
          path,
          `"${q.prompt}" may depend only on an earlier question, not ${condition.questionId}`,
        ]);
        return;
      }
      if ("passed" in condition) {
        if (target.kind !== "pass_fail")
          problems.push([path, `"${q.prompt}": ${target.id} is not a pass/fail question`]);
      } else if ("anyOf" in condition) {
        if (!isChoiceKind(target.kind)) problems.push([path, `"${q.prompt}": ${target.id} is not a choice`]);
        const unknown = condition.anyOf.filter((id) => !target.options?.some((o) => o.id === id));
        if (unknown.length > 0)
          problems.push([path, `"${q.prompt}": ${target.id} has no option ${unknown.join(", ")}`]);
      } else if (target.kind === "pass_fail") {
        problems.push([path, `"${q.prompt}": use passed for the pass/fail question ${target.id}`]);
      } else if (isChoiceKind(target.kind) && !target.options?.some((o) => o.id === condition.equals)) {
        problems.push([path, `"${q.prompt}": ${target.id} has no option ${condition.equals}`]);
      }
    });
    earlier.set(q.id, q);
  });
  return problems;
}

/** One version of a suite: published versions are what technicians answer; each publish is new. */
export const TestSuiteVersion = z
  .object({
    id: z.number().int().positive(),
    suiteId: z.number().int().positive(),
    version: z.number().int().positive(),
    published: z.boolean(),
    questions: z.array(TestQuestion).min(1, "A version needs at least one question").max(200),
    evaluation: EvaluationRules,
  })
  .superRefine((version, ctx) => {
    for (const [path, message] of questionListProblems(version.questions))
      ctx.addIssue({ code: "custom", path: ["questions", ...path], message });
  });
export type TestSuiteVersion = z.infer<typeof TestSuiteVersion>;

export const TestSuite = z
  .object({
    id: z.number().int().positive(),
    name: z.string().trim().min(1).max(120),
    productClassId: z.number().int().positive(),
    versions: z.array(TestSuiteVersion),
  })
  .superRefine((suite, ctx) => {
    const numbers = new Set<number>();
    suite.versions.forEach((v, index) => {
      if (v.suiteId !== suite.id)
        ctx.addIssue({
          code: "custom",
          path: ["versions", index, "suiteId"],
          message: "Version of another suite",
        });
      if (numbers.has(v.version))
        ctx.addIssue({
          code: "custom",
          path: ["versions", index, "version"],
          message: `Version ${v.version} is given twice`,
        });
      numbers.add(v.version);
    });
  });
export type TestSuite = z.infer<typeof TestSuite>;

/**
 * One answer; its type follows the question's kind: single choice → option id, multiple choice →
 * option ids, number → number, text → text, pass/fail → `true` for pass.
 */
export const TestAnswer = z.union([z.string(), z.array(z.string()), z.number(), z.boolean()]);
export type TestAnswer = z.infer<typeof TestAnswer>;
/** Answers by question id. */
export const TestAnswers = z.record(z.string(), TestAnswer);
export type TestAnswers = z.infer<typeof TestAnswers>;

/** What a result's answers came to (computed by `evaluateAnswers`). */
export const TestEvaluation = z.object({
  cosmeticGrade: TestGrade.nullable(),
  functionalGrade: TestGrade.nullable(),
  exceptionsGrade: TestGrade.nullable(),
  overallGrade: TestGrade.nullable(),
  disposition: TestDisposition.nullable(),
  r2Classification: TestR2Classification.nullable(),
});
export type TestEvaluation = z.infer<typeof TestEvaluation>;

/** A saved result: the answers to one version of one suite and what they came to. */
export const TestResult = z.object({
  id: z.number().int().positive(),
  testSuiteId: z.number().int().positive(),
  versionId: z.number().int().positive(),
  answers: TestAnswers,
  evaluation: TestEvaluation,
});
export type TestResult = z.infer<typeof TestResult>;
