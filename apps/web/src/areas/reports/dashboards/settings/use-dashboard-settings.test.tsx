import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../../test/render-signed-in";
import { DashboardSettingsBar } from "./DashboardSettingsBar";
import { useDashboardSettings } from "./use-dashboard-settings";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const STORED = "preferences_dashboard";

/** A dashboard as far as the settings go: the bar and what its calls would send. */
function Probe() {
  const control = useDashboardSettings();
  return (
    <>
      <DashboardSettingsBar control={control} />
      <output data-testid="settings">{JSON.stringify(control.settings)}</output>
      <output data-testid="query">{JSON.stringify(control.query)}</output>
    </>
  );
}

function open(path: string) {
  const calls = fakeApi((_method, url) => {
    if (url.startsWith("/spa/client/dashboards/accounts")) {
      const children = url.includes("showChildAccounts=true");
      return {
        json: {
          data: [
            { id: 3, name: "Northwind Health", parentId: null, parentName: null },
            { id: 5, name: "Northwind Labs", parentId: null, parentName: null },
            ...(children
              ? [{ id: 9, name: "Northwind East", parentId: 3, parentName: "Northwind Health" }]
              : []),
          ],
        },
      };
    }
    if (url.startsWith("/spa/client/classes")) return { json: [{ id: 12, name: "Laptops" }] };
    return { status: 404, json: { message: "Not found" } };
  });
  const { router } = renderRoutesSignedIn(
    [{ path: "/dashboards/clients/summary", element: <Probe /> }],
    path,
    "client",
  );
  return { calls, router };
}

const shown = () => JSON.parse(screen.getByTestId("settings").textContent ?? "{}");
const accountCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes("/dashboards/accounts"));

describe("useDashboardSettings", () => {
  it("opens with the stored settings and writes them into the address", async () => {
    localStorage.setItem(STORED, JSON.stringify({ timePeriod: "monthly", selectedAccounts: [5] }));
    const { router } = open("/dashboards/clients/summary");
    expect(shown()).toMatchObject({ timePeriod: "monthly", selectedAccounts: [5] });
    await waitFor(() => expect(router.state.location.search).toBe("?timePeriod=monthly&selectedAccounts=5"));
    expect(JSON.parse(screen.getByTestId("query").textContent ?? "{}")).toMatchObject({
      timePeriod: "monthly",
      accountIds: [5],
    });
  });

  it("lets the address win over the stored settings and keeps what it carried", async () => {
    localStorage.setItem(STORED, JSON.stringify({ timePeriod: "monthly", selectedAccounts: [5] }));
    open("/dashboards/clients/summary?timePeriod=daily&showChildAccounts=true");
    expect(shown()).toMatchObject({ timePeriod: "daily", selectedAccounts: [], showChildAccounts: true });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORED) ?? "{}")).toMatchObject({
        timePeriod: "daily",
        selectedAccounts: [],
        showChildAccounts: true,
      }),
    );
  });

  it("keeps a change after a reload, from the address and from storage alike", async () => {
    const first = open("/dashboards/clients/summary");
    await userEvent.click(screen.getByRole("radio", { name: "Quarterly" }));
    await waitFor(() => expect(first.router.state.location.search).toBe("?timePeriod=quarterly"));
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    cleanup();
    open(address);
    expect(shown()).toMatchObject({ timePeriod: "quarterly" });
    cleanup();
    open("/dashboards/clients/summary");
    expect(shown()).toMatchObject({ timePeriod: "quarterly" });
  });

  it("clears the selected accounts and reads the account list again when show-child-accounts is toggled", async () => {
    const { calls, router } = open("/dashboards/clients/summary?timePeriod=weekly&selectedAccounts=3,5");
    await waitFor(() => expect(accountCalls(calls)).toHaveLength(1));
    expect(accountCalls(calls)[0]?.url).toContain("showChildAccounts=false");
    expect(shown().selectedAccounts).toEqual([3, 5]);

    await userEvent.click(screen.getByRole("switch", { name: "Show child accounts" }));
    expect(shown()).toMatchObject({ showChildAccounts: true, selectedAccounts: [] });
    expect(router.state.location.search).toBe("?timePeriod=weekly&showChildAccounts=true");
    expect(JSON.parse(localStorage.getItem(STORED) ?? "{}").selectedAccounts).toEqual([]);
    await waitFor(() => expect(accountCalls(calls)).toHaveLength(2));
    expect(accountCalls(calls)[1]?.url).toContain("showChildAccounts=true");

    // Back off: the list is read again too, even though the first answer is still cached.
    await userEvent.click(screen.getByRole("switch", { name: "Show child accounts" }));
    await waitFor(() => expect(accountCalls(calls)).toHaveLength(3));
  });
});
