import { type LaborSegment, type LaborSummary, PERMISSION_IDS } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readPreference, writePreference } from "../../../shared/preferences";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { aLaborSegment, workstationsOf } from "../../../test/labor";
import { renderSignedIn } from "../../../test/render-signed-in";
import { LaborClockPanel } from "./LaborClockPanel";
import { LaborSegments } from "./LaborSegments";
import { VirtualLaborForm } from "./VirtualLaborForm";
import { workstationPreference } from "./WorkstationPicker";

const SLUG = "dal-so-7";
const WAREHOUSE = 3;
const LABOR_URL = `/spa/activities/${SLUG}/labor_segments`;
const CURRENT_URL = "/spa/labor_segments/current";
const WORKSTATIONS_URL = `/spa/locations/workstations?warehouse_id=${WAREHOUSE}`;

const workstations = workstationsOf(WAREHOUSE);

const segment = (overrides: Partial<LaborSegment> = {}) => aLaborSegment(SLUG, overrides);

let current: FakeAnswer = {};
let answers: Record<string, FakeAnswer> = {};
let calls: SentCall[] = [];

function serve() {
  calls = fakeApi((method, url) => {
    const key = `${method} ${url}`;
    if (answers[key]) return answers[key];
    if (key === `GET ${CURRENT_URL}`) return current;
    if (key === `GET ${WORKSTATIONS_URL}`) return { json: workstations };
    return { status: 404, json: { message: `no route ${key}` } };
  });
}

const sent = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
const bodyOf = (call: SentCall | undefined) => JSON.parse(String(call?.body));

function renderPanel(permissions: readonly string[] = PERMISSION_IDS, status = "in_progress") {
  const user = userEvent.setup();
  renderSignedIn(
    <LaborClockPanel
      slug={SLUG}
      warehouseId={WAREHOUSE}
      status={status}
      orderNoun="shop order"
      orderHref={(s) => `/shop-order/${s.activitySlug}/labor`}
    />,
    "operator",
    permissions,
  );
  return user;
}

