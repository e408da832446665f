import { MantineProvider } from "@mantine/core";
import { type Permission, permissionsFor } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { AccountsListView } from "./AccountsListView";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

/** The accounts list as an operator holding `permissions` sees it, with no accounts yet. */
function renderFor(permissions: Permission[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ data: [], total: 0 }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, {
    user: { id: 1, name: "Ann Lee", audience: "operator", permissions },
    warehouses: [],
  } as never);
  setCallerFamily("operator");
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <AccountsListView />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("AccountsListView", () => {
  it("offers New account to an Administrator", async () => {
    renderFor(permissionsFor("operator"));
    expect(await screen.findByText("No accounts match.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New account" })).toHaveAttribute("href", "/accounts/new");
  });

  it("leaves New account out for a user who may only see accounts", async () => {
    renderFor(["accounts.view"]);
    expect(await screen.findByText("No accounts match.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New account" })).toBeNull();
  });
});
