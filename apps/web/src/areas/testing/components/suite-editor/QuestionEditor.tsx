// One question of a draft: where it sits (move up/down, remove), what it asks and how it is
// answered and graded, and when it is asked. Errors land on the field they name.
import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
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
  onChange: (question: TestQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** The fields shown inline; any other error is listed at the bottom of the card. */
const INLINE =
  /^(prompt|id|section|kind|min|max|options(\.\d+\.(id|label))?|showIf\.\d+\.questionId|grades\.(pass|fail))$/;

export function QuestionEditor({
  question,
  index,
  count,
  earlier,
  publishedIds,
  errors,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const n = index + 1;
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
              onClick={() => onMove(-1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move question ${n} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove question ${n}`}
              disabled={count <= 1}
              onClick={onRemove}
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
          <Select
            label="Section"
            style={{ flex: "1 1 140px" }}
            allowDeselect={false}
            data={TEST_SECTIONS.map((s) => ({ value: s, label: SECTION_LABELS[s] }))}
            value={question.section}
            error={errors.section}
            onChange={(value) => value && set({ section: value as TestSection })}
          />
          <Select
            label="Answer"
            style={{ flex: "1 1 160px" }}
            allowDeselect={false}
            data={TEST_QUESTION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={question.kind}
            error={errors.kind}
            onChange={(value) => value && onChange(withKind(question, value as TestQuestionKind))}
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
}: Pick<Props, "question" | "errors" | "onChange" | "publishedIds"> & {
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
        <Select
          label="A pass grades"
          w={140}
          allowDeselect={false}
          data={GRADES}
          value={grades?.pass ?? null}
          error={errors["grades.pass"]}
          onChange={(v) => setGrade("pass", v)}
        />
        <Select
          label="A fail grades"
          w={140}
          allowDeselect={false}
          data={GRADES}
          value={grades?.fail ?? null}
          error={errors["grades.fail"]}
          onChange={(v) => setGrade("fail", v)}
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
