import { LocationBody, type LocationDetail } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { emptyLocationValues, formErrorsOf, toLocationBody } from "./location-form-values";

const rack = { id: 4, warehouseId: 2, barcode: "A-01", name: "Rack 1", type: "inventory" } as LocationDetail;

describe("location form values", () => {
  it("starts a child in its parent's warehouse, with its type", () => {
    expect(emptyLocationValues(1, rack)).toMatchObject({
      warehouseId: "2",
      parentBarcode: "A-01",
      type: "inventory",
    });
    expect(emptyLocationValues(1)).toMatchObject({ warehouseId: "1", parentBarcode: "", type: null });
  });

  it("sends the barcode as typed; the schema trims and upper-cases it like the server", () => {
    const values = {
      ...emptyLocationValues(1),
      barcode: " a-01-03 ",
      name: "Bin 3",
      type: "staging" as const,
    };
    const body = LocationBody.parse(toLocationBody(values, 4));
    expect(body).toEqual({
      warehouseId: 1,
      parentId: 4,
      barcode: "A-01-03",
      name: "Bin 3",
      type: "staging",
      active: true,
      accountId: null,
    });
  });

  it("keeps the account only for the types that hold one client's assets", () => {
    const values = { ...emptyLocationValues(1), barcode: "Q-1", name: "Quarantine", accountId: "7" };
    expect(toLocationBody({ ...values, type: "customer_quarantine" }, null).accountId).toBe(7);
    expect(toLocationBody({ ...values, type: "customer_redeployment" }, null).accountId).toBe(7);
    expect(toLocationBody({ ...values, type: "inventory" }, null).accountId).toBeNull();
    expect(
      toLocationBody({ ...values, type: "customer_quarantine", accountId: null }, null).accountId,
    ).toBeNull();
  });

  it("shows the server's parentId error on the parent barcode field", () => {
    expect(formErrorsOf({ parentId: "A location cannot sit inside itself", name: "Taken" })).toEqual({
      parentBarcode: "A location cannot sit inside itself",
      name: "Taken",
    });
  });
});
