import type { Asset } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { assetEditValuesOf, buildAssetUpdate } from "./asset-edit-values";

const asset: Asset = {
  id: 7,
  barcode: "BIN1",
  type: "bin",
  serialNumber: null,
  parentBarcode: null,
  childCount: 0,
  activitySlug: "dal-in-100001",
  receivingActivitySlug: "dal-in-100001",
  accountId: 1,
  accountName: "Acme",
  warehouseId: 1,
  locationId: null,
  locationBarcode: null,
  stockType: null,
  source: "customer",
  productAssets: [
    { id: 1, productId: 3, productName: "Laptops", quantity: 2, grossWeight: 40, netWeight: 35, value: null },
  ],
  inboundGrossWeight: 40,
  inboundNetWeight: 35,
  value: null,
  fmv: null,
  attributes: {},
  notes: null,
  locks: [],
  closedAt: null,
  closedNote: null,
  holds: [],
  duplicateSerial: false,
  createdBy: null,
  createdAt: "2026-11-21T08:00:00Z",
  updatedAt: "2026-11-21T08:00:00Z",
};

describe("buildAssetUpdate", () => {
  const initial = assetEditValuesOf(asset);

  it("sends nothing when nothing changed", () => {
    expect(buildAssetUpdate(initial, initial, undefined)).toEqual({ ok: true, body: {} });
  });

  it("sends only the changed fields, upper-casing the parent and clearing emptied weights", () => {
    const result = buildAssetUpdate(
      initial,
      { ...initial, parentBarcode: "pal1", grossWeight: "", locks: ["bios_lock"], stockType: "fgi" },
      null,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        parentBarcode: "PAL1",
        grossWeight: null,
        locks: ["bios_lock"],
        stockType: "fgi",
        locationId: null,
      },
    });
  });

  it("answers the schema's messages on the form's fields", () => {
    const result = buildAssetUpdate(initial, { ...initial, netWeight: -1, quantity: 0 }, undefined);
    expect(result).toEqual({
      ok: false,
      errors: { netWeight: "Net weight cannot be negative", quantity: "Quantity must be more than 0" },
    });
  });

  it("refuses an emptied quantity", () => {
    expect(buildAssetUpdate(initial, { ...initial, quantity: "" }, undefined)).toEqual({
      ok: false,
      errors: { quantity: "Quantity is required" },
    });
  });
});
