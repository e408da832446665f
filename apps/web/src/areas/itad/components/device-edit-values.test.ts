import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api";
import { anAsset } from "../../../test/asset";
import { deviceEditValuesOf, deviceUpdateOf, holdsText, refusalOf } from "./device-edit-values";

const device = anAsset({
  type: "serial",
  barcode: "SER-1",
  serialNumber: "C02XK1",
  productAssets: [
    {
      id: 1,
      productId: 12,
      productName: "MacBook Pro 14",
      quantity: 1,
      grossWeight: null,
      netWeight: null,
      value: null,
    },
  ],
  locks: ["bios_lock"],
  disposition: null,
  routingId: 4,
});

describe("deviceUpdateOf", () => {
  it("sends nothing when nothing changed", () => {
    const initial = deviceEditValuesOf(device);
    expect(deviceUpdateOf(initial, { ...initial, locks: [...initial.locks] })).toEqual({});
  });

  it("sends only what changed: routing fields, locks as a set, the serial trimmed and upper-cased", () => {
    const initial = deviceEditValuesOf(device);
    const body = deviceUpdateOf(initial, {
      ...initial,
      serialNumber: "  c02xk9 ",
      locks: ["bios_lock", "fmip_locked"],
      disposition: "resold_or_recycled",
      r2Classification: "resale",
      newInBox: "confirmed",
    });
    expect(body).toEqual({
      serialNumber: "C02XK9",
      locks: ["bios_lock", "fmip_locked"],
      disposition: "resold_or_recycled",
      r2Classification: "resale",
      newInBox: "confirmed",
    });
  });

  it("clears with null: an emptied serial, a removed routing and product, every lock cleared", () => {
    const initial = deviceEditValuesOf(device);
    expect(
      deviceUpdateOf(initial, { ...initial, serialNumber: " ", routingId: null, productId: null, locks: [] }),
    ).toEqual({ serialNumber: null, routingId: null, productId: null, locks: [] });
    expect(deviceUpdateOf(initial, { ...initial, routingId: "7", productId: "15" })).toEqual({
      routingId: 7,
      productId: 15,
    });
  });
});

describe("refusalOf", () => {
  it("shows the server's 409 (a held device routed to resale) as it words it, nothing else", () => {
    const held = new ApiError(409, {
      message: "SER-1 is on hold (Locked): Locked: Find My iPhone locked",
    });
    expect(refusalOf(held)).toBe("SER-1 is on hold (Locked): Locked: Find My iPhone locked");
    expect(
      refusalOf(new ApiError(422, { message: "Invalid", errors: { serialNumber: ["Too long"] } })),
    ).toBeNull();
    expect(refusalOf(new Error("offline"))).toBeNull();
  });

  it("names a device's holds in words", () => {
    expect(holdsText(anAsset({ holds: [{ id: 1, type: "locked" }] }))).toBe("Locked");
    expect(holdsText(anAsset())).toBe("");
  });
});