beforeEach(() => {
  current = {};
  answers = {};
  window.localStorage.clear();
  serve();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the clock panel", () => {
  it("clocks in at the chosen workstation with a crew, and remembers the workstation for the warehouse", async () => {
    answers[`POST ${LABOR_URL}`] = { status: 201, json: segment() };
    const user = renderPanel();
    const clockIn = await screen.findByRole("button", { name: "Clock in" });
    await screen.findByRole("combobox", { name: /Workstation/ });
    // Nothing chosen: the rule shows beside the field and nothing is sent.
    await user.click(clockIn);
    expect(await screen.findByText("Choose a workstation")).toBeInTheDocument();
    expect(sent("POST", LABOR_URL)).toHaveLength(0);

    await user.click(screen.getByRole("combobox", { name: /Workstation/ }));
    await user.click(screen.getByRole("option", { name: "DAL-WS-02 · Workstation 2", hidden: true }));
    const crew = screen.getByRole("textbox", { name: /Crew size/ });
    await user.clear(crew);
    await user.type(crew, "2");
    await user.click(clockIn);
    await waitFor(() => expect(sent("POST", LABOR_URL)).toHaveLength(1));
    expect(bodyOf(sent("POST", LABOR_URL)[0])).toEqual({ workstationId: 12, crewSize: 2 });
    expect(readPreference(workstationPreference(WAREHOUSE))).toBe(12);
  });

  it("offers the last workstation of the warehouse again", async () => {
    writePreference(workstationPreference(WAREHOUSE), 11);
    renderPanel();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Workstation/ })).toHaveValue("DAL-WS-01 · Workstation 1"),
    );
  });

  it("refuses a crew under 1 beside the field", async () => {
    const user = renderPanel();
    const crew = await screen.findByRole("textbox", { name: /Crew size/ });
    await user.clear(crew);
    await user.type(crew, "0");
    await user.click(screen.getByRole("button", { name: "Clock in" }));
    expect(await screen.findByText("Crew size must be a whole number of at least 1")).toBeInTheDocument();
    expect(sent("POST", LABOR_URL)).toHaveLength(0);
  });

  it("clocked in here: shows since when, asks for a reason, clocks out, and changes the crew", async () => {
    current = { json: segment() };
    answers[`PUT ${LABOR_URL}/1`] = {
      json: segment({ endedAt: "2026-11-25T15:30:00.000Z", reasonCode: "break" }),
    };
    const user = renderPanel();
    const panel = await screen.findByTestId("clocked-in");
    expect(panel).toHaveTextContent("DAL-WS-01");
    expect(panel).toHaveTextContent("crew 2");
    await user.click(within(panel).getByRole("button", { name: "Clock out" }));
    expect(await screen.findByText("Choose why you are clocking out")).toBeInTheDocument();
    expect(sent("PUT", `${LABOR_URL}/1`)).toHaveLength(0);

    await user.click(screen.getByRole("combobox", { name: /Reason/ }));
    // A crew change is not a reason to clock out: it has its own button.
    expect(screen.queryByRole("option", { name: "Crew size change", hidden: true })).toBeNull();
    await user.click(screen.getByRole("option", { name: "Break", hidden: true }));
    await user.click(within(panel).getByRole("button", { name: "Clock out" }));
    await waitFor(() => expect(sent("PUT", `${LABOR_URL}/1`)).toHaveLength(1));
    expect(bodyOf(sent("PUT", `${LABOR_URL}/1`)[0])).toEqual({ reasonCode: "break" });

    const crew = within(panel).getByRole("textbox", { name: /New crew size/ });
    await user.clear(crew);
    await user.type(crew, "3");
    await user.click(within(panel).getByRole("button", { name: "Change crew" }));
    await waitFor(() => expect(sent("PUT", `${LABOR_URL}/1`)).toHaveLength(2));
    expect(bodyOf(sent("PUT", `${LABOR_URL}/1`)[1])).toEqual({ crewSize: 3 });
  });

  it("clocked in on another order: says where, and still offers the clock-in here", async () => {
    current = { json: segment({ activitySlug: "dal-proc-9", activityType: "processing" }) };
    renderPanel();
    const alert = await screen.findByTestId("clocked-in-elsewhere");
    expect(within(alert).getByRole("link", { name: "dal-proc-9" })).toHaveAttribute(
      "href",
      "/shop-order/dal-proc-9/labor",
    );
    expect(alert).toHaveTextContent("clocks you out there");
    expect(screen.getByRole("button", { name: "Clock in" })).toBeInTheDocument();
  });

  it("a closed order takes no clock-in, and without processing.work there is no panel", async () => {
    renderPanel(PERMISSION_IDS, "closed");
    expect(await screen.findByText(/is closed: nobody clocks in/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clock in" })).toBeNull();
  });

  it("is not shown to a role without processing.work", () => {
    renderPanel(["activities.view"]);
    expect(screen.queryByText("Clock")).toBeNull();
    expect(sent("GET", CURRENT_URL)).toHaveLength(0);
  });
});

const summary: LaborSummary = {
  segments: [
    segment({ id: 2, endedAt: null, hours: 1, personHours: 2 }),
    segment({
      id: 3,
      userId: 6,
      userName: "Olivia Ortega",
      type: "virtual",
      crewSize: 3,
      workstationBarcode: null,
      endedAt: "2026-11-25T12:00:00.000Z",
      hours: 2,
      personHours: 6,
      note: "Sorted before the order opened",
    }),
  ],
  people: [
    { userId: 6, userName: "Olivia Ortega", hours: 2, personHours: 6, segments: 1 },
    { userId: 5, userName: "Priya Patel", hours: 1, personHours: 2, segments: 1 },
  ],
  hours: 3,
  personHours: 8,
  countedAt: "2026-11-25T15:00:00.000Z",
};

