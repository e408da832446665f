// Which questions are reachable with given answers (SPEC §5): the rule the flow and grading share.
import type { ShowIfCondition, TestAnswers, TestQuestion, TestSuiteVersion } from "./test-suites.schemas";

/** Whether one condition holds against the answers kept so far. */
function conditionHolds(condition: ShowIfCondition, answers: TestAnswers): boolean {
  if (!Object.hasOwn(answers, condition.questionId)) return false;
  const answer = answers[condition.questionId];
  if ("passed" in condition) return answer === condition.passed;
  if ("anyOf" in condition) {
    if (Array.isArray(answer)) return answer.some((a) => condition.anyOf.includes(a));
    return typeof answer === "string" && condition.anyOf.includes(answer);
  }
  if (Array.isArray(answer)) return typeof condition.equals === "string" && answer.includes(condition.equals);
  return answer === condition.equals;
}

/**
 * One forward pass over the questions in order: a question is reachable when every condition of
 * its `showIf` holds against the answers of the reachable questions before it, so hiding one
 * question hides, transitively, everything that depended on it. Returns the reachable questions
 * and the answers kept (only answers to reachable questions).
 */
export function walk(version: TestSuiteVersion, answers: TestAnswers) {
  const reachable: TestQuestion[] = [];
  const kept: TestAnswers = {};
  for (const question of version.questions) {
    if (!(question.showIf ?? []).every((c) => conditionHolds(c, kept))) continue;
    reachable.push(question);
    const answer = answers[question.id];
    if (Object.hasOwn(answers, question.id) && answer !== undefined) kept[question.id] = answer;
  }
  return { reachable, kept };
}

/** The questions a technician can see with these answers, in order. */
export function reachableQuestions(version: TestSuiteVersion, answers: TestAnswers): TestQuestion[] {
  return walk(version, answers).reachable;
}

/** The answers without those to unreachable (or unknown) questions; idempotent. */
export function pruneUnreachable(version: TestSuiteVersion, answers: TestAnswers): TestAnswers {
  return walk(version, answers).kept;
}
