import type { Activity } from "@ops/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { WithProgramServices } from "./WithProgramServices";

const load = (over: Partial<Activity> = {}) =>
  anActivity({ programId: 4, programName: "Recycling", ...over });

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const view = (activity: Activity) => (
  <WithProgramServices activity={activity} noProgram={<p>No program here</p>}>
    {(choices) => <p>{choices.map((c) => c.name).join(", ")}</p>}
  </WithProgramServices>
);

describe("WithProgramServices", () => {
  it("shows what stands for no program, without asking the server", () => {
    const calls = fakeApi(() => ({ json: [] }));
    renderSignedIn(view(load({ programId: null, programName: null })));
    expect(screen.getByText("No program here")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("hands the program's services to its children", async () => {
    const calls = fakeApi(() => ({
      json: [{ serviceId: 1, name: "Data wipe", category: "data", chosen: true, provider: null }],
    }));
    renderSignedIn(view(load()));
    expect(await screen.findByText("Data wipe")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/spa/activities/dal-so-7/program_services"]);
  });

  it("says so when the program has no services", async () => {
    fakeApi(() => ({ json: [] }));
    renderSignedIn(view(load()));
    expect(await screen.findByText("The program has no services")).toBeInTheDocument();
    expect(screen.getByText("Add services to Recycling on the account's programs.")).toBeInTheDocument();
  });
});
