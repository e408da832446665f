// fast-check generators of valid test suite versions with branching and of answers to them, for
// the property tests of the test flow and grading.
import fc from "fast-check";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { DEFAULT_EVALUATION_RULES } from "./demo-suites";
import {
  type ShowIfCondition,
  TEST_QUESTION_KINDS,
  TEST_SECTIONS,
  type TestAnswer,
  type TestAnswers,
  type TestGrade,
  type TestQuestion,
  type TestSuiteVersion,
} from "./test-suites.schemas";

const grade = fc.constantFrom<TestGrade>(...PRODUCT_GRADE_IDS);

type Draft = {
  kind: TestQuestion["kind"];
  section: TestQuestion["section"];
  optionGrades: (TestGrade | undefined)[];
  passFail?: [TestGrade, TestGrade];
  dataBearing: boolean;
  showIfPick: number[];
};

const draft: fc.Arbitrary<Draft> = fc.record({
  kind: fc.constantFrom(...TEST_QUESTION_KINDS),
  section: fc.constantFrom(...TEST_SECTIONS),
  optionGrades: fc.array(fc.option(grade, { nil: undefined }), { minLength: 1, maxLength: 4 }),
  passFail: fc.option(fc.tuple(grade, grade), { nil: undefined }),
  dataBearing: fc.boolean(),
  showIfPick: fc.array(fc.nat(), { maxLength: 2 }),
});

function condition(target: TestQuestion, pick: number): ShowIfCondition | null {
  const options = target.options ?? [];
  switch (target.kind) {
    case "pass_fail":
      return { questionId: target.id, passed: pick % 2 === 0 };
    case "single_choice":
    case "multiple_choice": {
      const option = options[pick % options.length];
      if (!option) return null;
      return pick % 3 === 0
        ? {
            questionId: target.id,
            anyOf: options
              .filter((_, i) => i % 2 === pick % 2)
              .map((o) => o.id)
              .concat(option.id),
          }
        : { questionId: target.id, equals: option.id };
    }
    case "number":
      return { questionId: target.id, equals: pick % 5 };
    case "text":
      return { questionId: target.id, equals: `t${pick % 3}` };
  }
}

/** A valid version of 1–8 questions; later questions often depend on earlier ones. */
export const versionArb: fc.Arbitrary<TestSuiteVersion> = fc
  .array(draft, { minLength: 1, maxLength: 8 })
  .map((drafts) => {
    const questions: TestQuestion[] = [];
    drafts.forEach((d, i) => {
      const choice = d.kind === "single_choice" || d.kind === "multiple_choice";
      const question: TestQuestion = {
        id: `q${i}`,
        section: d.section,
        kind: d.kind,
        prompt: `Question ${i}?`,
        required: false,
        ...(choice
          ? {
              options: d.optionGrades.map((g, k) => ({
                id: `o${k}`,
                label: `Option ${k}`,
                ...(g ? { grade: g } : {}),
              })),
            }
          : {}),
        ...(d.kind === "number" ? { min: 0, max: 4 } : {}),
        ...(d.kind === "pass_fail" && d.passFail
          ? { grades: { pass: d.passFail[0], fail: d.passFail[1] } }
          : {}),
        ...(d.kind === "pass_fail" && d.dataBearing ? { dataBearing: true } : {}),
      };
      const showIf =
        i === 0
          ? []
          : d.showIfPick
              .map((p) => {
                const target = questions[p % i];
                return target ? condition(target, p) : null;
              })
              .filter((c): c is ShowIfCondition => c !== null);
      if (showIf.length > 0) question.showIf = showIf;
      questions.push(question);
    });
    return {
      id: 7,
      suiteId: 3,
      version: 1,
      published: true,
      questions,
      evaluation: DEFAULT_EVALUATION_RULES,
    };
  });

/** A valid answer to a question, chosen by `seed`. */
export function validAnswer(question: TestQuestion, seed: number): TestAnswer {
  const options = (question.options ?? []).map((o) => o.id);
  switch (question.kind) {
    case "single_choice":
      return options[seed % options.length] ?? "";
    case "multiple_choice":
      return options.filter((_, i) => (seed >> i) & 1);
    case "number":
      return seed % 5;
    case "text":
      return `t${seed % 3}`;
    case "pass_fail":
      return seed % 2 === 0;
  }
}

/** A version and valid answers to a random subset of its questions (reachable or not). */
export const versionWithAnswersArb: fc.Arbitrary<{ version: TestSuiteVersion; answers: TestAnswers }> =
  versionArb.chain((version) =>
    fc
      .array(fc.option(fc.nat({ max: 1000 }), { nil: undefined }), {
        minLength: version.questions.length,
        maxLength: version.questions.length,
      })
      .map((seeds) => {
        const answers: TestAnswers = {};
        version.questions.forEach((q, i) => {
          const seed = seeds[i];
          if (seed !== undefined) answers[q.id] = validAnswer(q, seed);
        });
        return { version, answers };
      }),
  );
