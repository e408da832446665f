import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { HomeFigures } from "./HomeFigures";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const home = {
  audience: "client",
  figures: [
    { id: "loads", label: "Loads this quarter", unit: "count", current: 9, previous: 6 },
    { id: "weight_lbs", label: "Weight received this quarter", unit: "lbs", current: 955.2, previous: 0 },
    {
      id: "value_recovered",
      label: "Value returned this quarter",
      unit: "usd",
      current: 1070.4,
      previous: null,
    },
  ],
  chart: {
    title: "Weight received per week, last 13 weeks",
    unit: "lbs",
    series: [
      { period: "2026-11-16", label: "2026-11-16", value: 120.5 },
      { period: "2026-11-23", label: "2026-11-23", value: 0 },
    ],
  },
};

describe("the home figures", () => {
  it("show the audience's figures against the last period and the chart's numbers", async () => {
    const calls = fakeApi(() => ({ json: home }));
    renderSignedIn(<HomeFigures />, "client");
    const loads = await screen.findByTestId("figure-loads");
    expect(calls[0]?.url).toBe("/spa/client/dashboards/home");
    expect(loads).toHaveTextContent("9");
    expect(loads).toHaveTextContent("+50% vs the last period (6)");
    expect(screen.getByTestId("figure-weight_lbs")).toHaveTextContent("+955.2 lb vs the last period");
    // No comparison: no sentence about one.
    expect(screen.getByTestId("figure-value_recovered")).toHaveTextContent(
      /^Value returned this quarter\$1,070\.40$/,
    );
    const chart = screen.getByTestId("home-chart");
    expect(within(chart).getByRole("img")).toHaveAccessibleName(
      /Weight \(lb\) by week starting, 2 periods; in all: .*120\.5 lb/,
    );
    expect(within(chart).getByRole("cell", { name: "2026-11-16" })).toBeInTheDocument();
    expect(within(chart).getByRole("cell", { name: "120.5 lb" })).toBeInTheDocument();
  });

  it("says when nothing happened yet instead of drawing an empty chart", async () => {
    fakeApi(() => ({
      json: {
        ...home,
        chart: { ...home.chart, series: [{ period: "2026-11-23", label: "2026-11-23", value: 0 }] },
      },
    }));
    renderSignedIn(<HomeFigures />, "client");
    expect(await screen.findByText("Nothing in this period yet")).toBeInTheDocument();
  });

  it("says when the figures could not be loaded", async () => {
    fakeApi(() => ({ status: 500, json: { message: "The database is not answering" } }));
    renderSignedIn(<HomeFigures />, "operator");
    expect(await screen.findByTestId("home-figures-error")).toHaveTextContent(
      "The database is not answering",
    );
  });
});
