import { MantineProvider } from "@mantine/core";
import { PERMISSION_IDS, type PutawayAssetList } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import PutawayPage from "./PutawayPage";

const location = (id: number, barcode: string, warehouseId: number, warehouseShortName: string) => ({
  id,
  warehouseId,
  warehouseShortName,
  parentId: null,
  parentBarcode: null,
  barcode,
  name: barcode,
  type: "inventory",
  active: true,
  accountId: null,
  accountName: null,
  childCount: 0,
  createdAt: "2026-11-26T09:00:00.000Z",
  updatedAt: "2026-11-26T09:00:00.000Z",
});

const LIST: PutawayAssetList = {
  total: 1,
  data: [
    {
      id: 5,
      barcode: "PW1",
      type: "serial",
      serialNumber: "SN1",
      activitySlug: "dal-in-100001",
      accountName: "Northwind Health",
      productName: "Laptop",
      contentsCount: 0,
      createdAt: "2026-11-26T09:00:00.000Z",
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

function renderPage(answer: (method: string, url: string) => FakeAnswer | undefined) {
  const calls = fakeApi((method, url) => {
    if (method === "GET" && url.includes("/putaway_assets")) return { json: LIST };
    return answer(method, url) ?? { status: 500, json: { message: `unexpected ${method} ${url}` } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, {
    user: { audience: "operator", permissions: PERMISSION_IDS, warehouseId: 1 },
    warehouses: [
      { id: 1, shortName: "DAL", name: "Dallas" },
      { id: 2, shortName: "PHX", name: "Phoenix" },
    ],
  } as never);
  setCallerFamily("operator");
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={["/inventory/dal-inventory/putaway"]}>
          <Routes>
            <Route path="/inventory/:slug/putaway" element={<PutawayPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

async function scan(name: string, code: string) {
  const box = screen.getByRole("textbox", { name });
  await userEvent.click(box);
  await userEvent.type(box, `${code}{Enter}`);
}

// Typing scans key by key is slow on a busy machine: more than the default 5 s per test.
describe("the putaway screen", { timeout: 20_000 }, () => {
  it("puts the scanned asset at the scanned location, then is ready for the next", async () => {
    const calls = renderPage((method, url) => {
      if (method === "GET" && url.includes("/locations/find")) return { json: location(7, "A-01", 1, "DAL") };
      if (method === "POST" && url.endsWith("/spa/locations/assets"))
        return { json: { barcode: "PW1", childCount: 0, activitySlug: "dal-inventory" } };
      return undefined;
    });
    expect(await screen.findByText("PW1")).toBeTruthy();
    expect(screen.getByText("1 to put away")).toBeTruthy();
    await scan("1. Asset", "pw1");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "2. Location" })),
    );
    await scan("2. Location", "a-01");
    expect(await screen.findByText("PW1 is at A-01 in dal-inventory")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({ locationId: 7, barcode: "PW1" });
    const find = calls.find((c) => c.url.includes("/locations/find"));
    expect(find?.url).toContain("warehouse_id=1");
    const assetBox = screen.getByRole("textbox", { name: "1. Asset" });
    expect((assetBox as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(assetBox));
  });

  it("refuses another warehouse's location beside the box, calling nothing that changes", async () => {
    const calls = renderPage((method, url) => {
      if (method === "GET" && url.includes("/locations/find"))
        return url.includes("warehouse_id")
          ? { status: 404, json: { message: "Location not found" } }
          : { json: location(9, "B-01", 2, "PHX") };
      return undefined;
    });
    await screen.findByText("PW1");
    await scan("1. Asset", "PW1");
    await scan("2. Location", "B-01");
    expect(await screen.findByText("Location B-01 is in PHX; this screen works in DAL")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's refusal beside the location box and an unknown asset beside the asset box", async () => {
    let answer: FakeAnswer = {
      status: 409,
      json: { message: "PW1 is on hold; a held asset can go only to a customer quarantine location" },
    };
    renderPage((method, url) => {
      if (method === "GET" && url.includes("/locations/find")) return { json: location(7, "A-01", 1, "DAL") };
      if (method === "POST") return answer;
      return undefined;
    });
    await screen.findByText("PW1");
    await scan("1. Asset", "PW1");
    await scan("2. Location", "A-01");
    expect(
      await screen.findByText("PW1 is on hold; a held asset can go only to a customer quarantine location"),
    ).toBeTruthy();
    answer = { status: 404, json: { message: "No asset has barcode NOPE" } };
    await userEvent.click(screen.getByRole("button", { name: "Change asset" }));
    await scan("1. Asset", "NOPE");
    await scan("2. Location", "A-01");
    expect(await screen.findByText("No asset has barcode NOPE")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "1. Asset" })),
    );
  });
});
