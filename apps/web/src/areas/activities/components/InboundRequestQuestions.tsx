import { Group, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { InboundRequestQuestion } from "@ops/domain";

type Props = {
  questions: readonly InboundRequestQuestion[];
  answers: Record<string, string>;
  onChange: (id: number, answer: string) => void;
  /** Keyed `answers.<id>`, as the server keys them. */
  errors: Record<string, unknown>;
};

const errorOf = (errors: Record<string, unknown>, id: number) => {
  const message = errors[`answers.${id}`];
  return typeof message === "string" ? message : undefined;
};

/** The pickup questions, each by its kind: yes/no, number or text; required ones are marked. */
export function InboundRequestQuestions({ questions, answers, onChange, errors }: Props) {
  if (questions.length === 0) return null;
  return (
    <Stack gap="sm">
      {questions.map((question) => {
        const value = answers[String(question.id)] ?? "";
        const error = errorOf(errors, question.id);
        if (question.kind === "yes_no") {
          return (
            <Radio.Group
              key={question.id}
              label={question.question}
              required={question.required}
              value={value}
              onChange={(next) => onChange(question.id, next)}
              error={error}
            >
              <Group mt={4}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          );
        }
        if (question.kind === "number") {
          return (
            <TextInput
              key={question.id}
              label={question.question}
              required={question.required}
              inputMode="decimal"
              value={value}
              onChange={(event) => onChange(question.id, event.currentTarget.value)}
              error={error}
            />
          );
        }
        return (
          <Textarea
            key={question.id}
            label={question.question}
            required={question.required}
            autosize
            minRows={1}
            value={value}
            onChange={(event) => onChange(question.id, event.currentTarget.value)}
            error={error}
          />
        );
      })}
      <Text size="xs" c="dimmed">
        Questions marked * must be answered.
      </Text>
    </Stack>
  );
}
