import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { anAsset } from "../../../test/asset";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { stubPhone } from "../../../test/media";
import { renderSignedIn } from "../../../test/render-signed-in";
import MobilityInventoryPage from "./MobilityInventoryPage";

const mobility = anActivity({ slug: "dal-mobility", type: "mobility", loadSlug: null, accountId: null });
const phone = anAsset({
  id: 41,
  type: "serial",
  barcode: "SER-41",
  serialNumber: "356938035643809",
  activitySlug: "dal-so-7",
  grade: "A",
});
const held = anAsset({ id: 42, type: "serial", barcode: "SER-42", serialNumber: "356938035643810" });

function renderPage(answer: (method: string, url: string) => FakeAnswer | undefined) {
  const calls = fakeApi((method, url) => {
    const own = answer(method, url);
    if (own) return own;
    if (url.startsWith("/spa/activities/mobility")) return { json: mobility };
    if (url.startsWith("/spa/activities/dal-mobility/serials")) return { json: { data: [phone], total: 1 } };
    if (url.startsWith("/spa/assets?") && url.includes("find=barcode"))
      return { json: { data: [], total: 0 } };
    if (url.startsWith("/spa/assets?") && url.includes("serial=356938035643809"))
      return { json: { data: [phone], total: 1 } };
    if (url.startsWith("/spa/assets?") && url.includes("serial=356938035643810"))
      return { json: { data: [held], total: 1 } };
    if (url.startsWith("/spa/assets?")) return { json: { data: [], total: 0 } };
    if (method === "PUT" && url === "/spa/assets/41")
      return { json: { ...phone, activitySlug: "dal-mobility" } };
    if (method === "PUT" && url === "/spa/assets/42")
      return { status: 409, json: { message: "SER-42 is on hold (Locked): release the hold first" } };
    return { status: 404, json: { message: "Not found" } };
  });
  renderSignedIn(<MobilityInventoryPage />);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("MobilityInventoryPage", () => {
  it("takes a phone in by its IMEI and lists its devices with their grade, as cards on a phone", async () => {
    stubPhone();
    const calls = renderPage(() => undefined);
    expect(await screen.findByText(/dal-mobility · DAL/)).toBeInTheDocument();
    const device = await screen.findByRole("link", { name: "SER-41" });
    expect(device).toHaveAttribute("href", "/mobility/inventory/serialized/SER-41");
    const box = screen.getByRole("textbox", { name: "Barcode or IMEI" });
    await userEvent.type(box, "356938035643809{Enter}");
    const scanned = await screen.findByRole("table", { name: "Scanned this session" });
    expect(within(scanned).getByText("Taken in")).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe("/spa/assets/41");
    expect(JSON.parse(String(put?.body))).toEqual({ activitySlug: "dal-mobility" });
  });

  it("keeps a refused scan in the box with the reason (a held phone, an unknown code)", async () => {
    renderPage(() => undefined);
    const box = await screen.findByRole("textbox", { name: "Barcode or IMEI" });
    await userEvent.type(box, "356938035643810{Enter}");
    expect(await screen.findByText("SER-42 is on hold (Locked): release the hold first")).toBeInTheDocument();
    expect(box).toHaveValue("356938035643810");
    await userEvent.clear(box);
    await userEvent.type(box, "nothing-here{Enter}");
    expect(await screen.findByText("No asset has the barcode or IMEI NOTHING-HERE")).toBeInTheDocument();
  });

  it("says so when the warehouse has no mobility inventory", async () => {
    renderPage((_m, url) =>
      url.startsWith("/spa/activities/mobility")
        ? { status: 404, json: { message: "No mobility activity" } }
        : undefined,
    );
    await waitFor(() =>
      expect(screen.getByText(/Your warehouse has no mobility inventory/)).toBeInTheDocument(),
    );
  });
});
