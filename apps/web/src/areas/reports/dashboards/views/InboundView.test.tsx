import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../../test/render-signed-in";
import { InboundView } from "./InboundView";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const meta = {
  beginDate: "2026-11-01",
  endDate: "2026-11-27",
  timePeriod: "weekly",
  accountIds: [3],
  asOf: "2026-11-27T14:05:00.000Z",
};
const series = [
  { period: "2026-10-27", label: "2026-10-27", received: 0, processed: 0, priced: 0 },
  { period: "2026-11-03", label: "2026-11-03", received: 0, processed: 0, priced: 0 },
];

function open(audience: "operator" | "client", inbound: unknown) {
  const calls = fakeApi((_m, url) => {
    if (url.includes("/dashboards/inbound")) return { json: inbound };
    if (url.includes("/dashboards/turnaround")) return { json: { meta, rows: [] } };
    if (url.includes("/dashboards/access")) {
      return {
        json: {
          level: "enterprise",
          dashboards: [
            {
              id: "inbound",
              label: "Inbound",
              path: "",
              allowed: true,
              levels: ["enterprise"],
              message: null,
            },
          ],
        },
      };
    }
    if (url.includes("/dashboards/accounts")) return { json: { data: [] } };
    return { json: [] };
  });
  const smr = audience === "operator";
  renderRoutesSignedIn(
    [{ path: "/d", element: <InboundView smr={smr} /> }],
    "/d?timePeriod=weekly",
    audience,
  );
  return calls;
}

describe("the inbound dashboard", () => {
  it("shows operators the backlog per account, the dock and the turnaround", async () => {
    const calls = open("operator", {
      meta,
      byStatus: [{ key: "received", label: "Received", value: 3 }],
      series: [{ ...series[0], received: 2 }, series[1]],
      dock: [{ date: "2026-11-27", scheduled: 4, received: 1 }],
      backlog: [
        {
          accountId: 3,
          accountName: "Northwind Health",
          awaitingProcessing: 3,
          awaitingPricing: 1,
          oldestReceivedAt: "2026-11-22T15:00:00.000Z",
        },
      ],
    });
    const backlog = await screen.findByTestId("dashboard-backlog");
    expect(backlog).toHaveTextContent("3 loads waiting to be processed, 1 waiting to be priced.");
    const row = within(backlog).getByRole("row", { name: /Northwind Health/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Northwind Health", "3", "1", "Nov 22, 2026"]);
    expect(screen.getByTestId("chart-dock")).toBeInTheDocument();
    expect(await screen.findByText("No load went from received to priced in this range")).toBeInTheDocument();
    expect(screen.getByTestId("dashboard-as-of")).toHaveTextContent("Figures as of Nov 27, 2026");
    expect(calls.some((c) => c.url.startsWith("/spa/dashboards/inbound?timePeriod=weekly"))).toBe(true);
    expect(calls.some((c) => c.url.includes("/dashboards/access"))).toBe(false);
  });

  it("tells a client when no load arrived in the range, without the operators' parts", async () => {
    const calls = open("client", { meta, byStatus: [], series, dock: null, backlog: null });
    expect(await screen.findByText("No loads received in this range")).toBeInTheDocument();
    expect(screen.getByText("No inbound loads in this range")).toBeInTheDocument();
    expect(screen.queryByTestId("dashboard-backlog")).toBeNull();
    expect(screen.queryByTestId("dashboard-turnaround")).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/spa/client/dashboards/inbound"))).toBe(true);
  });

  it("shows the failure with a way to try again", async () => {
    fakeApi(() => ({ status: 422, json: { message: "The end date is before the begin date" } }));
    renderRoutesSignedIn([{ path: "/d", element: <InboundView smr /> }], "/d?timePeriod=weekly", "operator");
    const failure = await screen.findAllByTestId("dashboard-error");
    expect(failure[0]).toHaveTextContent("The end date is before the begin date");
    expect(within(failure[0] as HTMLElement).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
