import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../shared/endpoints";
import { renderWithProviders } from "../../test/render";
import { GlobalFind } from "./GlobalFind";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

/** The box in a router (in the layout, like the shell), a field elsewhere and the screen it lands on. */
function renderFind(family: string, fetchMock: ReturnType<typeof answer>) {
  vi.stubGlobal("fetch", fetchMock);
  // The family the session would set for the signed-in audience ("" staff, "/client" clients).
  setCallerFamily(family === "/client" ? "client" : null);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <GlobalFind compact={false} />
            <input aria-label="Other field" />
            <Outlet />
          </>
        ),
        children: [{ path: "assets/:barcode", element: <h1>Asset screen</h1> }],
      },
    ],
    { initialEntries: ["/"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  setCallerFamily(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("GlobalFind", () => {
  it("goes to the screen the term names when Enter ends a scan", async () => {
    const fetchMock = answer(200, {
      path: "/assets/BIN1",
      serverRendered: false,
      kind: "asset",
      label: "BIN1",
    });
    const router = renderFind("", fetchMock);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Find" }), "bin1{Enter}");
    expect(await screen.findByRole("heading", { name: "Asset screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/assets/BIN1");
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/spa/find/bin1");
    // It lets go of the focus, so "/" works again on the new screen.
    expect(screen.getByRole("textbox", { name: "Find" })).not.toHaveFocus();
  });

  it("selects a term found nowhere, so the next scan replaces it", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith("/BIN2")
        ? new Response(
            JSON.stringify({ path: "/assets/BIN2", serverRendered: false, kind: "asset", label: "BIN2" }),
          )
        : new Response(JSON.stringify({ message: "Nothing found" }), { status: 404 }),
    );
    const router = renderFind("", fetchMock as unknown as ReturnType<typeof answer>);
    const user = userEvent.setup();
    const find = screen.getByRole("textbox", { name: "Find" });
    await user.type(find, "NOPE{Enter}");
    expect(await screen.findByText("Nothing found for NOPE")).toBeInTheDocument();
    await vi.waitFor(() => expect((find as HTMLInputElement).selectionEnd).toBe(4));
    expect((find as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard("BIN2{Enter}");
    expect(await screen.findByRole("heading", { name: "Asset screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/assets/BIN2");
  });

  it("says nothing was found beside the box, and asks through the client family for clients", async () => {
    const fetchMock = answer(404, { message: "Nothing found for nope 1" });
    const router = renderFind("/client", fetchMock);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Find" }), " nope 1 {Enter}");
    // By its text: the popover's fade-in can outlast a by-role query (which skips hidden nodes) on a busy machine.
    expect(await screen.findByText("Nothing found for nope 1")).toHaveAttribute("role", "status");
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/spa/client/find/nope%201");
    expect(router.state.location.pathname).toBe("/");
  });

  it("focuses the box on / unless the user is typing in a field", async () => {
    renderFind("", answer(404, {}));
    const user = userEvent.setup();
    const find = screen.getByRole("textbox", { name: "Find" });
    await user.keyboard("/");
    expect(find).toHaveFocus();
    expect(find).toHaveValue("");

    const other = screen.getByRole("textbox", { name: "Other field" });
    await user.click(other);
    await user.keyboard("a/b");
    expect(other).toHaveFocus();
    expect(other).toHaveValue("a/b");
  });
});
