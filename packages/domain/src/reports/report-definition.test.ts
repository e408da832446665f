import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  operatorOnlyChoices,
  REPORT_DIMENSION_IDS,
  REPORT_MEASURES,
  ReportDefinition,
  unsplittable,
} from "./report-definition.schemas";

function fieldErrors(input: unknown): Record<string, string[]> {
  const result = ReportDefinition.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe("report definition", () => {
  it("fills the defaults: by period, weekly, the last 91 days, bars", () => {
    expect(ReportDefinition.parse({ measures: ["loads"] })).toEqual({
      measures: ["loads"],
      dimensions: ["period"],
      timePeriod: "weekly",
      range: { kind: "last_days", days: 91 },
      accountIds: [],
      productClassIds: [],
      showChildAccounts: false,
      chartType: "bar",
    });
  });

  it("refuses unknown measures and dimensions on their field", () => {
    expect(fieldErrors({ measures: ["tonnes"] })["measures.0"]).toEqual(["Unknown measure: tonnes"]);
    expect(fieldErrors({ measures: ["loads"], dimensions: ["colour"] })["dimensions.0"]).toEqual([
      "Unknown dimension: colour",
    ]);
    expect(fieldErrors({ measures: [] }).measures).toEqual(["Choose at least one measure"]);
  });

  it("refuses a split the measure's source cannot make, and a dimension twice", () => {
    expect(fieldErrors({ measures: ["value_recovered"], dimensions: ["grade"] }).dimensions).toEqual([
      "Value recovered cannot be split by grade",
    ]);
    expect(fieldErrors({ measures: ["devices"], dimensions: ["grade", "grade"] }).dimensions).toContain(
      "Choose each dimension once",
    );
  });

  it("refuses dates the wrong way round and more than five years on range.endDate", () => {
    expect(
      fieldErrors({
        measures: ["loads"],
        range: { kind: "between", beginDate: "2026-05-02", endDate: "2026-05-01" },
      })["range.endDate"],
    ).toEqual(["The end date is before the begin date"]);
    expect(
      fieldErrors({
        measures: ["loads"],
        range: { kind: "between", beginDate: "2020-01-01", endDate: "2025-01-01" },
      })["range.endDate"],
    ).toEqual(["A range covers at most 5 years"]);
  });

  it("accepts exactly the pairs every chosen measure can be split by", () => {
    const measureIds = REPORT_MEASURES.map((m) => m.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...measureIds), { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(fc.constantFrom(...REPORT_DIMENSION_IDS), { maxLength: 2 }),
        (measures, dimensions) => {
          const splittable = measures.every((m) => dimensions.every((d) => unsplittable(m, d) === null));
          expect(ReportDefinition.safeParse({ measures, dimensions }).success).toBe(splittable);
        },
      ),
    );
  });

  it("names the operator-only choices a client may not use", () => {
    expect(
      operatorOnlyChoices({ measures: ["devices_tested", "loads"], dimensions: ["technician", "period"] }),
    ).toEqual({
      measures: ["devices_tested"],
      dimensions: ["technician"],
    });
  });
});
