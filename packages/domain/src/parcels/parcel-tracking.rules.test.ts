import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRACKING_TYPES } from "../enums/parcels";
import { parseCarrierDateTime, trackingTypeOfCarrierStatus } from "./parcel-tracking.rules";

const ids = TRACKING_TYPES.map((t) => t.id) as string[];

describe("trackingTypeOfCarrierStatus", () => {
  it.each([
    ["Label Created", "label_created"],
    ["Shipment information sent to FedEx", "label_created"],
    ["Picked up", "shipped"],
    ["In Transit", "in_transit"],
    ["Out for delivery", "in_transit"],
    ["Arrived at FedEx location", "in_transit"],
    ["Delivered", "delivered"],
    ["Delivered, Front Door/Porch", "delivered"],
    ["Exception", "exception"],
    ["Delay: weather", "exception"],
    ["Delivery exception - address incorrect", "exception"],
    ["received", "received"],
    ["Something else entirely", null],
    ["", null],
  ])("reads %j as %j", (words, type) => {
    expect(trackingTypeOfCarrierStatus(words)).toBe(type);
  });

  it("maps every type's id and label to itself", () => {
    for (const t of TRACKING_TYPES) {
      expect(trackingTypeOfCarrierStatus(t.id)).toBe(t.id);
      expect(trackingTypeOfCarrierStatus(t.label)).toBe(t.id);
    }
  });

  it("answers a tracking type or null for any text, whatever its case and outer spaces", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("", " ", "  \t"), (text, pad) => {
        const type = trackingTypeOfCarrierStatus(text);
        expect(type === null || ids.includes(type)).toBe(true);
        expect(trackingTypeOfCarrierStatus(`${pad}${text.toUpperCase()}${pad}`)).toBe(
          trackingTypeOfCarrierStatus(text.toUpperCase()),
        );
        expect(trackingTypeOfCarrierStatus(text.toLowerCase())).toBe(
          trackingTypeOfCarrierStatus(text.toUpperCase()),
        );
      }),
    );
  });

  it("never infers received from a carrier's sentence, and a problem wins over movement", () => {
    fc.assert(
      fc.property(fc.constantFrom("In transit", "Picked up", "Out for delivery", "Delivered"), (s) => {
        expect(trackingTypeOfCarrierStatus(`${s} - delay`)).toBe("exception");
        expect(trackingTypeOfCarrierStatus(`${s} received`)).not.toBe("received");
      }),
    );
  });
});

describe("parseCarrierDateTime", () => {
  it("reads ISO, space-separated and US dates, a time column, and offsets", () => {
    expect(parseCarrierDateTime("2026-11-20T14:05:00Z")?.toISOString()).toBe("2026-11-20T14:05:00.000Z");
    expect(parseCarrierDateTime("2026-11-20 14:05")?.toISOString()).toBe("2026-11-20T14:05:00.000Z");
    expect(parseCarrierDateTime("2026-11-20", "14:05")?.toISOString()).toBe("2026-11-20T14:05:00.000Z");
    expect(parseCarrierDateTime("2026-11-20T08:05:00-06:00")?.toISOString()).toBe("2026-11-20T14:05:00.000Z");
    expect(parseCarrierDateTime("11/20/2026 2:05 PM")?.toISOString()).toBe("2026-11-20T14:05:00.000Z");
    expect(parseCarrierDateTime("11/20/2026 12:05 AM")?.toISOString()).toBe("2026-11-20T00:05:00.000Z");
  });

  it("refuses what is not a real date", () => {
    for (const bad of ["2026-02-30", "13/01/2026", "yesterday", "", "2026-11-20 25:00"])
      expect(parseCarrierDateTime(bad)).toBeNull();
  });

  it("reads back any instant it is given as ISO text", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (d) => {
          const whole = new Date(Math.floor(d.getTime() / 1000) * 1000);
          expect(parseCarrierDateTime(whole.toISOString())?.getTime()).toBe(whole.getTime());
        },
      ),
    );
  });
});
