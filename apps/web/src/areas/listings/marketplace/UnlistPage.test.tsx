import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import UnlistPage from "./UnlistPage";

const listing = {
  id: 7,
  type: "ecommerce",
  platform: "auction_marketplace",
  title: "Laptops grade B",
  product: { id: 1, name: "Laptop" },
  grade: "B",
  account: null,
  warehouse: null,
  price: 150,
  floor: 120,
  floorSource: "cutline",
  status: "listed",
  reference: "1001",
  quantity: 3,
  sold: 1,
  listedAt: "2026-11-01T00:00:00Z",
  endedAt: null,
  createdAt: "2026-11-01T00:00:00Z",
};

function renderPage() {
  const calls = fakeApi((method, url) => {
    if (method === "PUT" && url === "/spa/listings/unlist") return { json: { ended: 1, released: 3 } };
    if (url.startsWith("/spa/listings")) return { json: { data: [listing], total: 1 } };
    return { status: 404, json: { message: "Not found" } };
  });
  setCallerFamily("operator");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <UnlistPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
  sessionStorage.clear();
});

describe("UnlistPage", () => {
  it("lists listed and sold-out listings, asks before ending the ticked ones, and says what was released", async () => {
    const calls = renderPage();
    const row = (await screen.findByText("Laptops grade B")).closest("tr") as HTMLElement;
    expect(calls[0]?.url).toContain("status%5B%5D=listed&status%5B%5D=sold_out");
    const [endTop] = screen.getAllByRole("button", { name: /^End/ });
    expect(endTop).toBeDisabled();
    fireEvent.click(within(row).getByRole("checkbox"));
    fireEvent.click(screen.getAllByRole("button", { name: "End 1 listing" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "End 1 listing?" });
    expect(dialog).toHaveTextContent("3 unsold assets will be taken off and stay in stock");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "End listing" }));
    expect(await screen.findByText("1 listing ended; 3 assets released back to stock.")).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({ ids: [7] });
  });
});
