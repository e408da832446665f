import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ImportErrorsTable } from "./ImportErrorsTable";

describe("ImportErrorsTable", () => {
  it("says nothing was imported and lists every bad cell with its row number", () => {
    renderWithProviders(
      <ImportErrorsTable
        errors={[
          { row: 3, column: "name", messages: ["Name is required"] },
          { row: 3, column: "weight", messages: ["Weight must be a number (lbs)"] },
          { row: 9, column: "class", messages: ["No class named Tablet"] },
        ]}
      />,
    );
    expect(screen.getByText("Nothing was imported")).toBeInTheDocument();
    expect(screen.getByText(/2 rows have errors/)).toBeInTheDocument();
    const rows = within(screen.getByRole("table", { name: "Import errors" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll("td")).map((td) => td.textContent))).toEqual([
      ["3", "name", "Name is required"],
      ["3", "weight", "Weight must be a number (lbs)"],
      ["9", "class", "No class named Tablet"],
    ]);
  });

  it("explains a file that could not be read", () => {
    renderWithProviders(
      <ImportErrorsTable
        errors={[{ row: 0, column: "", messages: ["The spreadsheet could not be read"] }]}
      />,
    );
    expect(screen.getByText(/The file could not be read/)).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "The spreadsheet could not be read" })).toBeInTheDocument();
  });
});
