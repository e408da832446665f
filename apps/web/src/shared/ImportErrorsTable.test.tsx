import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { ImportErrorsTable } from "./ImportErrorsTable";

describe("ImportErrorsTable", () => {
  it("says nothing was imported and shows each error with its row and column", () => {
    renderWithProviders(
      <ImportErrorsTable
        rows={[
          { row: 2, column: "barcode", message: "Barcode cannot be empty string." },
          { row: 2, column: "type", message: "Unknown location type" },
          { row: 7, column: "parent_barcode", message: "No location R9" },
        ]}
        general={[]}
      />,
    );
    expect(screen.getByText("Nothing was imported")).toBeInTheDocument();
    // Two distinct rows, however many cells failed.
    expect(screen.getByText(/2 rows have errors/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Import errors" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["2", "barcode", "Barcode cannot be empty string."],
      ["2", "type", "Unknown location type"],
      ["7", "parent_barcode", "No location R9"],
    ]);
  });

  it("shows a refusal of the whole file without a table", () => {
    renderWithProviders(
      <ImportErrorsTable rows={[]} general={["Only .xlsx and .csv files can be imported"]} />,
    );
    expect(screen.getByText("Nothing was imported")).toBeInTheDocument();
    expect(screen.getByText("Only .xlsx and .csv files can be imported")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
