import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRACKING_TYPES } from "../enums/parcels";
import {
  PARCEL_STAGES,
  type ParcelStage,
  referenceIdOf,
  requestStage,
  type StageFacts,
} from "./parcel.rules";
import type { TrackingType } from "./parcels.schemas";

const moment = fc.option(
  fc.date({ min: new Date("2026-01-01"), max: new Date("2027-01-01"), noInvalidDate: true }),
  {
    nil: null,
  },
);
const trackingType = fc.constantFrom(...TRACKING_TYPES.map((t) => t.id)) as fc.Arbitrary<TrackingType>;
const facts: fc.Arbitrary<StageFacts> = fc.record({
  emailedAt: moment,
  labelCreatedAt: moment,
  receivedAt: moment,
  lastTrackingType: fc.option(trackingType, { nil: null }),
});

/** How far along each stage is, for "never backwards" (an exception stands apart). */
const ORDER: Record<Exclude<ParcelStage, "exception">, number> = {
  requested: 0,
  emailed: 1,
  label_made: 2,
  shipped: 3,
  received: 4,
};

describe("requestStage", () => {
  it("is always one of the stages", () => {
    const ids = PARCEL_STAGES.map((s) => s.id) as string[];
    fc.assert(fc.property(facts, (f) => ids.includes(requestStage(f))));
  });

  it("calls a received parcel received, whatever else is known", () => {
    fc.assert(
      fc.property(facts, fc.date({ noInvalidDate: true }), (f, at) => {
        expect(requestStage({ ...f, receivedAt: at })).toBe("received");
        expect(requestStage({ ...f, lastTrackingType: "received" })).toBe("received");
      }),
    );
  });

  it("never moves backwards when a later carrier scan says the parcel is on its way", () => {
    fc.assert(
      fc.property(facts, fc.constantFrom<TrackingType>("shipped", "in_transit", "delivered"), (f, later) => {
        // A receipt known only from the newest entry (no receivedAt) is not kept by the rule once a
        // later entry comes: whoever writes a `received` entry also sets receivedAt (the dock does).
        fc.pre(f.lastTrackingType !== "received" || f.receivedAt !== null);
        const before = requestStage(f);
        const after = requestStage({ ...f, lastTrackingType: later });
        if (before === "exception")
          expect(after).toBe("shipped"); // a scan after an exception clears it
        else expect(ORDER[after as keyof typeof ORDER]).toBeGreaterThanOrEqual(ORDER[before]);
      }),
    );
  });

  it("shows an exception until a later entry clears it, unless the parcel was received", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const stage = requestStage({ ...f, lastTrackingType: "exception" });
        expect(stage).toBe(f.receivedAt ? "received" : "exception");
      }),
    );
  });

  it("never moves backwards when the e-mail goes out or the label is made later", () => {
    fc.assert(
      fc.property(facts, fc.date({ noInvalidDate: true }), (f, at) => {
        for (const next of [
          { ...f, emailedAt: at },
          { ...f, labelCreatedAt: at },
        ]) {
          const before = requestStage(f);
          const after = requestStage(next);
          if (before === "exception") expect(after).toBe("exception");
          else expect(ORDER[after as keyof typeof ORDER]).toBeGreaterThanOrEqual(ORDER[before]);
        }
      }),
    );
  });

  it("names the plain stages from the facts alone", () => {
    const none = { emailedAt: null, labelCreatedAt: null, receivedAt: null, lastTrackingType: null };
    expect(requestStage(none)).toBe("requested");
    expect(requestStage({ ...none, emailedAt: "2026-11-01T00:00:00Z" })).toBe("emailed");
    expect(requestStage({ ...none, lastTrackingType: "label_created" })).toBe("label_made");
    expect(requestStage({ ...none, lastTrackingType: "delivered" })).toBe("shipped");
  });
});

describe("referenceIdOf", () => {
  it("joins the upper-cased prefix and the number", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z0-9]{2,10}$/),
        fc.integer({ min: 1, max: 9_999_999 }),
        (prefix, n) => {
          expect(referenceIdOf(prefix, n)).toBe(`${prefix.toUpperCase()}-${n}`);
        },
      ),
    );
  });
});
