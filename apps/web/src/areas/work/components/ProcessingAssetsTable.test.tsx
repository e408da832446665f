import { PERMISSION_IDS } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { ProcessingAssetsTable } from "./ProcessingAssetsTable";

const SLUG = "dal-proc-3";
const LIST_URL = `/spa/activities/${SLUG}/assets?`;

function asset(barcode: string, lastAction: string | null) {
  return {
    id: barcode.length,
    barcode,
    type: "serial",
    serialNumber: `SN-${barcode}`,
    productAssets: [{ productName: "Laptop" }],
    holds: [],
    lastAction,
    createdAt: "2026-11-25T12:00:00.000Z",
  };
}

/** The job's assets in processing, as the server holds them: a step may complete one. */
let inJob: ReturnType<typeof asset>[] = [];
let calls: SentCall[] = [];

beforeEach(() => {
  inJob = [asset("B-1", "Sorted"), asset("B-2", null), asset("B-3", "Tested")];
  calls = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith(LIST_URL)) return { json: { data: inJob, total: inJob.length } };
    const one = /^\/spa\/activities\/dal-proc-3\/assets\/([^?]+)\?type=processing$/.exec(url);
    if (method === "PUT" && one) {
      const { actionName } = JSON.parse(String(calls.at(-1)?.body)) as { actionName: string };
      const barcode = decodeURIComponent(one[1] as string);
      // SPEC §4: an asset whose latest step is '100% Complete' is no longer in the job.
      if (actionName === "100% Complete") inJob = inJob.filter((a) => a.barcode !== barcode);
      else inJob = inJob.map((a) => (a.barcode === barcode ? { ...a, lastAction: actionName } : a));
      return { json: asset(barcode, actionName) };
    }
    if (method === "PUT" && url === `/spa/activities/${SLUG}/assets?type=processing`) {
      const body = JSON.parse(String(calls.at(-1)?.body)) as { actionName: string; barcodes: string[] };
      inJob = inJob.map((a) =>
        body.barcodes.includes(a.barcode) ? { ...a, lastAction: body.actionName } : a,
      );
      return { json: { count: body.barcodes.length } };
    }
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const rowOf = (barcode: string) => screen.getByRole("link", { name: barcode }).closest("tr") as HTMLElement;

// Typing into several fields and a dialog takes seconds on a loaded machine.
describe("ProcessingAssetsTable", { timeout: 15_000 }, () => {
  it("asks for the job's processing list and shows each asset's last step", async () => {
    renderSignedIn(<ProcessingAssetsTable slug={SLUG} />);
    await screen.findByRole("link", { name: "B-1" });
    const list = calls.find((c) => c.url.startsWith(LIST_URL));
    expect(new URL(list?.url ?? "", "http://x").searchParams.get("type")).toBe("processing");
    expect(within(rowOf("B-1")).getByText("Sorted")).toBeInTheDocument();
    expect(within(rowOf("B-2")).getByText("No step yet")).toBeInTheDocument();
    expect(rowOf("B-1").querySelector("a")).toHaveAttribute("href", `/processing/${SLUG}/assets/B-1`);
  });

  it("an asset whose step becomes '100% Complete' leaves the list; the others stay", async () => {
    const user = userEvent.setup();
    renderSignedIn(<ProcessingAssetsTable slug={SLUG} />);
    await screen.findByRole("link", { name: "B-2" });

    await user.click(within(rowOf("B-2")).getByRole("button", { name: "Set step" }));
    const dialog = await screen.findByRole("dialog", { name: "Set the step of B-2" });
    // The step is required: nothing is sent without one.
    await user.click(within(dialog).getByRole("button", { name: "Set step" }));
    expect(await within(dialog).findByText("Action is required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await user.type(within(dialog).getByRole("combobox", { name: "Step" }), "100% Complete");
    await user.click(within(dialog).getByRole("button", { name: "Set step" }));

    await waitFor(() => expect(screen.queryByRole("link", { name: "B-2" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "B-1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "B-3" })).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe(`/spa/activities/${SLUG}/assets/B-2?type=processing`);
    expect(JSON.parse(String(put?.body))).toEqual({
      actionName: "100% Complete",
      reasonCode: null,
      message: null,
    });
  });

  it("sets one step on the ticked assets with the bulk call", async () => {
    const user = userEvent.setup();
    renderSignedIn(<ProcessingAssetsTable slug={SLUG} />);
    await screen.findByRole("link", { name: "B-1" });
    expect(screen.getByRole("button", { name: "Set step of selected" })).toBeDisabled();

    await user.click(within(rowOf("B-1")).getByRole("checkbox"));
    await user.click(within(rowOf("B-3")).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Set step (2 selected)" }));
    const dialog = await screen.findByRole("dialog", { name: "Set the step of 2 assets" });
    await user.type(within(dialog).getByRole("combobox", { name: "Step" }), "Demanufactured");
    await user.click(within(dialog).getByRole("button", { name: "Set step" }));

    await waitFor(() => expect(within(rowOf("B-3")).getByText("Demanufactured")).toBeInTheDocument());
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe(`/spa/activities/${SLUG}/assets?type=processing`);
    expect(JSON.parse(String(put?.body))).toMatchObject({
      actionName: "Demanufactured",
      barcodes: ["B-1", "B-3"],
    });
  });

  it("offers no steps without processing.work", async () => {
    renderSignedIn(
      <ProcessingAssetsTable slug={SLUG} />,
      "operator",
      PERMISSION_IDS.filter((p) => p !== "processing.work"),
    );
    await screen.findByRole("link", { name: "B-1" });
    expect(screen.queryByRole("button", { name: /Set step/ })).not.toBeInTheDocument();
  });
});
