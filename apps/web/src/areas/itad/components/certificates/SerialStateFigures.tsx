import { Badge, Group, Progress, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { SANITIZATION_STATE_LABELS, SANITIZATION_STATES, type SanitizationStateId } from "@ops/domain";
import { STATE_COLORS } from "../sanitization/sanitization-labels";

type Props = {
  /** Counts of the whole load by state. */
  states: Record<string, number>;
  selected: SanitizationStateId | null;
  /** Picking a figure filters the table to that state; picking it again shows all. */
  onSelect: (state: SanitizationStateId | null) => void;
};

/** The serials of a load by sanitization state: a stacked bar and a badge per state with its count. */
export function SerialStateFigures({ states, selected, onSelect }: Props) {
  const total = SANITIZATION_STATES.reduce((sum, s) => sum + (states[s] ?? 0), 0);
  const present = SANITIZATION_STATES.filter((s) => (states[s] ?? 0) > 0);
  return (
    <Stack gap={6} aria-label="Serials by state" component="section">
      <Text size="sm" fw={500}>
        {total.toLocaleString()} serial{total === 1 ? "" : "s"}
      </Text>
      {total > 0 ? (
        <Progress.Root size="lg" aria-hidden>
          {present.map((s) => (
            <Tooltip key={s} label={`${SANITIZATION_STATE_LABELS[s]}: ${(states[s] ?? 0).toLocaleString()}`}>
              <Progress.Section value={((states[s] ?? 0) / total) * 100} color={STATE_COLORS[s]} />
            </Tooltip>
          ))}
        </Progress.Root>
      ) : null}
      <Group gap="xs">
        {SANITIZATION_STATES.map((s) => {
          const count = states[s] ?? 0;
          return (
            <UnstyledButton
              key={s}
              onClick={() => onSelect(selected === s ? null : s)}
              aria-pressed={selected === s}
              aria-label={`${SANITIZATION_STATE_LABELS[s]}: ${count.toLocaleString()}`}
            >
              <Badge
                color={STATE_COLORS[s]}
                variant={selected === s ? "filled" : "light"}
                size="lg"
                style={{ textTransform: "none", cursor: "pointer" }}
              >
                {SANITIZATION_STATE_LABELS[s]}: {count.toLocaleString()}
              </Badge>
            </UnstyledButton>
          );
        })}
      </Group>
    </Stack>
  );
}
