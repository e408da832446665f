import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDca, DCA_CHARACTERS_MESSAGE, dcaClientRef, isValidDca, normaliseDca } from "./dca.rules";

describe("normaliseDca", () => {
  it("strips a DCA prefix, whitespace and symbols, and upper-cases", () => {
    expect(normaliseDca("dca 12-ab/34")).toBe("12AB34");
    expect(normaliseDca("  DCA#0042x ")).toBe("0042X");
    expect(normaliseDca("abc.123")).toBe("ABC123");
  });

  it("keeps letters outside A–Z so they can be refused", () => {
    expect(normaliseDca("é12")).toBe("é12");
    expect(isValidDca(normaliseDca("é12"))).toBe(false);
    // Upper-casing ß would give SS, a valid-looking number the client never typed.
    expect(isValidDca(normaliseDca("ß9"))).toBe(false);
  });

  it("is idempotent and its result never holds whitespace, symbols or lower-case a–z", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normaliseDca(input);
        // A second pass may only strip a "DCA" the first pass exposed at the start.
        expect(normaliseDca(once).length).toBeLessThanOrEqual(once.length);
        expect(once).not.toMatch(/[\s\p{P}\p{S}]/u);
        expect(once).not.toMatch(/[a-z]/);
      }),
    );
  });

  it("accepts every normalised alphanumeric entry", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
        fc.constantFrom("", " ", "-", "DCA ", "dca-"),
        (core, prefix) => {
          const value = normaliseDca(`${prefix}${core}`);
          if (value !== "") expect(isValidDca(value)).toBe(true);
        },
      ),
    );
  });
});

describe("addDca", () => {
  it("adds normalised entries without duplicates", () => {
    let state = addDca([], "dca 001a");
    expect(state).toEqual({ list: ["001A"], error: null });
    state = addDca(state.list, "001-A");
    expect(state.list).toEqual(["001A"]);
    state = addDca(state.list, "b2");
    expect(state.list).toEqual(["001A", "B2"]);
    expect(dcaClientRef(state.list)).toBe("001A, B2");
  });

  it("refuses an entry with other letters and ignores an empty one", () => {
    expect(addDca(["A1"], "ñ9")).toEqual({ list: ["A1"], error: DCA_CHARACTERS_MESSAGE });
    expect(addDca(["A1"], " - ")).toEqual({ list: ["A1"], error: null });
  });

  it("never holds the same number twice, whatever is typed", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 20 }), (inputs) => {
        const list = inputs.reduce<string[]>((acc, input) => addDca(acc, input).list, []);
        expect(new Set(list).size).toBe(list.length);
        for (const value of list) expect(isValidDca(value)).toBe(true);
      }),
    );
  });
});