describe("the segments", () => {
  it("lists segments with totals per person, overall person-hours and bars; a lead deletes after confirming", async () => {
    answers[`GET ${LABOR_URL}`] = { json: summary };
    answers[`DELETE ${LABOR_URL}/3`] = {};
    const user = userEvent.setup();
    renderSignedIn(<LaborSegments slug={SLUG} writable />, "operator", PERMISSION_IDS);
    const table = await screen.findByRole("table", { name: "Labor segments" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(table).toHaveTextContent("Clocked in");
    expect(table).toHaveTextContent("Sorted before the order opened");
    expect(screen.getByTestId("overall-person-hours")).toHaveTextContent("8.00");
    const totals = screen.getByRole("table", { name: "Totals per person" });
    expect(within(totals).getByText("Olivia Ortega")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: /Olivia Ortega: 6.00 person-hours/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Delete Olivia Ortega's segment/ }));
    expect(await screen.findByText(/This cannot be undone/)).toBeInTheDocument();
    expect(sent("DELETE", `${LABOR_URL}/3`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent("DELETE", `${LABOR_URL}/3`)).toHaveLength(1));
  });

  it("filters to virtual segments and says when there are none", async () => {
    answers[`GET ${LABOR_URL}`] = { json: summary };
    answers[`GET ${LABOR_URL}?type=virtual`] = {
      json: { ...summary, segments: [], people: [], hours: 0, personHours: 0 },
    };
    const user = userEvent.setup();
    renderSignedIn(<LaborSegments slug={SLUG} writable />, "operator", ["activities.view"]);
    await screen.findByRole("table", { name: "Labor segments" });
    // A technician's view: no delete buttons.
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Virtual" }));
    expect(await screen.findByTestId("labor-empty")).toHaveTextContent("No virtual labor entered yet.");
  });
});

describe("virtual labor", () => {
  const staff = {
    data: [
      {
        id: 5,
        firstName: "Priya",
        lastName: "Patel",
        name: "Priya Patel",
        email: "priya.patel@example.com",
        warehouseId: null,
        entitlements: ["smr_user"],
        type: "operator",
        roleIds: [],
        active: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      },
    ],
    total: 1,
  };

  it("refuses an end before the start beside the field, then sends the segment; an overlap comes back on the start", async () => {
    answers["GET /spa/users?entitlement=smr_user&pageSize=200&sort=name"] = { json: staff };
    answers[`POST ${LABOR_URL}?type=virtual`] = {
      status: 422,
      json: {
        message: "This overlaps another segment of the same person",
        errors: {
          startedAt: ["This overlaps another segment of the same person: Priya Patel has labor on dal-so-8"],
        },
      },
    };
    const user = userEvent.setup();
    renderSignedIn(<VirtualLaborForm slug={SLUG} warehouseId={WAREHOUSE} />, "operator", PERMISSION_IDS);
    const form = await screen.findByRole("form", { name: "Add virtual labor" });
    await user.click(within(form).getByRole("combobox", { name: /Person/ }));
    await user.click(await screen.findByRole("option", { name: "Priya Patel", hidden: true }));
    await user.type(within(form).getByLabelText(/Start/), "2026-11-24T10:00");
    await user.type(within(form).getByLabelText(/End/), "2026-11-24T09:00");
    await user.click(within(form).getByRole("button", { name: "Add virtual labor" }));
    expect(await within(form).findByText("The end must be after the start")).toBeInTheDocument();
    expect(sent("POST", `${LABOR_URL}?type=virtual`)).toHaveLength(0);

    const end = within(form).getByLabelText(/End/);
    await user.clear(end);
    await user.type(end, "2026-11-24T12:00");
    await user.click(within(form).getByRole("button", { name: "Add virtual labor" }));
    await waitFor(() => expect(sent("POST", `${LABOR_URL}?type=virtual`)).toHaveLength(1));
    const body = bodyOf(sent("POST", `${LABOR_URL}?type=virtual`)[0]);
    expect(body).toMatchObject({ userId: 5, crewSize: 1, workstationId: null });
    expect(Date.parse(body.endedAt) - Date.parse(body.startedAt)).toBe(2 * 3_600_000);
    expect(await within(form).findByText(/Priya Patel has labor on dal-so-8/)).toBeInTheDocument();
  });

  it("is only for labor.manage", () => {
    renderSignedIn(<VirtualLaborForm slug={SLUG} warehouseId={WAREHOUSE} />, "operator", ["processing.work"]);
    expect(screen.queryByRole("form", { name: "Add virtual labor" })).toBeNull();
  });
});
