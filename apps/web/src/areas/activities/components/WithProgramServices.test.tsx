import type { Activity } from "@ops/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { WithProgramServices } from "./WithProgramServices";

const load = (over: Partial<Activity> = {}): Activity => ({
  slug: "dal-so-7",
  type: "shop_order",
  status: "open",
  accountId: 3,
  accountName: "Northwind Health",
  programId: 4,
  programName: "Recycling",
  warehouseId: 1,
  warehouseShortName: "DAL",
  shipmentSize: null,
  serviceTier: null,
  transportType: null,
  carrierId: null,
  carrierName: null,
  logisticsCoordinatorId: null,
  logisticsCoordinatorName: null,
  vendorAccountId: null,
  vendorAccountName: null,
  scheduledDate: null,
  scheduledTime: null,
  routine: false,
  gateControl: false,
  clientRef: null,
  description: null,
  parentSlug: null,
  loadSlug: "dal-in-100042",
  childCount: 0,
  inboundRequestNumber: null,
  attributes: {},
  ratingAverage: null,
  ratingCount: 0,
  createdBy: "Olivia Ortega",
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  ...over,
});

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
