// Grading (SPEC §9): answers become a cosmetic, a functional and an exceptions grade on the A–F
// scale (`GRADE_SCALE`, A=5 … F=0), an overall grade, and a suggested disposition and R2
// classification by the version's evaluation rules. Only reachable answers count.
import { GRADE_SCALE } from "../enums/assets";
import { pruneUnreachable } from "./reachability";
import type {
  EvaluationRules,
  TestAnswer,
  TestAnswers,
  TestEvaluation,
  TestGrade,
  TestQuestion,
  TestRoute,
  TestSection,
  TestSuiteVersion,
} from "./test-suites.schemas";

/** The score of a grade (A=5 … F=0). */
export function gradeScore(grade: TestGrade): number {
  return GRADE_SCALE[grade];
}

/** The grade of a score 0–5 (scores outside are clamped, fractions rounded down). */
export function scoreGrade(score: number): TestGrade {
  const clamped = Math.max(0, Math.min(5, Math.floor(score)));
  const entry = Object.entries(GRADE_SCALE).find(([, s]) => s === clamped);
  return (entry?.[0] ?? "F") as TestGrade;
}

/**
 * The scores one answer gives its section: a single choice its option's grade, a multiple choice
 * the grade of each picked option, a pass/fail its pass or fail grade; options without a grade,
 * numbers and text give none.
 */
export function answerScores(question: TestQuestion, answer: TestAnswer | undefined): number[] {
  if (answer === undefined) return [];
  const gradeOf = (id: string) => question.options?.find((o) => o.id === id)?.grade;
  const grades: (TestGrade | undefined)[] =
    question.kind === "single_choice" && typeof answer === "string"
      ? [gradeOf(answer)]
      : question.kind === "multiple_choice" && Array.isArray(answer)
        ? answer.map(gradeOf)
        : question.kind === "pass_fail" && typeof answer === "boolean" && question.grades
          ? [answer ? question.grades.pass : question.grades.fail]
          : [];
  return grades.filter((g): g is TestGrade => g !== undefined).map(gradeScore);
}

/** The cosmetic (and functional) rule: the lowest score; null when nothing graded. */
export function lowestScore(scores: readonly number[]): number | null {
  return scores.length === 0 ? null : Math.min(...scores);
}

/**
 * SPEC §9, literally: "in the exceptions test, a grade above 1 combined with another above 1
 * becomes 5". Two exception scores combine pairwise: both above 1 → 5; otherwise the lower one
 * (an E or F exception is not softened by anything).
 */
export function combineExceptionScores(a: number, b: number): number {
  return a > 1 && b > 1 ? 5 : Math.min(a, b);
}

/**
 * The exceptions score: the pairwise combination folded over all exception scores. The fold does
 * not depend on order: any score of 1 or less gives the lowest score; otherwise two or more scores
 * give 5; a single score stays as it is; none gives null.
 */
export function exceptionsScore(scores: readonly number[]): number | null {
  const [first, ...rest] = scores;
  if (first === undefined) return null;
  return rest.reduce(combineExceptionScores, first);
}

/** The route the overall grade (and data and new-in-box) suggests. */
export function suggestRoute(
  rules: EvaluationRules,
  overall: TestGrade | null,
  flags: { dataFailed: boolean; newInBox: boolean },
): Pick<TestEvaluation, "disposition" | "r2Classification"> {
  const pick = (route: TestRoute) => ({
    disposition: route.disposition,
    r2Classification: route.r2Classification,
  });
  if (flags.dataFailed) return pick(rules.dataFailure);
  if (flags.newInBox) return pick(rules.newInBox);
  if (overall === null) return { disposition: null, r2Classification: null };
  const score = gradeScore(overall);
  const route = [...rules.routes]
    .sort((a, b) => gradeScore(b.minGrade) - gradeScore(a.minGrade))
    .find((r) => score >= gradeScore(r.minGrade));
  return route ? pick(route) : { disposition: null, r2Classification: null };
}

/**
 * The evaluation of a version's answers (unreachable answers are ignored):
 * - cosmetic grade: the lowest grade of the cosmetic answers;
 * - functional grade: the lowest grade of the functional answers;
 * - exceptions grade: `exceptionsScore` of the exceptions answers;
 * - overall grade: the lowest of the three that exist (null when nothing graded);
 * - route: `dataFailure` if a reachable data-bearing question was failed, else `newInBox` if
 *   new-in-box is confirmed, else the first route (best first) the overall grade reaches.
 */
export function evaluateAnswers(
  version: TestSuiteVersion,
  answers: TestAnswers,
  options: { newInBox?: boolean } = {},
): TestEvaluation {
  const kept = pruneUnreachable(version, answers);
  const scores: Record<TestSection, number[]> = { cosmetic: [], functional: [], exceptions: [] };
  let dataFailed = false;
  for (const question of version.questions) {
    if (!Object.hasOwn(kept, question.id)) continue;
    const answer = kept[question.id];
    scores[question.section].push(...answerScores(question, answer));
    if (question.kind === "pass_fail" && question.dataBearing && answer === false) dataFailed = true;
  }
  const cosmetic = lowestScore(scores.cosmetic);
  const functional = lowestScore(scores.functional);
  const exceptions = exceptionsScore(scores.exceptions);
  const overall = lowestScore([cosmetic, functional, exceptions].filter((s): s is number => s !== null));
  const toGrade = (s: number | null) => (s === null ? null : scoreGrade(s));
  const overallGrade = toGrade(overall);
  return {
    cosmeticGrade: toGrade(cosmetic),
    functionalGrade: toGrade(functional),
    exceptionsGrade: toGrade(exceptions),
    overallGrade,
    ...suggestRoute(version.evaluation, overallGrade, { dataFailed, newInBox: options.newInBox === true }),
  };
}
