import { describe, expect, it } from "vitest";
import { workOrderBodyOf, workOrderErrors, workOrderValuesOf } from "./work-order-values";

const empty = workOrderValuesOf();

describe("work-order form values", () => {
  it("asks a shop order for its load, and a load number in the right shape", () => {
    expect(workOrderErrors("shop_order", empty, false)).toEqual({
      loadSlug: "Choose the load this shop order works",
    });
    expect(workOrderErrors("shop_order", { ...empty, loadSlug: "DAL in 1" }, false).loadSlug).toBe(
      "Not a load number: scan or type one like dal-in-100042",
    );
    expect(workOrderErrors("shop_order", { ...empty, loadSlug: " DAL-IN-100042 " }, false)).toEqual({});
  });

  it("asks a processing job without a load for its account and warehouse", () => {
    expect(workOrderErrors("processing", empty, false)).toEqual({
      accountId: "Account is required",
      warehouseId: "Warehouse is required",
    });
    expect(workOrderErrors("processing", { ...empty, accountId: "4", warehouseId: "2" }, false)).toEqual({});
    expect(workOrderErrors("processing", { ...empty, loadSlug: "dal-in-5" }, false)).toEqual({});
  });

  it("sends the load (lower-cased), tier, description and parent; account and warehouse follow the load", () => {
    const values = {
      ...empty,
      loadSlug: "DAL-IN-100042",
      serviceTier: "wgs_t2",
      description: "  Sort pallets  ",
      parentSlug: "",
      accountId: "9",
    };
    expect(workOrderBodyOf("shop_order", values, false)).toEqual({
      type: "shop_order",
      loadSlug: "dal-in-100042",
      serviceTier: "wgs_t2",
      description: "Sort pallets",
      parentSlug: null,
    });
    expect(workOrderBodyOf("processing", { ...empty, accountId: "9", warehouseId: "2" }, true)).toEqual({
      loadSlug: null,
      serviceTier: null,
      description: null,
      accountId: 9,
      warehouseId: 2,
    });
  });

  it("refuses a description over 4000 characters like the server", () => {
    const long = { ...empty, loadSlug: "dal-in-1", description: "x".repeat(4001) };
    expect(workOrderErrors("shop_order", long, false).description).toEqual(expect.any(String));
  });
});
