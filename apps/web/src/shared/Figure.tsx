import { type MantineSize, Text } from "@mantine/core";

type Props = { label: string; value: string; color?: string; size?: MantineSize };

/** A figure as a summary shows it: a small upper-case label over its value. */
export function Figure({ label, value, color, size = "lg" }: Props) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size={size} fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}
