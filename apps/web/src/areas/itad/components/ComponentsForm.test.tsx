import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { devicePlaceOf } from "../itad-paths";
import { ComponentsForm } from "./ComponentsForm";

const device = anAsset({ id: 31, type: "serial", barcode: "SER-31", activitySlug: "dal-so-7" });
const DRIVE = {
  id: 14,
  name: "Hard drives – 3.5 in loose",
  type: "in_stock",
  className: null,
  brandName: null,
  matchedAlias: null,
};
const place = devicePlaceOf("/shop-order/dal-so-7/itad/SER-31/components/bulk/new", "dal-so-7");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("ComponentsForm (harvest many)", { timeout: 20_000 }, () => {
  it("names every offending serial line and the missing product before anything is sent", async () => {
    const calls = fakeApi(() => ({ json: [] }));
    renderSignedIn(<ComponentsForm device={device} place={place} bulk onDone={() => {}} />);
    await userEvent.type(screen.getByRole("textbox", { name: /^Serials/ }), "dr-1{Enter}{Enter}DR-1{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Harvest parts" }));
    expect(await screen.findByText("Line 2 is blank; Line 3: DR-1 is in the list twice")).toBeInTheDocument();
    expect(screen.getByText("Choose the parts' product")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends one request key per attempt: a retry after a failure sends the same one", async () => {
    // The first failure is reported, as every failed action is (SPEC §8).
    vi.spyOn(console, "error").mockImplementation(() => {});
    let posts = 0;
    const calls = fakeApi((method, url) => {
      if (method === "GET" && url.startsWith("/spa/products/find")) return { json: [DRIVE] };
      if (method === "POST" && url === "/spa/assets/SER-31/components") {
        posts += 1;
        if (posts === 1) return { status: 503, json: { message: "Service unavailable" } };
        return {
          status: 201,
          json: { components: [anAsset({ id: 61, type: "serial", barcode: "SER-61" })] },
        };
      }
      return { json: [] };
    });
    const done = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<ComponentsForm device={device} place={place} bulk onDone={done} />);
    await user.type(screen.getByRole("combobox", { name: "Product" }), "drive");
    await waitFor(() => expect(screen.getByRole("option", { name: DRIVE.name, hidden: true })).toBeTruthy());
    await user.keyboard("{ArrowDown}{Enter}");
    await user.type(screen.getByRole("textbox", { name: /^Serials/ }), "dr-1");
    await user.click(screen.getByRole("button", { name: "Harvest parts" }));
    await waitFor(() => expect(posts).toBe(1));
    await user.click(screen.getByRole("button", { name: "Harvest parts" }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const keys = calls
      .filter((c) => c.method === "POST")
      .map((c) => (JSON.parse(String(c.body)) as { requestKey?: string }).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
