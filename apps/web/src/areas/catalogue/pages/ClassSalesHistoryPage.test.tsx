import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import ClassSalesHistoryPage from "./ClassSalesHistoryPage";

const laptops = {
  id: 3,
  name: "Laptops",
  tier: "standard",
  serialized: true,
  active: true,
  productCount: 2,
  description: null,
};
const SOLD = {
  classId: 3,
  className: "Laptops",
  rows: [
    { month: "2026-09", grade: "B", count: 2, revenue: 200, averagePrice: 100 },
    { month: "2026-09", grade: "C", count: 1, revenue: 50.5, averagePrice: 50.5 },
    { month: "2026-10", grade: "B", count: 1, revenue: 130, averagePrice: 130 },
  ],
  totals: { count: 4, revenue: 380.5, averagePrice: 95.13 },
};

function renderWith(history: typeof SOLD) {
  const calls = fakeApi((_, url) => {
    if (url.startsWith("/spa/classes/3/sales_history")) return { json: history };
    if (url.startsWith("/spa/classes/3/grades"))
      return { json: { classId: 3, grades: [{ grade: "B", inStock: 5, floorPrice: 240, sold: 4 }] } };
    if (url.startsWith("/spa/classes/3")) return { json: laptops };
    return { status: 404, json: { message: "Not found" } };
  });
  setCallerFamily("operator");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={["/classes/3/sales-history"]}>
          <Routes>
            <Route path="/classes/:id/sales-history" element={<ClassSalesHistoryPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("ClassSalesHistoryPage", () => {
  it("shows the totals, the chart over the months and every month and grade in the table", async () => {
    renderWith(SOLD);
    expect(await screen.findByRole("heading", { name: "Sales history of Laptops" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Sales by month and grade" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(["Sep 2026B2$200.00$100.00", "Sep 2026C1$50.50$50.50", "Oct 2026B1$130.00$130.00"]);
    expect(
      screen.getByRole("img", { name: "Devices sold by month, stacked by grade, over 2 months" }),
    ).toBeInTheDocument();
    expect(screen.getByText("$380.50")).toBeInTheDocument();
    // Below, the class's devices by grade now: in stock, the floor and sold.
    const byGrade = await screen.findByRole("table", { name: "Devices by grade" });
    const b = within(byGrade).getAllByRole("row")[2] as HTMLElement;
    expect([...b.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["B", "5", "$240.00", "4"]);
  });

  it("says so when nothing sold, and asks the server for the days chosen", async () => {
    const calls = renderWith({ ...SOLD, rows: [], totals: { count: 0, revenue: 0, averagePrice: 0 } });
    expect(await screen.findByText(/No devices of this class sold in this period/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Sold from"), { target: { value: "2026-10-01" } });
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.includes("/sales_history?from=2026-10-01"))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText("Sold to"), { target: { value: "2026-09-01" } });
    expect(await screen.findByText("The last day cannot be before the first")).toBeInTheDocument();
  });
});
