import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import ItadNewPage from "./ItadNewPage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("ItadNewPage", () => {
  it("asks for the load an ITAD job works, and sends nothing without one", async () => {
    const calls = fakeApi(() => ({ json: { data: [], total: 0 } }));
    renderSignedIn(<ItadNewPage />);
    expect(screen.getByRole("heading", { name: "New ITAD job" })).toBeInTheDocument();
    // An ITAD job has no parent shop order.
    expect(screen.queryByLabelText("Parent shop order")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create ITAD job" }));
    expect(await screen.findByText("Choose the load this ITAD job works")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("creates an ITAD job on the load", async () => {
    const calls = fakeApi((method) =>
      method === "POST"
        ? { status: 201, json: anActivity({ slug: "dal-itad-3", type: "itad" }) }
        : { status: 404, json: { message: "Activity not found" } },
    );
    renderSignedIn(<ItadNewPage />);
    await userEvent.type(screen.getByLabelText(/^Load/), "DAL-IN-100042");
    await userEvent.click(screen.getByRole("button", { name: "Create ITAD job" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/spa/activities");
    const body = JSON.parse(String(post?.body));
    expect(body).toMatchObject({ type: "itad", loadSlug: "dal-in-100042" });
    expect(body).not.toHaveProperty("parentSlug");
  });
});
