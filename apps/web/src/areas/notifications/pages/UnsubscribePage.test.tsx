import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import UnsubscribePage from "./UnsubscribePage";

const TOKEN = "a".repeat(43);

const subscriptions = (initech: string[], acme: string[]) => ({
  email: "nora@example.com",
  kind: "load_received",
  accountId: 1,
  accounts: [
    { accountId: 2, accountName: "Acme Telecom", kinds: acme },
    { accountId: 1, accountName: "Initech Computers", kinds: initech },
  ],
});

function renderPage(answer: Parameters<typeof fakeApi>[0], token = TOKEN) {
  const calls = fakeApi(answer);
  const router = createMemoryRouter([{ path: "/unsubscribe/:token", element: <UnsubscribePage /> }], {
    initialEntries: [`/unsubscribe/${token}`],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("UnsubscribePage", () => {
  it("shows the mails of the address per account and stops one kind", async () => {
    let current = subscriptions(["load_received", "certificate_issued"], ["invoice_issued"]);
    const calls = renderPage((method, url) => {
      if (method === "GET" && url === `/spa/no_user/notifications?token=${TOKEN}`) return { json: current };
      if (method === "POST" && url === "/spa/no_user/notifications") {
        current = subscriptions(["load_received"], ["invoice_issued"]);
        return { json: current };
      }
      return { status: 404, json: { message: "This link is not valid" } };
    });
    const initech = await screen.findByRole("region", { name: "Initech Computers" });
    expect(within(initech).getByText("Load received")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Acme Telecom" })).getByText("Invoice issued"),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "Stop Certificate issued of Initech Computers" }),
    );
    expect(
      await screen.findByText(/no longer receive "Certificate issued" e-mails of Initech Computers/),
    ).toBeTruthy();
    const posted = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(posted?.body))).toEqual({
      token: TOKEN,
      accountId: 1,
      kind: "certificate_issued",
    });
    expect(within(initech).queryByText("Certificate issued")).toBeNull();
  });

  it("stops everything only after a confirmation", async () => {
    const calls = renderPage((method) =>
      method === "GET"
        ? { json: subscriptions(["load_received"], ["invoice_issued"]) }
        : { json: subscriptions([], []) },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Stop all" }));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop all" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(JSON.parse(String(calls.find((c) => c.method === "POST")?.body))).toEqual({
      token: TOKEN,
      all: true,
    });
    expect(await screen.findByText("We send this address no e-mails.")).toBeTruthy();
  });

  it("says only that a wrong link is not valid", async () => {
    renderPage(() => ({ status: 404, json: { message: "This link is not valid" } }), "nonsense");
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
