import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { importErrorsOf } from "./import-errors";

describe("importErrorsOf", () => {
  it("lists every row error by row number, then column, with each of a cell's messages", () => {
    const error = new ApiError(422, {
      message: "Some rows need attention",
      errors: {
        "rows.12.type": ["Unknown location type: shelf"],
        "rows.3.barcode": ["Barcode cannot be empty string."],
        "rows.3.parent_barcode": ["No location R9 in this warehouse or the file", "Second message"],
        "rows.10.barcode": ["A2 appears twice in the file"],
      },
    });
    const { rows, general } = importErrorsOf(error);
    expect(rows).toEqual([
      { row: 3, column: "barcode", message: "Barcode cannot be empty string." },
      { row: 3, column: "parent_barcode", message: "No location R9 in this warehouse or the file" },
      { row: 3, column: "parent_barcode", message: "Second message" },
      // Numeric order, not text order: 10 comes after 3 and before 12.
      { row: 10, column: "barcode", message: "A2 appears twice in the file" },
      { row: 12, column: "type", message: "Unknown location type: shelf" },
    ]);
    expect(general).toEqual([]);
  });

  it("orders a row's errors as the sheet's columns when given them", () => {
    const error = new ApiError(422, {
      errors: {
        "rows.2.active": ["Write yes or no"],
        "rows.2.barcode": ["Empty"],
        "rows.2.type": ["Unknown"],
      },
    });
    const columns = ["barcode", "name", "type", "parent_barcode", "active"];
    expect(importErrorsOf(error, columns).rows.map((r) => r.column)).toEqual(["barcode", "type", "active"]);
  });

  it("keeps errors about the whole file apart from row errors", () => {
    const error = new ApiError(422, { message: "x", errors: { file: ["The file has no barcode column"] } });
    expect(importErrorsOf(error)).toEqual({ rows: [], general: ["The file has no barcode column"] });
  });

  it("falls back to the response's message when no field is named (a 413, a 500)", () => {
    expect(importErrorsOf(new ApiError(413, { message: "The file is too large" }))).toEqual({
      rows: [],
      general: ["The file is too large"],
    });
    expect(importErrorsOf(new TypeError("Failed to fetch")).general).toEqual(["Failed to fetch"]);
  });
});
