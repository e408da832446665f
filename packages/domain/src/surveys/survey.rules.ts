// Pure rules of surveys (issue 21): which answers a survey takes, a response's score, whether an
// edit changes a survey's questions, and the months of the score chart. The server and the answer
// form share them, so the form refuses what the server refuses, on the same field.

/** A rating answer is a whole number from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest text answer. */
export const SURVEY_TEXT_MAX = 2000;

/** One question of a survey (the domain's SurveyQuestion schema checks its shape). */
export type SurveyQuestionShape = {
  id: string;
  kind: "rating" | "text";
  text: string;
  required: boolean;
};

/** An answer as it arrives: a rating, a text, or nothing (an optional question left out). */
export type AnswerValue = number | string | null | undefined;

/** What a survey stores of a response: each answered question's id and its value. */
export type StoredAnswers = Record<string, number | string>;

export const ANSWER_REQUIRED = "Answer this question";
export const RATING_MESSAGE = `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`;
export const TEXT_MESSAGE = "Write your answer as text";
export const TEXT_TOO_LONG = `An answer is at most ${SURVEY_TEXT_MAX.toLocaleString("en-US")} characters`;

/** The field an answer's error is reported on (`answers.<question id>`). */
export const answerField = (questionId: string) => `answers.${questionId}`;

const isBlank = (value: AnswerValue) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * The answers a survey's questions accept, as field errors (`answers.<id>`): every required
 * question answered, ratings whole numbers from 1 to 5, text answers text of at most 2,000
 * characters, and no answer to a question the survey does not have. Empty when all is well.
 */
export function answerErrors(
  questions: readonly SurveyQuestionShape[],
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) errors[answerField(id)] = [`The survey has no question ${id}`];
  for (const q of questions) {
    const value = answers[q.id];
    if (isBlank(value)) {
      if (q.required) errors[answerField(q.id)] = [ANSWER_REQUIRED];
      continue;
    }
    if (q.kind === "rating") {
      if (typeof value !== "number" || !Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX)
        errors[answerField(q.id)] = [RATING_MESSAGE];
    } else if (typeof value !== "string") errors[answerField(q.id)] = [TEXT_MESSAGE];
    else if (value.trim().length > SURVEY_TEXT_MAX) errors[answerField(q.id)] = [TEXT_TOO_LONG];
  }
  return errors;
}

/**
 * The answers as stored: the questions answered, in the survey's order, text trimmed; questions
 * left blank are left out. Call after `answerErrors` found nothing.
 */
export function storedAnswers(
  questions: readonly SurveyQuestionShape[],
  answers: Readonly<Record<string, AnswerValue>>,
): StoredAnswers {
  const out: StoredAnswers = {};
  for (const q of questions) {
    const value = answers[q.id];
    if (isBlank(value)) continue;
    out[q.id] = typeof value === "string" ? value.trim() : (value as number);
  }
  return out;
}

/**
 * A response's score: the mean of its rating answers, rounded to two decimals, or null when it
 * rates nothing (every rating question optional and left out).
 */
export function scoreOf(questions: readonly SurveyQuestionShape[], answers: StoredAnswers): number | null {
  const ratings = questions
    .filter((q) => q.kind === "rating")
    .map((q) => answers[q.id])
    .filter((v): v is number => typeof v === "number");
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, v) => sum + v, 0) / ratings.length;
  return Math.round(mean * 100) / 100;
}

/**
 * Whether an edit changes a survey's questions (ids, kinds, texts, required flags or order).
 * A survey with responses keeps its questions: its answers name them by id.
 */
export function questionsChanged(
  before: readonly SurveyQuestionShape[],
  after: readonly SurveyQuestionShape[],
): boolean {
  if (before.length !== after.length) return true;
  return before.some((b, i) => {
    const a = after[i];
    return !a || a.id !== b.id || a.kind !== b.kind || a.text !== b.text || a.required !== b.required;
  });
}

/** An id for a question added to a survey: `q` and the next number no question uses yet. */
export function nextQuestionId(questions: readonly { id: string }[]): string {
  let highest = 0;
  for (const q of questions) {
    const match = /^q(\d+)$/.exec(q.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  let n = highest + 1;
  const ids = new Set(questions.map((q) => q.id));
  while (ids.has(`q${n}`)) n++;
  return `q${n}`;
}

/** The month (YYYY-MM, UTC) `back` months before the month of `now`. */
export function surveyMonthBefore(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** The first day (YYYY-MM-DD) of the chart's first month: `months` months ending with now's. */
export function chartStart(now: Date, months: number): string {
  return `${surveyMonthBefore(now, months - 1)}-01`;
}

/** One month of the score chart. */
export type SurveyMonthFigures = { month: string; responses: number; score: number | null };

/**
 * The score chart's months: the `months` months up to now's, oldest first, each with its figures
 * from `found` (the months that had responses) or none.
 */
export function scoreMonths(
  now: Date,
  months: number,
  found: readonly SurveyMonthFigures[],
): SurveyMonthFigures[] {
  const byMonth = new Map(found.map((m) => [m.month, m]));
  const out: SurveyMonthFigures[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const month = surveyMonthBefore(now, back);
    out.push(byMonth.get(month) ?? { month, responses: 0, score: null });
  }
  return out;
}
