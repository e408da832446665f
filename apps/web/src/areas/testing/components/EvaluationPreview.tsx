// What the answers come to, as the technician answers: the section grades, the overall grade and
// the suggested route (the same `evaluateAnswers` the server stores with the result).
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { DISPOSITIONS, labelOf, R2_CLASSIFICATIONS, type TestEvaluation } from "@ops/domain";

const GRADE_COLORS: Record<string, string> = {
  A: "teal",
  B: "green",
  C: "lime",
  D: "yellow",
  E: "orange",
  F: "red",
};

export function GradeBadge({ grade, size = "md" }: { grade: string | null; size?: "md" | "xl" }) {
  if (!grade) return <Text c="dimmed">—</Text>;
  return (
    <Badge size={size} color={GRADE_COLORS[grade] ?? "gray"} variant="filled">
      {grade}
    </Badge>
  );
}

/** "Resold or recycled · Resale", or null when the answers suggest nothing yet. */
export function suggestionText(evaluation: TestEvaluation): string | null {
  if (!evaluation.disposition && !evaluation.r2Classification) return null;
  return [
    evaluation.disposition ? labelOf(DISPOSITIONS, evaluation.disposition) : null,
    evaluation.r2Classification ? `R2: ${labelOf(R2_CLASSIFICATIONS, evaluation.r2Classification)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function EvaluationPreview({
  evaluation,
  title = "So far",
}: {
  evaluation: TestEvaluation;
  title?: string;
}) {
  const suggestion = suggestionText(evaluation);
  const cells: [string, string | null][] = [
    ["Cosmetic", evaluation.cosmeticGrade],
    ["Functional", evaluation.functionalGrade],
    ["Exceptions", evaluation.exceptionsGrade],
  ];
  return (
    <Paper withBorder p="sm" aria-label={title} role="region">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <Group gap="xs" data-testid="overall-grade">
            <Text size="sm">Grade</Text>
            <GradeBadge grade={evaluation.overallGrade} size="xl" />
          </Group>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {cells.map(([label, grade]) => (
            <Stack key={label} gap={2} align="flex-start">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <GradeBadge grade={grade} />
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm">
          Suggested: <strong>{suggestion ?? "— (answer the graded questions)"}</strong>
        </Text>
      </Stack>
    </Paper>
  );
}
