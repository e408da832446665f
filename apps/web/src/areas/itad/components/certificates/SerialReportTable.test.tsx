import type { SerialReport } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDataTablePreferences } from "../../../../shared/DataTable";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { SerialReportTable } from "./SerialReportTable";

const SLUG = "dal-in-100042";

const report: SerialReport = {
  data: [
    {
      barcode: "A100",
      serialNumber: "SN-1",
      product: "Latitude 7490",
      productClass: "Laptop",
      dataBearing: true,
      grade: "B",
      state: "erased",
      method: "purge",
      sanitizedAt: "2026-11-20T15:00:00.000Z",
      disposition: null,
      r2Classification: "reuse",
      certificateNumber: "COD-2026-000001-ABCDEF",
    },
    {
      barcode: "A101",
      serialNumber: "SN-2",
      product: "Latitude 7490",
      productClass: "Laptop",
      dataBearing: true,
      grade: null,
      state: "missing",
      method: null,
      sanitizedAt: null,
      disposition: null,
      r2Classification: null,
      certificateNumber: null,
    },
  ],
  total: 2,
  states: { erased: 1, missing: 1, not_required: 3 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
  clearDataTablePreferences();
});

describe("SerialReportTable", () => {
  it("shows the load's counts by state over the rows, and a picked state filters the table", async () => {
    const calls = fakeApi(() => ({ json: report }));
    const user = userEvent.setup();
    renderSignedIn(<SerialReportTable slug={SLUG} />, "client");

    expect(await screen.findByRole("link", { name: "A100" })).toHaveAttribute("href", "/assets/A100");
    expect(screen.getByText("COD-2026-000001-ABCDEF")).toBeInTheDocument();
    expect(screen.getByText("Purge (NIST SP 800-88)")).toBeInTheDocument();
    const figures = within(screen.getByRole("region", { name: "Serials by state" }));
    expect(figures.getByText("5 serials")).toBeInTheDocument();
    expect(figures.getByRole("button", { name: "No record: 1" })).toBeInTheDocument();
    expect(figures.getByRole("button", { name: "Destroyed: 0" })).toBeInTheDocument();
    // A client asks in its own family.
    expect(calls[0]?.url).toMatch(new RegExp(`^/spa/client/activities/${SLUG}/serial_report\\?`));
    expect(calls[0]?.url).not.toContain("state=");

    await user.click(figures.getByRole("button", { name: "No record: 1" }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toContain("state=missing"));
    expect(figures.getByRole("button", { name: "No record: 1" })).toHaveAttribute("aria-pressed", "true");
  });
});
