import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { LISTING, ORDER, renderAt } from "./redeployments.test-support";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const answer = (_method: string, url: string) =>
  url.includes("/redeployment_orders/listings")
    ? { json: { data: [LISTING], total: 1 } }
    : url.includes("/accounts")
      ? { json: { data: [{ id: 3, name: "Northwind Health" }], total: 1 } }
      : url.includes("/redeployment_orders")
        ? { json: { data: [ORDER], total: 1 } }
        : { json: {} };

describe("redeployment stock and orders lists", () => {
  it("a client sees the available devices by product and grade, and Order leads to a new order for them", async () => {
    const { calls, router } = renderAt("/redeployments/listings", answer, "client");
    expect(await screen.findByText("Dell Latitude 5420")).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith("/spa/client/redeployment_orders/listings"))).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: "Order Dell Latitude 5420 grade A" }));
    expect(router.state.location.pathname).toBe("/redeployments/orders/new");
    expect(router.state.location.search).toContain("productId=5");
  });

  it("says so when nothing is kept for redeployment", async () => {
    renderAt("/redeployments/listings", () => ({ json: { data: [], total: 0 } }), "client");
    expect(await screen.findByText("No devices are kept for redeployment right now.")).toBeInTheDocument();
  });

  it("lists orders with their status and opens one", async () => {
    const { router } = renderAt("/redeployments/orders", answer);
    expect(await screen.findByText("Jamie Rivera")).toBeInTheDocument();
    expect(screen.getByText("#12")).toBeInTheDocument();
    await userEvent.click(screen.getByText("Jamie Rivera"));
    expect(router.state.location.pathname).toBe("/redeployments/orders/12");
  });
});
