import type { Activity, BinAssignment } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { BinAssignments } from "./BinAssignments";

const URL = "/spa/activities/dal-so-7/bin_assignments";

const bin = (id: number, barcode: string): BinAssignment => ({
  id,
  barcode,
  assetType: "bin",
  productName: "Mixed electronics",
  grossWeight: 410,
  netWeight: 380,
  accountId: 3,
  accountName: "Northwind Health",
  assignedBy: "Priya Patel",
  createdAt: "2026-11-25T14:03:00.000Z",
});

const order = { slug: "dal-so-7", type: "shop_order", status: "in_progress" } as Activity;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("BinAssignments", () => {
  it("assigns a scanned bin, and shows a refusal beside the box keeping the barcode", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = fakeApi((method, url) => {
      if (method === "POST") {
        const { barcodes } = JSON.parse(String(calls.at(-1)?.body)) as { barcodes: string[] };
        return barcodes[0] === "B-OTHER"
          ? {
              status: 422,
              json: {
                message: "B-OTHER belongs to another account than this shop order",
                errors: { "barcodes.0": ["B-OTHER belongs to another account than this shop order"] },
              },
            }
          : { status: 201, json: { assigned: [bin(2, barcodes[0] as string)] } };
      }
      if (url.startsWith(URL)) return { json: { data: [bin(1, "B-1")], total: 1 } };
      return { json: {} };
    });
    const user = userEvent.setup();
    renderSignedIn(<BinAssignments activity={order} />);
    expect(await screen.findByText("B-1")).toBeInTheDocument();
    const box = screen.getByLabelText("Scan a bin or pallet");
    await user.type(box, "b-other{Enter}");
    expect(
      await screen.findByText("B-OTHER belongs to another account than this shop order"),
    ).toBeInTheDocument();
    expect(box).toHaveValue("B-OTHER");
    await user.clear(box);
    await user.type(box, "b-2{Enter}");
    await waitFor(() => expect(box).toHaveValue(""));
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => [c.url, JSON.parse(String(c.body))])).toEqual([
      [URL, { barcodes: ["B-OTHER"] }],
      [URL, { barcodes: ["B-2"] }],
    ]);
  });

  it("removes a bin only after confirming", async () => {
    const calls = fakeApi((method, url) =>
      method === "DELETE"
        ? { status: 204 }
        : url.startsWith(URL)
          ? { json: { data: [bin(1, "B-1")], total: 1 } }
          : { json: {} },
    );
    const user = userEvent.setup();
    renderSignedIn(<BinAssignments activity={order} />);
    await user.click(await screen.findByRole("button", { name: "Remove B-1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove B-1?" });
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove bin" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([`${URL}/1`]),
    );
  });

  it("offers no scanning on a closed order", async () => {
    fakeApi(() => ({ json: { data: [], total: 0 } }));
    renderSignedIn(<BinAssignments activity={{ ...order, status: "closed" }} />);
    expect(await screen.findByText(/bins can no longer be assigned or removed/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Scan a bin or pallet")).not.toBeInTheDocument();
  });
});
