import type { StatementSummary } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import StatementsPage from "./StatementsPage";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const summary = (over: Partial<StatementSummary> = {}): StatementSummary => ({
  id: 12,
  number: "ST-DAL-IN-100042",
  status: "final",
  loadSlug: "dal-in-100042",
  accountId: 3,
  accountName: "Northwind Health",
  programName: "Secure ITAD",
  paymentType: "ach",
  net: "-104.50",
  revenueShare: "105.00",
  direction: "due_from_client",
  finalizedAt: "2026-11-26T16:00:00.000Z",
  ...over,
});

function renderList(audience: "operator" | "client") {
  const calls = fakeApi((_method, url) =>
    url.includes("/accounts")
      ? {
          json: {
            data: [
              { id: 3, name: "Northwind Health" },
              { id: 4, name: "Acme Telecom" },
            ],
            total: 2,
          },
        }
      : { json: { data: [summary()], total: 1 } },
  );
  const { router } = renderRoutesSignedIn(
    [
      { path: "/statements", element: <StatementsPage /> },
      { path: "*", element: <p>Opened</p> },
    ],
    "/statements",
    audience,
  );
  return { calls, router };
}

describe("the statements list", () => {
  it("shows operators each statement's net with its direction and opens it on the load's pricing", async () => {
    const { calls, router } = renderList("operator");
    const row = (await screen.findByText("ST-DAL-IN-100042")).closest("tr") as HTMLElement;
    expect(within(row).getByText("-$104.50")).toBeInTheDocument();
    expect(within(row).getByText("Due from the client")).toBeInTheDocument();
    expect(within(row).getByText("ACH")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith("/spa/statements"))?.url).toContain(
      "sort=finalizedAt&order=desc",
    );
    await userEvent.click(within(row).getByRole("link", { name: "ST-DAL-IN-100042" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/inbound/dal-in-100042/pricing/settlement"),
    );
  });

  it("lets clients filter by account only and opens the statement on their load", async () => {
    const { calls, router } = renderList("client");
    const row = (await screen.findByText("ST-DAL-IN-100042")).closest("tr") as HTMLElement;
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(calls.find((c) => c.url.startsWith("/spa/client/statements"))).toBeTruthy();
    await userEvent.click(within(row).getByRole("link", { name: "ST-DAL-IN-100042" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/loads/dal-in-100042/statement"));
  });
});
