import { MantineProvider } from "@mantine/core";
import { PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { anActivity } from "../../../test/activity";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import ItadJobPage from "./ItadJobPage";

const job = anActivity({ slug: "dal-itad-3", type: "itad", status: "in_progress" });
const laptop = anAsset({ id: 31, type: "serial", barcode: "SER-31", serialNumber: "C02XK1", grade: "B" });

function renderJob(status = job.status) {
  const calls = fakeApi((method, url) => {
    if (url === "/spa/activities/dal-itad-3") return { json: { ...job, status } };
    if (url.startsWith("/spa/activities/dal-itad-3/serials")) return { json: { data: [laptop], total: 1 } };
    if (url === "/spa/labor_segments/current") return {};
    if (url.startsWith("/spa/locations/workstations")) return { json: [] };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  const router = createMemoryRouter([{ path: "/itad/:slug", element: <ItadJobPage /> }], {
    initialEntries: ["/itad/dal-itad-3"],
  });
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("ItadJobPage", () => {
  it("offers scanning on a job in progress and lists its devices, each opening its page in the job", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderJob();
    expect(await screen.findByRole("textbox", { name: "Asset barcode" })).toBeInTheDocument();
    const device = await screen.findByRole("link", { name: "SER-31" });
    expect(device).toHaveAttribute("href", "/itad/dal-itad-3/serialized/SER-31");
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/itad/dal-itad-3/edit");
  });

  it("offers no scanning on a completed job, and says why", async () => {
    renderJob("completed");
    expect(await screen.findByText(/This ITAD job is completed/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Asset barcode" })).toBeNull();
  });
});
