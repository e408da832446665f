import { PERMISSION_IDS } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { OutboundStatusActions } from "./OutboundStatusActions";

const load = (over: Parameters<typeof anActivity>[0]) =>
  anActivity({ slug: "dal-out-100042", type: "outbound", loadSlug: null, ...over });

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("OutboundStatusActions", () => {
  it("offers the outbound life cycle's moves with a load's words", () => {
    renderSignedIn(<OutboundStatusActions activity={load({ status: "packed" })} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Mark shipped",
      "Back to picked",
      "Cancel load",
    ]);
  });

  it("offers shipping only with outbound.ship", () => {
    const withoutShip = PERMISSION_IDS.filter((p) => p !== "outbound.ship");
    renderSignedIn(<OutboundStatusActions activity={load({ status: "packed" })} />, "operator", withoutShip);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Back to picked",
      "Cancel load",
    ]);
  });

  it("says what a cancel gives back before it is made; keeping the load sends nothing", async () => {
    const calls = fakeApi(() => ({ json: {} }));
    const user = userEvent.setup();
    renderSignedIn(<OutboundStatusActions activity={load({ status: "building" })} />);
    await user.click(screen.getByRole("button", { name: "Cancel load" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel load?" });
    expect(dialog).toHaveTextContent("picked assets go back to stock where they were picked");
    await user.click(within(dialog).getByRole("button", { name: "Keep building" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
  });

  it("marks picked after confirming; a refusal stays in the dialog", async () => {
    const calls = fakeApi(() => ({ status: 409, json: { message: "3 assets are still to pick" } }));
    const user = userEvent.setup();
    renderSignedIn(<OutboundStatusActions activity={load({ status: "building" })} />);
    await user.click(screen.getByRole("button", { name: "Mark picked" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark picked?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark picked" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("3 assets are still to pick"),
    );
    expect(calls[0]?.url).toBe("/spa/activities/dal-out-100042");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ status: "picked" });
  });
});
