// Answering one suite version (SPEC §4): the state is the domain's `TestFlowState`; every step is
// one of its pure functions (setAnswer, activateQuestion, saveRequest), this screen only shows the
// result and makes the call.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import {
  activateQuestion,
  createTestResult,
  evaluateAnswers,
  reachableQuestions,
  saveRequest,
  setAnswer,
  type TestAnswer,
  type TestFlowState,
  type TestQuestion,
  type TestSection,
  unansweredRequired,
} from "@ops/domain";
import { type KeyboardEvent, useState } from "react";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { useFamilyPrefix } from "../../accounts/family";
import { useAsset } from "../../assets/assets-api";
import { type SavedTestResult, useSaveTestResult } from "../api";
import { choiceForKey, pickChoice } from "./answer-keys";
import { EvaluationPreview } from "./EvaluationPreview";
import { QuestionCard } from "./QuestionCard";

type Props = {
  /** A flow with a suite open (chooseSuite was called). */
  initial: TestFlowState;
  barcode: string;
  activitySlug?: string;
  section?: TestSection;
  onSaved: (saved: SavedTestResult) => void;
  onReload: () => void;
};

const ANSWER_ERROR = /^answers\.(.+)$/;

export function TestRun({ initial, barcode, activitySlug, section, onSaved, onReload }: Props) {
  const [flow, setFlow] = useState(initial);
  const [moved, setMoved] = useState(false);
  const [dropped, setDropped] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const save = useSaveTestResult(barcode, activitySlug);
  const canSave = useCan()(createTestResult);
  // The device page has the device loaded already; a confirmed new-in-box device is routed as
  // new, as the server grades it when saving.
  const device = useAsset(useFamilyPrefix(), barcode);
  const newInBox = device.data?.newInBox === "confirmed";
  const version = flow.suite;
  if (!version) return null;

  const inSection = (q: TestQuestion) => !section || q.section === section;
  const visibleIn = (state: TestFlowState) =>
    state.suite ? reachableQuestions(state.suite, state.answers).filter(inSection) : [];
  const visible = visibleIn(flow);
  // The domain's active question may be in another section; then this page's first open one is.
  const active =
    visible.find((q) => q.id === flow.activeQuestionId) ??
    visible.find((q) => !Object.hasOwn(flow.answers, q.id)) ??
    visible[0];
  const promptOf = (id: string) => version.questions.find((q) => q.id === id)?.prompt ?? id;

  const answer = (question: TestQuestion, value: TestAnswer | null, advance: boolean) => {
    const current = flow.answers[question.id];
    if (value === current || (value === null && current === undefined)) {
      if (advance) moveOn(flow, question);
      return;
    }
    let next = setAnswer(flow, question.id, value);
    setDropped(
      Object.keys(flow.answers).filter((id) => id !== question.id && !Object.hasOwn(next.answers, id)),
    );
    setErrors(({ [question.id]: _, ...rest }) => rest);
    if (advance) next = nextActive(next, question);
    setFlow(next);
    setMoved(true);
  };

  /** The question after `from` on this page becomes active (it stays when `from` is the last). */
  const nextActive = (state: TestFlowState, from: TestQuestion): TestFlowState => {
    const list = visibleIn(state);
    const after = list[list.findIndex((q) => q.id === from.id) + 1];
    return after ? activateQuestion(state, after.id) : activateQuestion(state, from.id);
  };
  const moveOn = (state: TestFlowState, from: TestQuestion) => {
    setFlow(nextActive(state, from));
    setMoved(true);
  };
  const activate = (id: string) => {
    setFlow((state) => activateQuestion(state, id));
    setMoved(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Keys typed into a box (a number, a text, a scan) are that box's.
    if (target.closest("input, textarea, select, [contenteditable=true]")) return;
    if (event.key === "Enter") {
      if (target.closest("button")) return;
      event.preventDefault();
      moveOn(flow, active);
      return;
    }
    const value = choiceForKey(active, event.key);
    if (value === null) return;
    event.preventDefault();
    answer(active, pickChoice(active, flow.answers[active.id], value), active.kind !== "multiple_choice");
  };

  const submit = () => {
    const request = saveRequest(flow, { newInBox });
    if (!request) return;
    setProblem(null);
    // The server refuses the same (422); asking first lands the technician on the question.
    const missing = unansweredRequired(version, request.body.answers);
    if (missing.length > 0) {
      land(Object.fromEntries(missing.map((q) => [q.id, `"${q.prompt}" needs an answer`])));
      return;
    }
    const { testSuiteId, versionId, answers } = request.body;
    save.mutate(
      request.method === "create"
        ? { method: "create", body: { barcode, testSuiteId, versionId, answers, activitySlug } }
        : { method: "update", resultId: request.resultId, body: { versionId, answers } },
      { onSuccess: onSaved, onError: refused },
    );
  };

  /** Shows refusals on their questions and makes the first one on this page active. */
  const land = (byQuestion: Record<string, string>) => {
    setErrors(byQuestion);
    const first = visible.find((q) => Object.hasOwn(byQuestion, q.id));
    if (first) activate(first.id);
    const elsewhere = Object.keys(byQuestion).filter((id) => !visible.some((q) => q.id === id));
    if (elsewhere.length > 0)
      setProblem({
        message: `Still to answer in other sections: ${elsewhere.map((id) => `"${promptOf(id)}"`).join(", ")}`,
        conflict: false,
      });
  };

  const refused = (error: Error) => {
    if (error instanceof ApiError && error.status === 422) {
      const byQuestion: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fieldErrors())) {
        const id = ANSWER_ERROR.exec(field)?.[1];
        if (id) byQuestion[id] = message;
      }
      if (Object.keys(byQuestion).length > 0) return land(byQuestion);
    }
    setProblem({ message: error.message, conflict: error instanceof ApiError && error.status === 409 });
  };

  const answered = visible.filter((q) => Object.hasOwn(flow.answers, q.id)).length;
  return (
    <Stack onKeyDown={onKeyDown}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {answered} of {visible.length} answered
        {/* A phone has no number row to speak of; a bench keyboard does. */}
        <Text span inherit visibleFrom="sm">
          {" "}
          · number keys pick an answer, Enter goes to the next question
        </Text>
      </Text>
      {dropped.length > 0 ? (
        <Alert color="yellow" role="status" withCloseButton onClose={() => setDropped([])}>
          {dropped.map((id) => `"${promptOf(id)}"`).join(", ")} no longer{" "}
          {dropped.length === 1 ? "applies" : "apply"}: its answer was removed.
        </Alert>
      ) : null}
      {visible.length === 0 ? (
        <Text c="dimmed">This suite asks nothing in this section{section ? ` (${section})` : ""}.</Text>
      ) : null}
      {visible.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={version.questions.indexOf(question) + 1}
          answer={flow.answers[question.id]}
          active={question.id === active?.id}
          focusWhenActive={moved}
          error={errors[question.id]}
          onActivate={() => activate(question.id)}
          onAnswer={(value, advance) => answer(question, value, advance)}
        />
      ))}
      <EvaluationPreview evaluation={evaluateAnswers(version, flow.answers, { newInBox })} />
      {problem ? (
        <Alert color={problem.conflict ? "orange" : "red"} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem.message}</Text>
            {problem.conflict ? (
              <Button size="xs" variant="white" onClick={onReload}>
                Reload the test
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {canSave ? (
        <Group justify="flex-end">
          <Button size="lg" w={{ base: "100%", sm: "auto" }} onClick={submit} loading={save.isPending}>
            {flow.resultId === null ? "Save result" : "Save changes"}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Saving a result is for technicians on the floor (processing work).
        </Text>
      )}
    </Stack>
  );
}
