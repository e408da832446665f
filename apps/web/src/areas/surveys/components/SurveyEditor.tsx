import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { nextQuestionId, SURVEY_QUESTIONS_MAX, SurveyBody, type SurveyQuestion } from "@ops/domain";
import type { ReactNode } from "react";
import { useDomainForm } from "../../../shared/forms";

export type SurveyValues = { name: string; active: boolean; questions: SurveyQuestion[] };

const KINDS = [
  { value: "rating", label: "Rating 1–5" },
  { value: "text", label: "Text" },
];

/**
 * A survey's name, whether it is the active one, and its questions (ratings 1–5 and text, each
 * required or not, in order). With `questionsLocked` (a survey with responses) the questions are
 * shown but do not change: the server refuses that with 409, and the screen offers a copy.
 */
export function SurveyEditor({
  initial,
  questionsLocked = false,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  initial: SurveyValues;
  questionsLocked?: boolean;
  submitLabel: string;
  onSubmit: (body: SurveyBody) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const {
    form,
    onSubmit: submit,
    submitting,
  } = useDomainForm<SurveyValues, SurveyBody>({
    name: "SurveyEditor",
    schema: SurveyBody,
    initialValues: initial,
    submit: (body) => onSubmit(body),
  });
  const questions = form.getValues().questions;
  const questionsError = form.errors.questions as string | undefined;
  const add = (kind: SurveyQuestion["kind"]) =>
    form.insertListItem("questions", {
      id: nextQuestionId(questions),
      kind,
      text: "",
      required: kind === "rating",
    });

  return (
    <form onSubmit={submit} noValidate aria-label="Survey">
      <Stack>
        <TextInput label="Name" withAsterisk maxLength={120} {...form.getInputProps("name")} />
        <Switch
          label="Active: sent to the subscribed contacts when a load closes (the other survey stops)"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Text fw={600}>Questions</Text>
        {questionsLocked ? (
          <Alert color="blue" variant="light">
            This survey has responses, so its questions stay as they are. To ask something else, make a copy
            and activate the copy.
          </Alert>
        ) : null}
        {questions.map((q, i) => (
          <Paper key={q.id} withBorder p="sm" aria-label={`Question ${i + 1}`} component="fieldset">
            <Stack gap="xs">
              <Group align="flex-end" wrap="wrap" gap="xs">
                <Select
                  label={`Question ${i + 1}: kind`}
                  data={KINDS}
                  allowDeselect={false}
                  disabled={questionsLocked}
                  w={150}
                  {...form.getInputProps(`questions.${i}.kind`)}
                />
                <Checkbox
                  label="Required"
                  disabled={questionsLocked}
                  {...form.getInputProps(`questions.${i}.required`, { type: "checkbox" })}
                />
              </Group>
              <TextInput
                label={`Question ${i + 1}`}
                withAsterisk
                maxLength={300}
                disabled={questionsLocked}
                {...form.getInputProps(`questions.${i}.text`)}
              />
              {form.errors[`questions.${i}.id`] ? (
                <Text c="red" size="sm">
                  {form.errors[`questions.${i}.id`]}
                </Text>
              ) : null}
              {questionsLocked ? null : (
                <Group gap="xs">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move question ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => form.reorderListItem("questions", { from: i, to: i - 1 })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move question ${i + 1} down`}
                    disabled={i === questions.length - 1}
                    onClick={() => form.reorderListItem("questions", { from: i, to: i + 1 })}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => form.removeListItem("questions", i)}
                  >
                    Remove question {i + 1}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
        {questionsError ? (
          <Text c="red" size="sm" role="alert">
            {questionsError}
          </Text>
        ) : null}
        {questionsLocked || questions.length >= SURVEY_QUESTIONS_MAX ? null : (
          <Group gap="xs">
            <Button variant="default" onClick={() => add("rating")}>
              Add a rating question
            </Button>
            <Button variant="default" onClick={() => add("text")}>
              Add a text question
            </Button>
          </Group>
        )}
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
