import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IsoDate } from "../platform/common.schemas";
import {
  addDays,
  defaultLoadDate,
  isPickupBarcode,
  PICKUP_NUMBER_MAX,
  pickupBarcodeOf,
  pickupCheckInRefusal,
  pickupNumberOf,
} from "./pickup.rules";
import { PickupBarcode } from "./pickups.schemas";

describe("pickup barcodes", () => {
  it("are PU and 8 digits, and give back their number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PICKUP_NUMBER_MAX }), (n) => {
        const barcode = pickupBarcodeOf(n);
        expect(barcode).toMatch(/^PU\d{8}$/);
        expect(isPickupBarcode(barcode.toLowerCase())).toBe(true);
        expect(pickupNumberOf(` ${barcode} `)).toBe(n);
        expect(PickupBarcode.parse(barcode.toLowerCase())).toBe(barcode);
      }),
    );
  });

  it("sort in number order as text (the batch's first and last barcode name it)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: PICKUP_NUMBER_MAX }),
        fc.integer({ min: 1, max: PICKUP_NUMBER_MAX }),
        (a, b) => {
          expect(pickupBarcodeOf(a) < pickupBarcodeOf(b)).toBe(a < b);
        },
      ),
    );
  });

  it("refuses anything else", () => {
    for (const text of ["PU1234567", "PU123456789", "PX12345678", "", "12345678"]) {
      expect(isPickupBarcode(text)).toBe(false);
      expect(pickupNumberOf(text)).toBeNull();
      expect(PickupBarcode.safeParse(text).success).toBe(false);
    }
    expect(() => pickupBarcodeOf(0)).toThrow(RangeError);
    expect(() => pickupBarcodeOf(PICKUP_NUMBER_MAX + 1)).toThrow(RangeError);
  });
});

describe("load dates", () => {
  const day = fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2090-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it("a day plus n days is a valid YYYY-MM-DD day, and minus n gives the day back", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (d, n) => {
        const later = addDays(d, n);
        expect(IsoDate.safeParse(later).success).toBe(true);
        expect(addDays(later, -n)).toBe(d);
        if (n > 0) expect(later > d).toBe(true);
      }),
    );
  });

  it("defaults to tomorrow in the screen's calendar, across month and year ends", () => {
    expect(defaultLoadDate(new Date(2026, 10, 27, 23, 59))).toBe("2026-11-28");
    expect(defaultLoadDate(new Date(2026, 11, 31, 8, 0))).toBe("2027-01-01");
    expect(defaultLoadDate(new Date(2028, 1, 28, 0, 1))).toBe("2028-02-29");
  });

  it("another format than YYYY-MM-DD is refused naming the format", () => {
    for (const text of ["11/28/2026", "2026-2-3", "28.11.2026", "2026-11-28T00:00"])
      expect(IsoDate.safeParse(text).error?.issues[0]?.message).toBe("Use the date format YYYY-MM-DD");
  });
});

describe("the check-in rule", () => {
  const label = (
    over: Partial<{ checkedIn: boolean; load: { slug: string; status: string } | null }> = {},
  ) => ({
    checkedIn: false,
    load: { slug: "dal-in-100001", status: "scheduled" },
    ...over,
  });

  it("lets a label on a receiving load in, whatever the load's receiving status", () => {
    for (const status of ["requested", "scheduled", "received", "processed"])
      expect(
        pickupCheckInRefusal({
          barcode: "PU00000001",
          label: label({ load: { slug: "x", status } }),
          assetExists: false,
        }),
      ).toBeNull();
  });

  it("says why not, the first reason that applies", () => {
    const b = "PU00000002";
    expect(pickupCheckInRefusal({ barcode: b, label: null, assetExists: true })).toBe(
      "No pickup label has barcode PU00000002",
    );
    expect(pickupCheckInRefusal({ barcode: b, label: label({ checkedIn: true }), assetExists: true })).toBe(
      "PU00000002 is already checked in",
    );
    expect(pickupCheckInRefusal({ barcode: b, label: label({ load: null }), assetExists: false })).toMatch(
      /has no load assigned/,
    );
    expect(
      pickupCheckInRefusal({
        barcode: b,
        label: label({ load: { slug: "dal-in-1", status: "closed" } }),
        assetExists: false,
      }),
    ).toBe("dal-in-1 is closed; assets cannot be added to it");
    expect(pickupCheckInRefusal({ barcode: b, label: label(), assetExists: true })).toBe(
      "Barcode PU00000002 is already in use by an asset",
    );
  });

  it("never lets in a label that is checked in, unassigned, or whose barcode is taken", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (checkedIn, assigned, assetExists) => {
        const refusal = pickupCheckInRefusal({
          barcode: "PU00000003",
          label: label({ checkedIn, load: assigned ? { slug: "l", status: "received" } : null }),
          assetExists,
        });
        expect(refusal === null).toBe(!checkedIn && assigned && !assetExists);
      }),
    );
  });
});
