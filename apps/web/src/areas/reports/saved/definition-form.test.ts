import { type ReportData, ReportDefinition } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { zodResolver } from "../../../shared/forms";
import { planChart } from "./chart-data";
import {
  definitionErrorsToFields,
  dimensionOptions,
  emptyDefinitionValues,
  fromDefinition,
  keepSplittable,
  measureOptions,
  toDefinition,
} from "./definition-form";

const values = (change: Partial<ReturnType<typeof emptyDefinitionValues>> = {}) => ({
  ...emptyDefinitionValues(),
  ...change,
});

describe("the builder's values become a definition", () => {
  it("makes the body the server runs: dimensions in order, ids as numbers, the last N days", () => {
    const body = toDefinition(
      values({
        measures: ["weight_lbs", "pieces"],
        dimension1: "period",
        dimension2: "product_class",
        timePeriod: "monthly",
        days: 30,
        accountIds: ["3", "7"],
        productClassIds: ["12"],
        showChildAccounts: true,
        chartType: "area",
      }),
    );
    expect(body).toEqual({
      measures: ["weight_lbs", "pieces"],
      dimensions: ["period", "product_class"],
      timePeriod: "monthly",
      range: { kind: "last_days", days: 30 },
      accountIds: [3, 7],
      productClassIds: [12],
      showChildAccounts: true,
      chartType: "area",
    });
    expect(ReportDefinition.safeParse(body).success).toBe(true);
  });

  it("makes a between range from the two dates, and no dimension when none is chosen", () => {
    const body = toDefinition(
      values({ dimension1: null, rangeKind: "between", beginDate: "2026-01-01", endDate: "2026-03-31" }),
    );
    expect(body.dimensions).toEqual([]);
    expect(body.range).toEqual({ kind: "between", beginDate: "2026-01-01", endDate: "2026-03-31" });
  });

  it("goes back to the same values from a saved definition (editing)", () => {
    const start = values({
      measures: ["devices"],
      dimension1: "grade",
      dimension2: "disposition",
      chartType: "donut",
    });
    const saved = ReportDefinition.parse(toDefinition(start));
    expect(fromDefinition(saved)).toEqual(start);
  });

  it("puts the schema's and the server's errors on the form's fields", () => {
    const reversed = toDefinition(
      values({ rangeKind: "between", beginDate: "2026-03-01", endDate: "2026-01-01" }),
    );
    expect(definitionErrorsToFields(zodResolver(ReportDefinition)(reversed))).toEqual({
      endDate: "The end date is before the begin date",
    });
    const noMeasure = toDefinition(values({ measures: [] }));
    expect(definitionErrorsToFields(zodResolver(ReportDefinition)(noMeasure))).toHaveProperty(
      "measures",
      "Choose at least one measure",
    );
    expect(
      definitionErrorsToFields({
        "definition.measures.0": "Unknown measure: x",
        "definition.dimensions": "Loads received cannot be split by grade",
        "definition.range.days": "At least 1 day",
      }),
    ).toEqual({
      measures: "Unknown measure: x",
      dimension1: "Loads received cannot be split by grade",
      days: "At least 1 day",
    });
  });
});

describe("choices a measure rules out", () => {
  it("disables dimensions a chosen measure cannot be split by, saying why", () => {
    const options = dimensionOptions(["loads", "weight_lbs"], false, null);
    const byId = Object.fromEntries(options.map((o) => [o.value, o]));
    expect(byId.period?.disabled).toBe(false);
    expect(byId.account?.disabled).toBe(false);
    expect(byId.program?.disabled).toBe(true);
    expect(byId.program?.reason).toBe("Weight received (lbs) cannot be split by program");
    expect(byId.product_class?.reason).toBe("Loads received cannot be split by product class");
  });

  it("disables the dimension the other select holds", () => {
    const byId = Object.fromEntries(dimensionOptions(["devices"], false, "grade").map((o) => [o.value, o]));
    expect(byId.grade).toMatchObject({ disabled: true, reason: "Already the other dimension" });
    expect(byId.disposition?.disabled).toBe(false);
  });

  it("hides operator-only measures and dimensions from clients", () => {
    expect(measureOptions(true).map((o) => o.value)).not.toContain("devices_tested");
    expect(measureOptions(false).map((o) => o.value)).toContain("devices_tested");
    expect(dimensionOptions(["devices"], true, null).map((o) => o.value)).not.toContain("technician");
    expect(dimensionOptions(["devices"], false, null).map((o) => o.value)).toContain("technician");
  });

  it("drops dimensions a newly added measure cannot be split by, keeping the rest in order", () => {
    expect(
      keepSplittable(values({ measures: ["loads"], dimension1: "grade", dimension2: "period" })),
    ).toEqual({
      dimension1: "period",
      dimension2: null,
    });
    expect(
      keepSplittable(values({ measures: ["devices"], dimension1: "period", dimension2: "grade" })),
    ).toEqual({
      dimension1: "period",
      dimension2: "grade",
    });
  });
});

const data = (dimensions: string[], rows: [string[], number[]][], measures = ["loads"]): ReportData => ({
  beginDate: "2026-01-01",
  endDate: "2026-03-31",
  dimensions: dimensions.map((id) => ({ id, label: id })),
  measures: measures.map((id) => ({ id, label: id, unit: "count" as const })),
  rows: rows.map(([keys, values]) => ({ keys, labels: keys.map((k) => `L${k}`), values })),
  totals: measures.map((_, i) => rows.reduce((sum, [, v]) => sum + (v[i] ?? 0), 0)),
  asOf: null,
});

describe("the chart a report's answer draws", () => {
  it("stacks the second dimension for the first measure, zero where a period has none", () => {
    const plan = planChart(
      data(
        ["period", "account"],
        [
          [["2026-01-05", "1"], [3]],
          [["2026-01-05", "2"], [1]],
          [["2026-01-12", "2"], [4]],
        ],
      ),
      "bar",
      "weekly",
    );
    expect(plan.kind).toBe("cartesian");
    if (plan.kind !== "cartesian") return;
    expect(plan.stacked).toBe(true);
    expect(plan.series.map((s) => s.label)).toEqual(["L2", "L1"]);
    // Every week of the range is on the axis (2026-01-01 is a Thursday: its week starts 2025-12-29).
    expect(plan.data.slice(0, 4)).toEqual([
      { x: "2025-12-29", s0: 0, s1: 0 },
      { x: "L2026-01-05", s0: 1, s1: 3 },
      { x: "L2026-01-12", s0: 4, s1: 0 },
      { x: "2026-01-19", s0: 0, s1: 0 },
    ]);
    expect(plan.data).toHaveLength(14);
  });

  it("draws a donut of one dimension other than the period, and bars instead for the period", () => {
    const grades = data(
      ["grade"],
      [
        [["A"], [5]],
        [["B"], [0]],
      ],
    );
    const donut = planChart(grades, "donut");
    expect(donut).toMatchObject({ kind: "donut", data: [{ name: "LA", value: 5 }] });
    const byPeriod = planChart(data(["period"], [[["2026-01-05"], [2]]]), "donut");
    expect(byPeriod).toMatchObject({ kind: "cartesian", type: "bar" });
    expect(planChart(grades, "table")).toEqual({ kind: "none" });
    expect(planChart(data(["grade"], []), "bar")).toEqual({ kind: "empty" });
  });
});
