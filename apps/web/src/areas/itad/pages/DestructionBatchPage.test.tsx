import { MantineProvider } from "@mantine/core";
import { type DestructionBatchDetail, PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { theme } from "../../../shared/theme";
import { fakeApi } from "../../../test/fake-api";
import DestructionBatchNewPage from "./DestructionBatchNewPage";
import DestructionBatchPage from "./DestructionBatchPage";

const BATCH: DestructionBatchDetail = {
  id: 7,
  number: "DB-000007",
  warehouseId: 1,
  method: "shredded",
  machine: "SSI Q55",
  witness: "Dana Lee",
  destroyedAt: "2026-11-20T10:00:00.000Z",
  notes: "Two bags",
  hasPhoto: false,
  count: 1,
  createdBy: { id: 2, name: "Ann" },
  createdAt: "2026-11-20T10:05:00.000Z",
  assets: [
    {
      barcode: "DRV-1",
      serialNumber: "WD-1",
      product: "Hard drive",
      accountName: "Northwind Health",
      loadSlug: "dal-in-100001",
    },
  ],
};

function renderAt(path: string, answer: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answer);
  const router = createMemoryRouter(
    [
      { path: "/destruction-batches/new", element: <DestructionBatchNewPage /> },
      { path: "/destruction-batches/:id", element: <DestructionBatchPage /> },
    ],
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
  return { calls, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("destruction batch pages", () => {
  it("shows the batch's facts and serials, and uploads a photo that then shows with a download link", async () => {
    let photo = false;
    const { calls } = renderAt("/destruction-batches/7", (method, url) => {
      if (method === "PUT" && url === "/spa/destruction_batches/7/photo") {
        photo = true;
        return { json: { ...BATCH, hasPhoto: true } };
      }
      if (url === "/spa/destruction_batches/7") return { json: { ...BATCH, hasPhoto: photo } };
      return { status: 404, json: { message: `no route ${method} ${url}` } };
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Destruction batch DB-000007" }),
    ).toBeVisible();
    expect(screen.getByText("SSI Q55")).toBeInTheDocument();
    expect(screen.getByText("Dana Lee")).toBeInTheDocument();
    expect(screen.getByText("No photo yet.")).toBeInTheDocument();
    const serials = screen.getByRole("table", { name: "Destroyed serials" });
    expect(within(serials).getByRole("link", { name: "DRV-1" })).toHaveAttribute(
      "href",
      "/assets/DRV-1/evidence",
    );
    expect(within(serials).getByRole("link", { name: "dal-in-100001" })).toHaveAttribute(
      "href",
      "/inbound/dal-in-100001",
    );

    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["jpg"], "shred.jpg", { type: "image/jpeg" }));
    await user.click(screen.getByRole("button", { name: "Upload photo" }));
    const image = await screen.findByRole("img", { name: "Photo of batch DB-000007" });
    expect(image.getAttribute("src")).toMatch(/^\/spa\/destruction_batches\/7\/photo\?v=/);
    expect(screen.getByRole("link", { name: "Download photo" })).toHaveAttribute(
      "download",
      "DB-000007-photo",
    );
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body instanceof FormData && (put.body.get("file") as File).name).toBe("shred.jpg");
  });

  it("says so for a batch that does not exist", async () => {
    renderAt("/destruction-batches/99", () => ({
      status: 404,
      json: { message: "Destruction batch not found" },
    }));
    expect(await screen.findByRole("heading", { name: "Destruction batch not found" })).toBeVisible();
  });

  it("opens the new batch's page once it is recorded", async () => {
    const { router } = renderAt("/destruction-batches/new", (method, url) => {
      if (method === "POST" && url === "/spa/destruction_batches") return { status: 201, json: BATCH };
      if (url === "/spa/destruction_batches/7") return { json: BATCH };
      return { status: 404, json: { message: `no route ${method} ${url}` } };
    });
    const user = userEvent.setup();
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input" });
    await user.click(field("Method"));
    await user.click(screen.getByRole("option", { name: "Shredded", hidden: true }));
    await user.type(field("Machine"), "SSI Q55");
    await user.type(field("Witness"), "Dana Lee");
    await user.type(field("Scan serial"), "DRV-1{Enter}");
    await user.click(screen.getByRole("button", { name: "Record batch" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Destruction batch DB-000007" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/destruction-batches/7");
  });
});
