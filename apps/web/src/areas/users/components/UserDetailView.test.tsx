import { MantineProvider } from "@mantine/core";
import { PERMISSION_IDS, type User } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import { CLIENTS, OPERATORS, type PeopleKind } from "./people-kinds";
import { UserDetailView } from "./UserDetailView";

const person = (type: User["type"]): User => ({
  id: 7,
  firstName: "Priya",
  lastName: "Patel",
  name: "Priya Patel",
  email: "priya.patel@example.com",
  warehouseId: null,
  entitlements: [],
  type,
  roleIds: [],
  active: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
});

function renderPage(kind: PeopleKind) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, {
    user: { id: 1, audience: "operator", permissions: PERMISSION_IDS },
    warehouses: [],
  } as never);
  setCallerFamily("operator");
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[`${kind.basePath}/7`]}>
          <Routes>
            <Route path={`${kind.basePath}/:id`} element={<UserDetailView kind={kind} />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("UserDetailView", () => {
  it("shows an operator's work, asked for that operator", async () => {
    const calls = fakeApi((_method, url) => {
      if (url === "/spa/users/7") return { json: person("operator") };
      if (url.startsWith("/spa/users/7/assets")) return { json: { data: [], total: 0 } };
      if (url.startsWith("/spa/roles")) return { json: [] };
      return { json: {} };
    });
    renderPage(OPERATORS);
    expect(await screen.findByText("Nothing processed or created in a work order yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Work" })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith("/spa/users/7/assets?"))).toBe(true);
  });

  it("shows no work section for a client user", async () => {
    const calls = fakeApi((_method, url) => {
      if (url === "/spa/users/7") return { json: person("client") };
      if (url.startsWith("/spa/users/7/accounts")) return { json: [] };
      if (url.startsWith("/spa/roles")) return { json: [] };
      return { json: {} };
    });
    renderPage(CLIENTS);
    expect(await screen.findByRole("heading", { name: "Accounts" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Work" })).toBeNull();
    expect(calls.some((c) => c.url.includes("/assets"))).toBe(false);
  });
});
