import type { Activity } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { WorkOrderStatusActions, workMoveLabel } from "./WorkOrderStatusActions";

const order = (status: Activity["status"]) => anActivity({ status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

function serve(answer: FakeAnswer) {
  return fakeApi((method, url) =>
    method === "PUT" && url === "/spa/activities/dal-so-7" ? answer : { json: {} },
  );
}

describe("WorkOrderStatusActions", () => {
  it("offers the life cycle's moves with their words", () => {
    expect(workMoveLabel("open", "in_progress")).toBe("Start");
    expect(workMoveLabel("completed", "in_progress")).toBe("Reopen");
    renderSignedIn(<WorkOrderStatusActions activity={order("open")} noun="shop order" />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Start", "Cancel"]);
  });

  it("moves the order after confirming, sending the status", async () => {
    const calls = serve({ json: order("completed") });
    const user = userEvent.setup();
    renderSignedIn(<WorkOrderStatusActions activity={order("in_progress")} noun="shop order" />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Complete", "Cancel"]);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete dal-so-7?" });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(JSON.parse(String(calls.find((c) => c.method === "PUT")?.body))).toEqual({ status: "completed" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serve({ status: 409, json: { message: "A completed work order cannot be canceled; reopen it first" } });
    const user = userEvent.setup();
    renderSignedIn(<WorkOrderStatusActions activity={order("open")} noun="shop order" />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel dal-so-7?" });
    expect(dialog).toHaveTextContent("A canceled shop order cannot be reopened.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "A completed work order cannot be canceled; reopen it first",
    );
  });

  it("shows nothing on a closed order or without the edit permission", () => {
    const { unmount } = renderSignedIn(
      <WorkOrderStatusActions activity={order("closed")} noun="shop order" />,
    );
    expect(screen.queryAllByRole("button")).toEqual([]);
    unmount();
    renderSignedIn(<WorkOrderStatusActions activity={order("open")} noun="shop order" />, "operator", [
      "activities.view",
    ]);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
