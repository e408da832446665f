// The test flow of SPEC §4 as small pure functions over a `TestFlowState`: the screen keeps the
// state, calls a function per step and does the I/O itself (the server re-runs `pruneUnreachable`
// and `answerRefusals` on what it is sent). SPEC §5: answers to unreachable questions are removed.
import { evaluateAnswers } from "./grading.rules";
import { pruneUnreachable, reachableQuestions, walk } from "./reachability";
import {
  TEXT_ANSWER_MAX,
  type TestAnswer,
  type TestAnswers,
  type TestQuestion,
  type TestResult,
  type TestSuite,
  type TestSuiteVersion,
} from "./test-suites.schemas";

export { pruneUnreachable, reachableQuestions } from "./reachability";

function optionList(question: TestQuestion): string {
  return (question.options ?? []).map((o) => o.label).join(", ");
}

/** Why one answer does not fit its question's kind, options or range; null when it fits. */
export function answerRefusal(question: TestQuestion, answer: TestAnswer): string | null {
  const name = `"${question.prompt}"`;
  const optionIds = new Set((question.options ?? []).map((o) => o.id));
  switch (question.kind) {
    case "single_choice":
      return typeof answer === "string" && optionIds.has(answer)
        ? null
        : `${name} takes one of: ${optionList(question)}`;
    case "multiple_choice":
      if (!Array.isArray(answer) || answer.some((a) => !optionIds.has(a)))
        return `${name} takes any of: ${optionList(question)}`;
      return new Set(answer).size === answer.length ? null : `${name} has an option picked twice`;
    case "number": {
      if (typeof answer !== "number" || !Number.isFinite(answer)) return `${name} takes a number`;
      const { min, max } = question;
      if ((min !== undefined && answer < min) || (max !== undefined && answer > max))
        return `${name} takes a number from ${min ?? "any"} to ${max ?? "any"}`;
      return null;
    }
    case "text":
      if (typeof answer !== "string") return `${name} takes text`;
      return answer.length > TEXT_ANSWER_MAX ? `${name} takes at most ${TEXT_ANSWER_MAX} characters` : null;
    case "pass_fail":
      return typeof answer === "boolean" ? null : `${name} takes pass or fail`;
  }
}

/**
 * The answers the server refuses (422), by question id, each message naming the question: an
 * answer outside its question's options, range or kind, or to a question the version does not
 * have. Answers to questions that exist but are unreachable are not refused: they are dropped.
 */
export function answerRefusals(version: TestSuiteVersion, answers: TestAnswers): Record<string, string> {
  const refusals: Record<string, string> = {};
  const byId = new Map(version.questions.map((q) => [q.id, q]));
  for (const [questionId, answer] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) {
      refusals[questionId] = `This test has no question ${questionId}`;
      continue;
    }
    const refusal = answerRefusal(question, answer);
    if (refusal) refusals[questionId] = refusal;
  }
  return refusals;
}

/** Required reachable questions still unanswered, in order. */
export function unansweredRequired(version: TestSuiteVersion, answers: TestAnswers): TestQuestion[] {
  const { reachable, kept } = walk(version, answers);
  return reachable.filter((q) => q.required && !Object.hasOwn(kept, q.id));
}

/**
 * What the test screen holds: the loaded suite's versions, the version chosen, and — once a suite
 * is chosen — the answers being given, the active question and the result being edited (null for
 * a new one).
 */
export type TestFlowState = {
  suiteId: number | null;
  versions: TestSuiteVersion[];
  selectedVersion: TestSuiteVersion | null;
  /** The chosen suite version being answered; null when none is open. */
  suite: TestSuiteVersion | null;
  answers: TestAnswers;
  activeQuestionId: string | null;
  resultId: number | null;
};

export const EMPTY_TEST_FLOW: TestFlowState = {
  suiteId: null,
  versions: [],
  selectedVersion: null,
  suite: null,
  answers: {},
  activeQuestionId: null,
  resultId: null,
};

/**
 * Loading tests: clears the versions and the suite, then takes the suite's versions. With no tests
 * (no suite or no versions) it answers `loaded: false`. Exactly one version is chosen
 * automatically; otherwise the requested version number is chosen (null when there is none).
 */
