import { describe, expect, it } from "vitest";
import { problemLines, withoutLines } from "./bulk-serials-values";
import { addPackLine, routingQuestion, withLineErrors } from "./scan-lists";

describe("scan lists", () => {
  it("refuses a blank scan, a repeat and one past the call's limit, keeping the list", () => {
    const one = addPackLine([], " sn-1 ", 2);
    expect(one).toEqual({ lines: [{ barcode: "SN-1" }] });
    expect(addPackLine(one.lines, "SN-1", 2)).toEqual({
      lines: one.lines,
      refusal: "SN-1 is already in the list",
    });
    expect(addPackLine(one.lines, "  ", 2).refusal).toBe("Scan a serial");
    const two = addPackLine(one.lines, "sn-2", 2).lines;
    expect(addPackLine(two, "sn-3", 2)).toEqual({
      lines: two,
      refusal: "At most 2 serials at once: send these first",
    });
  });

  it("puts the server's refusals on their lines and clears old ones", () => {
    const lines = [{ barcode: "A", error: "old" }, { barcode: "B" }];
    expect(withLineErrors(lines, { "barcodes.1": "B is held" })).toEqual([
      { barcode: "A", error: undefined },
      { barcode: "B", error: "B is held" },
    ]);
  });

  it("asks with the disposition and R2 classification in words", () => {
    expect(routingQuestion(12, "resold_or_recycled", "resale")).toBe(
      "Route 12 devices to Resold or recycled / Resale?",
    );
    expect(routingQuestion(1, "donation", null)).toBe("Route 1 device to Donation?");
  });
});

describe("serial lists", () => {
  it("drops the problem lines by number, whatever the line ends", () => {
    expect(withoutLines("A\r\nB\r\nA\r\n\r\nC", new Set([3, 4]))).toBe("A\nB\nC");
  });

  it("lists duplicates first, then the other problems by line", () => {
    const lines = [
      { line: 1, serial: "A", problem: null },
      { line: 2, serial: "", problem: "blank" },
      { line: 3, serial: "K", problem: "exists" },
      { line: 4, serial: "A", problem: "duplicate" },
    ] as const;
    expect(problemLines([...lines]).map((l) => l.line)).toEqual([4, 2, 3]);
  });
});
