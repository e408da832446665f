import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { RecordList } from "./RecordList";

type Row = { id: number; name: string; count: number };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderList(query: { data?: Row[]; error: unknown }, linked = true) {
  return renderWithProviders(
    <MemoryRouter initialEntries={["/books"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <RecordList<Row>
                query={query}
                rowKey={(r) => r.id}
                rowHref={linked ? (r) => `/books/${r.id}` : undefined}
                empty={{ title: "No books yet" }}
                columns={[
                  { header: "Name", render: (r) => r.name },
                  { header: "Count", align: "right", render: (r) => r.count },
                ]}
              />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe("RecordList", () => {
  it("shows a loader, then the empty state", () => {
    const { unmount } = renderList({ error: null });
    expect(screen.getByLabelText("Loading")).toBeInTheDocument();
    unmount();
    renderList({ data: [], error: null });
    expect(screen.getByText("No books yet")).toBeInTheDocument();
  });

  it("links the first cell and opens a row by click or Enter", async () => {
    const user = userEvent.setup();
    renderList({
      data: [
        { id: 1, name: "Standard", count: 3 },
        { id: 2, name: "Premium", count: 0 },
      ],
      error: null,
    });
    expect(screen.getByRole("link", { name: "Standard" })).toHaveAttribute("href", "/books/1");
    await user.click(screen.getByRole("cell", { name: "3" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/books/1");
    const premiumRow = screen.getByRole("cell", { name: "Premium" }).closest("tr");
    premiumRow?.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/books/2");
  });

  it("hands a failed query to the error boundary", () => {
    const failure = new Error("server down");
    expect(() => renderList({ error: failure })).toThrow("server down");
  });

  it("renders plain rows, with no link, when rows lead nowhere", async () => {
    renderList({ data: [{ id: 1, name: "Ledger", count: 3 }], error: null }, false);
    expect(screen.getByRole("cell", { name: "Ledger" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("cell", { name: "Ledger" }));
    expect(screen.getByTestId("where").textContent).toBe("/books");
  });
});