export function loadTests(
  tests: TestSuite | null | undefined,
  requestedVersion?: number | null,
): { loaded: boolean; state: TestFlowState } {
  const cleared: TestFlowState = { ...EMPTY_TEST_FLOW };
  if (!tests || tests.versions.length === 0) return { loaded: false, state: cleared };
  const versions = [...tests.versions];
  const selectedVersion =
    versions.length === 1
      ? (versions[0] ?? null)
      : (versions.find((v) => v.version === requestedVersion) ?? null);
  return { loaded: true, state: { ...cleared, suiteId: tests.id, versions, selectedVersion } };
}

/** The first reachable question not yet answered, else the first reachable one. */
function firstAvailable(version: TestSuiteVersion, answers: TestAnswers): string | null {
  const reachable = reachableQuestions(version, answers);
  return (reachable.find((q) => !Object.hasOwn(answers, q.id)) ?? reachable[0])?.id ?? null;
}

/**
 * Choosing a suite opens the selected version: with an existing result its answers are loaded
 * (pruned to what is reachable), otherwise answering starts empty; the first available question —
 * the first reachable one not yet answered, or the first reachable one when all are — is active.
 */
export function chooseSuite(state: TestFlowState, existing?: TestResult | null): TestFlowState {
  const version = state.selectedVersion;
  if (!version) return state;
  const answers = existing ? pruneUnreachable(version, existing.answers) : {};
  return {
    ...state,
    suite: version,
    answers,
    resultId: existing?.id ?? null,
    activeQuestionId: firstAvailable(version, answers),
  };
}

/**
 * Setting an answer (or clearing it with null): answers of questions no longer reachable are
 * dropped, transitively; an answer to an unreachable question is not kept. If the active question
 * became unreachable, the first available question becomes active.
 */
export function setAnswer(state: TestFlowState, questionId: string, value: TestAnswer | null): TestFlowState {
  const version = state.suite;
  if (!version) return state;
  const next: TestAnswers = { ...state.answers };
  if (value === null) delete next[questionId];
  else next[questionId] = value;
  const answers = pruneUnreachable(version, next);
  const stillActive =
    state.activeQuestionId !== null &&
    reachableQuestions(version, answers).some((q) => q.id === state.activeQuestionId);
  return {
    ...state,
    answers,
    activeQuestionId: stillActive ? state.activeQuestionId : firstAvailable(version, answers),
  };
}

/** Makes a reachable question the active one; anything else leaves the state as it is. */
export function activateQuestion(state: TestFlowState, questionId: string): TestFlowState {
  if (!state.suite || !reachableQuestions(state.suite, state.answers).some((q) => q.id === questionId))
    return state;
  return { ...state, activeQuestionId: questionId };
}

/** What saving sends: a new result, or an update of the result being edited. */
export type SaveRequest =
  | { method: "create"; body: Omit<TestResult, "id"> }
  | { method: "update"; resultId: number; body: Omit<TestResult, "id"> };

/** The request saving makes for the open suite, or null when no suite is open. */
export function saveRequest(state: TestFlowState, options: { newInBox?: boolean } = {}): SaveRequest | null {
  const version = state.suite;
  if (!version) return null;
  const answers = pruneUnreachable(version, state.answers);
  const body = {
    testSuiteId: version.suiteId,
    versionId: version.id,
    answers,
    evaluation: evaluateAnswers(version, answers, options),
  };
  return state.resultId === null
    ? { method: "create", body }
    : { method: "update", resultId: state.resultId, body };
}

/**
 * Saving: creates the result (with `newId`) or updates the existing one in `results`, then clears
 * the suite (versions stay loaded). Nothing changes when no suite is open.
 */
export function saveResult(
  state: TestFlowState,
  results: readonly TestResult[],
  newId: number,
  options: { newInBox?: boolean } = {},
): { state: TestFlowState; results: TestResult[]; saved: TestResult | null } {
  const request = saveRequest(state, options);
  if (!request) return { state, results: [...results], saved: null };
  const id = request.method === "create" ? newId : request.resultId;
  const saved: TestResult = { id, ...request.body };
  const nextResults =
    request.method === "create" ? [...results, saved] : results.map((r) => (r.id === id ? saved : r));
  return {
    state: { ...state, suite: null, answers: {}, activeQuestionId: null, resultId: null },
    results: nextResults,
    saved,
  };
}
