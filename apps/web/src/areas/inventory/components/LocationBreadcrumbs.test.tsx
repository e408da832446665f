import type { LocationDetail } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LocationBreadcrumbs } from "./LocationBreadcrumbs";

const bin = {
  id: 9,
  warehouseShortName: "ATX",
  barcode: "A-01-03",
  name: "Bin 3",
  ancestors: [
    { id: 1, barcode: "A", name: "Aisle A" },
    { id: 4, barcode: "A-01", name: "Rack 1" },
  ],
} as LocationDetail;

describe("LocationBreadcrumbs", () => {
  it("links the warehouse's locations and each parent from the root; the location itself is not a link", () => {
    renderWithProviders(
      <MemoryRouter>
        <LocationBreadcrumbs location={bin} />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole("navigation", { name: "Location path" })).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Locations · ATX", "/locations"],
      ["A", "/locations/1"],
      ["A-01", "/locations/4"],
    ]);
    expect(screen.getByText("A-01-03")).toHaveAttribute("aria-current", "page");
  });

  it("shows a top-level location right under its warehouse", () => {
    renderWithProviders(
      <MemoryRouter>
        <LocationBreadcrumbs location={{ ...bin, ancestors: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
