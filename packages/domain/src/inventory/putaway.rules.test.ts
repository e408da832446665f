import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCATION_TYPES } from "../enums/operations";
import type { LocationType } from "../platform/reference.schemas";
import {
  ACCOUNT_LOCATION_TYPES,
  entersStock,
  locationAccountRefusal,
  type PlacedAsset,
  placementRefusal,
  STOCK_LOCATION_TYPES,
  type TargetLocation,
} from "./putaway.rules";

const locationType = fc.constantFrom(...LOCATION_TYPES.map((t) => t.id as LocationType));
const id = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
const asset: fc.Arbitrary<PlacedAsset> = fc.record({
  barcode: fc.constant("A-1"),
  warehouseId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  accountId: id,
  held: fc.boolean(),
});
const location: fc.Arbitrary<TargetLocation> = fc.record({
  barcode: fc.constant("L-1"),
  warehouseId: fc.integer({ min: 1, max: 3 }),
  warehouseShortName: fc.constant("DAL"),
  type: locationType,
  active: fc.boolean(),
  accountId: id,
  accountName: fc.constant("Northwind Health"),
});

const quarantine: TargetLocation = {
  barcode: "DAL-QC-01",
  warehouseId: 1,
  warehouseShortName: "DAL",
  type: "customer_quarantine",
  active: true,
  accountId: 7,
  accountName: "Northwind Health",
};
const bin: TargetLocation = {
  ...quarantine,
  barcode: "A-01",
  type: "inventory",
  accountId: null,
  accountName: null,
};
const device: PlacedAsset = { barcode: "SN-1", warehouseId: 1, accountId: 7, held: false };

describe("placementRefusal", () => {
  it("says why in words", () => {
    expect(placementRefusal(device, bin)).toBeNull();
    expect(placementRefusal(device, quarantine)).toBeNull();
    expect(placementRefusal({ ...device, held: true }, bin)).toBe(
      "SN-1 is on hold; a held asset can go only to a customer quarantine location",
    );
    expect(placementRefusal({ ...device, held: true }, quarantine)).toBeNull();
    expect(placementRefusal({ ...device, accountId: 8 }, quarantine)).toBe(
      "Location DAL-QC-01 holds Northwind Health's assets only; SN-1 is not theirs",
    );
    expect(placementRefusal(device, { ...quarantine, accountId: null })).toBe(
      "Set the account of quarantine location DAL-QC-01 first",
    );
    expect(placementRefusal(device, { ...bin, active: false })).toBe(
      "Location A-01 is inactive; it accepts no assets",
    );
    expect(placementRefusal({ ...device, warehouseId: 2 }, bin)).toBe("SN-1 is not in DAL; location A-01 is");
  });

  it("accepts exactly the placements the location rules allow", () => {
    fc.assert(
      fc.property(asset, location, (a, l) => {
        const allowed =
          l.active &&
          a.warehouseId === l.warehouseId &&
          !(l.type === "customer_quarantine" && l.accountId === null) &&
          !(ACCOUNT_LOCATION_TYPES.includes(l.type) && l.accountId !== null && a.accountId !== l.accountId) &&
          (!a.held || l.type === "customer_quarantine");
        expect(placementRefusal(a, l) === null).toBe(allowed);
      }),
    );
  });

  it("a held asset is accepted only by a quarantine location of its own account", () => {
    fc.assert(
      fc.property(asset, location, (a, l) => {
        if (a.held && placementRefusal(a, l) === null) {
          expect(l.type).toBe("customer_quarantine");
          expect(l.accountId).not.toBeNull();
          expect(l.accountId).toBe(a.accountId);
        }
      }),
    );
  });

  it("an inactive location or another warehouse refuses whatever the asset", () => {
    fc.assert(
      fc.property(asset, location, (a, l) => {
        if (!l.active || a.warehouseId !== l.warehouseId) expect(placementRefusal(a, l)).not.toBeNull();
      }),
    );
  });
});

describe("entersStock", () => {
  it("only an unheld inbound asset at a stock location enters stock", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom("inbound", "processing", "inventory", "itad", "outbound"), { nil: null }),
        fc.boolean(),
        locationType,
        (activityType, held, type) => {
          expect(entersStock({ activityType, held }, type)).toBe(
            activityType === "inbound" && !held && STOCK_LOCATION_TYPES.includes(type),
          );
        },
      ),
    );
    expect(entersStock({ activityType: "inbound", held: false }, "workstation")).toBe(false);
    expect(entersStock({ activityType: "inbound", held: false }, "inventory")).toBe(true);
  });
});

describe("locationAccountRefusal", () => {
  it("quarantine needs an account, redeployment may have one, other types none", () => {
    fc.assert(
      fc.property(locationType, id, (type, accountId) => {
        const refusal = locationAccountRefusal(type, accountId);
        const ok =
          type === "customer_quarantine"
            ? accountId !== null
            : type === "customer_redeployment" || accountId === null;
        expect(refusal === null).toBe(ok);
      }),
    );
  });
});
