// One version of a suite, read-only: its questions (how each is answered and graded, and when it
// is asked) and its evaluation routes.
import { Badge, List, Stack, Table, Text, Title } from "@mantine/core";
import {
  DISPOSITIONS,
  labelOf,
  R2_CLASSIFICATIONS,
  type ShowIfCondition,
  type TestQuestion,
  type TestRoute,
  type TestSuiteVersion,
} from "@ops/domain";

const KINDS: Record<TestQuestion["kind"], string> = {
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  number: "Number",
  text: "Text",
  pass_fail: "Pass / fail",
};

const routeText = (r: TestRoute) =>
  `${labelOf(DISPOSITIONS, r.disposition)} · R2: ${labelOf(R2_CLASSIFICATIONS, r.r2Classification)}`;

function answersText(q: TestQuestion): string {
  if (q.options) return q.options.map((o) => (o.grade ? `${o.label} (${o.grade})` : o.label)).join(", ");
  if (q.kind === "pass_fail")
    return `${q.grades ? `Pass ${q.grades.pass}, fail ${q.grades.fail}` : "Pass or fail, not graded"}${q.dataBearing ? " · data-bearing" : ""}`;
  if (q.kind === "number") return `From ${q.min ?? "any"} to ${q.max ?? "any"}`;
  return "Free text";
}

function conditionText(c: ShowIfCondition, questions: readonly TestQuestion[]): string {
  const index = questions.findIndex((q) => q.id === c.questionId);
  const target = questions[index];
  const name = target ? `${index + 1}. ${target.prompt}` : c.questionId;
  const label = (id: string | number) => target?.options?.find((o) => o.id === id)?.label ?? String(id);
  if ("passed" in c) return `${name} is ${c.passed ? "pass" : "fail"}`;
  if ("anyOf" in c) return `${name} is ${c.anyOf.map(label).join(" or ")}`;
  return `${name} is ${label(c.equals)}`;
}

export function VersionView({ version }: { version: TestSuiteVersion }) {
  const { questions, evaluation } = version;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder verticalSpacing="xs" aria-label={`Questions of version ${version.version}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Section</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>Answers and grades</Table.Th>
              <Table.Th>Asked when</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((q, i) => (
              <Table.Tr key={q.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  {q.prompt}{" "}
                  {q.required ? (
                    <Badge size="xs" variant="light" color="gray">
                      Required
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {q.id}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textTransform: "capitalize" }}>{q.section}</Table.Td>
                <Table.Td>{KINDS[q.kind]}</Table.Td>
                <Table.Td>{answersText(q)}</Table.Td>
                <Table.Td>
                  {q.showIf?.map((c) => conditionText(c, questions)).join(" and ") ?? "Always"}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4} size="h6">
        Evaluation
      </Title>
      <List size="sm" spacing={2}>
        {[...evaluation.routes]
          .sort((a, b) => a.minGrade.localeCompare(b.minGrade))
          .map((r) => (
            <List.Item key={r.minGrade}>
              Grade {r.minGrade} or better: {routeText(r)}
            </List.Item>
          ))}
        <List.Item>A failed data-bearing question: {routeText(evaluation.dataFailure)}</List.Item>
        <List.Item>New in box (confirmed): {routeText(evaluation.newInBox)}</List.Item>
      </List>
    </Stack>
  );
}
