import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANSWER_REQUIRED,
  answerErrors,
  chartStart,
  nextQuestionId,
  questionsChanged,
  RATING_MESSAGE,
  type SurveyQuestionShape,
  scoreMonths,
  scoreOf,
  storedAnswers,
  surveyMonthBefore,
} from "./survey.rules";
import { SurveyBody, SurveyQuestions } from "./surveys.schemas";

const question = fc.record({
  id: fc.constantFrom("q1", "q2", "q3", "q4", "q5", "q6"),
  kind: fc.constantFrom("rating" as const, "text" as const),
  text: fc.string({ minLength: 1, maxLength: 40 }),
  required: fc.boolean(),
});
/** Questions with distinct ids. */
const questions = fc.uniqueArray(question, { selector: (q) => q.id, minLength: 1, maxLength: 6 });

/** A valid answer for each question (optional ones sometimes left out). */
const validAnswers = (qs: SurveyQuestionShape[]) =>
  fc.tuple(
    ...qs.map((q) =>
      q.kind === "rating"
        ? q.required
          ? fc.integer({ min: 1, max: 5 })
          : fc.option(fc.integer({ min: 1, max: 5 }), { nil: null })
        : q.required
          ? fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== "")
          : fc.option(fc.string({ maxLength: 50 }), { nil: null }),
    ),
  ) as fc.Arbitrary<(number | string | null)[]>;

const withAnswers = questions.chain((qs) =>
  validAnswers(qs).map((values) => ({
    qs,
    answers: Object.fromEntries(qs.map((q, i) => [q.id, values[i] ?? null])),
  })),
);

describe("answers", () => {
  it("answers of the right kind, every required one given, have no errors", () => {
    fc.assert(
      fc.property(withAnswers, ({ qs, answers }) => {
        expect(answerErrors(qs, answers)).toEqual({});
      }),
    );
  });

  it("a required question left out is refused on its own field", () => {
    fc.assert(
      fc.property(withAnswers, fc.nat(), ({ qs, answers }, pick) => {
        const required = qs.filter((q) => q.required);
        fc.pre(required.length > 0);
        const q = required[pick % required.length] as SurveyQuestionShape;
        const missing = { ...answers, [q.id]: pick % 2 === 0 ? null : "  " };
        if (q.kind === "rating" && pick % 2 === 1) return; // "  " for a rating is a blank too
        expect(answerErrors(qs, missing)).toEqual({ [`answers.${q.id}`]: [ANSWER_REQUIRED] });
      }),
    );
  });

  it("a rating outside 1–5 or not whole is refused on its field", () => {
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 6 }),
      fc.double({ min: 1.01, max: 4.99, noNaN: true }).filter((v) => !Number.isInteger(v)),
      fc.constant("4"),
    );
    fc.assert(
      fc.property(withAnswers, bad, ({ qs, answers }, value) => {
        const rating = qs.find((q) => q.kind === "rating");
        fc.pre(rating !== undefined);
        const id = (rating as SurveyQuestionShape).id;
        expect(answerErrors(qs, { ...answers, [id]: value })[`answers.${id}`]).toEqual([RATING_MESSAGE]);
      }),
    );
  });

  it("an answer to a question the survey does not have is refused on that field", () => {
    fc.assert(
      fc.property(withAnswers, ({ qs, answers }) => {
        const errors = answerErrors(qs, { ...answers, zz9: 3 });
        expect(Object.keys(errors)).toEqual(["answers.zz9"]);
      }),
    );
  });
});

describe("scores", () => {
  it("are the mean of the rating answers, between 1 and 5, or null without any", () => {
    fc.assert(
      fc.property(withAnswers, ({ qs, answers }) => {
        const stored = storedAnswers(qs, answers);
        const ratings = qs.filter((q) => q.kind === "rating" && typeof stored[q.id] === "number");
        const score = scoreOf(qs, stored);
        if (ratings.length === 0) {
          expect(score).toBeNull();
          return;
        }
        const mean = ratings.reduce((s, q) => s + (stored[q.id] as number), 0) / ratings.length;
        expect(score).toBeCloseTo(mean, 2);
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }),
    );
  });

  it("text answers do not count, and blanks are not stored", () => {
    const qs: SurveyQuestionShape[] = [
      { id: "a", kind: "rating", text: "A", required: true },
      { id: "b", kind: "rating", text: "B", required: false },
      { id: "c", kind: "text", text: "C", required: false },
    ];
    const stored = storedAnswers(qs, { a: 4, b: 5, c: "  fine  " });
    expect(stored).toEqual({ a: 4, b: 5, c: "fine" });
    expect(scoreOf(qs, stored)).toBe(4.5);
    expect(storedAnswers(qs, { a: 2, b: null, c: " " })).toEqual({ a: 2 });
    expect(scoreOf(qs, { a: 1, b: 2 })).toBe(1.5);
    expect(scoreOf(qs, { a: 1, b: 1, c: "x" })).toBe(1);
    expect(scoreOf(qs, {})).toBeNull();
    expect(
      scoreOf([...qs.slice(0, 2), { id: "d", kind: "rating", text: "D", required: true }], {
        a: 4,
        b: 4,
        d: 5,
      }),
    ).toBe(4.33);
  });
});

