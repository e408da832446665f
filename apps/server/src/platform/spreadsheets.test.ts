import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertZipWithinLimits, neutraliseFormula, readSheet, writeSheet } from "./spreadsheets";

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

/** A one-entry zip (deflated) whose directories declare `declaredSize` for `content`. */
function zipOf(name: string, content: Buffer, declaredSize: number): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe("workbook archive limits", () => {
  const refusal = "This workbook is too large or damaged to import";
  it("stop an entry whose directory understates how far it expands", () => {
    // 64 MB of zeros deflate to ≈ 64 KB; the directory claims 1,000 bytes.
    const bomb = zipOf("xl/worksheets/sheet1.xml", Buffer.alloc(64 * 1024 * 1024), 1000);
    expect(() => assertZipWithinLimits(bomb)).toThrow(refusal);
  });

  it("refuse an entry whose real size differs from the declared one", () => {
    const text = Buffer.from("<row>1</row>".repeat(2000));
    expect(() => assertZipWithinLimits(zipOf("a.xml", text, text.length))).not.toThrow();
    expect(() => assertZipWithinLimits(zipOf("a.xml", text, text.length - 1))).toThrow(refusal);
  });
});
