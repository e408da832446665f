import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { LISTING, ORDER, renderAt } from "./redeployments.test-support";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const answer = (method: string, url: string) =>
  url.includes("/redeployment_orders/listings")
    ? { json: { data: [LISTING], total: 1 } }
    : url.includes("/accounts")
      ? { json: { data: [{ id: 3, name: "Northwind Health" }], total: 1 } }
      : method === "POST"
        ? { status: 201, json: { ...ORDER, status: "draft" } }
        : { json: ORDER };

async function fillRecipient() {
  await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Jamie Rivera");
  await userEvent.type(screen.getByRole("textbox", { name: /Address line 1/ }), "1 Elm St");
  await userEvent.type(screen.getByRole("textbox", { name: /^City/ }), "Dallas");
  await userEvent.type(screen.getByRole("textbox", { name: /Postal code/ }), "75201");
  await userEvent.type(screen.getByRole("combobox", { name: /Country/ }), "us");
  await userEvent.tab();
}

describe("a new redeployment order", () => {
  it("a client orders from the stock's Order: account and line preset, submitted after confirmation", {
    timeout: 20_000,
  }, async () => {
    const { calls, router } = renderAt(
      "/redeployments/orders/new?accountId=3&warehouseId=1&productId=5&grade=A",
      answer,
      "client",
    );
    expect(await screen.findByDisplayValue("Dell Latitude 5420 grade A (3 available)")).toBeInTheDocument();
    const quantity = screen.getByRole("textbox", { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await fillRecipient();
    await userEvent.click(screen.getByRole("button", { name: "Submit order" }));
    expect(
      await screen.findByText(/2 devices will be reserved and sent to Jamie Rivera/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Submit order" }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/redeployments/orders/12"));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/spa/client/redeployment_orders");
    expect(JSON.parse(String(post?.body))).toMatchObject({
      accountId: 3,
      warehouseId: 1,
      recipientName: "Jamie Rivera",
      address: { line1: "1 Elm St", city: "Dallas", postalCode: "75201", country: "US" },
      lines: [{ productId: 5, grade: "A", quantity: 2 }],
    });
    const put = calls.find((c) => c.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({ status: "submitted" });
  });

  it("keeps the quantity within what is available and refuses a missing address before sending anything", async () => {
    const { calls } = renderAt(
      "/redeployments/orders/new?accountId=3&warehouseId=1&productId=5&grade=A",
      answer,
      "client",
    );
    await screen.findByDisplayValue("Dell Latitude 5420 grade A (3 available)");
    const quantity = screen.getByRole("textbox", { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "9");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    // The quantity cannot go past what is available.
    expect(quantity).toHaveValue("3");
    expect(await screen.findByText("Address line 1 is required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
