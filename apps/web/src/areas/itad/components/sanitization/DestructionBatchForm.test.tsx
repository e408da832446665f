import type { DestructionBatchDetail } from "@ops/domain";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../shared/api";
import { renderWithProviders } from "../../../../test/render";
import { DestructionBatchForm } from "./DestructionBatchForm";

const BATCH: DestructionBatchDetail = {
  id: 7,
  number: "DB-000007",
  warehouseId: 1,
  method: "shredded",
  machine: "SSI Q55",
  witness: "Dana",
  destroyedAt: "2026-11-20T10:00:00.000Z",
  notes: null,
  hasPhoto: false,
  count: 2,
  createdBy: { id: 2, name: "Ann" },
  createdAt: "2026-11-20T10:05:00.000Z",
  assets: [],
};

// happy-dom has no layout, so the select's dropdown stays hidden: its options are queried hidden.
const option = (name: string) => screen.getByRole("option", { name, hidden: true });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input" });

async function fillRun(user: ReturnType<typeof userEvent.setup>) {
  await user.click(input("Method"));
  await user.click(option("Shredded"));
  await user.type(input("Machine"), "SSI Q55");
  await user.type(input("Witness"), "Dana");
  fireEvent.change(input("Destroyed at"), { target: { value: "2026-11-20T10:00" } });
  await user.type(input("Scan serial"), "DRV-1{Enter}DRV-2{Enter}");
}

afterEach(() => vi.restoreAllMocks());

describe("DestructionBatchForm", () => {
  it("offers only the methods new records may use", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DestructionBatchForm send={vi.fn()} onRecorded={vi.fn()} />);
    await user.click(input("Method"));
    expect(screen.queryAllByRole("option", { hidden: true }).map((o) => o.textContent)).toEqual([
      "Shredded",
      "Crushed",
    ]);
  });

  it("asks for a method, machine, witness and at least one serial before sending", async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DestructionBatchForm send={send} onRecorded={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Record batch" }));
    expect(await screen.findByText("Choose the method: shredded or crushed")).toBeInTheDocument();
    expect(screen.getByText("Name the machine")).toBeInTheDocument();
    expect(screen.getByText("Name the witness")).toBeInTheDocument();
    expect(screen.getByText("Scan at least one drive or device")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the run with the serials in scan order and hands back the batch", async () => {
    const send = vi.fn(async () => BATCH);
    const onRecorded = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DestructionBatchForm send={send} onRecorded={onRecorded} />);
    await fillRun(user);
    expect(screen.getByText("2 serials will be recorded as destroyed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record batch" }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledWith(BATCH));
    expect(send).toHaveBeenCalledWith({
      method: "shredded",
      machine: "SSI Q55",
      witness: "Dana",
      destroyedAt: new Date("2026-11-20T10:00").toISOString(),
      notes: null,
      barcodes: ["DRV-1", "DRV-2"],
    });
  });

  it("shows the server's refusals: unknown serials under the list, already destroyed above the button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, { message: "Invalid data", errors: { barcodes: ["Unknown: DRV-2"] } }),
      )
      .mockRejectedValueOnce(new ApiError(409, { message: "Already destroyed: DRV-1" }));
    const onRecorded = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DestructionBatchForm send={send} onRecorded={onRecorded} />);
    await fillRun(user);
    await user.click(screen.getByRole("button", { name: "Record batch" }));
    expect(await screen.findByText("Unknown: DRV-2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove DRV-2" }));
    expect(screen.queryByText("Unknown: DRV-2")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record batch" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Already destroyed: DRV-1");
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
