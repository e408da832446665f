import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { BatchSerialList } from "./BatchSerialList";
import { addScanned, BATCH_SERIALS_MAX } from "./batch-serials";

/** The list as a batch form holds it, with what it was last told reported to the test. */
function Harness({ seen, error }: { seen: (list: readonly string[]) => void; error?: string }) {
  const [list, setList] = useState<readonly string[]>([]);
  return (
    <BatchSerialList
      value={list}
      onChange={(next) => {
        seen(next);
        setList(next);
      }}
      error={error}
    />
  );
}

const rows = () =>
  within(screen.getByRole("list", { name: "Serials in this batch" }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);

afterEach(() => vi.restoreAllMocks());

describe("BatchSerialList", () => {
  it("adds each scan on Enter, newest first, upper-cased, and counts them", async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    renderWithProviders(<Harness seen={seen} />);
    expect(screen.getByText("Nothing scanned yet.")).toBeInTheDocument();
    const input = screen.getByLabelText("Scan serial", { exact: false, selector: "input" });
    await user.type(input, "drv-001{Enter}");
    await user.type(input, "C02XK1{Enter}");
    expect(rows()).toEqual(["2C02XK1", "1DRV-001"]);
    expect(screen.getByTestId("batch-count")).toHaveTextContent("2 serials");
    expect(input).toHaveValue("");
    expect(seen).toHaveBeenLastCalledWith(["C02XK1", "DRV-001"]);
  });

  it("refuses a serial already in the list, whatever its case, and keeps the list", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const user = userEvent.setup();
    const seen = vi.fn();
    renderWithProviders(<Harness seen={seen} />);
    const input = screen.getByLabelText("Scan serial", { exact: false, selector: "input" });
    await user.type(input, "DRV-001{Enter}");
    await user.type(input, "drv-001{Enter}");
    expect(await screen.findByText("DRV-001 is already in this batch")).toBeInTheDocument();
    expect(rows()).toEqual(["1DRV-001"]);
    expect(screen.getByTestId("batch-count")).toHaveTextContent("1 serial");
    expect(seen).toHaveBeenCalledTimes(1);
    await user.type(input, "DRV-002{Enter}");
    expect(screen.queryByText("DRV-001 is already in this batch")).not.toBeInTheDocument();
    expect(rows()).toEqual(["2DRV-002", "1DRV-001"]);
  });

  it("removes a serial with its button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness seen={() => {}} />);
    const input = screen.getByLabelText("Scan serial", { exact: false, selector: "input" });
    await user.type(input, "A1{Enter}B2{Enter}C3{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove B2" }));
    expect(rows()).toEqual(["2C3", "1A1"]);
    expect(screen.getByTestId("batch-count")).toHaveTextContent("2 serials");
    await user.click(screen.getByRole("button", { name: "Remove A1" }));
    await user.click(screen.getByRole("button", { name: "Remove C3" }));
    expect(screen.getByTestId("batch-count")).toHaveTextContent("0 serials");
    expect(screen.getByText("Nothing scanned yet.")).toBeInTheDocument();
  });

  it("shows the server's refusal of the list under the field", () => {
    renderWithProviders(<Harness seen={() => {}} error="Unknown: DRV-9, DRV-10" />);
    expect(screen.getByText("Unknown: DRV-9, DRV-10")).toBeInTheDocument();
  });

  it("refuses a scan once the list holds the most one batch takes", () => {
    const full = Array.from({ length: BATCH_SERIALS_MAX }, (_, i) => `S${i}`);
    const next = addScanned(full, "NEW-1");
    expect(next.list).toBe(full);
    expect(next.refusal).toBe("A batch takes at most 5,000 serials");
    expect(addScanned([], "  ").refusal).toBeNull();
  });
});
