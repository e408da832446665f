import type { ReportData } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi, type SentCall } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import CustomReportPage from "./CustomReportPage";

const DATA: ReportData = {
  beginDate: "2026-08-29",
  endDate: "2026-11-27",
  dimensions: [{ id: "grade", label: "Grade" }],
  measures: [{ id: "devices", label: "Serialized devices", unit: "count" }],
  rows: [
    { keys: ["A"], labels: ["A"], values: [7] },
    { keys: ["B"], labels: ["B"], values: [5] },
  ],
  totals: [12],
  asOf: null,
};

function serve(): SentCall[] {
  return fakeApi((method, url) => {
    if (url.includes("/dashboards/access"))
      return {
        json: {
          level: "enterprise",
          dashboards: [
            { id: "custom", label: "Custom", path: "", allowed: true, levels: ["enterprise"], message: null },
          ],
        },
      };
    if (url.includes("/dashboards/accounts"))
      return { json: { data: [{ id: 4, name: "Northwind Health", parentId: null, parentName: null }] } };
    if (url.includes("/classes")) return { json: [] };
    if (method === "POST" && url.endsWith("/reports/run")) return { json: DATA };
    return { status: 404, json: { message: "not here" } };
  });
}

/** Picks an option of one select (its own listbox: the dimension selects offer the same names). */
async function choose(field: string, option: string) {
  const box = screen.getByRole("combobox", { name: field });
  await userEvent.click(box);
  const listbox = await waitFor(() => {
    const found = document.getElementById(box.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error(`no listbox for ${field}`);
    return found;
  });
  await userEvent.click(
    within(listbox).getByRole("option", { name: new RegExp(`^${option}`), hidden: true }),
  );
}

// Mantine comboboxes opened one after another are slow in happy-dom on a busy machine.
const SLOW = 30_000;

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("the custom report builder", () => {
  it(
    "disables the dimensions a chosen measure cannot be split by and says why",
    async () => {
      serve();
      renderSignedIn(<CustomReportPage />, "operator");
      await userEvent.click(await screen.findByRole("combobox", { name: "Then by" }));
      // Both dimension selects offer the same options (happy-dom keeps closed dropdowns in the page).
      const grades = await screen.findAllByRole("option", { name: /^Grade/, hidden: true });
      for (const grade of grades) {
        expect(grade).toHaveAttribute("data-combobox-disabled", "true");
        expect(within(grade).getByText("Loads received cannot be split by grade")).toBeInTheDocument();
      }
      for (const account of screen.getAllByRole("option", { name: /^Account/, hidden: true }))
        expect(account).not.toHaveAttribute("data-combobox-disabled");
    },
    SLOW,
  );

  it(
    "runs the definition the fields make and shows the chart's table with its total",
    async () => {
      const calls = serve();
      renderSignedIn(<CustomReportPage />, "operator");
      // Devices replace loads; period stays (devices split by period too), grade becomes possible.
      await userEvent.click(await screen.findByRole("combobox", { name: "Measures" }));
      await userEvent.click(await screen.findByRole("option", { name: "Serialized devices", hidden: true }));
      // A chosen option clicked again is taken out: loads go.
      await userEvent.click(await screen.findByRole("option", { name: "Loads received", hidden: true }));
      await userEvent.keyboard("{Escape}");
      await choose("Split by", "Grade");
      await choose("Chart", "Donut");
      await userEvent.click(screen.getByRole("button", { name: "Run" }));

      await screen.findByRole("table", { name: "Report figures" });
      const run = calls.find((c) => c.method === "POST" && c.url.endsWith("/spa/reports/run"));
      expect(JSON.parse(String(run?.body))).toEqual({
        definition: {
          measures: ["devices"],
          dimensions: ["grade"],
          timePeriod: "weekly",
          range: { kind: "last_days", days: 91 },
          accountIds: [],
          productClassIds: [],
          showChildAccounts: false,
          chartType: "donut",
        },
      });
      const table = screen.getByRole("table", { name: "Report figures" });
      expect(within(table).getByText("Total")).toBeInTheDocument();
      expect(within(table).getByText("12")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "hides operator-only measures from a client and sends clientView",
    async () => {
      const calls = serve();
      renderSignedIn(<CustomReportPage />, "client");
      await userEvent.click(await screen.findByRole("combobox", { name: "Measures" }));
      expect(
        await screen.findByRole("option", { name: "Serialized devices", hidden: true }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("option", { name: "Devices tested", hidden: true })).toBeNull();
      await userEvent.keyboard("{Escape}");
      await userEvent.click(screen.getByRole("button", { name: "Run" }));
      await waitFor(() => expect(calls.some((c) => c.url.endsWith("/spa/client/reports/run"))).toBe(true));
      const run = calls.find((c) => c.url.endsWith("/spa/client/reports/run"));
      expect(JSON.parse(String(run?.body))).toMatchObject({
        clientView: true,
        definition: { measures: ["loads"] },
      });
    },
    SLOW,
  );
});
