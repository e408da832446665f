import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import type { SerialLine } from "@ops/domain";
import { lineMessage, problemLines, SHOWN_PROBLEMS, serialCount } from "./bulk-serials-values";

type Props = {
  lines: readonly SerialLine[];
  /** Drops the problem lines from the list (offered when there are some). */
  onDropProblems: () => void;
};

/**
 * What a check of the list found: ready to create, or each offending line with its problem
 * (duplicates first) before anything is written.
 */
export function SerialCheckList({ lines, onDropProblems }: Props) {
  const problems = problemLines(lines);
  const ready = serialCount(lines);
  if (problems.length === 0)
    return (
      <Alert color="teal" variant="light" p="xs" role="status">
        {ready === 1
          ? "1 serial is ready to create."
          : `${ready.toLocaleString()} serials are ready to create.`}{" "}
        None is blank, too long, listed twice or already in the system.
      </Alert>
    );
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return (
    <Alert color="red" variant="light" p="xs" role="alert" title={problemTitle(problems.length)}>
      <Stack gap="xs">
        <List size="sm" spacing={2} aria-label="Problem lines">
          {shown.map((l) => (
            <List.Item key={l.line}>{lineMessage(l)}</List.Item>
          ))}
        </List>
        {problems.length > shown.length ? (
          <Text size="sm">…and {(problems.length - shown.length).toLocaleString()} more.</Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            Nothing was written. Correct these lines, or drop them and check again ({ready.toLocaleString()}{" "}
            would be left).
          </Text>
          <Button size="xs" variant="light" color="red" onClick={onDropProblems}>
            Drop these lines
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function problemTitle(n: number): string {
  return n === 1 ? "1 line needs attention" : `${n.toLocaleString()} lines need attention`;
}
