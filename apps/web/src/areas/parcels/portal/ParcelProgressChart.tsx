// Loaded lazily by the project page: the chart library stays out of every other screen.
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import type { ParcelProgressDay } from "@ops/domain";

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Requests e-mailed, shipped and received so far, day by day (running totals). */
export default function ParcelProgressChart({ days }: { days: ParcelProgressDay[] }) {
  let emailed = 0;
  let shipped = 0;
  let received = 0;
  const data = days.map((d) => {
    emailed += d.emailed;
    shipped += d.shipped;
    received += d.received;
    return { day: dayLabel(d.date), emailed, shipped, received };
  });
  return (
    <div
      role="img"
      aria-label={`Progress over ${days.length} ${days.length === 1 ? "day" : "days"}: ${received} received, ${shipped} shipped, ${emailed} e-mailed`}
    >
      <LineChart
        h={260}
        data={data}
        dataKey="day"
        curveType="linear"
        withLegend
        yAxisProps={{ allowDecimals: false }}
        series={[
          { name: "emailed", label: "E-mailed", color: "blue.6" },
          { name: "shipped", label: "Shipped", color: "orange.6" },
          { name: "received", label: "Received", color: "green.6" },
        ]}
      />
    </div>
  );
}
