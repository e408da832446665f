// The draft of a suite (`test-suites/:id/edit`): its questions and evaluation, saved as the draft
// version, then published as the newest version technicians answer, or discarded. Without a draft
// the editor starts from a copy of the newest published version (saved as version N + 1).
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { DEFAULT_EVALUATION_RULES, type TestQuestion, type TestSuiteDetail } from "@ops/domain";
import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { showSnackbar } from "../../../../shared/snackbar";
import { useFailure } from "../../../../shared/use-failure";
import { useDiscardDraft, usePublishDraft, useSaveDraft } from "../../api";
import {
  addQuestion,
  type DraftValues,
  draftBody,
  draftProblems,
  draftValues,
  droppedConditions,
  firstQuestionWithError,
  moveQuestion,
  questionErrors,
  removeQuestion,
  sameContent,
  updateQuestion,
} from "./draft-values";
import { EvaluationEditor } from "./EvaluationEditor";
import { QuestionEditor } from "./QuestionEditor";

const below = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );

export function DraftEditor({ suite }: { suite: TestSuiteDetail }) {
  const navigate = useNavigate();
  const fail = useFailure("DraftEditor");
  const draft = suite.versions.find((v) => !v.published) ?? null;
  const published = suite.versions.filter((v) => v.published);
  const newest = published.at(-1) ?? null;
  const base = draft ?? newest;
  const number = draft?.version ?? (suite.versions.at(-1)?.version ?? 0) + 1;
  const [values, setValues] = useState<DraftValues>(() =>
    draftValues(base?.questions ?? [], base?.evaluation ?? DEFAULT_EVALUATION_RULES),
  );
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"publish" | "discard" | null>(null);
  const save = useSaveDraft(suite.id);
  const publish = usePublishDraft(suite.id);
  const discard = useDiscardDraft(suite.id);
  const publishedIds = useMemo(
    () =>
      new Set(
        suite.versions
          .filter((v) => v.published)
          .flatMap((v) => v.questions.flatMap((q) => [q.id, ...(q.options ?? []).map((o) => o.id)])),
      ),
    [suite.versions],
  );

  // The domain's checks show once a save was tried; the server's until the next change.
  const errors = { ...(checked ? draftProblems(values) : {}), ...serverErrors };
  const saved = draft !== null && sameContent(values, draft);

  // The question cards' handlers stay the same function across renders (they read the values
  // through a ref), so a keystroke re-renders one card, not all of them.
  const current = useRef(values);
  current.current = values;
  const change = useCallback((update: (values: DraftValues) => DraftValues) => {
    const before = current.current;
    const next = update(before);
    const dropped = droppedConditions(before, next);
    setNotice(
      dropped > 0
        ? `${dropped} condition${dropped === 1 ? "" : "s"} on a question no longer before it ${dropped === 1 ? "was" : "were"} removed.`
        : null,
    );
    setServerErrors((errors) => (Object.keys(errors).length === 0 ? errors : {}));
    current.current = next;
    setValues(next);
  }, []);
  const onQuestion = useCallback(
    (index: number, question: TestQuestion) => change((v) => updateQuestion(v, index, question)),
    [change],
  );
  const onMove = useCallback(
    (index: number, by: -1 | 1) => change((v) => moveQuestion(v, index, by)),
    [change],
  );
  const onRemove = useCallback((index: number) => change((v) => removeQuestion(v, index)), [change]);

  /** Saves the draft; false (with the errors on their questions) when it is refused. */
  const saveDraft = async (): Promise<boolean> => {
    setChecked(true);
    const problems = draftProblems(values);
    if (Object.keys(problems).length > 0) return land(problems);
    try {
      const detail = await save.mutateAsync(draftBody(values));
      // What the server kept (trimmed prompts and all) is what the editor holds from now on.
      const kept = detail.versions.find((v) => !v.published);
      if (kept) setValues(draftValues(kept.questions, kept.evaluation));
      return true;
    } catch (error) {
      return land(fail(error));
    }
  };
  const land = (found: Record<string, string>) => {
    setServerErrors(found);
    const index = firstQuestionWithError(found);
    const target = index === null ? null : document.querySelector(`[data-question-index="${index}"]`);
    target?.scrollIntoView?.({ block: "start" });
    return false;
  };

  const onSave = async () => {
    if (await saveDraft()) showSnackbar(`Draft version ${number} saved`, "success");
  };
  const onPublish = async () => {
    if (!saved && !(await saveDraft())) return setConfirm(null);
    try {
      await publish.mutateAsync(undefined);
      showSnackbar(`Version ${number} of ${suite.name} published`, "success");
      navigate(`/test-suites/${suite.id}`);
    } catch (error) {
      fail(error);
      setConfirm(null);
    }
  };
  const onDiscard = async () => {
    try {
      await discard.mutateAsync();
      showSnackbar(`Draft version ${number} discarded`, "success");
      navigate(`/test-suites/${suite.id}`);
    } catch (error) {
      fail(error);
      setConfirm(null);
    }
  };

  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/test-suites/${suite.id}`} size="sm">
          ← {suite.name}
        </Anchor>
        <Title order={1} mt={4}>
          {suite.name}: draft version {number}
        </Title>
        <Text c="dimmed" size="sm">
          {draft
            ? saved
              ? "Saved. Publish it when it is ready: technicians answer the newest published version."
              : "Unsaved changes."
            : newest
              ? `A new draft, copied from version ${newest.version}: save it to keep it.`
              : "A new draft."}{" "}
          Class {suite.productClassName}.
        </Text>
      </div>
      {notice ? (
        <Alert color="yellow" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {values.questions.map((q, index) => (
        <QuestionEditor
          key={q.key}
          question={q.question}
          index={index}
          count={values.questions.length}
          earlier={values.questions.slice(0, index).map((e) => e.question)}
          publishedIds={publishedIds}
          errors={questionErrors(errors, index)}
          onChange={onQuestion}
          onMove={onMove}
          onRemove={onRemove}
        />
      ))}
      {errors.questions ? (
        <Text c="red" size="sm" role="alert">
          {errors.questions}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" disabled={values.questions.length >= 200} onClick={() => change(addQuestion)}>
          Add question
        </Button>
      </Group>
      <EvaluationEditor
        evaluation={values.evaluation}
        errors={below(errors, "evaluation")}
        onChange={(evaluation) => change((v) => ({ ...v, evaluation }))}
      />
      <Group justify="flex-end" gap="xs">
        {draft ? (
          <Button variant="default" color="red" onClick={() => setConfirm("discard")}>
            Discard draft
          </Button>
        ) : null}
        <Button variant="default" onClick={onSave} loading={save.isPending} disabled={saved}>
          Save draft
        </Button>
        <Button onClick={() => setConfirm("publish")}>Publish</Button>
      </Group>
      <ConfirmModal
        opened={confirm === "publish"}
        title="Publish"
        confirmLabel={`Publish version ${number}`}
        loading={save.isPending || publish.isPending}
        onConfirm={onPublish}
        onClose={() => setConfirm(null)}
      >
        Publish version {number}? Technicians will answer it from now on.
      </ConfirmModal>
      <ConfirmModal
        opened={confirm === "discard"}
        title="Discard draft"
        confirmLabel={`Discard version ${number}`}
        loading={discard.isPending}
        onConfirm={onDiscard}
        onClose={() => setConfirm(null)}
      >
        Discard draft version {number}? Its changes are lost; the published versions stay as they are.
      </ConfirmModal>
    </Stack>
  );
}
