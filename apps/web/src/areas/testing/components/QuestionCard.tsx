// One question of the test flow: its prompt and big answer buttons (or a number/text box). The
// active question is outlined and takes the keyboard focus when the technician moves to it.
import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { TEXT_ANSWER_MAX, type TestAnswer, type TestQuestion } from "@ops/domain";
import { useEffect, useRef, useState } from "react";
import { choicesOf, isPicked, pickChoice } from "./answer-keys";

type Props = {
  question: TestQuestion;
  number: number;
  answer: TestAnswer | undefined;
  active: boolean;
  /** Whether to move the focus here when the question becomes active (not on first load). */
  focusWhenActive: boolean;
  error?: string;
  onActivate: () => void;
  onAnswer: (value: TestAnswer | null, advance: boolean) => void;
};

export function QuestionCard({
  question,
  number,
  answer,
  active,
  focusWhenActive,
  error,
  onActivate,
  onAnswer,
}: Props) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active || !focusWhenActive || !card.current) return;
    const input = card.current.querySelector<HTMLElement>("input");
    (input ?? card.current).focus({ preventScroll: true });
    card.current.scrollIntoView?.({ block: "nearest" });
  }, [active, focusWhenActive]);
  const promptId = `question-${question.id}`;

  return (
    <Paper
      ref={card}
      withBorder
      p="sm"
      tabIndex={-1}
      role="group"
      aria-labelledby={promptId}
      aria-current={active ? "step" : undefined}
      data-question={question.id}
      onFocus={() => !active && onActivate()}
      onClick={() => !active && onActivate()}
      style={{
        borderColor: error
          ? "var(--mantine-color-red-6)"
          : active
            ? "var(--mantine-color-blue-6)"
            : undefined,
        borderWidth: active || error ? 2 : 1,
        outline: "none",
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Text id={promptId} fw={active ? 700 : 500}>
            {number}. {question.prompt}
          </Text>
          {question.required ? (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Required
            </Badge>
          ) : null}
        </Group>
        <AnswerInput question={question} answer={answer} onAnswer={onAnswer} />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function AnswerInput({ question, answer, onAnswer }: Pick<Props, "question" | "answer" | "onAnswer">) {
  if (question.kind === "number")
    return <NumberAnswer question={question} answer={answer} onAnswer={onAnswer} />;
  if (question.kind === "text") return <TextAnswer question={question} answer={answer} onAnswer={onAnswer} />;
  const multiple = question.kind === "multiple_choice";
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
      {choicesOf(question).map((choice, index) => {
        const picked = isPicked(answer, choice.value);
        return (
          <Button
            key={String(choice.value)}
            size="lg"
            justify="flex-start"
            variant={picked ? "filled" : "default"}
            color={choice.value === false ? "red" : undefined}
            aria-pressed={picked}
            leftSection={index < 9 ? <Kbd n={index + 1} /> : undefined}
            onClick={(event) => {
              // The card's click would make it active again after the answer moved on.
              event.stopPropagation();
              onAnswer(pickChoice(question, answer, choice.value), !multiple);
            }}
          >
            {choice.label}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

function Kbd({ n }: { n: number }) {
  return (
    <Text component="span" size="xs" c="dimmed" aria-hidden>
      {n}
    </Text>
  );
}

function NumberAnswer({ question, answer, onAnswer }: Pick<Props, "question" | "answer" | "onAnswer">) {
  const [draft, setDraft] = useState<string | number>(typeof answer === "number" ? answer : "");
  const commit = (advance: boolean) => onAnswer(typeof draft === "number" ? draft : null, advance);
  const range =
    question.min !== undefined || question.max !== undefined
      ? `From ${question.min ?? "any"} to ${question.max ?? "any"}`
      : undefined;
  return (
    <NumberInput
      aria-label={question.prompt}
      description={range}
      size="lg"
      value={draft}
      onChange={setDraft}
      onBlur={() => commit(false)}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        commit(true);
      }}
    />
  );
}

function TextAnswer({ question, answer, onAnswer }: Pick<Props, "question" | "answer" | "onAnswer">) {
  const [draft, setDraft] = useState(typeof answer === "string" ? answer : "");
  const commit = (advance: boolean) => onAnswer(draft.trim() === "" ? null : draft.trim(), advance);
  return (
    <TextInput
      aria-label={question.prompt}
      size="lg"
      maxLength={TEXT_ANSWER_MAX}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => commit(false)}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        commit(true);
      }}
    />
  );
}
