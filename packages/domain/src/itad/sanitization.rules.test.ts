import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DISPOSITIONS } from "../enums/activities";
import { R2_CLASSIFICATIONS, R2_MATERIAL_TYPES } from "../enums/assets";
import {
  CERTIFICATE_NUMBER_PATTERN,
  CHECK_CODE_ALPHABET,
  certificateKindOf,
  certificateNumber,
  clearedForReuse,
  hasSanitizationRecord,
  parseErasureDate,
  parseErasureRow,
  REUSE_DISPOSITIONS,
  REUSE_R2_CLASSIFICATIONS,
  type RecordFacts,
  reuseRefusal,
  SANITIZATION_STATES,
  sanitizationState,
  weightsByMaterial,
} from "./sanitization.rules";

const record: fc.Arbitrary<RecordFacts> = fc.record({
  kind: fc.constantFrom("erasure" as const, "destruction" as const),
  result: fc.constantFrom("passed" as const, "failed" as const),
  verified: fc.boolean(),
});
const erasure = record.map((r) => ({ ...r, kind: "erasure" as const }));
const r2 = fc.option(fc.constantFrom(...R2_CLASSIFICATIONS.map((c) => c.id)), { nil: null });
const disposition = fc.option(fc.constantFrom(...DISPOSITIONS.map((d) => d.id)), { nil: null });
const state = fc.constantFrom(...SANITIZATION_STATES);

describe("sanitizationState", () => {
  it("is not_required whatever the records when the asset bears no data", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (records) => {
        expect(sanitizationState(false, records)).toBe("not_required");
      }),
    );
  });

  it("is destroyed once any record is a destruction, whatever came after", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), fc.array(record, { maxLength: 5 }), (newer, older) => {
        const destruction: RecordFacts = { kind: "destruction", result: "passed", verified: true };
        expect(sanitizationState(true, [...newer, destruction, ...older])).toBe("destroyed");
      }),
    );
  });

  it("follows the newest erasure when nothing was destroyed", () => {
    fc.assert(
      fc.property(erasure, fc.array(erasure, { maxLength: 5 }), (newest, older) => {
        const expected = newest.result === "failed" ? "failed" : newest.verified ? "erased" : "unverified";
        expect(sanitizationState(true, [newest, ...older])).toBe(expected);
      }),
    );
    expect(sanitizationState(true, [])).toBe("missing");
  });

  it("lets a certificate count exactly the erased, destroyed and not required", () => {
    for (const s of SANITIZATION_STATES)
      expect(hasSanitizationRecord(s)).toBe(["erased", "destroyed", "not_required"].includes(s));
  });
});

describe("reuseRefusal (rule erasure_before_reuse)", () => {
  it("clears for reuse exactly the states a data-bearing device may be sold or redeployed in", () => {
    for (const s of SANITIZATION_STATES) {
      expect(clearedForReuse(s)).toBe(["erased", "not_required"].includes(s));
      // The routing rule agrees: a data-bearing device cleared for reuse is never refused resale.
      if (s !== "not_required")
        expect(
          reuseRefusal({ barcode: "X", dataBearing: true, state: s }, { disposition: "redeploy" }) === null,
        ).toBe(clearedForReuse(s));
    }
  });

  it("refuses exactly a data-bearing device sent to reuse without a verified erasure", () => {
    fc.assert(
      fc.property(fc.boolean(), state, r2, disposition, (dataBearing, s, classification, disp) => {
        const refusal = reuseRefusal(
          { barcode: "LT-1", dataBearing, state: s },
          { r2Classification: classification, disposition: disp },
        );
        const reuse =
          (classification !== null && REUSE_R2_CLASSIFICATIONS.includes(classification)) ||
          (disp !== null && REUSE_DISPOSITIONS.includes(disp));
        expect(refusal !== null).toBe(dataBearing && reuse && s !== "erased");
        if (refusal) {
          expect(refusal.startsWith("LT-1 bears data and ")).toBe(true);
          expect(refusal).toContain("rule erasure_before_reuse");
          const where =
            classification !== null && REUSE_R2_CLASSIFICATIONS.includes(classification)
              ? classification
              : disp;
          expect(refusal).toContain(`cannot go to ${where}`);
        }
      }),
    );
  });

  it("says why: no record, not verified, failed, destroyed", () => {
    const device = (s: (typeof SANITIZATION_STATES)[number]) => ({
      barcode: "LT-2",
      dataBearing: true,
      state: s,
    });
    expect(reuseRefusal(device("missing"), { r2Classification: "resale" })).toContain(
      "has no erasure record",
    );
    expect(reuseRefusal(device("unverified"), { disposition: "donation" })).toContain(
      "has an erasure that was not verified: it cannot go to donation",
    );
    expect(reuseRefusal(device("failed"), { disposition: "redeploy" })).toContain("failed its erasure");
    expect(reuseRefusal(device("destroyed"), { r2Classification: "reuse" })).toContain("was destroyed");
    expect(
      reuseRefusal(device("erased"), { r2Classification: "resale", disposition: "donation" }),
    ).toBeNull();
    expect(
      reuseRefusal(device("missing"), { r2Classification: "recycle", disposition: "return" }),
    ).toBeNull();
  });
});

