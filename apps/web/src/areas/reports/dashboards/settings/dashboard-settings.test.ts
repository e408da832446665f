import { describe, expect, it } from "vitest";
import {
  type DashboardSettings,
  DEFAULT_DASHBOARD_SETTINGS,
  settingsFromStored,
  settingsFromUrl,
  settingsRange,
  toDashboardQuery,
  urlCarriesSettings,
  withSettingsInUrl,
  withShowChildAccounts,
} from "./dashboard-settings";

const chosen: DashboardSettings = {
  beginDate: "2026-09-01",
  endDate: "2026-11-27",
  timePeriod: "monthly",
  splitByProduct: true,
  selectedAccounts: [3, 7],
  selectedProductClasses: [12],
  showChildAccounts: true,
};

describe("dashboard settings", () => {
  it("default to weekly over the server's default range, every account and class", () => {
    expect(settingsFromStored(null)).toEqual(DEFAULT_DASHBOARD_SETTINGS);
    expect(DEFAULT_DASHBOARD_SETTINGS.timePeriod).toBe("weekly");
    expect(settingsRange(DEFAULT_DASHBOARD_SETTINGS, "2026-11-27")).toEqual({
      ok: true,
      range: { beginDate: "2026-08-29", endDate: "2026-11-27" },
    });
  });

  it("keep each stored key that reads as its kind and default the others", () => {
    expect(
      settingsFromStored({
        beginDate: "2026-02-30",
        endDate: "2026-11-27",
        timePeriod: "hourly",
        splitByProduct: "yes",
        selectedAccounts: [3, "7", -1, 3, 2.5],
        selectedProductClasses: "12",
        showChildAccounts: true,
      }),
    ).toEqual({
      ...DEFAULT_DASHBOARD_SETTINGS,
      endDate: "2026-11-27",
      selectedAccounts: [3],
      showChildAccounts: true,
    });
  });

  it("go into the address and come back out the same", () => {
    const url = withSettingsInUrl(new URLSearchParams("tab=loads"), chosen);
    expect(url.get("tab")).toBe("loads");
    expect(url.toString()).toBe(
      "tab=loads&beginDate=2026-09-01&endDate=2026-11-27&timePeriod=monthly&splitByProduct=true&selectedAccounts=3%2C7&selectedProductClasses=12&showChildAccounts=true",
    );
    expect(urlCarriesSettings(url)).toBe(true);
    expect(settingsFromUrl(url)).toEqual(chosen);
  });

  it("always write the period, so an address that went through a dashboard carries its settings", () => {
    const url = withSettingsInUrl(new URLSearchParams(), DEFAULT_DASHBOARD_SETTINGS);
    expect(url.toString()).toBe("timePeriod=weekly");
    expect(urlCarriesSettings(new URLSearchParams("tab=loads"))).toBe(false);
  });

  it("read a shared address as the whole view: a key it leaves out is the default, bad values too", () => {
    expect(settingsFromUrl(new URLSearchParams("timePeriod=quarterly&selectedAccounts=4,x,9,4"))).toEqual({
      ...DEFAULT_DASHBOARD_SETTINGS,
      timePeriod: "quarterly",
      selectedAccounts: [4, 9],
    });
    expect(settingsFromUrl(new URLSearchParams("timePeriod=yearly&beginDate=soon")).timePeriod).toBe(
      "weekly",
    );
  });

  it("clear the selected accounts when show-child-accounts is toggled (SPEC §4), and only then", () => {
    expect(withShowChildAccounts(chosen, false)).toEqual({
      ...chosen,
      showChildAccounts: false,
      selectedAccounts: [],
    });
    const off = { ...chosen, showChildAccounts: false };
    expect(withShowChildAccounts(off, true)).toEqual({
      ...off,
      showChildAccounts: true,
      selectedAccounts: [],
    });
    expect(withShowChildAccounts(chosen, true)).toBe(chosen);
  });

  it("give the dashboard calls their query", () => {
    expect(toDashboardQuery(chosen)).toEqual({
      beginDate: "2026-09-01",
      endDate: "2026-11-27",
      timePeriod: "monthly",
      splitByProduct: "true",
      accountIds: [3, 7],
      productClassIds: [12],
      showChildAccounts: "true",
    });
    expect(toDashboardQuery(DEFAULT_DASHBOARD_SETTINGS)).toEqual({
      beginDate: undefined,
      endDate: undefined,
      timePeriod: "weekly",
      splitByProduct: "false",
      accountIds: undefined,
      productClassIds: undefined,
      showChildAccounts: "false",
    });
  });

  it("refuse a reversed range with the server's sentence", () => {
    expect(settingsRange({ beginDate: "2026-11-27", endDate: "2026-11-01" })).toEqual({
      ok: false,
      field: "endDate",
      message: "The end date is before the begin date",
    });
  });
});
