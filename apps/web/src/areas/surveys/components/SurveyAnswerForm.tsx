import { Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import {
  answerErrors,
  answerField,
  RATING_MAX,
  RATING_MIN,
  SURVEY_TEXT_MAX,
  type SurveyQuestion,
} from "@ops/domain";
import { type FormEvent, useState } from "react";
import { useFailure } from "../../../shared/use-failure";

type Answers = Record<string, number | string | null>;

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

const firstOf = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? ""]));

/**
 * A survey's questions to answer: ratings from 1 (poor) to 5 (excellent) and text. The form
 * checks the answers by the survey's own rules before sending; the server's 422 field errors
 * (`answers.<id>`) land on the same questions.
 */
export function SurveyAnswerForm({
  questions,
  name,
  onSubmit,
  submitLabel = "Send my answers",
}: {
  questions: readonly SurveyQuestion[];
  /** Names the form in error reports. */
  name: string;
  onSubmit: (answers: Answers) => Promise<unknown>;
  submitLabel?: string;
}) {
  const fail = useFailure(name);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const set = (id: string, value: number | string | null) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors((e) => {
      const { [answerField(id)]: _, ...rest } = e;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(questions.map((q) => [q.id, answers[q.id] ?? null]));
    const found = firstOf(answerErrors(questions, body));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSubmit(body);
    } catch (error) {
      setErrors(fail(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Survey">
      <Stack gap="lg">
        {questions.map((q) =>
          q.kind === "rating" ? (
            <Radio.Group
              key={q.id}
              label={q.text}
              description={`${RATING_MIN} poor · ${RATING_MAX} excellent`}
              withAsterisk={q.required}
              value={answers[q.id] === undefined || answers[q.id] === null ? null : String(answers[q.id])}
              onChange={(v) => set(q.id, Number(v))}
              error={errors[answerField(q.id)]}
            >
              <Group gap="lg" mt="xs">
                {RATINGS.map((r) => (
                  <Radio key={r} value={String(r)} label={String(r)} />
                ))}
              </Group>
            </Radio.Group>
          ) : (
            <Textarea
              key={q.id}
              label={q.text}
              withAsterisk={q.required}
              minRows={3}
              maxLength={SURVEY_TEXT_MAX}
              value={typeof answers[q.id] === "string" ? (answers[q.id] as string) : ""}
              onChange={(e) => set(q.id, e.currentTarget.value)}
              error={errors[answerField(q.id)]}
            />
          ),
        )}
        {Object.keys(errors).some((f) => !questions.some((q) => answerField(q.id) === f)) ? (
          <Text c="red" size="sm" role="alert">
            This survey has changed since the page was opened: reload it and answer again.
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
