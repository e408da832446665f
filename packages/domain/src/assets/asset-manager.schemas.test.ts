import { describe, expect, it } from "vitest";
import {
  AssetManagerConsolidateBody,
  AssetManagerCreateBody,
  assetManagerBarcode,
} from "./asset-manager.schemas";

describe("assetManagerBarcode", () => {
  it("is the type's prefix, the warehouse and a number of at least six digits", () => {
    expect(assetManagerBarcode("bin", "dal", 42)).toBe("BIN-DAL-000042");
    expect(assetManagerBarcode("serial_bin", "PHX", 1_234_567)).toBe("SBN-PHX-1234567");
    expect(assetManagerBarcode("pallet", "DAL", 1)).toBe("PAL-DAL-000001");
    expect(assetManagerBarcode("tray", "DAL", 1)).toBe("TRY-DAL-000001");
  });
});

describe("AssetManagerConsolidateBody", () => {
  const issues = (body: unknown) => {
    const result = AssetManagerConsolidateBody.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("upper-cases the barcodes and refuses the target among the sources, a bin twice and an empty list", () => {
    expect(
      AssetManagerConsolidateBody.parse({
        targetBarcode: " bin-1 ",
        sourceBarcodes: ["bin-2"],
        requestKey: "k",
      }),
    ).toEqual({ targetBarcode: "BIN-1", sourceBarcodes: ["BIN-2"], requestKey: "k" });
    expect(
      issues({ targetBarcode: "BIN-1", sourceBarcodes: ["BIN-2", "bin-1", "bin-2"], requestKey: "k" }),
    ).toEqual([
      ["sourceBarcodes.1", "A bin cannot be consolidated into itself"],
      ["sourceBarcodes.2", "BIN-2 is in the list twice"],
    ]);
    expect(issues({ targetBarcode: "BIN-1", sourceBarcodes: [], requestKey: "k" })).toEqual([
      ["sourceBarcodes", "Scan at least one bin to empty into the target"],
    ]);
  });
});

describe("AssetManagerCreateBody", () => {
  const body = {
    count: 2,
    type: "bin",
    productId: 1,
    locationId: 1,
    activitySlug: "DAL-SO-1",
    requestKey: "k",
  };

  it("defaults the weights, lower-cases the slug and refuses a net weight above the gross", () => {
    expect(AssetManagerCreateBody.parse(body)).toMatchObject({
      activitySlug: "dal-so-1",
      grossWeight: null,
      netWeight: null,
    });
    const result = AssetManagerCreateBody.safeParse({ ...body, grossWeight: 10, netWeight: 11 });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["netWeight", "Net weight cannot be more than gross weight"],
    ]);
  });
});
