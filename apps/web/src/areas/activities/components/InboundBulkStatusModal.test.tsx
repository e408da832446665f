import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { InboundBulkStatusModal } from "./InboundBulkStatusModal";
import { moveLabel } from "./InboundStatusActions";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function confirmBulk(fetchMock: ReturnType<typeof answer>) {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <InboundBulkStatusModal
      target="priced"
      slugs={["dal-in-1", "dal-in-2"]}
      onClose={() => {}}
      onDone={onDone}
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Mark 2 loads priced?" });
  await user.click(within(dialog).getByRole("button", { name: "Mark priced" }));
  return { onDone, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("InboundBulkStatusModal", () => {
  it("posts the selected loads and shows each refusal, keeping the dialog open", async () => {
    const fetchMock = answer(409, {
      message: "1 load cannot be marked priced; nothing was changed",
      refusals: [{ slug: "dal-in-2", reason: "A scheduled load cannot be marked priced" }],
    });
    const { onDone, dialog } = await confirmBulk(fetchMock);
    const table = await within(dialog).findByRole("table", { name: "Loads that cannot move" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/spa/activities/bulk/status");
    expect(JSON.parse(String(init.body))).toEqual({ slugs: ["dal-in-1", "dal-in-2"], status: "priced" });
    expect(within(dialog).getByText("Nothing was changed")).toBeInTheDocument();
    expect(table).toHaveTextContent("dal-in-2A scheduled load cannot be marked priced");
    expect(within(dialog).queryByRole("button", { name: "Mark priced" })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("is done when every load moved", async () => {
    const { onDone } = await confirmBulk(answer(200, { updated: 2 }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe("moveLabel", () => {
  it("names forward moves, moves back and cancelling", () => {
    expect(moveLabel("requested", "scheduled")).toBe("Mark scheduled");
    expect(moveLabel("scheduled", "requested")).toBe("Back to requested");
    expect(moveLabel("priced", "processed")).toBe("Back to processed");
    expect(moveLabel("scheduled", "canceled")).toBe("Cancel load");
  });
});
