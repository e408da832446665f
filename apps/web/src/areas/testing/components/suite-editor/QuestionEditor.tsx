// One question of a draft: where it sits (move up/down, remove), what it asks and how it is
// answered and graded, and when it is asked. Errors land on the field they name.
import {
  ActionIcon,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  PRODUCT_GRADE_IDS,
  TEST_QUESTION_KINDS,
  TEST_SECTIONS,
  type TestGrade,
  type TestQuestion,
  type TestQuestionKind,
  type TestSection,
} from "@ops/domain";
import { memo } from "react";
import { idFromText, withKind } from "./draft-values";
import { OptionsEditor } from "./OptionsEditor";
import { ShowIfEditor } from "./ShowIfEditor";

const KIND_LABELS: Record<TestQuestionKind, string> = {
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  number: "Number",
  text: "Text",
  pass_fail: "Pass / fail",
};
const SECTION_LABELS: Record<TestSection, string> = {
  cosmetic: "Cosmetic",
  functional: "Functional",
  exceptions: "Exceptions",
};
const GRADES = PRODUCT_GRADE_IDS.map((g) => ({ value: g, label: `Grade ${g}` }));

type Props = {
  question: TestQuestion;
  index: number;
  count: number;
  earlier: TestQuestion[];
  /** Ids published versions already use (answers are compared by them): they never follow a text. */
  publishedIds: ReadonlySet<string>;
  /** This question's errors, by the path below it (`prompt`, `showIf.0.questionId` …). */
  errors: Record<string, string>;
  onChange: (index: number, question: TestQuestion) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
};

/** The fields shown inline; any other error is listed at the bottom of the card. */
const INLINE =
  /^(prompt|id|section|kind|min|max|options(\.\d+\.(id|label))?|showIf\.\d+\.questionId|grades\.(pass|fail))$/;

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A question re-renders only when it, its place, the questions before it or its errors change:
 * a suite has up to 200 questions and each keystroke changes one of them.
 */
export const QuestionEditor = memo(
  QuestionEditorCard,
  (a, b) =>
    a.question === b.question &&
    a.index === b.index &&
    a.count === b.count &&
    a.publishedIds === b.publishedIds &&
    a.onChange === b.onChange &&
    a.onMove === b.onMove &&
    a.onRemove === b.onRemove &&
    sameItems(a.earlier, b.earlier) &&
    JSON.stringify(a.errors) === JSON.stringify(b.errors),
);

function QuestionEditorCard({
  question,
  index,
  count,
  earlier,
  publishedIds,
  errors,
  onChange: onChangeAt,
  onMove,
  onRemove,
}: Props) {
  const n = index + 1;
  const onChange = (next: TestQuestion) => onChangeAt(index, next);
  const set = (patch: Partial<TestQuestion>) => onChange({ ...question, ...patch });
  const others = Object.entries(errors).filter(([path]) => !INLINE.test(path));
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={`Question ${n}`}
      data-question-index={index}
      style={Object.keys(errors).length > 0 ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            Question {n}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move question ${n} up`}
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move question ${n} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove question ${n}`}
              disabled={count <= 1}
              onClick={() => onRemove(index)}
            >
              ✕
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label="Prompt"
          value={question.prompt}
          error={errors.prompt}
          onChange={(event) => {
            const prompt = event.currentTarget.value;
            // A new question's id follows its prompt until it is typed by hand.
            const derived =
              !publishedIds.has(question.id) &&
              (question.id === idFromText(question.prompt, question.id) || /^q\d+$/.test(question.id));
            set({ prompt, id: derived ? idFromText(prompt, question.id) : question.id });
          }}
        />
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Id"
            description="Kept across versions"
            style={{ flex: "1 1 140px" }}
            value={question.id}
            error={errors.id}
            onChange={(event) => set({ id: event.currentTarget.value })}
          />
          <NativeSelect
            label="Section"
            style={{ flex: "1 1 140px" }}
            data={TEST_SECTIONS.map((s) => ({ value: s, label: SECTION_LABELS[s] }))}
            value={question.section}
            error={errors.section}
            onChange={({ currentTarget: { value } }) => value && set({ section: value as TestSection })}
          />
          <NativeSelect
            label="Answer"
            style={{ flex: "1 1 160px" }}
            data={TEST_QUESTION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={question.kind}
            error={errors.kind}
            onChange={({ currentTarget: { value } }) =>
              value && onChange(withKind(question, value as TestQuestionKind))
            }
          />
        </Group>
        <Switch
          label="Required"
          checked={question.required}
          onChange={(event) => set({ required: event.currentTarget.checked })}
        />
        <KindFields
          question={question}
          errors={errors}
          set={set}
          onChange={onChange}
          publishedIds={publishedIds}
        />
        <ShowIfEditor
          conditions={question.showIf ?? []}
          earlier={earlier}
          errors={errors}
          onChange={(showIf) => set({ showIf: showIf.length > 0 ? showIf : undefined })}
        />
        {others.map(([path, message]) => (
          <Text key={path} c="red" size="sm" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

function KindFields({
  question,
  errors,
  set,
  onChange,
  publishedIds,
}: Pick<Props, "question" | "errors" | "publishedIds"> & {
  onChange: (question: TestQuestion) => void;
  set: (patch: Partial<TestQuestion>) => void;
}) {
  if (question.kind === "single_choice" || question.kind === "multiple_choice")
    return (
      <OptionsEditor
        prompt={question.prompt}
        options={question.options ?? []}
        publishedIds={publishedIds}
        errors={errors}
        onChange={(options) => set({ options })}
      />
    );
  if (question.kind === "number")
    return (
      <Group gap="sm" align="flex-start">
        <NumberInput
          label="Lowest accepted"
          w={160}
          value={question.min ?? ""}
          error={errors.min}
          onChange={(value) => set({ min: typeof value === "number" ? value : undefined })}
        />
        <NumberInput
          label="Highest accepted"
          w={160}
          value={question.max ?? ""}
          error={errors.max}
          onChange={(value) => set({ max: typeof value === "number" ? value : undefined })}
        />
      </Group>
    );
  if (question.kind === "pass_fail") {
    const grades = question.grades;
    const setGrade = (which: "pass" | "fail", value: string | null) =>
      set({ grades: { pass: grades?.pass ?? "A", fail: grades?.fail ?? "F", [which]: value as TestGrade } });
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="A pass grades"
          w={140}
          data={GRADES}
          value={grades?.pass ?? "A"}
          error={errors["grades.pass"]}
          onChange={({ currentTarget: { value: v } }) => setGrade("pass", v)}
        />
        <NativeSelect
          label="A fail grades"
          w={140}
          data={GRADES}
          value={grades?.fail ?? "F"}
          error={errors["grades.fail"]}
          onChange={({ currentTarget: { value: v } }) => setGrade("fail", v)}
        />
        <Checkbox
          label="Data-bearing (a fail routes the device as a data failure)"
          checked={question.dataBearing === true}
          onChange={(event) => {
            const { dataBearing: _, ...rest } = question;
            onChange(event.currentTarget.checked ? { ...rest, dataBearing: true } : rest);
          }}
        />
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Answered with free text; it does not grade.
    </Text>
  );
}
