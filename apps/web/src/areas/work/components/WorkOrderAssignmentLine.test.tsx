import { PERMISSION_IDS } from "@ops/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { rolesPhrase, WorkOrderAssignmentLine } from "./WorkOrderAssignmentLine";

const URL_OF_12 = "/spa/users/12/activities/dal-so-7/assignment";

/** Signs in person 12 with every permission unless told. */
function renderAs12(permissions: readonly string[] = PERMISSION_IDS) {
  const view = renderSignedIn(<WorkOrderAssignmentLine slug="dal-so-7" />, "operator", permissions);
  view.client.setQueryData(siteKey, { user: { id: 12, audience: "operator", permissions } } as never);
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("rolesPhrase", () => {
  it("names the roles in plain words", () => {
    expect(rolesPhrase(["lead"])).toBe("lead");
    expect(rolesPhrase(["lead", "processor"])).toBe("lead and processor");
    expect(rolesPhrase(["lead", "processor", "quality"])).toBe("lead, processor and quality");
  });
});

describe("WorkOrderAssignmentLine", () => {
  it("asks about the signed-in person and says as what they are assigned", async () => {
    const calls = fakeApi(() => ({ json: { assigned: true, roles: ["lead"] } }));
    renderAs12();
    expect(await screen.findByText("You are assigned to this order as lead")).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url])).toEqual([["GET", URL_OF_12]]);
  });

  it("says so when the person is not assigned", async () => {
    fakeApi(() => ({ json: { assigned: false, roles: [] } }));
    renderAs12();
    expect(await screen.findByText("You are not assigned to this order")).toBeInTheDocument();
  });

  it("shows loading while asking", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAs12();
    expect(await screen.findByLabelText("Loading your assignment")).toBeInTheDocument();
  });

  it("leaves the line out when the call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = fakeApi(() => ({ status: 500, json: { message: "Something went wrong" } }));
    renderAs12();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText("Loading your assignment")).toBeNull());
    expect(screen.queryByTestId("my-assignment")).toBeNull();
  });

  it("asks nothing for a user who may not view activities", async () => {
    const calls = fakeApi(() => ({ json: { assigned: true, roles: ["lead"] } }));
    renderAs12(PERMISSION_IDS.filter((p) => p !== "activities.view"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId("my-assignment")).toBeNull();
  });
});
