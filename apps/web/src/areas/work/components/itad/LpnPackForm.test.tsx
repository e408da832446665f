import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { LpnPackForm } from "./LpnPackForm";

const SLUG = "dal-so-7";
const PACK_URL = `/spa/activities/${SLUG}/lpns`;

let packAnswers: FakeAnswer[] = [];
let calls: SentCall[] = [];

beforeEach(() => {
  packAnswers = [];
  calls = fakeApi((method, url) => {
    if (method === "POST" && url === PACK_URL)
      return packAnswers.shift() ?? { status: 500, json: { message: "unexpected" } };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const packs = () => calls.filter((c) => c.method === "POST" && c.url === PACK_URL);
const rows = () =>
  within(screen.getByRole("table", { name: "Serials to pack" }))
    .getAllByRole("row")
    .map((r) => r.textContent);

describe("LpnPackForm", { timeout: 20_000 }, () => {
  it("builds the list by scanning (a repeat refused, a line removed) and packs it into the scanned LPN", async () => {
    packAnswers = [
      {
        status: 422,
        json: {
          message: "1 serial cannot be packed",
          errors: { "barcodes.1": ["SN-3 is not on this order"] },
        },
      },
      {
        status: 201,
        json: {
          barcode: "LPN-77",
          count: 2,
          packedAt: "2026-11-26T02:00:00Z",
          contentsChangedAt: null,
          updated: false,
        },
      },
    ];
    const user = userEvent.setup();
    renderSignedIn(<LpnPackForm slug={SLUG} />);
    await user.type(screen.getByRole("textbox", { name: "LPN" }), "lpn-77{Enter}");
    const serial = screen.getByRole("textbox", { name: "Serial barcode" });
    // Enter on the LPN moved on to the serials.
    expect(serial).toHaveFocus();
    await user.type(serial, "sn-1{Enter}");
    await user.type(serial, "sn-2{Enter}");
    await user.type(serial, "sn-3{Enter}");
    await user.type(serial, "sn-1{Enter}");
    expect(screen.getByText("SN-1 is already in the list")).toBeInTheDocument();
    expect(rows()).toEqual(["1SN-1", "2SN-2", "3SN-3"]);

    await user.click(screen.getByRole("button", { name: "Remove SN-2" }));
    expect(rows()).toEqual(["1SN-1", "2SN-3"]);

    await user.click(screen.getByRole("button", { name: "Pack 2 serials into LPN-77" }));
    // The refused serial shows on its own line; nothing was packed.
    expect(await screen.findByText("SN-3 is not on this order")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was packed: 1 serial cannot be packed");
    expect(JSON.parse(String(packs()[0]?.body))).toEqual({
      lpnBarcode: "LPN-77",
      barcodes: ["SN-1", "SN-3"],
    });

    await user.click(screen.getByRole("button", { name: "Remove SN-3" }));
    await user.type(serial, "sn-4{Enter}");
    await user.click(screen.getByRole("button", { name: "Pack 2 serials into LPN-77" }));
    expect(await screen.findByText("Packed 2 serials into LPN-77; it now holds 2.")).toBeInTheDocument();
    expect(JSON.parse(String(packs()[1]?.body))).toEqual({
      lpnBarcode: "LPN-77",
      barcodes: ["SN-1", "SN-4"],
    });
    expect(screen.queryByRole("table", { name: "Serials to pack" })).not.toBeInTheDocument();
  });

  it("packs into a new LPN with a generated barcode when asked, and needs an LPN otherwise", async () => {
    packAnswers = [
      {
        status: 201,
        json: {
          barcode: "LPN-DAL-000123",
          count: 1,
          packedAt: "2026-11-26T02:00:00Z",
          contentsChangedAt: null,
          updated: false,
        },
      },
    ];
    const user = userEvent.setup();
    renderSignedIn(<LpnPackForm slug={SLUG} />);
    await user.type(screen.getByRole("textbox", { name: "Serial barcode" }), "sn-9{Enter}");
    await user.click(screen.getByRole("button", { name: "Pack 1 serial into a new LPN" }));
    expect(screen.getByText("Scan the LPN, or choose New LPN")).toBeInTheDocument();
    expect(packs()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "New LPN" }));
    await user.click(screen.getByRole("button", { name: "Pack 1 serial into a new LPN" }));
    expect(
      await screen.findByText("Packed 1 serial into LPN-DAL-000123; it now holds 1."),
    ).toBeInTheDocument();
    expect(JSON.parse(String(packs()[0]?.body))).toEqual({ barcodes: ["SN-9"] });
  });
});
