import type { ErasureRecorded } from "@ops/domain";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../shared/api";
import { renderWithProviders } from "../../../../test/render";
import { ErasureForm } from "./ErasureForm";

const RECORDED: ErasureRecorded = {
  record: {
    id: 1,
    kind: "erasure",
    method: "purge",
    tool: "Blancco",
    passes: 3,
    result: "passed",
    verified: true,
    startedAt: null,
    finishedAt: "2026-11-20T10:00:00.000Z",
    operator: { id: 2, name: "Ann" },
    batchId: null,
    source: "manual",
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  state: "erased",
  routed: null,
};

function renderForm(send: (body: unknown) => Promise<ErasureRecorded>, finishedAt = "") {
  const onRecorded = vi.fn();
  renderWithProviders(
    <ErasureForm send={send} onRecorded={onRecorded} onCancel={() => {}} finishedAt={finishedAt} />,
  );
  return { onRecorded, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input" });

afterEach(() => vi.restoreAllMocks());

describe("ErasureForm", () => {
  it("says what is missing beside each field and sends nothing", async () => {
    const send = vi.fn(async () => RECORDED);
    const { user } = renderForm(send);
    await user.click(screen.getByRole("button", { name: "Save erasure" }));
    expect(await screen.findByText("Name the erasure tool")).toBeInTheDocument();
    expect(screen.getByText("Choose the method: clear or purge")).toBeInTheDocument();
    expect(screen.getByText("Choose the result: passed or failed")).toBeInTheDocument();
    expect(screen.getByText("Give when the erasure finished")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a start after the finish and passes outside 1 to 99", async () => {
    const send = vi.fn(async () => RECORDED);
    const { user } = renderForm(send, "2026-11-20T10:00");
    await user.type(field("Tool"), "Blancco");
    await user.click(screen.getByRole("radio", { name: "Clear (NIST SP 800-88)" }));
    await user.click(screen.getByRole("radio", { name: "Passed" }));
    await user.type(field("Passes"), "120");
    fireEvent.change(field("Started"), { target: { value: "2026-11-20T11:00" } });
    await user.click(screen.getByRole("button", { name: "Save erasure" }));
    expect(await screen.findByText("Started must be before finished")).toBeInTheDocument();
    expect(screen.getByText("Passes are 1 to 99")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the erasure with its times as instants and hands back what it came to", async () => {
    const send = vi.fn(async () => RECORDED);
    const { user, onRecorded } = renderForm(send, "2026-11-20T10:00");
    await user.type(field("Tool"), "Blancco");
    await user.click(screen.getByRole("radio", { name: "Purge (NIST SP 800-88)" }));
    await user.type(field("Passes"), "3");
    await user.click(screen.getByRole("radio", { name: "Passed" }));
    await user.click(screen.getByRole("checkbox", { name: /Verified/ }));
    fireEvent.change(field("Started"), { target: { value: "2026-11-20T09:30" } });
    await user.click(screen.getByRole("button", { name: "Save erasure" }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledWith(RECORDED));
    expect(send).toHaveBeenCalledWith({
      tool: "Blancco",
      method: "purge",
      passes: 3,
      result: "passed",
      verified: true,
      startedAt: new Date("2026-11-20T09:30").toISOString(),
      finishedAt: new Date("2026-11-20T10:00").toISOString(),
    });
  });

  it("puts the server's 422 field errors on their fields, and one for no field above the form", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn(async (): Promise<ErasureRecorded> => {
      throw new ApiError(422, {
        message: "Invalid data",
        errors: {
          finishedAt: ["Finished cannot be in the future"],
          tool: ["Tool is at most 120 characters"],
          operatorId: ["No operator 9"],
        },
      });
    });
    const { user, onRecorded } = renderForm(send, "2026-11-20T10:00");
    await user.type(field("Tool"), "Blancco");
    await user.click(screen.getByRole("radio", { name: "Clear (NIST SP 800-88)" }));
    await user.click(screen.getByRole("radio", { name: "Failed" }));
    await user.click(screen.getByRole("button", { name: "Save erasure" }));
    expect(await screen.findByText("Finished cannot be in the future")).toBeInTheDocument();
    expect(field("Finished")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Tool is at most 120 characters")).toBeInTheDocument();
    expect(field("Tool")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("No operator 9");
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