describe("certificates", () => {
  it("takes the program's type over the account's; none gives no certificate", () => {
    const type = fc.constantFrom("none", "destruction", "recycling");
    fc.assert(
      fc.property(type, fc.option(type, { nil: null }), (account, program) => {
        const kind = certificateKindOf(account, program);
        const decisive = program ?? account;
        expect(kind).toBe(decisive === "none" ? null : decisive);
      }),
    );
  });

  it("numbers match the verification pattern, and a changed check code letter outside the alphabet does not", () => {
    const code = fc.string({ unit: fc.constantFrom(...CHECK_CODE_ALPHABET), minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.constantFrom("destruction" as const, "recycling" as const),
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        code,
        fc.constantFrom("0", "O", "1", "I", "L", "U", "a"),
        (kind, year, sequence, check, bad) => {
          const number = certificateNumber(kind, year, sequence, check);
          expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
          expect(number.startsWith(kind === "destruction" ? "COD-" : "COR-")).toBe(true);
          expect(`${number.slice(0, -1)}${bad}`).not.toMatch(CERTIFICATE_NUMBER_PATTERN);
        },
      ),
    );
  });
});

describe("weightsByMaterial", () => {
  const material = fc.option(fc.constantFrom(...R2_MATERIAL_TYPES.map((m) => m.id)), { nil: null });
  // Weights in thousandths of a pound, as numeric(12,3) stores them.
  const weight = fc.option(
    fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
    { nil: null },
  );

  it("sums each material's weights (none under other), whatever the order", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ material, weight }), { maxLength: 40 }), (rows) => {
        const totals = weightsByMaterial(rows);
        const reversed = weightsByMaterial([...rows].reverse());
        expect(reversed).toEqual(totals);
        const keys = new Set(rows.map((r) => r.material ?? "other"));
        expect(new Set(Object.keys(totals))).toEqual(keys);
        for (const key of keys) {
          const thousandths = rows
            .filter((r) => (r.material ?? "other") === key)
            .reduce((sum, r) => sum + Math.round((r.weight ?? 0) * 1000), 0);
          expect(Math.round((totals[key] ?? 0) * 1000)).toBe(thousandths);
        }
      }),
    );
  });
});

describe("parseErasureRow", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const pastDay = fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2026-06-14T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const serial = fc.stringMatching(/^[A-Za-z0-9]{1,20}$/);
  const tool = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,40}$/);

  it("accepts any valid row, upper-casing the serial and reading NIST wordings", () => {
    fc.assert(
      fc.property(
        serial,
        tool,
        fc.constantFrom(
          ["clear", "clear"],
          ["NIST Purge", "purge"],
          ["Purge (NIST SP 800-88)", "purge"],
          ["CLEAR", "clear"],
        ),
        fc.constantFrom(
          ["Passed", "passed"],
          ["pass", "passed"],
          ["Success", "passed"],
          ["FAILED", "failed"],
          ["fail", "failed"],
        ),
        pastDay,
        (s, t, [methodText, method], [resultText, result], day) => {
          const { values, errors } = parseErasureRow(
            { serial: ` ${s} `, tool: t, method: methodText, result: resultText, date: day },
            now,
          );
          expect(errors).toEqual({});
          expect(values).toEqual({
            serial: s.toUpperCase(),
            tool: t.trim(),
            method,
            result,
            finishedAt: new Date(`${day}T00:00:00Z`),
          });
        },
      ),
    );
  });

  it("names every bad column of a row at once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("shred", "wipe", "", "degauss"),
        fc.constantFrom("maybe", "", "ok"),
        fc.constantFrom("2026-06-20", "2026-13-01", "2026-02-30", "2026-02-30T10:00", "15/06/2026", ""),
        (method, result, date) => {
          const { values, errors } = parseErasureRow({ serial: "", tool: "", method, result, date }, now);
          expect(values).toBeNull();
          expect(Object.keys(errors).sort()).toEqual(["date", "method", "result", "serial", "tool"]);
          expect(errors.date).toBe(
            date === "2026-06-20"
              ? "The date is in the future"
              : "Use the date format YYYY-MM-DD (or an ISO date and time)",
          );
        },
      ),
    );
  });

  it("refuses a date after now and takes one at or before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offsetSeconds) => {
        const at = new Date(now.getTime() + offsetSeconds * 1000);
        const { errors } = parseErasureRow(
          { serial: "S1", tool: "T", method: "purge", result: "passed", date: at.toISOString() },
          now,
        );
        expect(errors.date === "The date is in the future").toBe(offsetSeconds > 0);
      }),
    );
  });

  it("reads only days the calendar has", () => {
    expect(parseErasureDate("2024-02-29")).toEqual(new Date("2024-02-29T00:00:00Z"));
    expect(parseErasureDate("2026-02-29")).toBeNull();
    expect(parseErasureDate("2026-04-31 08:00")).toBeNull();
    expect(parseErasureDate("2026-04-30 08:00Z")).toEqual(new Date("2026-04-30T08:00:00Z"));
  });
});
