import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { InboundStatusActions } from "./InboundStatusActions";

const load = (over: Parameters<typeof anActivity>[0]) =>
  anActivity({ slug: "dal-in-100042", type: "inbound", loadSlug: null, ...over });

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("InboundStatusActions", () => {
  it("offers the life cycle's moves with a load's words", () => {
    renderSignedIn(
      <InboundStatusActions activity={load({ status: "scheduled", scheduledDate: "2026-12-01" })} />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Mark received",
      "Back to requested",
      "Cancel load",
    ]);
  });

  it("will not schedule a load without a dock date, and says why", async () => {
    const calls = fakeApi(() => ({ json: {} }));
    const user = userEvent.setup();
    renderSignedIn(<InboundStatusActions activity={load({ status: "requested", scheduledDate: null })} />);
    await user.click(screen.getByRole("button", { name: "Mark scheduled" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark scheduled?" });
    expect(dialog).toHaveTextContent(
      "dal-in-100042 moves from requested to scheduled. It has no dock date yet: edit the load to give it one first.",
    );
    expect(within(dialog).getByRole("button", { name: "Mark scheduled" })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it("schedules a load that has its dock date after confirming", async () => {
    const calls = fakeApi(() => ({ json: load({ status: "scheduled", scheduledDate: "2026-12-01" }) }));
    const user = userEvent.setup();
    renderSignedIn(
      <InboundStatusActions activity={load({ status: "requested", scheduledDate: "2026-12-01" })} />,
    );
    await user.click(screen.getByRole("button", { name: "Mark scheduled" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark scheduled?" });
    expect(dialog).not.toHaveTextContent("no dock date");
    await user.click(within(dialog).getByRole("button", { name: "Mark scheduled" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls[0]?.url).toBe("/spa/activities/dal-in-100042");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ status: "scheduled" });
  });
});
