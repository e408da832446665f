import { describe, expect, it } from "vitest";
import { importErrorsOf } from "./import-errors";

describe("importErrorsOf", () => {
  it("lists every bad cell by spreadsheet row, then column, with file-level errors first", () => {
    const body = {
      message: "3 cell(s) need attention; nothing was imported",
      errors: {
        "rows.12.type": ["Unknown type"],
        "rows.3.weight": ["Weight must be a number (lbs)"],
        "rows.3.name": ["Name is required", "Name is at most 200 characters"],
        file: ["Missing column: name"],
      },
    };
    expect(importErrorsOf(body)).toEqual([
      { row: 0, column: "", messages: ["Missing column: name"] },
      { row: 3, column: "name", messages: ["Name is required", "Name is at most 200 characters"] },
      { row: 3, column: "weight", messages: ["Weight must be a number (lbs)"] },
      { row: 12, column: "type", messages: ["Unknown type"] },
    ]);
  });

  it("answers nothing for a body without field errors", () => {
    expect(importErrorsOf({ message: "Internal error" })).toEqual([]);
    expect(importErrorsOf(null)).toEqual([]);
  });
});
