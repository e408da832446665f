import { MantineProvider } from "@mantine/core";
import { PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import { ListingJobHolds } from "./ListingJobHolds";

function renderHolds(answer: Parameters<typeof fakeApi>[0], permissions: readonly string[] = PERMISSION_IDS) {
  const calls = fakeApi(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, { user: { audience: "operator", permissions, entitlements: [] } } as never);
  setCallerFamily("operator");
  const router = createMemoryRouter([{ path: "/", element: <ListingJobHolds slug="dal-so-1" /> }]);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("what listings and redeployment orders hold of a job's devices", () => {
  it("lists each device with its holder linked", async () => {
    const calls = renderHolds(() => ({
      json: {
        data: [
          {
            barcode: "LA-1",
            serialNumber: null,
            productName: "Latitude",
            grade: "B",
            holderKind: "listing",
            holder: "listing #12 (Laptops)",
            listingId: 12,
            redeploymentOrderId: null,
            status: "listed",
            since: "2026-11-20T10:00:00.000Z",
          },
        ],
      },
    }));
    expect(await screen.findByRole("link", { name: "listing #12 (Laptops)" })).toHaveAttribute(
      "href",
      "/listings/12",
    );
    expect(calls[0]?.url).toContain("/spa/activities/dal-so-1/listing_reservations");
  });

  it("says when nothing holds them", async () => {
    renderHolds(() => ({ json: { data: [] } }));
    expect(
      await screen.findByText("No listing or redeployment order holds this job's devices."),
    ).toBeInTheDocument();
  });
});
