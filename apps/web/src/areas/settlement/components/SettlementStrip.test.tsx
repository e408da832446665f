import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import { settlementKeys } from "../api";
import { aStatement } from "../test-statement";
import { SettlementStrip } from "./SettlementStrip";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

function renderStrip(answer: Parameters<typeof fakeApi>[0], audience: "operator" | "client" = "operator") {
  fakeApi(answer);
  return renderRoutesSignedIn(
    [
      {
        path: "/p",
        element: (
          <>
            <p>Pricing page</p>
            <SettlementStrip slug="dal-in-100042" path="/inbound/dal-in-100042/pricing/settlement" />
          </>
        ),
      },
    ],
    "/p",
    audience,
  );
}

describe("the settlement beside a pricing page's values", () => {
  it("says draft or final, the net's way and what is not priced, and links to the statement", async () => {
    renderStrip(() => ({
      json: aStatement({
        unpricedProducts: [
          { productId: 8, name: "CRT monitors", reason: "No inbound price for CRT monitors" },
          { productId: 9, name: "Cables", reason: "No inbound price for Cables" },
        ],
      }),
    }));
    const strip = await screen.findByRole("region", { name: "Settlement" });
    expect(strip).toHaveTextContent("Draft");
    expect(strip).toHaveTextContent("$205.00 due to the client");
    expect(strip).toHaveTextContent("2 products not priced");
    expect(screen.getByRole("link", { name: "Open the statement" })).toHaveAttribute(
      "href",
      "/inbound/dal-in-100042/pricing/settlement",
    );
  });

  it("shows nothing while a client's load has no final statement", async () => {
    const { client } = renderStrip(
      () => ({ status: 404, json: { message: "Statement not found" } }),
      "client",
    );
    await waitFor(() =>
      expect(client.getQueryState(settlementKeys.statement("/client", "dal-in-100042"))?.status).toBe(
        "error",
      ),
    );
    expect(screen.getByText("Pricing page")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Settlement" })).toBeNull();
    expect(screen.queryByText(/not found/i)).toBeNull();
  });
});
