import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validAnswer, versionArb, versionWithAnswersArb } from "./arbitraries.test-support";
import { DEMO_DRIVE_SUITE, DEMO_LAPTOP_SUITE } from "./demo-suites";
import {
  activateQuestion,
  answerRefusals,
  chooseSuite,
  EMPTY_TEST_FLOW,
  loadTests,
  pruneUnreachable,
  reachableQuestions,
  saveRequest,
  saveResult,
  setAnswer,
  unansweredRequired,
} from "./test-flow.rules";
import { type TestResult, type TestSuite, TestSuiteVersion } from "./test-suites.schemas";

const laptop = DEMO_LAPTOP_SUITE.versions[0] as TestSuiteVersion;
const ids = (questions: { id: string }[]) => questions.map((q) => q.id);

/** A suite holding these versions, numbered 1, 2, … */
function suiteOf(versions: TestSuiteVersion[]): TestSuite {
  return {
    id: 3,
    name: "Generated",
    productClassId: 1,
    versions: versions.map((v, i) => ({ ...v, id: i + 10, version: i + 1 })),
  };
}

function openSuite(version: TestSuiteVersion, existing?: TestResult) {
  return chooseSuite(loadTests(suiteOf([version])).state, existing);
}

describe("generated versions", () => {
  it("pass the version schema", () => {
    fc.assert(fc.property(versionArb, (version) => TestSuiteVersion.safeParse(version).success));
  });
});

describe("reachability (SPEC §5)", () => {
  it("never keeps an answer to an unreachable question, keeps only given answers, and is idempotent", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, ({ version, answers }) => {
        const kept = pruneUnreachable(version, answers);
        const reachable = new Set(ids(reachableQuestions(version, kept)));
        for (const [id, value] of Object.entries(kept)) {
          expect(reachable.has(id)).toBe(true);
          expect(answers[id]).toEqual(value);
        }
        expect(pruneUnreachable(version, kept)).toEqual(kept);
        expect(ids(reachableQuestions(version, kept))).toEqual(ids(reachableQuestions(version, answers)));
      }),
    );
  });

  it("shows the first question and every question without conditions", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, ({ version, answers }) => {
        const reachable = ids(reachableQuestions(version, answers));
        expect(reachable[0]).toBe(version.questions[0]?.id);
        for (const q of version.questions) if (!q.showIf) expect(reachable).toContain(q.id);
      }),
    );
  });

  it("reaches the laptop's functional questions only after a pass on Powers on?", () => {
    expect(ids(reachableQuestions(laptop, {}))).toEqual([
      "lid",
      "palmrest",
      "powers_on",
      "exceptions",
      "notes",
    ]);
    expect(ids(reachableQuestions(laptop, { powers_on: true }))).toEqual([
      "lid",
      "palmrest",
      "powers_on",
      "keyboard",
      "display",
      "battery_health",
      "data_wiped",
      "exceptions",
      "notes",
    ]);
    expect(ids(reachableQuestions(laptop, { powers_on: true, display: "pixels" }))).toContain("dead_pixels");
  });
});

describe("loading tests (SPEC §4)", () => {
  it("clears versions and the suite and answers false when no tests exist", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, fc.constantFrom(null, undefined, "empty"), ({ version }, none) => {
        const open = openSuite(version);
        expect(open.suite).not.toBeNull();
        const { loaded, state } = loadTests(none === "empty" ? suiteOf([]) : none, 1);
        expect(loaded).toBe(false);
        expect(state).toEqual(EMPTY_TEST_FLOW);
      }),
    );
  });

  it("chooses the only version whatever is requested, otherwise the requested one, and opens no suite", () => {
    fc.assert(
      fc.property(
        fc.array(versionArb, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 6 })),
        (versions, requested) => {
          const suite = suiteOf(versions);
          const { loaded, state } = loadTests(suite, requested);
          expect(loaded).toBe(true);
          expect(state.versions).toEqual(suite.versions);
          expect(state.suite).toBeNull();
          expect(state.answers).toEqual({});
          const expected =
            versions.length === 1 ? suite.versions[0] : suite.versions.find((v) => v.version === requested);
          expect(state.selectedVersion).toEqual(expected ?? null);
        },
      ),
    );
  });
});

describe("choosing a suite (SPEC §4)", () => {
  it("starts empty without a result and activates the first question", () => {
    fc.assert(
      fc.property(versionArb, (version) => {
        const state = openSuite(version);
        expect(state.answers).toEqual({});
        expect(state.resultId).toBeNull();
        expect(state.activeQuestionId).toBe(version.questions[0]?.id);
      }),
    );
  });

  it("loads an existing result's answers (reachable ones) and activates the first available question", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, ({ version, answers }) => {
        const existing: TestResult = {
          id: 41,
          testSuiteId: 3,
          versionId: 10,
          answers,
          evaluation: {
            cosmeticGrade: null,
            functionalGrade: null,
            exceptionsGrade: null,
            overallGrade: null,
            disposition: null,
            r2Classification: null,
          },
        };
        const state = openSuite(version, existing);
        expect(state.resultId).toBe(41);
        expect(state.answers).toEqual(pruneUnreachable(version, answers));
        const reachable = reachableQuestions(version, state.answers);
        const firstOpen = reachable.find((q) => !(q.id in state.answers)) ?? reachable[0];
        expect(state.activeQuestionId).toBe(firstOpen?.id);
      }),
    );
  });

  it("does nothing while no version is selected", () => {
    expect(chooseSuite(EMPTY_TEST_FLOW)).toBe(EMPTY_TEST_FLOW);
  });
});

