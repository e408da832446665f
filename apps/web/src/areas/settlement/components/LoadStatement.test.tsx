import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import { aLine, aStatement } from "../test-statement";
import { LoadStatement } from "./LoadStatement";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const share = (id: number, lineDate: string, description: string, amount: string) =>
  aLine({
    id,
    kind: "revenue_share",
    rule: "program_rev_share_pricing",
    source: "Program Northwind ITAD: Program revenue share pricing",
    description,
    productId: null,
    quantity: "1.000",
    unit: "pieces",
    unitPrice: null,
    amount,
    lineDate,
  });

// The shares arrive out of date order; 0.10 + 0.20 style cents must add up exactly.
const FINAL = aStatement({
  id: 12,
  status: "final",
  paymentType: "check",
  finalizedAt: "2026-11-20T16:00:00.000Z",
  lines: [
    ...aStatement().lines,
    share(31, "2026-11-25", "AB1002 sold for $0.29 (70% share)", "0.20"),
    share(30, "2026-11-21", "AB1001 sold for $0.14 (70% share)", "0.10"),
    share(32, "2026-12-02", "AB1003 sold for $1,000.00 (70% share)", "700.00"),
  ],
  totals: { ...aStatement().totals, revenueShare: "700.30", credits: "1000.30", net: "905.30" },
});

function renderStatement(answer: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answer);
  renderRoutesSignedIn(
    [{ path: "/loads/:slug/statement", element: <LoadStatement slug="dal-in-100042" /> }],
    "/loads/dal-in-100042/statement",
    "client",
  );
  return calls;
}

describe("a client's statement of a load", () => {
  it("shows the net and the revenue share's running total by sale day, exactly", async () => {
    const calls = renderStatement(() => ({ json: FINAL }));
    expect(await screen.findByTestId("statement-net")).toHaveTextContent("$905.30");
    expect(calls[0]?.url).toBe("/spa/client/activities/dal-in-100042/settlement");
    expect(screen.getByTestId("revenue-share-total")).toHaveTextContent("$700.30");
    expect(screen.getByText(/Your share of what the load's devices sold for/)).toBeInTheDocument();
    const rows = within(screen.getByRole("table", { name: "Revenue share by sale" }))
      .getAllByRole("row")
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Nov 21, 2026", "AB1001 sold for $0.14 (70% share)", "$0.10", "$0.10"],
      ["Nov 25, 2026", "AB1002 sold for $0.29 (70% share)", "$0.20", "$0.30"],
      ["Dec 2, 2026", "AB1003 sold for $1,000.00 (70% share)", "$700.00", "$700.30"],
    ]);
    expect(screen.getByText("Payment type:").parentElement).toHaveTextContent("Check");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download xlsx" })).toBeInTheDocument();
  });

  it("says there is no final statement yet when the API has none for the client", async () => {
    renderStatement(() => ({ status: 404, json: { message: "Statement not found" } }));
    expect(await screen.findByText("No final statement yet")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Work on the draft" })).toBeNull();
  });

  it("leaves revenue share out when the load has none", async () => {
    renderStatement(() => ({ json: aStatement({ status: "final", id: 12 }) }));
    expect(await screen.findByTestId("statement-net")).toHaveTextContent("$205.00");
    expect(screen.queryByRole("table", { name: "Revenue share by sale" })).toBeNull();
  });
});
