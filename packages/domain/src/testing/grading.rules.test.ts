import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRADE_SCALE } from "../enums/assets";
import { versionWithAnswersArb } from "./arbitraries.test-support";
import { DEFAULT_EVALUATION_RULES, DEMO_LAPTOP_SUITE, DEMO_PHONE_SUITE } from "./demo-suites";
import {
  answerScores,
  combineExceptionScores,
  evaluateAnswers,
  exceptionsScore,
  gradeScore,
  scoreGrade,
  suggestRoute,
} from "./grading.rules";
import { pruneUnreachable, reachableQuestions } from "./test-flow.rules";
import type { TestGrade, TestSuiteVersion } from "./test-suites.schemas";

const laptop = DEMO_LAPTOP_SUITE.versions[0] as TestSuiteVersion;
const phone = DEMO_PHONE_SUITE.versions[0] as TestSuiteVersion;
const score = fc.integer({ min: 0, max: 5 });
const grade = fc.constantFrom<TestGrade>("A", "B", "C", "D", "E", "F");

const goodLaptop = {
  lid: "like_new",
  palmrest: "light_wear",
  powers_on: true,
  keyboard: true,
  display: "ok",
  battery_health: 87,
  data_wiped: true,
  exceptions: [],
  notes: "Sticker residue on the lid",
};

describe("the grade scale", () => {
  it("turns grades into GRADE_SCALE scores and back", () => {
    for (const [letter, value] of Object.entries(GRADE_SCALE)) {
      expect(gradeScore(letter as TestGrade)).toBe(value);
      expect(scoreGrade(value)).toBe(letter);
    }
    expect(scoreGrade(7)).toBe("A");
    expect(scoreGrade(-1)).toBe("F");
  });
});

describe("the exceptions rule (SPEC §9)", () => {
  it("combines a grade above 1 with another above 1 into 5, else keeps the lower", () => {
    fc.assert(
      fc.property(score, score, (a, b) => {
        expect(combineExceptionScores(a, b)).toBe(a > 1 && b > 1 ? 5 : Math.min(a, b));
        expect(combineExceptionScores(a, b)).toBe(combineExceptionScores(b, a));
      }),
    );
  });

  it("gives the same score in any order: the lowest if one is 1 or less, else 5 for two or more", () => {
    fc.assert(
      fc.property(fc.array(score, { maxLength: 6 }), fc.array(fc.nat()), (scores, swaps) => {
        const shuffled = [...scores];
        for (const s of swaps) {
          const i = s % Math.max(1, shuffled.length);
          const j = (s >> 3) % Math.max(1, shuffled.length);
          [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
        }
        expect(exceptionsScore(shuffled)).toBe(exceptionsScore(scores));
        const expected =
          scores.length === 0
            ? null
            : scores.some((s) => s <= 1)
              ? Math.min(...scores)
              : scores.length === 1
                ? scores[0]
                : 5;
        expect(exceptionsScore(scores)).toBe(expected);
      }),
    );
  });
});

describe("evaluating answers", () => {
  it("takes the lowest cosmetic and functional grades; overall is the lowest section grade", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, ({ version, answers }) => {
        const kept = pruneUnreachable(version, answers);
        const bySection = {
          cosmetic: [] as number[],
          functional: [] as number[],
          exceptions: [] as number[],
        };
        for (const q of reachableQuestions(version, kept))
          bySection[q.section].push(...answerScores(q, kept[q.id]));
        const result = evaluateAnswers(version, answers);
        const low = (s: number[]) => (s.length ? scoreGrade(Math.min(...s)) : null);
        expect(result.cosmeticGrade).toBe(low(bySection.cosmetic));
        expect(result.functionalGrade).toBe(low(bySection.functional));
        const sections = [result.cosmeticGrade, result.functionalGrade, result.exceptionsGrade].filter(
          (g): g is TestGrade => g !== null,
        );
        expect(result.overallGrade).toBe(sections.length ? low(sections.map(gradeScore)) : null);
        expect(evaluateAnswers(version, kept)).toEqual(result);
      }),
    );
  });

  it("routes by the first route the overall grade reaches; a data failure or new-in-box overrides", () => {
    fc.assert(
      fc.property(grade, (overall) => {
        const route = suggestRoute(DEFAULT_EVALUATION_RULES, overall, { dataFailed: false, newInBox: false });
        const s = gradeScore(overall);
        expect(route.r2Classification).toBe(s >= 4 ? "resale" : s >= 2 ? "repair" : "recycle");
        expect(
          suggestRoute(DEFAULT_EVALUATION_RULES, overall, { dataFailed: true, newInBox: true })
            .r2Classification,
        ).toBe("exception");
        expect(
          suggestRoute(DEFAULT_EVALUATION_RULES, overall, { dataFailed: false, newInBox: true })
            .r2Classification,
        ).toBe("new");
      }),
    );
    expect(suggestRoute(DEFAULT_EVALUATION_RULES, null, { dataFailed: false, newInBox: false })).toEqual({
      disposition: null,
      r2Classification: null,
    });
  });

  it("grades the good laptop B for resale", () => {
    expect(evaluateAnswers(laptop, goodLaptop)).toEqual({
      cosmeticGrade: "B",
      functionalGrade: "A",
      exceptionsGrade: null,
      overallGrade: "B",
      disposition: "resold_or_recycled",
      r2Classification: "resale",
    });
  });

  it("turns two mild laptop exceptions into A, but a swollen battery into F", () => {
    const mild = evaluateAnswers(laptop, { ...goodLaptop, exceptions: ["missing_screws", "missing_feet"] });
    expect(mild.exceptionsGrade).toBe("A");
    expect(mild.overallGrade).toBe("B");
    const single = evaluateAnswers(laptop, { ...goodLaptop, exceptions: ["missing_feet"] });
    expect([single.exceptionsGrade, single.overallGrade, single.r2Classification]).toEqual([
      "D",
      "D",
      "repair",
    ]);
    const swollen = evaluateAnswers(laptop, {
      ...goodLaptop,
      exceptions: ["missing_screws", "swollen_battery"],
    });
    expect([swollen.exceptionsGrade, swollen.overallGrade, swollen.r2Classification]).toEqual([
      "F",
      "F",
      "recycle",
    ]);
  });

  it("ignores unreachable answers: a laptop that does not power on is F and its functional answers do not count", () => {
    const dead = evaluateAnswers(laptop, { ...goodLaptop, powers_on: false, data_wiped: false });
    expect(dead).toMatchObject({ functionalGrade: "F", overallGrade: "F", r2Classification: "recycle" });
  });

  it("routes a failed data-bearing question as an R2 exception, and a confirmed new-in-box device as new", () => {
    expect(evaluateAnswers(laptop, { ...goodLaptop, data_wiped: false }).r2Classification).toBe("exception");
    const lockedPhone = {
      screen: "like_new",
      housing: "like_new",
      powers_on: true,
      account_locked: false,
      touch: true,
    };
    expect(evaluateAnswers(phone, lockedPhone)).toMatchObject({
      overallGrade: "A",
      r2Classification: "exception",
    });
    expect(evaluateAnswers(laptop, goodLaptop, { newInBox: true }).r2Classification).toBe("new");
  });
});
