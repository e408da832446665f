import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { devicePlaceOf } from "../itad-paths";
import { ComponentsForm } from "./ComponentsForm";

const device = anAsset({ id: 31, type: "serial", barcode: "SER-31", activitySlug: "dal-so-7" });
const place = devicePlaceOf("/shop-order/dal-so-7/itad/SER-31/components/bulk/new", "dal-so-7");

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("ComponentsForm (harvest many)", () => {
  it("names every offending serial line and the missing product before anything is sent", async () => {
    const calls = fakeApi(() => ({ json: [] }));
    renderSignedIn(<ComponentsForm device={device} place={place} bulk onDone={() => {}} />);
    await userEvent.type(screen.getByRole("textbox", { name: /^Serials/ }), "dr-1{Enter}{Enter}DR-1{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Harvest parts" }));
    expect(await screen.findByText("Line 2 is blank; Line 3: DR-1 is in the list twice")).toBeInTheDocument();
    expect(screen.getByText("Choose the parts' product")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
