import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import ReportsPage from "./ReportsPage";

const REPORT = {
  id: 7,
  name: "Weight by class",
  ownerId: 2,
  ownerName: "Casey Clarke",
  definition: {
    measures: ["weight_lbs"],
    dimensions: ["product_class"],
    timePeriod: "weekly",
    range: { kind: "last_days", days: 91 },
    accountIds: [],
    productClassIds: [],
    showChildAccounts: false,
    chartType: "donut",
  },
  schedule: {
    frequency: "weekly",
    format: "xlsx",
    recipients: [{ id: 2, name: "Casey Clarke", email: "client@example.com" }],
    nextRunAt: "2026-11-30T06:00:00Z",
    lastRunAt: null,
    lastStatus: null,
    lastError: null,
  },
  createdAt: "2026-11-27T10:00:00Z",
  updatedAt: "2026-11-27T10:00:00Z",
};

const ACCESS = {
  level: "enterprise",
  dashboards: [
    { id: "custom", label: "Custom", path: "", allowed: true, levels: ["enterprise"], message: null },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("the reports dashboard", () => {
  it("leads to the builder when there is no saved report", async () => {
    fakeApi((_m, url) =>
      url.startsWith("/spa/reports") ? { json: { data: [], total: 0 } } : { status: 404, json: {} },
    );
    renderSignedIn(<ReportsPage />, "operator");
    expect(await screen.findByText("No saved reports yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "custom report builder" })).toHaveAttribute(
      "href",
      "/dashboards/smr/custom",
    );
  });

  it("lists a client's reports with what they measure and their schedule, each linking to its page", async () => {
    fakeApi((_m, url) => {
      if (url.includes("/dashboards/access")) return { json: ACCESS };
      if (url.startsWith("/spa/client/reports")) return { json: { data: [REPORT], total: 1 } };
      return { status: 404, json: {} };
    });
    renderSignedIn(<ReportsPage />, "client");
    const link = await screen.findByRole("link", { name: "Weight by class" });
    expect(link).toHaveAttribute("href", "/report/7");
    expect(screen.getAllByText(/Weight received \(lbs\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Weekly \(Mondays\) to 1 person/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "New report" })).toHaveAttribute(
      "href",
      "/dashboards/clients/custom",
    );
  });
});
