import {
  Box,
  Card,
  ColorSwatch,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { FigureUnit, Slice } from "@ops/domain";
import { lazy, type ReactNode, Suspense } from "react";
import { type ChartLine, colorAt } from "../charts/chart-data";
import { formatFigure } from "../format";

const charts = () => import("../charts/DashboardCharts");
const SeriesChart = lazy(() => charts().then((m) => ({ default: m.SeriesChart })));
const BreakdownChart = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })));

/** A titled card of a dashboard; `empty` replaces the content with a sentence. */
export function DashboardCard({
  title,
  description,
  empty,
  children,
  testId,
}: {
  title: string;
  description?: string;
  empty?: string | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {empty ? (
          <Text c="dimmed" py="lg" ta="center" data-testid="dashboard-empty">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

export type SeriesPoint = { label: string; values: Record<string, number> };

/**
 * A series over periods: the chart (lazy), described in words for screen readers, and the same
 * numbers in a table that opens under it.
 */
export function SeriesChartBlock({
  kind,
  stacked,
  points,
  lines,
  unit,
  xAxisLabel,
  yAxisLabel,
  tick = (label) => label,
}: {
  kind: "bar" | "line" | "area";
  stacked?: boolean;
  points: SeriesPoint[];
  lines: ChartLine[];
  unit: FigureUnit;
  xAxisLabel: string;
  yAxisLabel: string;
  tick?: (label: string) => string;
}) {
  const data = points.map((p) => ({ tick: tick(p.label), ...p.values }));
  const totals = lines.map((l) => `${l.label} ${formatFigure(sum(points, l.name), unit)}`).join(", ");
  return (
    <Stack gap="xs">
      <Box
        role="img"
        aria-label={`${yAxisLabel} by ${xAxisLabel.toLowerCase()}, ${points.length} periods; in all: ${totals}`}
      >
        <Suspense fallback={<Skeleton h={240} />}>
          <SeriesChart
            kind={kind}
            stacked={stacked}
            data={data}
            lines={lines}
            unit={unit}
            xAxisLabel={xAxisLabel}
            yAxisLabel={yAxisLabel}
          />
        </Suspense>
      </Box>
      {lines.length > 1 ? <Legend lines={lines} /> : null}
      <NumbersTable
        head={[xAxisLabel, ...lines.map((l) => l.label)]}
        rows={points.map((p) => [p.label, ...lines.map((l) => formatFigure(p.values[l.name] ?? 0, unit))])}
        foot={["Total", ...lines.map((l) => formatFigure(sum(points, l.name), unit))]}
      />
    </Stack>
  );
}

/** The series' names under a chart; it wraps on a phone instead of taking the plot's height. */
function Legend({ lines }: { lines: ChartLine[] }) {
  return (
    <Group gap="md" justify="center" aria-hidden>
      {lines.map((l) => (
        <Group key={l.name} gap={6} wrap="nowrap">
          <ColorSwatch color={swatch(l.color)} size={10} />
          <Text size="sm">{l.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** A Mantine colour ("blue.6") as the CSS variable a swatch takes. */
const swatch = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;

const sum = (points: SeriesPoint[], key: string) =>
  points.reduce((total, p) => total + (p.values[key] ?? 0), 0);

/** A share of a whole: a donut (lazy) and the table that is its legend, with each slice's share. */
export function BreakdownBlock({ slices, unit, noun }: { slices: Slice[]; unit: FigureUnit; noun: string }) {
  const total = slices.reduce((t, s) => t + s.value, 0);
  const colored = slices.map((s, i) => ({ ...s, color: colorAt(i) }));
  return (
    <Group align="center" gap="md" wrap="wrap" justify="center">
      <Box
        role="img"
        aria-label={`${noun}: ${colored.map((s) => `${s.label} ${formatFigure(s.value, unit)}`).join(", ")}`}
        w={160}
        h={160}
      >
        <Suspense fallback={<Skeleton circle h={160} />}>
          <BreakdownChart slices={colored} unit={unit} total={formatFigure(total, unit)} />
        </Suspense>
      </Box>
      <Table style={{ flex: "1 1 220px" }} fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{noun}</Table.Th>
            <Table.Th ta="right">{unit === "lbs" ? "Weight" : "Count"}</Table.Th>
            <Table.Th ta="right">Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {colored.map((s) => (
            <Table.Tr key={s.key}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={swatch(s.color)} size={10} />
                  <Text size="sm">{s.label}</Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatFigure(s.value, unit)}</Table.Td>
              <Table.Td ta="right">{total > 0 ? `${Math.round((s.value / total) * 100)}%` : "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Group>
  );
}

/** The numbers behind a chart, folded under it (a native disclosure: keyboard and readers know it). */
export function NumbersTable({ head, rows, foot }: { head: string[]; rows: string[][]; foot?: string[] }) {
  return (
    <Box component="details">
      <Text component="summary" size="sm" c="blue.8" style={{ cursor: "pointer" }}>
        Show the numbers
      </Text>
      <ScrollArea type="auto" mt="xs">
        <Table fz="sm" verticalSpacing={4} striped miw={head.length * 90}>
          <Table.Thead>
            <Table.Tr>
              {head.map((h, i) => (
                <Table.Th key={h} ta={i === 0 ? "left" : "right"}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row[0]}>
                {row.map((cell, i) => (
                  <Table.Td key={head[i]} ta={i === 0 ? "left" : "right"}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {foot ? (
            <Table.Tfoot>
              <Table.Tr>
                {foot.map((cell, i) => (
                  <Table.Th key={head[i]} ta={i === 0 ? "left" : "right"}>
                    {cell}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </ScrollArea>
    </Box>
  );
}
