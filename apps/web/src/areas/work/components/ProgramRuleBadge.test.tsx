import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ProgramRuleBadge } from "./ProgramRuleBadge";

describe("ProgramRuleBadge", () => {
  it("names the program rule that wrote an event by its label", () => {
    renderWithProviders(<ProgramRuleBadge rule="sow_automated_shop_order" />);
    expect(screen.getByText("Program rule: SOW automated shop order")).toBeInTheDocument();
  });

  it("shows nothing for an event no rule wrote", () => {
    renderWithProviders(<ProgramRuleBadge rule={null} />);
    expect(screen.queryByText(/Program rule/)).toBeNull();
  });
});
