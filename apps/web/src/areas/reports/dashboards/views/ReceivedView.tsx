import type { DashboardFigure, ReceivedDashboard } from "@ops/domain";
import { useReceivedDashboard } from "../api";
import { colorAt, PERIOD_AXIS, shortPeriod } from "../charts/chart-data";
import { DashboardCard, SeriesChartBlock } from "../components/ChartCards";
import { DashboardFrame } from "../components/DashboardFrame";
import { FigureCards } from "../components/FigureCards";
import { useDashboardAllowed } from "../SubscriptionGate";
import { useDashboardSettings } from "../settings/use-dashboard-settings";

/** The received dashboard: weight received by product class (or product) over time, stacked. */
export function ReceivedView({ smr }: { smr: boolean }) {
  const control = useDashboardSettings();
  const result = useReceivedDashboard(control.query, useDashboardAllowed(smr ? undefined : "received"));
  return (
    <DashboardFrame
      title={smr ? "Received weights" : "Received"}
      description={
        smr
          ? "Weight received by product class over time, over all or the selected accounts; split by product when asked."
          : "Weight received by product class over time; split by product when asked."
      }
      gate={smr ? undefined : "received"}
      control={control}
      options={{ splitByProduct: true }}
      result={result}
    >
      {(data) => <ReceivedBody data={data} split={control.settings.splitByProduct} />}
    </DashboardFrame>
  );
}

const total = (
  id: string,
  label: string,
  unit: DashboardFigure["unit"],
  current: number,
): DashboardFigure => ({
  id,
  label,
  unit,
  current,
  previous: null,
});

function ReceivedBody({ data, split }: { data: ReceivedDashboard; split: boolean }) {
  const axis = PERIOD_AXIS[data.meta.timePeriod];
  const noun = split ? "product" : "product class";
  return (
    <>
      <FigureCards
        compare={false}
        figures={[
          total("weight", "Weight received", "lbs", data.totalLbs),
          total("pieces", "Pieces received", "count", data.totalPieces),
          total("keys", split ? "Products" : "Product classes", "count", data.keys.length),
        ]}
      />
      <DashboardCard
        title={`Weight by ${noun}`}
        description={`Net weight received per period, stacked by ${noun}.`}
        empty={data.totalLbs === 0 ? "No weight received in this range" : null}
        testId="chart-received"
      >
        <SeriesChartBlock
          kind="bar"
          stacked
          points={data.series.map((p) => ({ label: p.label, values: p.values }))}
          lines={data.keys.map((k, i) => ({ name: k.key, label: k.label, color: colorAt(i) }))}
          unit="lbs"
          xAxisLabel={axis}
          yAxisLabel="Weight (lb)"
          tick={shortPeriod}
        />
      </DashboardCard>
    </>
  );
}
