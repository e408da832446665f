import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { WorkOrderForm } from "./WorkOrderForm";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("WorkOrderForm (new shop order)", () => {
  it("asks for the load beside the field and sends nothing", async () => {
    const calls = fakeApi(() => ({ json: { data: [], total: 0 } }));
    const user = userEvent.setup();
    renderSignedIn(<WorkOrderForm type="shop_order" />);
    await user.click(screen.getByRole("button", { name: "Create shop order" }));
    expect(await screen.findByText("Choose the load this shop order works")).toBeInTheDocument();
    expect(screen.queryByLabelText("Account")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("posts the load and shows the server's refusal on the load field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = fakeApi((method) =>
      method === "POST"
        ? {
            status: 422,
            json: { message: "No load has this slug", errors: { loadSlug: ["No load has this slug"] } },
          }
        : { status: 404, json: { message: "Activity not found" } },
    );
    const user = userEvent.setup();
    renderSignedIn(<WorkOrderForm type="shop_order" initial={{ loadSlug: "DAL-IN-9" }} />);
    await user.type(screen.getByLabelText("Description"), "Sort the pallets");
    await user.click(screen.getByRole("button", { name: "Create shop order" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/spa/activities");
    expect(JSON.parse(String(post?.body))).toMatchObject({
      type: "shop_order",
      loadSlug: "dal-in-9",
      description: "Sort the pallets",
      parentSlug: null,
    });
    expect(await screen.findAllByText("No load has this slug")).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Load/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("WorkOrderForm (new processing job)", () => {
  it("asks a job without a load for its account and warehouse", async () => {
    fakeApi(() => ({ json: { data: [], total: 0 } }));
    const user = userEvent.setup();
    renderSignedIn(<WorkOrderForm type="processing" />);
    await user.click(screen.getByRole("button", { name: "Create processing job" }));
    expect(await screen.findByText("Account is required")).toBeInTheDocument();
    expect(screen.getByText("Warehouse is required")).toBeInTheDocument();
  });
});
