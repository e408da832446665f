// The keyboard of the test flow: a number key answers the active question (option n, or 1 = pass
// and 2 = fail), so a technician at a bench answers a suite without reaching for the mouse.
import type { TestAnswer, TestQuestion } from "@ops/domain";

/** The choices a question offers as buttons, numbered from 1; empty for number and text. */
export function choicesOf(question: TestQuestion): { value: string | boolean; label: string }[] {
  if (question.kind === "pass_fail")
    return [
      { value: true, label: "Pass" },
      { value: false, label: "Fail" },
    ];
  return (question.options ?? []).map((o) => ({ value: o.id, label: o.label }));
}

/**
 * The answer picking choice `value` gives: a single choice or pass/fail takes it; a multiple
 * choice toggles it in the current list (null when that empties it: no answer).
 */
export function pickChoice(
  question: TestQuestion,
  current: TestAnswer | undefined,
  value: string | boolean,
): TestAnswer | null {
  if (question.kind !== "multiple_choice") return value;
  const picked = Array.isArray(current) ? current : [];
  const id = String(value);
  const next = picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id];
  return next.length === 0 ? null : next;
}

/** Whether a choice is part of the current answer. */
export function isPicked(current: TestAnswer | undefined, value: string | boolean): boolean {
  return Array.isArray(current) ? current.includes(String(value)) : current === value;
}

/** The choice a number key (1–9) stands for on this question, or null. */
export function choiceForKey(question: TestQuestion, key: string): string | boolean | null {
  if (!/^[1-9]$/.test(key)) return null;
  return choicesOf(question)[Number(key) - 1]?.value ?? null;
}
