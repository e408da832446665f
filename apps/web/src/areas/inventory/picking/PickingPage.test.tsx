import type { PickList, Reservation } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderWithProviders } from "../../../test/render";
import PickingPage from "./PickingPage";

const line = (id: number, barcode: string, location: string | null): Reservation => ({
  id,
  assetId: id,
  barcode,
  serialNumber: `SN-${barcode}`,
  productName: "Laptop",
  accountName: "Northwind Health",
  activitySlug: "dal-so-100001",
  activityType: "shop_order",
  location: location === null ? null : { id: id * 10, barcode: location, path: [location] },
  assignedTo: { id: 1, name: "Olivia Ortega" },
  status: "reserved",
  shortReason: null,
  note: null,
  reservedBy: { id: 1, name: "Olivia Ortega" },
  reservedAt: "2026-11-26T09:00:00.000Z",
  closedBy: null,
  closedAt: null,
});

const LIST: PickList = {
  groups: [
    { location: { id: 10, barcode: "A-02", path: ["A-02"] }, reservations: [line(1, "PK1", "A-02")] },
    { location: { id: 20, barcode: "A-10", path: ["A-10"] }, reservations: [line(2, "PK2", "A-10")] },
  ],
  total: 2,
  progress: { toPick: 2, picked: 1, short: 0 },
};

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  setCallerFamily("operator");
  const calls = fakeApi((method, url) => {
    if (method === "GET" && url.includes("/picking_assets")) return { json: LIST };
    if (method === "POST" && url.endsWith("/spa/picks"))
      return { status: 404, json: { message: "No asset has barcode NOPE" } };
    if (method === "POST" && url.includes("/short"))
      return { json: { ...line(2, "PK2", "A-10"), status: "short" } };
    return { status: 500, json: { message: `unexpected ${method} ${url}` } };
  });
  renderWithProviders(<PickingPage />);
  return calls;
}

describe("the picking screen", () => {
  it("shows the list by location in the order the server walks it, with the progress", async () => {
    renderPage();
    const stops = await screen.findAllByRole("region");
    expect(stops.map((s) => s.getAttribute("aria-label"))).toEqual(["Location A-02", "Location A-10"]);
    expect(within(stops[0] as HTMLElement).getByText("Next stop")).toBeTruthy();
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
  });

  it("shows a refused scan beside the box, keeping the box focused", async () => {
    renderPage();
    await screen.findAllByRole("region");
    const box = screen.getByRole("textbox", { name: "Scan an asset to pick" });
    await userEvent.type(box, "nope{Enter}");
    expect(await screen.findByText("No asset has barcode NOPE")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it("asks for a note when the short-pick reason is Other, then reports it", async () => {
    const calls = renderPage();
    const stops = await screen.findAllByRole("region");
    await userEvent.click(within(stops[1] as HTMLElement).getByRole("button", { name: "Short" }));
    const dialog = await screen.findByRole("dialog", { name: "Short-pick PK2" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Report short" }));
    expect(within(dialog).getByText("Say what happened when the reason is Other")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("/short"))).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Crushed box");
    await userEvent.click(within(dialog).getByRole("button", { name: "Report short" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/spa/reservations/2/short"))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith("/short"));
    expect(JSON.parse(String(sent?.body))).toEqual({ reason: "other", note: "Crushed box" });
    expect(await screen.findByText("Reported PK2 short")).toBeTruthy();
  });
});
