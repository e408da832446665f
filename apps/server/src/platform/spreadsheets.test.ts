import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, readSheet, writeSheet } from "./spreadsheets";

describe("formulas in exported cells", () => {
  it("are written as text, full-width prefixes too", () => {
    for (const text of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "＝HYPERLINK(1)", "＋1", "－1", "＠x", "\ttab"])
      expect(neutraliseFormula(text), text).toBe(`'${text}`);
    expect(neutraliseFormula("plain")).toBe("plain");
  });

  // A text the user began with an apostrophe before a formula sign is read back without it: the
  // one ambiguity of the apostrophe convention, left out here.
  it("come back as typed when the export is imported again", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc
            .string({ minLength: 1, maxLength: 20 })
            .map((s) => s.trim())
            .filter((s) => s !== "" && !s.startsWith("'")),
          { minLength: 1, maxLength: 5 },
        ),
        async (cells) => {
          const rows = cells.map((value) => ({ value }));
          const bytes = await writeSheet(["value"], rows, "xlsx");
          const read = await readSheet({ bytes, fileName: "x.xlsx" }, { required: ["value"], maxRows: 10 });
          expect(read.map((r) => r.cells.value)).toEqual(cells);
        },
      ),
      { numRuns: 20 },
    );
  });
});
