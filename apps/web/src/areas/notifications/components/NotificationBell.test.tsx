import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import { NotificationBell } from "./NotificationBell";

function renderBell(unread: number) {
  const calls = fakeApi(() => ({ json: { data: [], total: unread, unread } }));
  setCallerFamily("client");
  const router = createMemoryRouter([{ path: "/", element: <NotificationBell /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("NotificationBell", () => {
  it("names the unread count and opens the notifications screen", async () => {
    const calls = renderBell(3);
    const bell = await screen.findByRole("link", { name: "Notifications: 3 unread" });
    expect(bell.getAttribute("href")).toBe("/notifications");
    expect(calls[0]?.url).toBe("/spa/client/notifications?pageSize=1");
  });

  it("is just Notifications when nothing is unread", async () => {
    const calls = renderBell(0);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The answer has arrived: the bell still has no count in its name.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await screen.findByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /unread/ })).toBeNull();
  });
});
