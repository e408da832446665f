import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkSerialLines,
  markExisting,
  normalizeSerial,
  SERIAL_MAX_LENGTH,
  serialLineMessage,
} from "./serial-lines.rules";

const serialChar = fc.constantFrom(..."ABCdef0123456789-".split(""));
const serial = fc.string({ unit: serialChar, minLength: 1, maxLength: 20 });
const line = fc.oneof(
  serial,
  fc.constantFrom("", "   ", "\t"),
  fc.string({ unit: serialChar, minLength: SERIAL_MAX_LENGTH + 1, maxLength: SERIAL_MAX_LENGTH + 5 }),
  serial.map((s) => `  ${s} `),
);

describe("checkSerialLines", () => {
  it("reads the example list: blank, too long and the second of a duplicate, numbered from 1", () => {
    const long = "X".repeat(SERIAL_MAX_LENGTH + 1);
    const lines = checkSerialLines(`abc1\n\n ABC1 \r\n${long}\nDEF2\n`);
    expect(lines).toEqual([
      { line: 1, serial: "ABC1", problem: null },
      { line: 2, serial: "", problem: "blank" },
      { line: 3, serial: "ABC1", problem: "duplicate" },
      { line: 4, serial: long, problem: "too_long" },
      { line: 5, serial: "DEF2", problem: null },
    ]);
    expect(lines.map(serialLineMessage).filter(Boolean)).toEqual([
      "Line 2 is blank",
      `Line 3: ABC1 is in the list twice`,
      `Line 4: the serial is longer than ${SERIAL_MAX_LENGTH} characters`,
    ]);
  });

  it("gives one result per line up to the last non-blank one, trailing blank lines left out", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.nat(3), (lines, trailing) => {
        const text = [...lines, ...Array(trailing).fill("")].join("\n");
        const result = checkSerialLines(text);
        let last = lines.length;
        while (last > 0 && normalizeSerial(lines[last - 1] as string) === "") last--;
        expect(result.map((l) => l.line)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
        result.forEach((l, i) => {
          expect(l.serial).toBe(normalizeSerial(lines[i] as string));
        });
      }),
    );
  });

  it("accepts each serial once: the lines without a problem are distinct, short and non-blank", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const result = checkSerialLines(lines.join("\n"));
        const ok = result.filter((l) => l.problem === null).map((l) => l.serial);
        expect(new Set(ok).size).toBe(ok.length);
        for (const s of ok) expect(s.length).toBeGreaterThan(0);
        for (const s of ok) expect(s.length).toBeLessThanOrEqual(SERIAL_MAX_LENGTH);
        // Every duplicate repeats a serial accepted on an earlier line.
        for (const d of result.filter((l) => l.problem === "duplicate")) {
          const first = result.find((l) => l.serial === d.serial && l.problem === null);
          expect(first?.line).toBeLessThan(d.line);
        }
      }),
    );
  });

  it("ignores case and surrounding spaces: the same list written otherwise reads the same", () => {
    fc.assert(
      fc.property(fc.array(serial, { maxLength: 20 }), (serials) => {
        const a = checkSerialLines(serials.join("\n"));
        const b = checkSerialLines(serials.map((s) => ` ${s.toLowerCase()}\t`).join("\r\n"));
        expect(b).toEqual(a);
      }),
    );
  });
});

describe("markExisting", () => {
  it("marks only problem-free lines whose serial is known, keeping earlier problems", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.array(serial, { maxLength: 5 }), (lines, known) => {
        const checked = checkSerialLines(lines.join("\n"));
        const existing = new Set(known.map(normalizeSerial));
        const marked = markExisting(checked, existing);
        marked.forEach((l, i) => {
          const before = checked[i] as (typeof checked)[number];
          if (before.problem !== null) expect(l.problem).toBe(before.problem);
          else expect(l.problem).toBe(existing.has(l.serial) ? "exists" : null);
        });
      }),
    );
  });
});
