import { describe, expect, it } from "vitest";
import { DEFAULT_EVALUATION_RULES, DEMO_LAPTOP_SUITE, DEMO_TEST_SUITES } from "./demo-suites";
import { EvaluationRules, TestSuite, TestSuiteVersion } from "./test-suites.schemas";

const laptop = DEMO_LAPTOP_SUITE.versions[0] as TestSuiteVersion;

function messages(version: unknown): string[] {
  const parsed = TestSuiteVersion.safeParse(version);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
}

describe("test suite schemas", () => {
  it("accepts the three demo suites, each with a branching question", () => {
    for (const suite of DEMO_TEST_SUITES) {
      expect(TestSuite.safeParse(suite).success).toBe(true);
      expect(suite.versions[0]?.questions.some((q) => q.showIf && q.showIf.length > 0)).toBe(true);
    }
  });

  it("refuses a question id used twice", () => {
    const questions = [...laptop.questions, { ...laptop.questions[0], prompt: "Again" }];
    expect(messages({ ...laptop, questions })).toContain("Question id lid is used twice");
  });

  it("refuses showIf on a later or unknown question, so there are no cycles", () => {
    const [first, second, ...rest] = laptop.questions;
    const questions = [
      { ...first, showIf: [{ questionId: "palmrest", equals: "like_new" }] },
      second,
      ...rest,
    ];
    expect(messages({ ...laptop, questions })).toContain(
      '"Lid condition" may depend only on an earlier question, not palmrest',
    );
    const self = [{ ...first, showIf: [{ questionId: "lid", equals: "like_new" }] }, second, ...rest];
    expect(messages({ ...laptop, questions: self })).toHaveLength(1);
  });

  it("refuses a choice without options and options on a non-choice", () => {
    const noOptions = laptop.questions.map((q) => (q.id === "lid" ? { ...q, options: undefined } : q));
    expect(messages({ ...laptop, questions: noOptions })).toContain(
      '"Lid condition" needs options to choose from',
    );
    const textOptions = laptop.questions.map((q) =>
      q.id === "notes" ? { ...q, options: [{ id: "x", label: "X" }] } : q,
    );
    expect(messages({ ...laptop, questions: textOptions })).toContain(
      '"Notes" is not a choice and has no options',
    );
  });

  it("refuses conditions that do not fit the question they name", () => {
    const bad = laptop.questions.map((q) =>
      q.id === "keyboard" ? { ...q, showIf: [{ questionId: "lid", equals: "shiny" }] } : q,
    );
    expect(messages({ ...laptop, questions: bad })).toContain('"Keyboard works?": lid has no option shiny');
    const passedOnChoice = laptop.questions.map((q) =>
      q.id === "keyboard" ? { ...q, showIf: [{ questionId: "lid", passed: true }] } : q,
    );
    expect(messages({ ...laptop, questions: passedOnChoice })).toContain(
      '"Keyboard works?": lid is not a pass/fail question',
    );
  });

  it("refuses a number range upside down and pass/fail fields on other kinds", () => {
    const bad = laptop.questions.map((q) =>
      q.id === "battery_health"
        ? { ...q, min: 50, max: 10 }
        : q.id === "lid"
          ? { ...q, dataBearing: true }
          : q,
    );
    expect(messages({ ...laptop, questions: bad })).toEqual([
      '"Lid condition": only a pass/fail question has pass/fail grades or data',
      '"Battery health (%)": the maximum is below the minimum',
    ]);
  });

  it("needs evaluation routes that cover grade F, each grade once", () => {
    expect(EvaluationRules.safeParse(DEFAULT_EVALUATION_RULES).success).toBe(true);
    const noF = { ...DEFAULT_EVALUATION_RULES, routes: DEFAULT_EVALUATION_RULES.routes.slice(0, 2) };
    expect(EvaluationRules.safeParse(noF).error?.issues[0]?.message).toBe("The routes must cover grade F");
    const twice = {
      ...DEFAULT_EVALUATION_RULES,
      routes: [...DEFAULT_EVALUATION_RULES.routes, DEFAULT_EVALUATION_RULES.routes[2]],
    };
    expect(EvaluationRules.safeParse(twice).error?.issues[0]?.message).toBe("Grade F has two routes");
  });

  it("refuses a version number given twice in a suite", () => {
    const suite = { ...DEMO_LAPTOP_SUITE, versions: [laptop, { ...laptop, id: 9 }] };
    expect(TestSuite.safeParse(suite).error?.issues[0]?.message).toBe("Version 1 is given twice");
  });
});
