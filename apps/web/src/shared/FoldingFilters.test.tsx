import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubPhone } from "../test/media";
import { renderWithProviders } from "../test/render";
import { FoldingFilters } from "./FoldingFilters";

afterEach(() => vi.restoreAllMocks());

describe("FoldingFilters", () => {
  it("shows the filters as they are on a wide screen", () => {
    stubPhone(false);
    renderWithProviders(
      <FoldingFilters count={2}>
        <input aria-label="Status" />
      </FoldingFilters>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Status" })).toBeVisible();
  });

  it("folds them behind a button that counts the active ones on a phone", async () => {
    stubPhone(true);
    const user = userEvent.setup();
    renderWithProviders(
      <FoldingFilters count={2}>
        <input aria-label="Status" />
      </FoldingFilters>,
    );
    const button = screen.getByRole("button", { name: "Filters (2)" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(screen.getByRole("button", { name: "Hide filters" })).toHaveAttribute("aria-expanded", "true");
  });

  it("says just Filters when none is active", () => {
    stubPhone(true);
    renderWithProviders(
      <FoldingFilters count={0}>
        <input aria-label="Status" />
      </FoldingFilters>,
    );
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });
});
