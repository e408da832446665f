import type { ShipmentCheck } from "@ops/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderWithProviders } from "../../../test/render";
import { ShipmentReadiness } from "./ShipmentReadiness";

const EXPIRED = "Pacific E-Cycle's R2 or e-Stewards certificate expired on Nov 14, 2026";

const NOT_READY: ShipmentCheck = {
  slug: "dal-out-100123",
  status: "packed",
  shipDate: "2026-11-26",
  consignee: { id: 7, name: "Pacific E-Cycle", type: "dsvs", status: "active" },
  ready: false,
  problems: [
    { code: "certificate_expired", message: EXPIRED },
    {
      code: "not_sanitized",
      message: "1 data-bearing device has no verified erasure or destruction: OB1",
      barcodes: ["OB1"],
    },
  ],
  qualification: {
    state: "unqualified",
    checks: [
      {
        id: "recycling_standard",
        label: "R2 or e-Stewards",
        state: "expired",
        documentId: 1,
        expiryDate: "2026-11-14",
      },
      { id: "iso_14001", label: "ISO 14001", state: "valid", documentId: 2, expiryDate: "2028-04-10" },
    ],
  },
  materials: [
    {
      materialType: "circuit_boards",
      classification: "recycle",
      count: 2,
      rule: { id: 3, name: "Boards west" },
    },
    { materialType: "data", classification: "recycle", count: 1, rule: null },
  ],
  sanitization: {
    dataBearing: 1,
    sanitized: 0,
    destructionVendor: false,
    ownDevices: 0,
    states: { missing: 1 },
  },
  assetCount: 3,
};

const READY: ShipmentCheck = {
  ...NOT_READY,
  consignee: { id: 3, name: "Northwind Health", type: "active", status: "active" },
  ready: true,
  problems: [],
  qualification: null,
  materials: [],
  sanitization: {
    dataBearing: 1,
    sanitized: 1,
    destructionVendor: false,
    ownDevices: 0,
    states: { erased: 1 },
  },
};

afterEach(() => vi.unstubAllGlobals());

function renderWith(answer: () => { status?: number; json: unknown }) {
  setCallerFamily("operator");
  const calls = fakeApi((method, url) =>
    method === "GET" && url.includes("/activities/dal-out-100123/shipment_check")
      ? answer()
      : { status: 500, json: { message: `unexpected ${method} ${url}` } },
  );
  renderWithProviders(<ShipmentReadiness slug="dal-out-100123" />);
  return calls;
}

describe("ShipmentReadiness", () => {
  it("shows every problem, the certificates with their dates and the vendor rule per material", async () => {
    renderWith(() => ({ json: NOT_READY }));
    expect(await screen.findByText("Not ready to ship")).toBeTruthy();
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    expect(screen.getByText("Expired Nov 14, 2026")).toBeTruthy();
    expect(screen.getByText("Expires Apr 10, 2028")).toBeTruthy();
    expect(screen.getByText("Circuit boards · Recycle")).toBeTruthy();
    expect(screen.getByText(/rule “Boards west”/)).toBeTruthy();
    expect(screen.getByText("No rule")).toBeTruthy();
    expect(screen.getByText("0 of 1 data-bearing device erased or destroyed")).toBeTruthy();
    expect(screen.getByText("Not sanitized")).toBeTruthy();
  });

  it("says ready to ship for a client consignee, without certificates or vendor rules", async () => {
    renderWith(() => ({ json: READY }));
    expect(await screen.findByText("Ready to ship")).toBeTruthy();
    expect(screen.queryByText("Shipping would be refused")).toBeNull();
    expect(screen.queryByText(/Certificates on/)).toBeNull();
    expect(screen.queryByText("Vendor rules")).toBeNull();
    expect(screen.getByText("1 of 1 data-bearing device erased or destroyed")).toBeTruthy();
  });

  it("shows nothing once the load has shipped", async () => {
    const calls = renderWith(() => ({ json: { ...READY, status: "shipped" } }));
    await waitFor(() => expect(calls.length).toBe(1));
    await waitFor(() => expect(screen.queryByText("Checking whether the load may ship…")).toBeNull());
    expect(screen.queryByText("Shipment readiness")).toBeNull();
  });

  it("says when the check failed and tries again", async () => {
    let fail = true;
    renderWith(() => (fail ? { status: 500, json: { message: "Internal error" } } : { json: READY }));
    expect(await screen.findByText("Shipment readiness could not be loaded")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByText("Ready to ship")).toBeTruthy());
  });
});
