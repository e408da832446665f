import { Alert, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { HomeDashboard } from "@ops/domain";
import { useDashboardHome } from "../../reports/dashboards/api";
import { colorAt, shortPeriod } from "../../reports/dashboards/charts/chart-data";
import { DashboardCard, SeriesChartBlock } from "../../reports/dashboards/components/ChartCards";
import { FigureCards } from "../../reports/dashboards/components/FigureCards";
import { UNIT_NAMES } from "../../reports/dashboards/format";

/** The axis title of the home chart, read from its title ("… per day, last 14 days"). */
function periodAxis(title: string): string {
  if (/per day/i.test(title)) return "Day";
  if (/per week/i.test(title)) return "Week starting";
  if (/per month/i.test(title)) return "Month";
  return "Period";
}

/**
 * What matters most to the signed-in audience this morning (issue 23 §5): three or four figures
 * against the period before, and one chart (its library loads after the page).
 */
export function HomeFigures() {
  const home = useDashboardHome();
  if (home.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your figures">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Skeleton h={84} />
          <Skeleton h={84} />
          <Skeleton h={84} />
          <Skeleton h={84} />
        </SimpleGrid>
        <Skeleton h={280} />
      </Stack>
    );
  }
  if (home.isError) {
    return (
      <Alert color="red" title="Your figures could not be loaded" data-testid="home-figures-error">
        {home.error.message}
      </Alert>
    );
  }
  return <HomeBody home={home.data} />;
}

function HomeBody({ home }: { home: HomeDashboard }) {
  const { chart } = home;
  const empty = chart.series.every((p) => p.value === 0);
  const axis = periodAxis(chart.title);
  return (
    <Stack gap="md" data-testid="home-figures">
      <FigureCards figures={home.figures} cols={home.figures.length} compare={false} />
      <DashboardCard
        title={chart.title}
        empty={empty ? "Nothing in this period yet" : null}
        testId="home-chart"
      >
        <SeriesChartBlock
          kind="bar"
          points={chart.series.map((p) => ({ label: p.label, values: { value: p.value } }))}
          lines={[{ name: "value", label: chart.title.split(",")[0] ?? chart.title, color: colorAt(0) }]}
          unit={chart.unit}
          xAxisLabel={axis}
          yAxisLabel={
            chart.unit === "count" ? "Count" : `${chart.title.split(" ")[0]} (${UNIT_NAMES[chart.unit]})`
          }
          tick={shortPeriod}
        />
      </DashboardCard>
    </Stack>
  );
}
