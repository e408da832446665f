import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import AssetManagerPage from "../pages/AssetManagerPage";

const COPPER = {
  id: 7,
  name: "Copper #2",
  type: "commodity",
  className: null,
  brandName: null,
  matchedAlias: null,
};
const JOB = "5b0c3a4e-1d2f-4a6b-9c8d-7e6f5a4b3c2d";
const job = (status: string, extra: Record<string, unknown> = {}) => ({
  id: JOB,
  kind: "asset_manager",
  status,
  progress: status === "succeeded" ? 1 : 0.3,
  result: null,
  error: null,
  createdAt: "2026-11-25T20:00:00Z",
  updatedAt: "2026-11-25T20:00:01Z",
  ...extra,
});
const container = (barcode: string, childCount: number) => ({
  barcode,
  type: "bin",
  activitySlug: "dal-so-12",
  accountName: "Northwind Health",
  childCount,
});

let answers: Record<string, FakeAnswer[]> = {};
let calls: SentCall[] = [];

beforeEach(() => {
  answers = {};
  calls = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith("/spa/products/find")) return { json: [COPPER] };
    const key = `${method} ${url}`;
    const queued = answers[key];
    if (queued && queued.length > 0)
      return queued.length > 1 ? (queued.shift() as FakeAnswer) : (queued[0] as FakeAnswer);
    return { status: 404, json: { message: `no route ${key}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const sentTo = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url === path).map((c) => JSON.parse(String(c.body)));

describe("Asset manager: Create", () => {
  it("checks the fields before sending, then creates, follows the job and offers the labels", async () => {
    const user = userEvent.setup();
    renderSignedIn(<AssetManagerPage />);
    const panel = screen.getByRole("region", { name: "Create" });
    await user.click(within(panel).getByRole("button", { name: "Create container" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent(
      "Nothing was created: correct the fields marked below.",
    );
    expect(within(panel).getByText("Choose a product")).toBeInTheDocument();
    expect(within(panel).getByText("Scan or type a location barcode")).toBeInTheDocument();
    expect(within(panel).getByText("Enter the activity they belong to")).toBeInTheDocument();
    expect(sentTo("POST", "/spa/asset_manager/create")).toHaveLength(0);

    answers["GET /spa/locations/find?barcode=DAL-A1"] = [{ json: { id: 31, barcode: "DAL-A1" } }];
    answers["POST /spa/asset_manager/create"] = [
      {
        status: 422,
        json: {
          message: "No activity has slug dal-so-99",
          errors: { activitySlug: ["No activity has slug dal-so-99"] },
        },
      },
      { status: 202, json: { jobId: JOB } },
    ];
    answers[`GET /spa/jobs/${JOB}`] = [
      {
        json: job("succeeded", {
          result: {
            count: 3,
            activitySlug: "dal-so-12",
            range: ["BIN-DAL-000041", "BIN-DAL-000043"],
            barcodes: ["BIN-DAL-000041", "BIN-DAL-000042", "BIN-DAL-000043"],
          },
        }),
      },
    ];
    const count = within(panel).getByRole("textbox", { name: "How many" });
    await user.clear(count);
    await user.type(count, "3");
    const product = within(panel).getByRole("combobox", { name: "Product" });
    await user.type(product, "copper");
    await waitFor(() => {
      const list = document.getElementById(product.getAttribute("aria-controls") ?? "");
      expect(list && within(list).queryByRole("option", { name: "Copper #2", hidden: true })).toBeTruthy();
    });
    await user.keyboard("{ArrowDown}{Enter}");
    await user.type(within(panel).getByRole("textbox", { name: "Location" }), "dal-a1");
    await user.type(within(panel).getByRole("textbox", { name: "Activity" }), "dal-so-99");
    await user.click(within(panel).getByRole("button", { name: "Create 3 containers" }));

    expect(
      await within(panel).findByText("No activity has slug dal-so-99", {
        selector: ".mantine-InputWrapper-error",
      }),
    ).toBeInTheDocument();
    const first = sentTo("POST", "/spa/asset_manager/create")[0];
    expect(first).toMatchObject({
      count: 3,
      type: "bin",
      productId: 7,
      locationId: 31,
      activitySlug: "dal-so-99",
    });

    const activity = within(panel).getByRole("textbox", { name: "Activity" });
    await user.clear(activity);
    await user.type(activity, "dal-so-12");
    await user.click(within(panel).getByRole("button", { name: "Create 3 containers" }));
    expect(await within(panel).findByText("BIN-DAL-000041")).toBeInTheDocument();
    expect(within(panel).getByText("BIN-DAL-000043")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Print 3 labels" })).toBeInTheDocument();
    const second = sentTo("POST", "/spa/asset_manager/create")[1];
    expect(second).toMatchObject({ activitySlug: "dal-so-12", grossWeight: null, netWeight: null });
    // A changed request is a new one: it carries its own key.
    expect(second.requestKey).toEqual(expect.any(String));
    expect(second.requestKey).not.toBe(first.requestKey);
  });
});

describe("Asset manager: Consolidate", () => {
  it("checks each scan beside its box, lists the bins with remove, confirms how many move and follows the job", async () => {
    const user = userEvent.setup();
    answers["GET /spa/asset_manager/containers/BIN-T"] = [{ json: container("BIN-T", 1) }];
    answers["GET /spa/asset_manager/containers/BIN-1?targetBarcode=BIN-T"] = [
      { json: container("BIN-1", 2) },
    ];
    answers["GET /spa/asset_manager/containers/BIN-2?targetBarcode=BIN-T"] = [
      { json: container("BIN-2", 3) },
    ];
    answers["GET /spa/asset_manager/containers/BIN-3?targetBarcode=BIN-T"] = [
      { json: container("BIN-3", 4) },
    ];
    answers["GET /spa/asset_manager/containers/BIN-X?targetBarcode=BIN-T"] = [
      {
        status: 422,
        json: {
          message: "BIN-X belongs to another account (Globex Software) than BIN-T (Northwind Health)",
          errors: {
            barcode: ["BIN-X belongs to another account (Globex Software) than BIN-T (Northwind Health)"],
          },
        },
      },
    ];
    answers["POST /spa/asset_manager/consolidate"] = [{ status: 202, json: { jobId: JOB } }];
    answers[`GET /spa/jobs/${JOB}`] = [
      {
        json: job("succeeded", { result: { targetBarcode: "BIN-T", moved: 5, closed: ["BIN-1", "BIN-2"] } }),
      },
    ];
    renderSignedIn(<AssetManagerPage />);
    const panel = screen.getByRole("region", { name: "Consolidate" });
    const sources = within(panel).getByRole("textbox", { name: "Bins to empty" });
    expect(sources).toBeDisabled();
    await user.type(within(panel).getByRole("textbox", { name: "Target bin" }), "bin-t{Enter}");
    expect(
      await within(panel).findByText("BIN-T holds 1 asset on dal-so-12 (Northwind Health)"),
    ).toBeInTheDocument();
    await waitFor(() => expect(sources).toBeEnabled());

    await user.type(sources, "bin-x{Enter}");
    expect(
      await within(panel).findByText(
        "BIN-X belongs to another account (Globex Software) than BIN-T (Northwind Health)",
      ),
    ).toBeInTheDocument();
    // The refused barcode stays in the box (selected, so the next scan replaces it).
    expect(sources).toHaveValue("BIN-X");
    for (const b of ["bin-1", "bin-2", "bin-3"]) {
      await user.clear(sources);
      await user.type(sources, `${b}{Enter}`);
      await within(panel).findByText(b.toUpperCase());
    }
    await user.type(sources, "bin-1{Enter}");
    expect(await within(panel).findByText("BIN-1 is already in the list")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Remove BIN-3" }));
    expect(within(panel).queryByText("BIN-3")).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Consolidate 2 bins" }));
    const dialog = await screen.findByRole("dialog", { name: "Consolidate bins" });
    expect(dialog).toHaveTextContent(
      "5 assets will move from 2 bins into BIN-T, and the emptied bins will be closed.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Move 5 assets" }));
    expect(
      await within(panel).findByText(/5 assets moved into BIN-T; closed BIN-1, BIN-2/),
    ).toBeInTheDocument();
    const sent = sentTo("POST", "/spa/asset_manager/consolidate");
    expect(sent).toEqual([
      { targetBarcode: "BIN-T", sourceBarcodes: ["BIN-1", "BIN-2"], requestKey: expect.any(String) },
    ]);
  });

  it("puts a refusal of the job beside the bin it names, and a retry sends the same key", async () => {
    const user = userEvent.setup();
    answers["GET /spa/asset_manager/containers/BIN-T"] = [{ json: container("BIN-T", 0) }];
    answers["GET /spa/asset_manager/containers/BIN-1?targetBarcode=BIN-T"] = [
      { json: container("BIN-1", 2) },
    ];
    answers["GET /spa/asset_manager/containers/BIN-2?targetBarcode=BIN-T"] = [
      { json: container("BIN-2", 1) },
    ];
    answers["POST /spa/asset_manager/consolidate"] = [
      { status: 503, json: { message: "The service is unavailable" } },
      {
        status: 422,
        json: {
          message: "S-9 in BIN-2 is on legal hold; release the hold first",
          errors: { "sourceBarcodes.1": ["S-9 in BIN-2 is on legal hold; release the hold first"] },
        },
      },
    ];
    renderSignedIn(<AssetManagerPage />);
    const panel = screen.getByRole("region", { name: "Consolidate" });
    await user.type(within(panel).getByRole("textbox", { name: "Target bin" }), "bin-t{Enter}");
    const sources = within(panel).getByRole("textbox", { name: "Bins to empty" });
    await waitFor(() => expect(sources).toBeEnabled());
    await user.type(sources, "bin-1{Enter}");
    await within(panel).findByText("BIN-1");
    await user.type(sources, "bin-2{Enter}");
    await within(panel).findByText("BIN-2");

    await user.click(within(panel).getByRole("button", { name: "Consolidate 2 bins" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Move 3 assets" }),
    );
    expect(
      await within(panel).findByText(/Nothing was moved: The service is unavailable\. Send again to retry\./),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Consolidate 2 bins" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Move 3 assets" }),
    );
    const table = await within(panel).findByRole("table", { name: "Bins to empty" });
    expect(
      await within(table).findByText("S-9 in BIN-2 is on legal hold; release the hold first"),
    ).toBeInTheDocument();
    const [first, second] = sentTo("POST", "/spa/asset_manager/consolidate");
    expect(second.requestKey).toBe(first.requestKey);
  });
});
