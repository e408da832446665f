import { MantineProvider } from "@mantine/core";
import { type AssetTests, PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shellRoutes } from "../../../app/routes";
import { setCallerFamily } from "../../../shared/endpoints";
import { tabHandle } from "../../../shared/record-frame/route-tabs";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import { stubPhone } from "../../../test/media";
import { DeviceFrame } from "./DeviceFrame";
import { DeviceInfo } from "./DeviceInfo";

const device = anAsset({
  id: 31,
  type: "serial",
  barcode: "SER-31",
  serialNumber: "C02XK1",
  activitySlug: "dal-so-7",
  grade: "B",
  cosmeticGrade: "B",
  functionalGrade: "A",
  floorPrice: 240,
  holds: [{ id: 5, type: "locked" }],
  locks: ["fmip_locked"],
});

function testsOf(className: string): AssetTests {
  return {
    barcode: "SER-31",
    productClassId: 2,
    productClassName: className,
    suites: [],
    results: [
      {
        id: 9,
        testSuiteId: 3,
        versionId: 30,
        answers: {},
        evaluation: {
          cosmeticGrade: "B",
          functionalGrade: "A",
          exceptionsGrade: null,
          overallGrade: "B",
          disposition: "resold_or_recycled",
          r2Classification: "resale",
        },
        suiteName: "Laptop",
        version: 2,
        testedBy: "Tess Tech",
        testedAt: "2026-11-25T09:00:00Z",
        updatedAt: "2026-11-25T09:00:00Z",
      },
    ],
  };
}

/** A device page of the shop order at `path`, the server answering for a device of `className`. */
function renderDevice(path: string, className: string) {
  const calls = fakeApi((_method, url) => {
    if (url.startsWith("/spa/assets?")) return { json: { data: [device], total: 1 } };
    if (url.startsWith("/spa/tests?")) return { json: testsOf(className) };
    if (url === "/spa/assets/SER-31/locks")
      return {
        json: [
          {
            type: "fmip_locked",
            label: "Find My iPhone locked",
            foundBy: "Lee Lock",
            foundAt: "2026-11-25T08:00:00Z",
          },
        ],
      };
    if (url === "/spa/routings") return { json: [] };
    if (url.startsWith("/spa/activities/dal-so-7/components")) {
      const parts = [
        anAsset({ id: 51, type: "serial", barcode: "SER-51", harvestedFromBarcode: "SER-31" }),
        anAsset({ id: 52, type: "serial", barcode: "SER-52", harvestedFromBarcode: "SER-99" }),
      ];
      // The server keeps the parts of the device named by harvestedFrom.
      const from = new URLSearchParams(url.split("?")[1]).get("harvestedFrom");
      const data = parts.filter((p) => from === null || p.harvestedFromBarcode === from);
      return { json: { data, total: data.length } };
    }
    if (url.startsWith("/spa/holds?"))
      return {
        json: {
          data: [
            {
              id: 5,
              barcode: "SER-31",
              serialNumber: "C02XK1",
              type: "locked",
              programId: null,
              programName: null,
              processingInstructions: "Locked: Find My iPhone locked",
              fileName: null,
              status: "active",
              createdBy: "Lee Lock",
              createdAt: "2026-11-25T08:00:00Z",
              releasedBy: null,
              releasedAt: null,
            },
          ],
          total: 1,
        },
      };
    return { status: 404, json: { message: "Not found" } };
  });
  const routes = shellRoutes.filter((r) => r.tab?.frame === "shop-order-device");
  const router = createMemoryRouter(
    routes.map((route) => ({
      path: `/${route.path}`,
      handle: tabHandle(shellRoutes, route),
      element: <DeviceFrame>{(d, place) => <DeviceInfo device={d} place={place} />}</DeviceFrame>,
    })),
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, {
    user: { audience: "operator", permissions: PERMISSION_IDS, entitlements: [] },
  } as never);
  setCallerFamily("operator");
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const tabNames = () => screen.getAllByRole("tab").map((t) => t.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("DeviceFrame", () => {
  it("shows the laptop cosmetic tab for a laptop, with the suggestion beside the routed values", async () => {
    renderDevice("/shop-order/dal-so-7/itad/SER-31", "Laptops");
    expect(await screen.findByRole("tab", { name: "Laptop cosmetic" })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      "Info",
      "Tests",
      "Cosmetic",
      "Laptop cosmetic",
      "Functional",
      "Exceptions",
      "Components",
      "Pack",
      "Attachments",
      "Evidence",
      "Events",
    ]);
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Info");
    expect((await screen.findByTestId("suggestion")).textContent).toContain(
      "Suggested: Resold or recycled · Resale",
    );
    expect(within(screen.getByTestId("routed")).getByText("Not routed")).toBeInTheDocument();
    // A held device says so, with its hold.
    expect(screen.getByRole("alert")).toHaveTextContent("On hold: Locked");
    expect(await screen.findByText(/Locked: Locked: Find My iPhone locked \(Lee Lock/)).toBeInTheDocument();
    expect(await screen.findByText(/found by Lee Lock/)).toBeInTheDocument();
    // Only the parts harvested from this device count.
    expect(await screen.findByRole("link", { name: "1 part" })).toHaveAttribute(
      "href",
      "/shop-order/dal-so-7/itad/SER-31/components",
    );
  });

  it("hides the laptop cosmetic tab for a phone, also on a phone-sized screen", async () => {
    stubPhone();
    renderDevice("/shop-order/dal-so-7/itad/SER-31/cosmetic", "Phones");
    expect(await screen.findByRole("tab", { name: "Cosmetic", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("Phones", { exact: false })).toBeInTheDocument();
    expect(tabNames()).not.toContain("Laptop cosmetic");
    expect(screen.getByRole("link", { name: "← Shop order dal-so-7" })).toHaveAttribute(
      "href",
      "/shop-order/dal-so-7/itad",
    );
  });
});
