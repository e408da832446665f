import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { devicePlaceOf } from "../itad-paths";
import { DevicePack } from "./DevicePack";

const device = anAsset({ id: 31, type: "serial", barcode: "SER-31", activitySlug: "dal-itad-3" });
const place = devicePlaceOf("/itad/dal-itad-3/serialized/SER-31/pack", "dal-itad-3");
const LPNS = "/spa/activities/dal-itad-3/lpns";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("DevicePack", () => {
  it("packs the device into the scanned LPN, and into a new one with a generated barcode", async () => {
    const calls = fakeApi((method, url) =>
      method === "POST" && url === LPNS
        ? {
            status: 201,
            json: {
              barcode: "LPN-7",
              count: 3,
              packedAt: "2026-11-25T10:00:00Z",
              contentsChangedAt: null,
              updated: false,
            },
          }
        : { status: 404, json: { message: "Not found" } },
    );
    renderSignedIn(<DevicePack device={device} place={place} />);
    expect(screen.getByText("Not packed yet.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "LPN" }), "lpn-7{Enter}");
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ barcodes: ["SER-31"], lpnBarcode: "LPN-7" });
    await userEvent.click(screen.getByRole("button", { name: "Pack into a new LPN" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ barcodes: ["SER-31"] });
  });

  it("keeps a refused LPN in the box with the server's reason", async () => {
    fakeApi(() => ({
      status: 422,
      json: { message: "Invalid", errors: { lpnBarcode: ["BIN-4 is a bin, not an LPN of this order"] } },
    }));
    renderSignedIn(<DevicePack device={device} place={place} />);
    const box = screen.getByRole("textbox", { name: "LPN" });
    await userEvent.type(box, "BIN-4{Enter}");
    expect(await screen.findByText("BIN-4 is a bin, not an LPN of this order")).toBeInTheDocument();
    expect(box).toHaveValue("BIN-4");
  });
});
