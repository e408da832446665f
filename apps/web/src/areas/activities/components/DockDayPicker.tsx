import { ActionIcon, Button, Group, TextInput } from "@mantine/core";
import { dayOf, isoOf, todayIso } from "../dock-dates";

type Props = { day: string; onChange: (day: string) => void };

/** A day with previous and next buttons and a way back to today. */
export function DockDayPicker({ day, onChange }: Props) {
  const move = (days: number) => onChange(isoOf(dayOf(day).add(days, "day")));
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon variant="default" size="lg" aria-label="Previous day" onClick={() => move(-1)}>
        ‹
      </ActionIcon>
      <TextInput
        type="date"
        label="Day"
        value={day}
        onChange={(event) => {
          // Clearing a native date field gives ""; keep the day shown instead.
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.currentTarget.value)) onChange(event.currentTarget.value);
        }}
        w={170}
      />
      <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => move(1)}>
        ›
      </ActionIcon>
      <Button variant="subtle" size="sm" onClick={() => onChange(todayIso())} disabled={day === todayIso()}>
        Today
      </Button>
    </Group>
  );
}
