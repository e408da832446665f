import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { ASSETS, LISTING, renderAt } from "./listing-test-support";

const assetsPage = { data: ASSETS, total: 3, counts: { listed: 2, sold: 1, released: 0 } };

function server(
  overrides: (method: string, url: string) => { status?: number; json?: unknown } | null = () => null,
) {
  return (method: string, url: string) => {
    const o = overrides(method, url);
    if (o) return o;
    if (url.includes("/listings/12/assets")) return { json: assetsPage };
    if (url.includes("/listings/12")) return { json: LISTING };
    if (url.includes("/listings?") || url.endsWith("/listings"))
      return { json: { data: [LISTING], total: 1 } };
    return { json: { data: [], total: 0 } };
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("the listings index", () => {
  it("lists listings and remembers the status chips under preferences_listing_status", async () => {
    const { calls } = renderAt("/listings", server());
    expect(await screen.findByText("Latitude 5420 grade B")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Draft" }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("status%5B%5D=draft"))).toBe(true));
    expect(JSON.parse(localStorage.getItem("preferences_listing_status") ?? "null")).toEqual(["draft"]);
  });

  it("starts from the remembered statuses", async () => {
    localStorage.setItem("preferences_listing_status", JSON.stringify(["listed", "sold_out"]));
    const { calls } = renderAt("/listings", server());
    await screen.findByText("Latitude 5420 grade B");
    expect(calls.some((c) => c.url.includes("status%5B%5D=listed&status%5B%5D=sold_out"))).toBe(true);
  });
});

describe("the listing page", () => {
  it("shows details, counts and assets", async () => {
    renderAt("/listings/12", server());
    expect(await screen.findByRole("heading", { name: "Latitude 5420 grade B" })).toBeInTheDocument();
    expect(screen.getByText(/the cutline of Laptops grade B/)).toBeInTheDocument();
    expect(await screen.findByText("LA-22")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Mark sold" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Mark unsold" })).toBeInTheDocument();
  });

  it("reserves a scanned barcode and shows a refusal beside the box", async () => {
    const { calls } = renderAt(
      "/listings/12",
      server((method, url) =>
        method === "POST" && url.endsWith("/listings/12/assets")
          ? calls.filter((c) => c.method === "POST").length > 1
            ? { status: 409, json: { message: "LA-9 is reserved for dal-out-1" } }
            : { status: 201, json: ASSETS[0] }
          : null,
      ),
    );
    const box = await screen.findByLabelText("Scan an asset to list it");
    await userEvent.type(box, "la-1{Enter}");
    expect(await screen.findByText("LA-1 listed")).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === "POST")?.body))).toEqual({ barcode: "LA-1" });
    await userEvent.type(box, "LA-9{Enter}");
    expect(await screen.findByText("LA-9 is reserved for dal-out-1")).toBeInTheDocument();
  });

  it("marks sold by scan with the listing price prefilled", async () => {
    const { calls } = renderAt(
      "/listings/12",
      server((method) =>
        method === "PUT" ? { json: { ...ASSETS[0], status: "sold", salePrice: 150 } } : null,
      ),
    );
    await userEvent.click(await screen.findByRole("radio", { name: "Mark sold by scan" }));
    expect(screen.getByRole("textbox", { name: /Sale price/ })).toHaveValue("$150");
    await userEvent.type(screen.getByLabelText("Scan an asset to mark it sold"), "LA-1{Enter}");
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toContain("/spa/listings/12/assets/LA-1");
    expect(JSON.parse(String(put?.body))).toEqual({ action: "sold", salePrice: 150, buyer: null });
  });

  it("asks before removing an asset, then removes it", async () => {
    const { calls } = renderAt(
      "/listings/12",
      server((method) => (method === "DELETE" ? { json: { ...ASSETS[0], status: "released" } } : null)),
    );
    await screen.findByText("LA-22");
    await userEvent.click(screen.getAllByRole("button", { name: "Remove" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("marks a sold asset unsold", async () => {
    const { calls } = renderAt(
      "/listings/12",
      server((method) =>
        method === "PUT" ? { json: { ...ASSETS[2], status: "listed", salePrice: null } } : null,
      ),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Mark unsold" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === "PUT")?.body))).toEqual({ action: "unsold" });
  });
});

describe("the listing form", () => {
  it("shows the floor on edit and refuses a price below it before sending", async () => {
    const { calls } = renderAt("/listings/12/edit", server());
    const price = await screen.findByRole("textbox", { name: /Price/ });
    expect(screen.getByText(/At least \$120\.00: the cutline of Laptops grade B/)).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, "99");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Price must be at least 120.00, the cutline of Laptops grade B"),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("shows the cutline of another grade chosen before saving, and refuses a price below it", async () => {
    const { calls } = renderAt(
      "/listings/12/edit",
      server((_, url) =>
        url.includes("/listings/floor?")
          ? {
              json: url.includes("grade=A")
                ? { floor: { minPrice: 200, source: "the cutline of Laptops grade A" } }
                : { floor: null },
            }
          : null,
      ),
    );
    await screen.findByRole("textbox", { name: /Price/ });
    await userEvent.click(screen.getByRole("combobox", { name: "Grade" }));
    await userEvent.click(await screen.findByRole("option", { name: "Grade A", hidden: true }));
    expect(await screen.findByText(/At least \$200\.00: the cutline of Laptops grade A/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/listings/floor?") && c.url.includes("grade=A"))).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Price must be at least 200.00, the cutline of Laptops grade A"),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });
});

describe("the asset page", () => {
  it("shows the listing an asset is on and its history", async () => {
    const sold = {
      ...ASSETS[2],
      listingTitle: "Latitude 5420 grade B",
      listingStatus: "listed",
      platform: "auction_marketplace",
    };
    renderAt("/listings/assets/LA-333", () => ({
      json: {
        barcode: "LA-333",
        assetId: 103,
        serialNumber: null,
        productName: "Dell Latitude 5420",
        grade: "B",
        floorPrice: 120,
        inStock: false,
        heldBy: null,
        current: sold,
        history: [sold],
      },
    }));
    expect(await screen.findByRole("heading", { name: "LA-333" })).toBeInTheDocument();
    expect(screen.getByText(/Sold for \$140\.00 to jdoe/)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Latitude 5420 grade B/ }).length).toBeGreaterThan(0);
  });
});
