import type { Activity } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  attributeErrorsOf,
  buildInboundBody,
  cloneInputOf,
  inboundValuesOf,
  shipmentSizeOptions,
} from "./inbound-form-values";

const load: Activity = {
  slug: "dal-in-100042",
  type: "inbound",
  status: "scheduled",
  accountId: 7,
  accountName: "Acme",
  programId: 3,
  programName: "Recycling",
  warehouseId: 1,
  warehouseShortName: "DAL",
  shipmentSize: "driver_assist",
  serviceTier: "wgs_t1",
  transportType: "broker",
  carrierId: 4,
  carrierName: "Haul Co",
  logisticsCoordinatorId: 9,
  logisticsCoordinatorName: "Olive Operator",
  vendorAccountId: 12,
  vendorAccountName: "Vendor Inc",
  scheduledDate: "2026-12-01",
  scheduledTime: "14:05",
  routine: true,
  gateControl: false,
  clientRef: "PO-1",
  description: "Two pallets",
  parentSlug: "dal-in-100001",
  loadSlug: null,
  childCount: 0,
  inboundRequestNumber: 5001,
  attributes: { projectType: "Office Closure" },
  ratingAverage: null,
  ratingCount: 0,
  integration: null,
  createdBy: "Olive Operator",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};

const noAttributes = { attributes: {}, errors: {} };

describe("inbound form values", () => {
  it("holds ids as text and empties as empty", () => {
    const values = inboundValuesOf(load);
    expect(values.accountId).toBe("7");
    expect(values.scheduledTime).toBe("14:05");
    expect(inboundValuesOf().scheduledDate).toBe("");
    expect(inboundValuesOf().accountId).toBeNull();
  });

  it("clones the load's fields but not its status, dock date, parent or request", () => {
    const clone = cloneInputOf(load);
    expect(clone).toMatchObject({
      accountId: 7,
      programId: 3,
      carrierId: 4,
      routine: true,
      clientRef: "PO-1",
    });
    expect(clone).not.toHaveProperty("scheduledDate");
    expect(clone).not.toHaveProperty("parentSlug");
    expect(clone).not.toHaveProperty("status");
    expect(clone).not.toHaveProperty("inboundRequestNumber");
    expect(clone.attributes).not.toBe(load.attributes);
  });

  it("builds a create body with numbers, the request number and nulls for empties", () => {
    const values = { ...inboundValuesOf(), accountId: "7", warehouseId: "1", clientRef: " " };
    const result = buildInboundBody(values, noAttributes, { editing: false, inboundRequestNumber: 5001 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      type: "inbound",
      accountId: 7,
      warehouseId: 1,
      scheduledDate: null,
      clientRef: null,
      inboundRequestNumber: 5001,
    });
  });

  it("reports missing account and warehouse, and a time without a date", () => {
    const values = { ...inboundValuesOf(), scheduledTime: "09:00" };
    const result = buildInboundBody(values, noAttributes, { editing: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.accountId).toBe("Account is required");
    expect(result.errors.warehouseId).toBe("Warehouse is required");
    expect(result.errors.scheduledDate).toBe("Choose the dock date for this time");
  });

  it("keys attribute errors as the server does and reads them back by field", () => {
    const values = { ...inboundValuesOf(), accountId: "7", warehouseId: "1" };
    const result = buildInboundBody(
      values,
      { attributes: {}, errors: { clientRef: "PO Number is required: Required for non-BAU" } },
      { editing: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["attributes.clientRef"]).toContain("Required for non-BAU");
    expect(attributeErrorsOf({ "attributes.dcaNumbers.2": "Bad", accountId: "x" })).toEqual({
      dcaNumbers: "Bad",
    });
  });

  it("offers the selectable shipment sizes and keeps a load's other size", () => {
    const ids = shipmentSizeOptions(null).map((o) => o.value);
    expect(ids).toContain("parent");
    expect(ids).not.toContain("driver_assist");
    const withOwn = shipmentSizeOptions("driver_assist");
    expect(withOwn.at(-1)).toEqual({
      value: "driver_assist",
      label: "Driver Assist (not offered for new loads)",
    });
  });
});
