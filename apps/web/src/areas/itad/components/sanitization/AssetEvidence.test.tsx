import type { AssetSanitization, AssetEvidence as Evidence } from "@ops/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { AssetEvidence } from "./AssetEvidence";

const DESTROYED: AssetSanitization = {
  barcode: "SER-31",
  dataBearing: true,
  state: "destroyed",
  records: [
    {
      id: 2,
      kind: "destruction",
      method: "shredded",
      tool: null,
      passes: null,
      result: "passed",
      verified: true,
      startedAt: null,
      finishedAt: "2026-11-21T09:00:00.000Z",
      operator: { id: 3, name: "Bo" },
      batchId: 3,
      source: "batch",
      createdAt: "2026-11-21T09:00:00.000Z",
    },
    {
      id: 1,
      kind: "erasure",
      method: "purge",
      tool: "Blancco",
      passes: 3,
      result: "failed",
      verified: false,
      startedAt: null,
      finishedAt: "2026-11-20T10:00:00.000Z",
      operator: { id: 2, name: "Ann" },
      batchId: null,
      source: "manual",
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ],
};

const EVIDENCE: Evidence = {
  barcode: "SER-31",
  serialNumber: "C02XK1",
  dataBearing: true,
  state: "destroyed",
  steps: [
    {
      step: "announced",
      at: "2026-11-18T08:00:00.000Z",
      by: null,
      title: "Announced on DAL-IN-100001, row 4",
      details: { asnRow: 4, model: "Latitude 5420" },
    },
    {
      step: "sanitization",
      at: "2026-11-21T09:00:00.000Z",
      by: "Bo",
      title: "Shredded in batch DB-000003",
      details: {},
    },
  ],
};

function serve(sanitization: AssetSanitization = DESTROYED) {
  return fakeApi((method, url) => {
    if (url.endsWith("/assets/SER-31/sanitization")) return { json: sanitization };
    if (url.endsWith("/assets/SER-31/evidence")) return { json: EVIDENCE };
    if (method === "POST" && url === "/spa/assets/SER-31/erasures")
      return {
        status: 201,
        json: {
          record: { ...DESTROYED.records[1], id: 5 },
          state: "failed",
          routed: { r2Classification: "recycle", rule: "failed_erasure_to_destruction" },
        },
      };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("AssetEvidence", () => {
  it("shows the state, every record with its method and batch, and the evidence chain; a destroyed one offers no erasure", async () => {
    serve();
    renderSignedIn(<AssetEvidence barcode="SER-31" />);
    expect(await screen.findByLabelText("Data: Destroyed")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Sanitization records" });
    expect(within(table).getByText("Shredded")).toBeInTheDocument();
    expect(within(table).getByText("Purge (NIST SP 800-88)")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "DB-000003" })).toHaveAttribute(
      "href",
      "/destruction-batches/3",
    );
    expect(await screen.findByText("Announced on DAL-IN-100001, row 4")).toBeInTheDocument();
    expect(screen.getByText("Asn row: 4")).toBeInTheDocument();
    expect(screen.getByText(/by Bo/)).toBeInTheDocument();
    // Destroyed is final: nothing is offered to record over it.
    expect(screen.queryByRole("button", { name: "Record erasure" })).not.toBeInTheDocument();
  });

  it("records an erasure from the dialog and says the rule routed the device to destruction", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = serve({ ...DESTROYED, state: "missing", records: [] });
    const user = userEvent.setup();
    renderSignedIn(<AssetEvidence barcode="SER-31" />);
    expect(await screen.findByText("No sanitization records yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record erasure" }));
    const dialog = await screen.findByRole("dialog", { name: "Record erasure of SER-31" });
    await user.type(within(dialog).getByLabelText("Tool", { exact: false, selector: "input" }), "Blancco");
    await user.click(within(dialog).getByRole("radio", { name: "Purge (NIST SP 800-88)" }));
    await user.click(within(dialog).getByRole("radio", { name: "Failed" }));
    fireEvent.change(within(dialog).getByLabelText("Finished", { exact: false, selector: "input" }), {
      target: { value: "2026-11-20T10:00" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Save erasure" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Erasure recorded. Data: Erasure failed. The device was routed to destruction (R2 recycle, rule failed_erasure_to_destruction",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toMatchObject({
      tool: "Blancco",
      method: "purge",
      result: "failed",
    });
    // The records are read again after the recording.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith("/sanitization")).length).toBeGreaterThanOrEqual(2),
    );
  });

  it("lets a client read the evidence through the client family, with nothing to record and no batch links", async () => {
    const calls = serve();
    renderSignedIn(<AssetEvidence barcode="SER-31" />, "client", ["assets.view"]);
    expect(await screen.findByLabelText("Data: Destroyed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record erasure" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "DB-000003" })).not.toBeInTheDocument();
    expect(screen.getByText("DB-000003")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain("/spa/client/assets/SER-31/sanitization");
  });
});
