import type { Account } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AddExistingUserModal } from "./AddExistingUserModal";

const vera = { id: 41, name: "Vera Vendor", email: "vera@example.com", type: "vendor" };

/** Answers the calls the dialog makes; records the body of the member it adds. */
function server() {
  const added: unknown[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") {
      added.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify([]), { status: 201 });
    }
    if (url.startsWith("/spa/users")) return new Response(JSON.stringify({ data: [vera], total: 1 }));
    if (url.startsWith("/spa/roles"))
      return new Response(JSON.stringify([{ id: 7, name: "Viewer", type: "client" }]));
    return new Response(JSON.stringify([]));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, added };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AddExistingUserModal", () => {
  it("adds a vendor user to a downstream vendor without asking for a role", async () => {
    const { fetchMock, added } = server();
    const user = userEvent.setup();
    const account = { id: 9, name: "Copper Co", type: "dsvs" } as Account;
    renderWithProviders(<AddExistingUserModal account={account} opened onClose={() => {}} />);
    expect(screen.queryByLabelText(/Role on this account/)).not.toBeInTheDocument();
    await user.type(screen.getAllByLabelText(/Vendor user/)[0] as HTMLElement, "vera");
    await user.click(await screen.findByRole("option", { name: /Vera Vendor/, hidden: true }));
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await vi.waitFor(() => expect(added).toEqual([{ userId: 41, roleId: null }]));
    const searched = fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.startsWith("/spa/users"));
    expect(searched).toContain("type=vendor");
  });

  it("asks a client account's member for a role", async () => {
    const { added } = server();
    const user = userEvent.setup();
    const account = { id: 3, name: "Acme", type: "active" } as Account;
    renderWithProviders(<AddExistingUserModal account={account} opened onClose={() => {}} />);
    await user.type(screen.getAllByLabelText(/Client user/)[0] as HTMLElement, "vera");
    await user.click(await screen.findByRole("option", { name: /Vera Vendor/, hidden: true }));
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(await screen.findByText("Choose the user's role on this account")).toBeInTheDocument();
    expect(added).toEqual([]);
  });
});
