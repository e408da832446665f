import { PERMISSION_IDS, type UserAsset } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { stubPhone } from "../../../test/media";
import { renderSignedIn } from "../../../test/render-signed-in";
import { UserWorkSection, workOrderPathOf } from "./UserWorkSection";

const BASE = "/spa/users/7/assets";

const row = (id: number, over: Partial<UserAsset> = {}): UserAsset => ({
  workAssetId: id,
  assetId: 100 + id,
  barcode: `A-${id}`,
  assetType: "serial",
  productName: "Latitude 5420",
  kind: "processed",
  activitySlug: "dal-so-7",
  activityType: "shop_order",
  lastAction: "Wiped",
  completedAt: null,
  addedAt: "2026-11-25T14:03:00.000Z",
  ...over,
});

const pageOf = (url: string) => new URL(url, "http://x").searchParams;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("workOrderPathOf", () => {
  it("leads a shop order to /shop-order and a processing job to /processing", () => {
    expect(workOrderPathOf("shop_order", "dal-so-7")).toBe("/shop-order/dal-so-7");
    expect(workOrderPathOf("processing", "dal-proc-2")).toBe("/processing/dal-proc-2");
    expect(workOrderPathOf("itad", "dal-itad-3")).toBe("/itad/dal-itad-3");
    expect(workOrderPathOf("inbound", "dal-in-1")).toBeNull();
  });
});

describe("UserWorkSection", () => {
  it("lists what the person processed and created, linking each asset and its work order", async () => {
    const calls = fakeApi((_method, url) =>
      url.startsWith(BASE)
        ? {
            json: {
              data: [
                row(1),
                row(2, {
                  kind: "created",
                  activitySlug: "dal-proc-2",
                  activityType: "processing",
                  lastAction: null,
                }),
              ],
              total: 2,
            },
          }
        : { json: {} },
    );
    renderSignedIn(<UserWorkSection userId={7} />);
    const table = await screen.findByRole("table", { name: "Work" });
    expect(within(table).getByRole("link", { name: "A-1" })).toHaveAttribute("href", "/assets/A-1");
    expect(within(table).getByRole("link", { name: "dal-so-7" })).toHaveAttribute(
      "href",
      "/shop-order/dal-so-7",
    );
    expect(within(table).getByRole("link", { name: "dal-proc-2" })).toHaveAttribute(
      "href",
      "/processing/dal-proc-2",
    );
    expect(within(table).getByText("Created")).toBeInTheDocument();
    expect(within(table).getByText("Processed")).toBeInTheDocument();
    expect(within(table).getByText("Wiped")).toBeInTheDocument();
    expect(screen.getByText("2 assets")).toBeInTheDocument();
    const sent = pageOf(calls[0]?.url ?? "");
    expect(calls[0]?.url.startsWith(BASE)).toBe(true);
    expect(Object.fromEntries(sent)).toMatchObject({ type: "all", page: "1", order: "desc" });
  });

  it("filters by kind from the first page, and says so when there is nothing of that kind", async () => {
    const calls = fakeApi((_method, url) => {
      const q = pageOf(url);
      if (q.get("type") === "created") return { json: { data: [], total: 0 } };
      return { json: { data: Array.from({ length: 25 }, (_, i) => row(i + 1)), total: 30 } };
    });
    const user = userEvent.setup();
    renderSignedIn(<UserWorkSection userId={7} />);
    await screen.findByRole("table", { name: "Work" });
    await user.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(pageOf(calls.at(-1)?.url ?? "").get("page")).toBe("2"));
    await user.click(screen.getByText("Created"));
    expect(await screen.findByText("Nothing created in a work order yet.")).toBeInTheDocument();
    expect(Object.fromEntries(pageOf(calls.at(-1)?.url ?? ""))).toMatchObject({ type: "created", page: "1" });
  });

  it("shows a loading state, then the empty state of a person with no work", async () => {
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify({ data: [], total: 0 }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    renderSignedIn(<UserWorkSection userId={7} />);
    expect(screen.getByLabelText("Loading work")).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText("Nothing processed or created in a work order yet.")).toBeInTheDocument();
  });

  it("names assets and orders as plain text for a user who may not open them", async () => {
    fakeApi(() => ({ json: { data: [row(1)], total: 1 } }));
    renderSignedIn(
      <UserWorkSection userId={7} />,
      "operator",
      PERMISSION_IDS.filter((p) => p !== "assets.view" && p !== "activities.view"),
    );
    const table = await screen.findByRole("table", { name: "Work" });
    expect(within(table).getByText("A-1")).toBeInTheDocument();
    expect(within(table).queryByRole("link")).toBeNull();
  });

  it("stacks each row as a card on a phone", async () => {
    stubPhone();
    fakeApi(() => ({ json: { data: [row(1)], total: 1 } }));
    renderSignedIn(<UserWorkSection userId={7} />);
    const cards = await screen.findByTestId("user-work-cards");
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(cards).getByRole("link", { name: "A-1" })).toHaveAttribute("href", "/assets/A-1");
    expect(within(cards).getByRole("link", { name: "dal-so-7" })).toHaveAttribute(
      "href",
      "/shop-order/dal-so-7",
    );
  });
});
