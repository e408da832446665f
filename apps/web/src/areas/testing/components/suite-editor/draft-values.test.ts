import { DEFAULT_EVALUATION_RULES, type TestQuestion } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  addQuestion,
  draftBody,
  draftProblems,
  draftValues,
  firstQuestionWithError,
  freeId,
  idFromText,
  moveQuestion,
  questionErrors,
  removeQuestion,
  sameContent,
  updateQuestion,
} from "./draft-values";

const passFail = (id: string, showIf?: TestQuestion["showIf"]): TestQuestion => ({
  id,
  section: "functional",
  kind: "pass_fail",
  prompt: `${id}?`,
  required: true,
  grades: { pass: "A", fail: "F" },
  ...(showIf ? { showIf } : {}),
});
const values = () =>
  draftValues(
    [
      passFail("powers_on"),
      passFail("keyboard", [{ questionId: "powers_on", passed: true }]),
      passFail("notes"),
    ],
    DEFAULT_EVALUATION_RULES,
  );
const ids = (v: ReturnType<typeof values>) => v.questions.map((q) => q.question.id);

describe("draft values", () => {
  it("makes ids of texts, and free ones", () => {
    expect(idFromText("Battery health (%)", "q1")).toBe("battery_health");
    expect(idFromText("3 USB ports", "q1")).toBe("usb_ports");
    expect(idFromText("!!", "q1")).toBe("q1");
    expect(freeId("ok", ["ok", "ok_2"])).toBe("ok_3");
  });

  it("moving a question above the one it depends on drops that condition", () => {
    const moved = moveQuestion(values(), 1, -1);
    expect(ids(moved)).toEqual(["keyboard", "powers_on", "notes"]);
    expect(moved.questions[0]?.question.showIf).toBeUndefined();
    // Moving down past an unrelated question keeps it.
    expect(moveQuestion(values(), 1, 1).questions[2]?.question.showIf).toEqual([
      { questionId: "powers_on", passed: true },
    ]);
  });

  it("removing a question drops the conditions that named it", () => {
    const removed = removeQuestion(values(), 0);
    expect(ids(removed)).toEqual(["keyboard", "notes"]);
    expect(removed.questions[0]?.question.showIf).toBeUndefined();
  });

  it("renaming a question carries the new id into later conditions", () => {
    const v = values();
    const renamed = updateQuestion(v, 0, { ...(v.questions[0]?.question as TestQuestion), id: "starts" });
    expect(renamed.questions[1]?.question.showIf).toEqual([{ questionId: "starts", passed: true }]);
  });

  it("keeps each question's key across edits and moves", () => {
    const v = values();
    const keys = v.questions.map((q) => q.key);
    const moved = moveQuestion(updateQuestion(v, 2, { ...passFail("notes"), prompt: "Notes" }), 2, -1);
    expect(moved.questions.map((q) => q.key)).toEqual([keys[0], keys[2], keys[1]]);
  });

  it("finds the domain's problems by path, per question", () => {
    const added = addQuestion(values());
    const problems = draftProblems(added);
    expect(problems["questions.3.prompt"]).toBe("A question needs a prompt");
    expect(questionErrors(problems, 3)).toEqual({ prompt: "A question needs a prompt" });
    expect(questionErrors(problems, 1)).toEqual({});
    expect(firstQuestionWithError(problems)).toBe(3);
    expect(draftProblems(values())).toEqual({});
  });

  it("tells a saved version from edited values whatever the key order", () => {
    const v = values();
    // As jsonb gives it back: every object's keys in another order.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            )
          : value;
    const body = draftBody(v);
    expect(JSON.stringify(reversed(body))).not.toBe(JSON.stringify(body));
    expect(sameContent(v, reversed(body) as typeof body)).toBe(true);
    expect(sameContent(addQuestion(v), draftBody(v))).toBe(false);
  });
});
