import { List, Text } from "@mantine/core";
import type { AnsweredQuestion } from "@ops/domain";

/** A response's answers, question by question (left out ones say so). */
export function AnsweredList({ answers }: { answers: readonly AnsweredQuestion[] }) {
  return (
    <List spacing="xs" aria-label="Your answers" listStyleType="none" ml={0}>
      {answers.map((a) => (
        <List.Item key={a.questionId}>
          <Text size="sm" fw={500}>
            {a.question}
          </Text>
          <Text size="sm" c={a.value === null ? "dimmed" : undefined} style={{ whiteSpace: "pre-line" }}>
            {a.value === null ? "Not answered" : a.kind === "rating" ? `${a.value} of 5` : a.value}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
