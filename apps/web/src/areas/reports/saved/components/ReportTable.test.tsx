import type { ReportData } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { stubPhone } from "../../../../test/media";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { ReportTable } from "./ReportTable";

const DATA: ReportData = {
  beginDate: "2026-01-01",
  endDate: "2026-03-31",
  dimensions: [
    { id: "account", label: "Account" },
    { id: "grade", label: "Grade" },
  ],
  measures: [
    { id: "devices", label: "Serialized devices", unit: "count" },
    { id: "net", label: "Net settled", unit: "usd" },
  ],
  rows: [
    { keys: ["4", "A"], labels: ["Northwind Health", "A"], values: [1200, 350.5] },
    { keys: ["4", "B"], labels: ["Northwind Health", "B"], values: [3, -20] },
  ],
  totals: [1203, 330.5],
  asOf: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("a report's figures", () => {
  it("are a table with a column per dimension and measure, values in their unit, and the totals last", () => {
    stubPhone(false);
    renderSignedIn(<ReportTable data={DATA} />);
    const table = screen.getByRole("table", { name: "Report figures" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "AccountGradeSerialized devicesNet settled",
      "Northwind HealthA1,200$350.50",
      "Northwind HealthB3-$20.00",
      "Total1,203$330.50",
    ]);
  });

  it("are cards on a phone, the total first", () => {
    stubPhone();
    renderSignedIn(<ReportTable data={DATA} />);
    expect(screen.queryByRole("table")).toBeNull();
    const cards = screen.getByTestId("report-cards");
    expect(cards.children[0]?.textContent).toBe("TotalSerialized devices1,203Net settled$330.50");
    expect(within(cards).getByText("Northwind Health · B")).toBeInTheDocument();
  });

  it("say so when nothing matched", () => {
    stubPhone(false);
    renderSignedIn(<ReportTable data={{ ...DATA, rows: [], totals: [0, 0] }} />);
    expect(
      screen.getByText("No figures for these choices between 2026-01-01 and 2026-03-31."),
    ).toBeInTheDocument();
  });
});
