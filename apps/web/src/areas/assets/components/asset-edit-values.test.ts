import type { Asset } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { anAsset } from "../../../test/asset";
import { assetEditValuesOf, buildAssetUpdate } from "./asset-edit-values";

const asset: Asset = anAsset({
  barcode: "BIN1",
  accountName: "Acme",
  productAssets: [
    { id: 1, productId: 3, productName: "Laptops", quantity: 2, grossWeight: 40, netWeight: 35, value: null },
  ],
  inboundGrossWeight: 40,
  inboundNetWeight: 35,
});

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
