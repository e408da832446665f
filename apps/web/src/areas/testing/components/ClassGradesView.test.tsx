import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import { ClassGradesView } from "./ClassGradesView";

function renderAt(grades: { grade: string; inStock: number; floorPrice: number | null; sold: number }[]) {
  const calls = fakeApi((_, url) => {
    if (url.startsWith("/spa/classes/3/grades")) return { json: { classId: 3, grades } };
    return { status: 404, json: { message: "Not found" } };
  });
  setCallerFamily("operator");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <ClassGradesView classId={3} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("ClassGradesView", () => {
  it("says plainly that nothing has sold yet, and still shows stock and floors by grade", async () => {
    renderAt([
      { grade: "A", inStock: 4, floorPrice: 350, sold: 0 },
      { grade: "B", inStock: 10, floorPrice: 240, sold: 0 },
      { grade: "F", inStock: 1, floorPrice: null, sold: 0 },
    ]);
    expect(
      await screen.findByText(
        "No devices of this class have sold yet. Sales appear here once its listings sell.",
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole("table", { name: "Devices by grade" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent))).toEqual([
      ["A", "4", "$350.00", "—"],
      ["B", "10", "$240.00", "—"],
      ["C", "0", "—", "—"],
      ["D", "0", "—", "—"],
      ["E", "0", "—", "—"],
      ["F", "1", "—", "—"],
    ]);
    expect(screen.getByRole("listitem", { name: "Grade B: 10" })).toBeInTheDocument();
  });

  it("shows the sold counts once devices have sold", async () => {
    renderAt([{ grade: "B", inStock: 2, floorPrice: 240, sold: 7 }]);
    expect(await screen.findByRole("table", { name: "Devices by grade" })).toBeInTheDocument();
    expect(screen.queryByText(/No devices of this class have sold yet/)).toBeNull();
    const b = within(screen.getByRole("table", { name: "Devices by grade" })).getAllByRole(
      "row",
    )[2] as HTMLElement;
    expect([...b.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["B", "2", "$240.00", "7"]);
  });
});
