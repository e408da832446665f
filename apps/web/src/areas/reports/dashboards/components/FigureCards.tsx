import { Card, Group, SimpleGrid, Text } from "@mantine/core";
import type { DashboardFigure } from "@ops/domain";
import { changeOf, formatFigure } from "../format";

const ARROWS = { up: "▲", down: "▼", same: "■" } as const;
const COLORS = { up: "teal.8", down: "red.8", same: "dimmed" } as const;

/**
 * The headline numbers, each this period against the one just before it. Up and down are
 * facts, not judgements (more loads is not always better), so both read in plain words too.
 */
export function FigureCards({
  figures,
  cols = 3,
  compare = true,
}: {
  figures: DashboardFigure[];
  cols?: number;
  /** False for totals that have no earlier period to stand against. */
  compare?: boolean;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: Math.min(cols, 3), lg: cols }}
      spacing="sm"
      data-testid="dashboard-figures"
    >
      {figures.map((figure) => (
        <FigureCard key={figure.id} figure={figure} compare={compare} />
      ))}
    </SimpleGrid>
  );
}

function FigureCard({ figure, compare }: { figure: DashboardFigure; compare: boolean }) {
  const change = changeOf(figure.current, figure.previous, figure.unit);
  return (
    <Card withBorder padding="sm" data-testid={`figure-${figure.id}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {figure.label}
      </Text>
      <Text size="xl" fw={700} style={{ overflowWrap: "anywhere" }}>
        {formatFigure(figure.current, figure.unit)}
      </Text>
      {change ? (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <Text size="xs" c={COLORS[change.direction]} aria-hidden>
            {ARROWS[change.direction]}
          </Text>
          <Text size="xs" c={COLORS[change.direction]}>
            {change.text}
          </Text>
        </Group>
      ) : !compare ? null : (
        <Text size="xs" c="dimmed">
          No earlier period to compare
        </Text>
      )}
    </Card>
  );
}
