import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import ShopOrderItadNewPage from "./ShopOrderItadNewPage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("shop-order/itad/new", () => {
  it("creates a shop order on the load and lands on its ITAD devices page", async () => {
    const calls = fakeApi((method) =>
      method === "POST"
        ? { status: 201, json: anActivity({ slug: "dal-so-41", loadSlug: "dal-in-9" }) }
        : { status: 404, json: { message: "Activity not found" } },
    );
    const user = userEvent.setup();
    renderSignedIn(
      <Routes>
        <Route path="/" element={<ShopOrderItadNewPage />} />
        <Route path="/shop-order/:slug/itad" element={<p>Devices page</p>} />
      </Routes>,
    );
    expect(screen.getByRole("heading", { name: "New ITAD shop order" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Load/), "dal-in-9");
    await user.click(screen.getByRole("button", { name: "Create shop order" }));

    expect(await screen.findByText("Devices page")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(JSON.parse(String(calls.find((c) => c.method === "POST")?.body))).toMatchObject({
      type: "shop_order",
      loadSlug: "dal-in-9",
    });
  });
});
