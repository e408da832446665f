// Loaded lazily by the responses page: the chart library stays out of every other screen.
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import type { SurveyScores } from "@ops/domain";

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });

/** The mean score (1–5) month by month; months without a response stay empty. */
export default function ScoreChart({ scores }: { scores: SurveyScores }) {
  const data = scores.months.map((m) => ({
    month: monthLabel(m.month),
    score: m.score,
    responses: m.responses,
  }));
  const withScore = scores.months.filter((m) => m.score !== null);
  return (
    <div
      role="img"
      aria-label={`Score by month over ${scores.months.length} months: ${
        withScore.map((m) => `${monthLabel(m.month)} ${m.score?.toFixed(2)}`).join(", ") || "no responses"
      }`}
    >
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        yAxisProps={{ domain: [0, 5], ticks: [0, 1, 2, 3, 4, 5] }}
        valueFormatter={(v) => (typeof v === "number" ? v.toFixed(2) : "")}
        series={[{ name: "score", label: "Mean score", color: "teal.6" }]}
      />
    </div>
  );
}
