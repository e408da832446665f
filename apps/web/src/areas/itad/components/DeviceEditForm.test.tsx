import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { DeviceEditForm } from "./DeviceEditForm";

const device = anAsset({
  id: 31,
  type: "serial",
  barcode: "SER-31",
  serialNumber: "C02XK1",
  holds: [{ id: 5, type: "locked" }],
});

const ROUTINGS = [
  { id: 4, code: "RL", name: "Refurbish and list", description: null, steps: [], active: true },
  { id: 6, code: "OLD", name: "Retired routing", description: null, steps: [], active: false },
];

function renderForm(save: FakeAnswer) {
  const calls = fakeApi((method, url) => {
    if (url === "/spa/routings") return { json: ROUTINGS };
    if (method === "PUT" && url === "/spa/assets/31") return save;
    return { status: 404, json: { message: "Not found" } };
  });
  const onSaved = vi.fn();
  renderSignedIn(<DeviceEditForm device={device} onSaved={onSaved} onCancel={() => {}} />);
  return { calls, onSaved };
}

// happy-dom has no layout: Mantine hides dropdowns, so options are found among hidden elements.
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

// Several Mantine comboboxes opened one after another: slow in happy-dom on a busy machine.
const SLOW = 15_000;

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("DeviceEditForm", () => {
  it(
    "sends only the changed routing fields through the asset update",
    async () => {
      const { calls, onSaved } = renderForm({ json: { ...device, disposition: "donation", routingId: 4 } });
      await choose("Disposition", "Donation");
      await choose("Routing", "Refurbish and list");
      // An inactive routing is not offered for a device that does not have it.
      await userEvent.click(screen.getByRole("combobox", { name: "Routing" }));
      expect(screen.queryByRole("option", { name: "Retired routing", hidden: true })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const put = calls.find((c) => c.method === "PUT");
      expect(JSON.parse(String(put?.body))).toEqual({ disposition: "donation", routingId: 4 });
    },
    SLOW,
  );

  it(
    "shows the hold refusal (409) as the server words it, and stays on the form",
    async () => {
      const message = "SER-31 is on hold (Locked): Locked: Find My iPhone locked";
      const { onSaved } = renderForm({ status: 409, json: { message } });
      await choose("Disposition", "Resold or recycled");
      await choose("R2 classification", "Resale");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(onSaved).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