describe("questions", () => {
  it("are unchanged by an identical copy, changed by any edit", () => {
    fc.assert(
      fc.property(questions, fc.nat(), (qs, pick) => {
        expect(
          questionsChanged(
            qs,
            qs.map((q) => ({ ...q })),
          ),
        ).toBe(false);
        const i = pick % qs.length;
        const q = qs[i] as SurveyQuestionShape;
        const edits = [
          { ...q, text: `${q.text}!` },
          { ...q, required: !q.required },
          { ...q, kind: q.kind === "rating" ? ("text" as const) : ("rating" as const) },
          { ...q, id: `${q.id}x` },
        ];
        for (const edit of edits)
          expect(
            questionsChanged(
              qs,
              qs.map((x, j) => (j === i ? edit : x)),
            ),
          ).toBe(true);
        expect(questionsChanged(qs, qs.slice(1))).toBe(true);
      }),
    );
  });

  it("a new question's id is not in use", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 4 }).map((s) => ({ id: s }))), (qs) => {
        const id = nextQuestionId(qs);
        expect(qs.map((q) => q.id)).not.toContain(id);
        expect(id).toMatch(/^q\d+$/);
      }),
    );
    expect(nextQuestionId([{ id: "q1" }, { id: "q7" }])).toBe("q8");
  });

  it("a survey needs a rating question and unique ids (the error names the question)", () => {
    const rating = { id: "q1", kind: "rating", text: "How was it?", required: true };
    expect(SurveyQuestions.safeParse([rating]).success).toBe(true);
    const noRating = SurveyQuestions.safeParse([{ id: "q1", kind: "text", text: "Why?" }]);
    expect(noRating.success).toBe(false);
    const twice = SurveyQuestions.safeParse([rating, { ...rating, text: "Again?" }]);
    expect(twice.error?.issues[0]?.path).toEqual([1, "id"]);
    const body = SurveyBody.safeParse({ name: " ", questions: [] });
    expect(body.error?.issues.map((i) => i.path.join("."))).toEqual(["name", "questions"]);
  });
});

describe("score months", () => {
  const now = fc.date({
    min: new Date("2001-01-01T00:00:00Z"),
    max: new Date("2090-12-31T00:00:00Z"),
    noInvalidDate: true,
  });

  it("are the n months up to now's, oldest first, one a month", () => {
    fc.assert(
      fc.property(now, fc.integer({ min: 1, max: 36 }), (d, n) => {
        const months = scoreMonths(d, n, []);
        expect(months).toHaveLength(n);
        expect(months.at(-1)?.month).toBe(d.toISOString().slice(0, 7));
        expect(months[0]?.month).toBe(chartStart(d, n).slice(0, 7));
        for (let i = 1; i < months.length; i++) {
          const [y0, m0] = (months[i - 1]?.month ?? "").split("-").map(Number) as [number, number];
          const [y1, m1] = (months[i]?.month ?? "").split("-").map(Number) as [number, number];
          expect(y1 * 12 + m1 - (y0 * 12 + m0)).toBe(1);
        }
        expect(months.every((m) => m.responses === 0 && m.score === null)).toBe(true);
      }),
    );
  });

  it("carry the figures of the months found, and leave out months outside the range", () => {
    fc.assert(
      fc.property(now, fc.integer({ min: 1, max: 36 }), fc.integer({ min: 0, max: 40 }), (d, n, back) => {
        const month = surveyMonthBefore(d, back);
        const months = scoreMonths(d, n, [{ month, responses: 3, score: 4.2 }]);
        const found = months.filter((m) => m.responses > 0);
        expect(found).toEqual(back < n ? [{ month, responses: 3, score: 4.2 }] : []);
      }),
    );
  });
});
