import type { Asset } from "@ops/domain";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { AssetHeader } from "./AssetHeader";

const bin: Asset = anAsset();

beforeEach(() => {
  fakeApi(() => ({ status: 404, json: { message: "Not found" } }));
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("AssetHeader", () => {
  it("says a closed container is closed and into what it was emptied, from its own fields", () => {
    renderSignedIn(
      <AssetHeader
        asset={{ ...bin, closedAt: "2026-11-25T12:00:00Z", closedNote: "Emptied into BIN-DAL-000042" }}
      />,
    );
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Closed: Emptied into BIN-DAL-000042");
    expect(screen.getByRole("status")).toHaveTextContent(/Closed on Nov 25, 2026/);
  });

  it("shows nothing closed for a container in use", () => {
    renderSignedIn(<AssetHeader asset={bin} />);
    expect(screen.queryByText("Closed")).not.toBeInTheDocument();
    expect(screen.queryByText(/Closed:/)).not.toBeInTheDocument();
  });

  it("shows a graded device's grade and where it is routed, and neither for an untested one", () => {
    const device = anAsset({ type: "serial", barcode: "DEV-1", serialNumber: "PF3K2201" });
    const { unmount } = renderSignedIn(
      <AssetHeader
        asset={{ ...device, grade: "B", disposition: "resold_or_recycled", r2Classification: "resale" }}
      />,
    );
    expect(screen.getByText("Grade").nextSibling).toHaveTextContent("B");
    expect(screen.getByText("Resold or recycled · Resale")).toBeInTheDocument();
    unmount();
    renderSignedIn(<AssetHeader asset={device} />);
    expect(screen.queryByText("Grade")).not.toBeInTheDocument();
    expect(screen.queryByText("Disposition")).not.toBeInTheDocument();
  });
});
