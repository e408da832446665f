import { Alert, CloseButton, Group, Text } from "@mantine/core";

/** What a long or bulk action came to: done (teal) or refused (red), in words. */
export type Outcome = { color: "teal" | "red"; text: string };

/**
 * The line under an action that says what it came to, until dismissed: a refusal is announced as
 * an alert, a success as a status.
 */
export function OutcomeAlert({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.color} variant="light" p="xs" role={outcome.color === "red" ? "alert" : "status"}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{outcome.text}</Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
