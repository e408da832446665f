import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { ORDER, renderAt } from "./redeployments.test-support";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("the redeployment order page", () => {
  it("shows the status, lines, reserved devices, the load link and the drive charge to an operator", async () => {
    renderAt("/redeployments/orders/12", () => ({ json: ORDER }));
    expect(await screen.findByRole("heading", { name: "Redeployment order #12" })).toBeInTheDocument();
    expect(screen.getByText("Submitted")).toBeInTheDocument();
    expect(screen.getByText("RD-1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "dal-out-100077" })).toHaveAttribute(
      "href",
      "/outbound/dal-out-100077",
    );
    expect(screen.getByText("$25.00 (2 drives)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Release to picking" })).toBeInTheDocument();
  });

  it("a client sees the load without a link and cannot release to picking", async () => {
    renderAt("/redeployments/orders/12", () => ({ json: ORDER }), "client");
    expect(await screen.findByText("dal-out-100077")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "dal-out-100077" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Release to picking" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
  });

  it("releases to picking onto the pick list of the picker chosen", async () => {
    const calls = renderAt("/redeployments/orders/12", (method, url) =>
      url.startsWith("/spa/users")
        ? { json: { data: [{ id: 7, name: "Ramon Reyes" }], total: 1 } }
        : method === "PUT"
          ? { json: { ...ORDER, status: "picking" } }
          : { json: ORDER },
    ).calls;
    await userEvent.click(await screen.findByRole("button", { name: "Release to picking" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Picker" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ramon Reyes", hidden: true }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Release to picking" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({ status: "picking", assignedTo: 7 });
  });

  it("cancels with a reason after confirmation", async () => {
    const calls = renderAt("/redeployments/orders/12", (method) =>
      method === "PUT" ? { json: { ...ORDER, status: "canceled", cancelReason: "Left" } } : { json: ORDER },
    ).calls;
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByText("Give the reason for canceling")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Employee left");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toContain("/spa/redeployment_orders/12");
    expect(JSON.parse(String(put?.body))).toEqual({ status: "canceled", cancelReason: "Employee left" });
  });

  it("a draft says its devices come at submission; an unknown order says not found", async () => {
    renderAt("/redeployments/orders/12", () => ({
      json: { ...ORDER, status: "draft", devices: [], outbound: null, driveCharge: null, driveCount: 0 },
    }));
    expect(await screen.findByText("Devices are reserved when the order is submitted.")).toBeInTheDocument();
    expect(screen.getByText("Computed when submitted")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit order" })).toBeInTheDocument();
  });

  it("answers not found for an order out of reach", async () => {
    renderAt(
      "/redeployments/orders/99",
      () => ({ status: 404, json: { message: "Redeployment order not found" } }),
      "client",
    );
    expect(await screen.findByRole("heading", { name: "Redeployment order not found" })).toBeInTheDocument();
  });
});
