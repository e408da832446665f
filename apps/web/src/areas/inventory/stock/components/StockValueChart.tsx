import { Box, Group, Stack, Text, Title } from "@mantine/core";
import type { StockClassValue } from "@ops/domain";
import { formatValue } from "./stock-format";

/**
 * Value of the stock by product class, most valuable first: one bar per class, its length the
 * share of the largest. Drawn with plain boxes so the screen adds no charting library; each bar
 * says its figure in words for screen readers.
 */
export function StockValueChart({ classes }: { classes: StockClassValue[] }) {
  const top = Math.max(...classes.map((c) => c.value), 0);
  return (
    <Stack gap={6} data-testid="stock-value-chart" aria-label="Value by product class" role="list">
      <Title order={3} size="h4">
        Value by product class
      </Title>
      {classes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing in stock to chart.
        </Text>
      ) : (
        classes.map((c) => (
          <Box key={c.id ?? "none"} role="listitem" aria-label={`${c.name}: ${formatValue(c.value)}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {c.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatValue(c.value)}
              </Text>
            </Group>
            <Box
              h={10}
              bg="var(--mantine-color-gray-2)"
              style={{ borderRadius: 4, overflow: "hidden" }}
              aria-hidden
            >
              <Box
                h="100%"
                bg="var(--mantine-primary-color-filled)"
                style={{ width: `${top > 0 ? Math.max((c.value / top) * 100, c.value > 0 ? 1 : 0) : 0}%` }}
              />
            </Box>
          </Box>
        ))
      )}
    </Stack>
  );
}
