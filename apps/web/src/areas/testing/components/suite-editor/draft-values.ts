// The draft editor's values: the questions (each with a key that survives id edits, for React)
// and the evaluation rules, plus the list operations that keep `showIf` conditions pointing at
// EARLIER questions. The rules that judge a list are the domain's (questionListProblems).
import {
  type EvaluationRules,
  type ShowIfCondition,
  type TestQuestion,
  type TestQuestionKind,
  TestSuiteDraftBody,
} from "@ops/domain";

export type EditorQuestion = { key: string; question: TestQuestion };
export type DraftValues = { questions: EditorQuestion[]; evaluation: EvaluationRules };

let nextKey = 0;
const keyed = (question: TestQuestion): EditorQuestion => ({ key: `k${++nextKey}`, question });

export function draftValues(questions: readonly TestQuestion[], evaluation: EvaluationRules): DraftValues {
  return {
    questions: questions.map((q) => keyed(structuredClone(q))),
    evaluation: structuredClone(evaluation),
  };
}

export function draftBody(values: DraftValues): TestSuiteDraftBody {
  return { questions: values.questions.map((q) => q.question), evaluation: values.evaluation };
}

/** An id made of a text: lower-case letters, digits and _, starting with a letter, ≤ 40. */
export function idFromText(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 40)
    .replace(/_+$/, "");
  return slug === "" ? fallback : slug;
}

/** An id not yet used by `taken`, based on `base`. */
export function freeId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const id = `${base.slice(0, 37)}_${n}`;
    if (!taken.includes(id)) return id;
  }
}

/** The fields a question of `kind` carries (and none of the others'), keeping what fits. */
export function withKind(question: TestQuestion, kind: TestQuestionKind): TestQuestion {
  const { options, min, max, grades, dataBearing, ...common } = question;
  switch (kind) {
    case "single_choice":
    case "multiple_choice":
      return { ...common, kind, options: options ?? [{ id: "ok", label: "OK", grade: "A" }] };
    case "number":
      return { ...common, kind, min, max };
    case "pass_fail":
      return { ...common, kind, grades: grades ?? { pass: "A", fail: "F" }, dataBearing };
    case "text":
      return { ...common, kind };
  }
}

export function newQuestion(taken: readonly string[]): TestQuestion {
  return {
    id: freeId(`q${taken.length + 1}`, taken),
    section: "functional",
    kind: "pass_fail",
    prompt: "",
    required: true,
    grades: { pass: "A", fail: "F" },
  };
}

export function addQuestion(values: DraftValues): DraftValues {
  const taken = values.questions.map((q) => q.question.id);
  return { ...values, questions: [...values.questions, keyed(newQuestion(taken))] };
}

/**
 * Replaces the question at `index`; a changed id is carried into the later conditions that
 * named the old one, so renaming does not break them.
 */
export function updateQuestion(values: DraftValues, index: number, question: TestQuestion): DraftValues {
  const before = values.questions[index]?.question;
  const renamed = before && before.id !== question.id ? before.id : null;
  return {
    ...values,
    questions: values.questions.map((q, i) => {
      if (i === index) return { ...q, question };
      if (!renamed || i < index || !q.question.showIf) return q;
      const showIf = q.question.showIf.map((c) =>
        c.questionId === renamed ? { ...c, questionId: question.id } : c,
      );
      return { ...q, question: { ...q.question, showIf } };
    }),
  };
}

/** Conditions of `question` on a question that is not among `earlier` are dropped. */
function keepEarlierConditions(question: TestQuestion, earlier: Set<string>): TestQuestion {
  if (!question.showIf) return question;
  const showIf = question.showIf.filter((c: ShowIfCondition) => earlier.has(c.questionId));
  return { ...question, showIf: showIf.length > 0 ? showIf : undefined };
}

/** Drops conditions that no longer name an earlier question (after a move or a removal). */
function onlyEarlierConditions(questions: EditorQuestion[]): EditorQuestion[] {
  const earlier = new Set<string>();
  return questions.map((q) => {
    const kept = keepEarlierConditions(q.question, earlier);
    earlier.add(q.question.id);
    return kept === q.question ? q : { ...q, question: kept };
  });
}

/** How many conditions a removal or move would drop (to say so before doing it). */
export function droppedConditions(before: DraftValues, after: DraftValues): number {
  const count = (v: DraftValues) => v.questions.reduce((n, q) => n + (q.question.showIf?.length ?? 0), 0);
  return count(before) - count(after);
}

export function removeQuestion(values: DraftValues, index: number): DraftValues {
  return { ...values, questions: onlyEarlierConditions(values.questions.filter((_, i) => i !== index)) };
}

export function moveQuestion(values: DraftValues, index: number, by: -1 | 1): DraftValues {
  const target = index + by;
  if (target < 0 || target >= values.questions.length) return values;
  const questions = [...values.questions];
  const [moved] = questions.splice(index, 1);
  if (moved) questions.splice(target, 0, moved);
  return { ...values, questions: onlyEarlierConditions(questions) };
}

/** The field errors of a draft body, by its paths (`questions.3.showIf.0.questionId`). */
export function draftProblems(values: DraftValues): Record<string, string> {
  const parsed = TestSuiteDraftBody.safeParse(draftBody(values));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    problems[path] ??= issue.message;
  }
  return problems;
}

/** The errors of question `index` (paths below `questions.<index>.`), by the rest of the path. */
export function questionErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `questions.${index}`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

/** The first question index an error names, or null. */
export function firstQuestionWithError(errors: Record<string, string>): number | null {
  const indexes = Object.keys(errors)
    .map((path) => /^questions\.(\d+)/.exec(path)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number);
  return indexes.length > 0 ? Math.min(...indexes) : null;
}

/** JSON with object keys sorted: the server's jsonb does not keep key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Whether the editor holds exactly what a saved version has. */
export function sameContent(values: DraftValues, saved: TestSuiteDraftBody): boolean {
  return JSON.stringify(canonical(draftBody(values))) === JSON.stringify(canonical(saved));
}
