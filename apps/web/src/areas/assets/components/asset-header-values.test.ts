import { describe, expect, it } from "vitest";
import { activityPath, assetAttributeRows } from "./asset-header-values";

describe("assetAttributeRows", () => {
  it("lists the takeback fields in form order with labels, empty ones as a dash", () => {
    const rows = assetAttributeRows("computer_maker_takeback", {
      palletId: "12345-123456-123",
      palletMatch: false,
      packaging: "gaylord",
      exception: "Extra Pallet",
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Pallet ID", "12345-123456-123"],
      ["Pallet in manifest", "No"],
      ["Commodity", "—"],
      ["Packaging", "Gaylord"],
      ["Exception", "Extra Pallet"],
    ]);
  });

  it("joins the cable client's pallet ids and keeps unknown keys after the form's", () => {
    const rows = assetAttributeRows("cable_client", { palletIds: ["P1", "P2"], legacyRef: "x" });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["CPE Pallet Ids", "P1, P2"],
      ["Legacy ref", "x"],
    ]);
  });

  it("shows nothing for the standard form without attributes", () => {
    expect(assetAttributeRows("standard", {})).toEqual([]);
  });
});

describe("activityPath", () => {
  it("opens inbound loads on the inbound screens for operators and on loads for clients", () => {
    expect(activityPath("dal-in-100042", "operator")).toBe("/inbound/dal-in-100042");
    expect(activityPath("dal-in-100042", "client")).toBe("/loads/dal-in-100042");
    expect(activityPath("dal-out-100043", "operator")).toBe("/loads/dal-out-100043");
    expect(activityPath("dal-inventory", "operator")).toBeNull();
    expect(activityPath(null, "operator")).toBeNull();
  });
});