describe("setting an answer (SPEC §4, §5)", () => {
  it("drops the answers of questions no longer reachable, never keeps an unreachable answer", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, fc.nat(), fc.nat(), ({ version, answers }, pick, seed) => {
        const question = version.questions[pick % version.questions.length];
        if (!question) return;
        const before = openSuite(version, {
          id: 1,
          testSuiteId: 3,
          versionId: 10,
          answers,
          evaluation: {
            cosmeticGrade: null,
            functionalGrade: null,
            exceptionsGrade: null,
            overallGrade: null,
            disposition: null,
            r2Classification: null,
          },
        });
        const value = seed % 4 === 0 ? null : validAnswer(question, seed);
        const after = setAnswer(before, question.id, value);
        const wasReachable = reachableQuestions(version, before.answers).some((q) => q.id === question.id);
        expect(after.answers[question.id]).toEqual(value !== null && wasReachable ? value : undefined);
        const reachable = new Set(ids(reachableQuestions(version, after.answers)));
        for (const id of Object.keys(after.answers)) expect(reachable.has(id)).toBe(true);
        expect(after.answers).toEqual(pruneUnreachable(version, after.answers));
        for (const [id, v] of Object.entries(after.answers))
          if (id !== question.id) expect(before.answers[id]).toEqual(v);
        if (after.activeQuestionId !== null) expect(reachable.has(after.activeQuestionId)).toBe(true);
      }),
    );
  });

  it("drops transitively: failing Powers on? drops the display answer and the dead-pixel count under it", () => {
    let state = openSuite(laptop);
    state = setAnswer(state, "powers_on", true);
    state = setAnswer(state, "display", "pixels");
    state = setAnswer(state, "dead_pixels", 3);
    state = setAnswer(state, "lid", "like_new");
    expect(state.answers).toEqual({ powers_on: true, display: "pixels", dead_pixels: 3, lid: "like_new" });
    state = activateQuestion(state, "dead_pixels");
    state = setAnswer(state, "powers_on", false);
    expect(state.answers).toEqual({ powers_on: false, lid: "like_new" });
    expect(state.activeQuestionId).toBe("palmrest");
  });

  it("does not store an answer to an unreachable question, and clears with null", () => {
    let state = openSuite(laptop);
    state = setAnswer(state, "keyboard", true);
    expect(state.answers).toEqual({});
    state = setAnswer(setAnswer(state, "lid", "cracked"), "lid", null);
    expect(state.answers).toEqual({});
  });

  it("activates only reachable questions", () => {
    const state = openSuite(laptop);
    expect(activateQuestion(state, "keyboard")).toBe(state);
    expect(activateQuestion(state, "notes").activeQuestionId).toBe("notes");
  });
});

describe("saving (SPEC §4)", () => {
  it("creates a result when none was loaded, updates the loaded one otherwise, then clears the suite", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, fc.boolean(), ({ version, answers }, hadResult) => {
        const empty = {
          cosmeticGrade: null,
          functionalGrade: null,
          exceptionsGrade: null,
          overallGrade: null,
          disposition: null,
          r2Classification: null,
        };
        const others: TestResult[] = [
          { id: 5, testSuiteId: 9, versionId: 9, answers: {}, evaluation: empty },
        ];
        const existing: TestResult = { id: 6, testSuiteId: 3, versionId: 10, answers: {}, evaluation: empty };
        const results = hadResult ? [...others, existing] : others;
        let state = openSuite(version, hadResult ? existing : undefined);
        for (const [id, value] of Object.entries(answers)) state = setAnswer(state, id, value);
        const request = saveRequest(state);
        expect(request?.method).toBe(hadResult ? "update" : "create");
        const saved = saveResult(state, results, 77);
        expect(saved.results).toHaveLength(2);
        expect(saved.saved?.id).toBe(hadResult ? 6 : 77);
        expect(saved.saved?.answers).toEqual(state.answers);
        expect(saved.saved?.versionId).toBe(state.suite?.id);
        expect(saved.results.find((r) => r.id === saved.saved?.id)).toEqual(saved.saved);
        expect(saved.results[0]).toBe(others[0]);
        expect(saved.state.suite).toBeNull();
        expect(saved.state.answers).toEqual({});
        expect(saved.state.versions).toEqual(state.versions);
      }),
    );
  });

  it("saves nothing with no suite open", () => {
    expect(saveResult(EMPTY_TEST_FLOW, [], 1)).toEqual({ state: EMPTY_TEST_FLOW, results: [], saved: null });
  });
});

describe("answer refusals (422)", () => {
  it("refuses nothing among valid answers", () => {
    fc.assert(
      fc.property(versionWithAnswersArb, ({ version, answers }) => {
        expect(answerRefusals(version, answers)).toEqual({});
      }),
    );
  });

  it("names the question of an answer outside its options, range or kind", () => {
    expect(
      answerRefusals(laptop, {
        lid: "shiny",
        exceptions: ["missing_screws", "missing_screws"],
        battery_health: 140,
        powers_on: "yes",
        notes: 4,
        ghost: true,
      }),
    ).toEqual({
      lid: '"Lid condition" takes one of: Like new, Light wear, Visible wear, Heavy wear, Cracked or dented, Broken',
      exceptions: '"Exceptions found" has an option picked twice',
      battery_health: '"Battery health (%)" takes a number from 0 to 100',
      powers_on: '"Powers on?" takes pass or fail',
      notes: '"Notes" takes text',
      ghost: "This test has no question ghost",
    });
  });

  it("lists required reachable questions still unanswered", () => {
    const drive = DEMO_DRIVE_SUITE.versions[0] as TestSuiteVersion;
    expect(ids(unansweredRequired(drive, { detected: false }))).toEqual(["casing"]);
    expect(ids(unansweredRequired(drive, { detected: true, casing: "like_new" }))).toEqual([
      "smart",
      "wiped",
    ]);
  });
});
