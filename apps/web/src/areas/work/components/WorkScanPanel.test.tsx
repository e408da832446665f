import { type LaborSegment, PERMISSION_IDS, type WorkAsset } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { aLaborSegment, workstationsOf } from "../../../test/labor";
import { renderSignedIn } from "../../../test/render-signed-in";
import { WorkScanPanel } from "./WorkScanPanel";

const SLUG = "dal-so-7";
const SCAN_URL = `/spa/activities/${SLUG}/work_assets`;
const NEXT_URL = `/spa/activities/${SLUG}/events/next`;

function row(barcode: string, id: number): WorkAsset {
  return {
    id,
    assetId: id + 100,
    role: "input",
    barcode,
    type: "bin",
    serialNumber: null,
    productId: 3,
    productName: "Mixed electronics",
    quantity: 1,
    grossWeight: 410,
    netWeight: 380,
    sourceBarcode: null,
    lastAction: null,
    completedAt: null,
    addedBy: "Priya Patel",
    addedAt: "2026-11-25T14:03:00.000Z",
  };
}

/** What the fake server answers to each scan, by barcode: accepted, or refused with a reason. */
const REFUSALS: Record<string, string> = {
  "B-HELD": "B-HELD is on hold (legal hold) and cannot be worked",
  "B-OTHER": "B-OTHER is on a load of another account",
};

const WAREHOUSE = 3;
const CURRENT_URL = "/spa/labor_segments/current";
const WORKSTATIONS_URL = `/spa/locations/workstations?warehouse_id=${WAREHOUSE}`;
const LABOR_URL = `/spa/activities/${SLUG}/labor_segments`;
const workstations = workstationsOf(WAREHOUSE);

/** Clocked in at DAL-WS-02 alone, nothing worked yet, unless a test says otherwise. */
const segment = (overrides: Partial<LaborSegment> = {}) =>
  aLaborSegment(SLUG, {
    workstationId: 12,
    workstationBarcode: "DAL-WS-02",
    workstationName: "Workstation 2",
    crewSize: 1,
    hours: 0,
    personHours: 0,
    ...overrides,
  });

let next: FakeAnswer = {};
/** Where the signed-in person is clocked in (204: nowhere). */
let current: FakeAnswer = {};
let calls: SentCall[] = [];

function serve() {
  let id = 0;
  calls = fakeApi((method, url) => {
    if (method === "GET" && url === NEXT_URL) return next;
    if (method === "GET" && url === CURRENT_URL) return current;
    if (method === "GET" && url === WORKSTATIONS_URL) return { json: workstations };
    if (method === "POST" && url === LABOR_URL) {
      const body = JSON.parse(String(calls.at(-1)?.body)) as { workstationId: number };
      const at = workstations.find((w) => w.id === body.workstationId);
      current = {
        json: segment({ workstationId: at?.id, workstationBarcode: at?.barcode, workstationName: at?.name }),
      };
      return { status: 201, json: current.json };
    }
    if (method === "POST" && url === SCAN_URL) {
      const body = JSON.parse(String(calls.at(-1)?.body)) as { barcode: string };
      const refusal = REFUSALS[body.barcode];
      if (refusal) return { status: 422, json: { message: refusal, errors: { barcode: [refusal] } } };
      id += 1;
      return { status: 201, json: { count: 1, data: [row(body.barcode, id)] } };
    }
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
}

const scans = () => calls.filter((c) => c.method === "POST" && c.url === SCAN_URL);

function renderPanel(permissions: readonly string[] = PERMISSION_IDS, warehouseId?: number) {
  const user = userEvent.setup();
  renderSignedIn(
    <WorkScanPanel
      slug={SLUG}
      orderNoun="shop order"
      warehouseId={warehouseId}
      assetHref={(b) => `/shop-order/${SLUG}/assets/${b}`}
    />,
    "operator",
    permissions,
  );
  return user;
}

beforeEach(() => {
  next = {};
  current = {};
  window.localStorage.clear();
  serve();
  // A refusal's sound needs no audio in the test browser; reports stay quiet.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("WorkScanPanel", () => {
  it("upper-cases what is typed and scans it in on Enter only, listing each accepted asset", async () => {
    const user = renderPanel();
    const box = screen.getByRole("textbox", { name: "Asset barcode" });
    expect(box).toHaveFocus();

    await user.type(box, "b-101");
    expect(box).toHaveValue("B-101");
    expect(scans()).toHaveLength(0);

    await user.keyboard("{Enter}");
    const list = await screen.findByRole("table", { name: "Scanned this session" });
    expect(JSON.parse(String(scans()[0]?.body))).toEqual({ barcode: "B-101" });
    expect(within(list).getByRole("link", { name: "B-101" })).toHaveAttribute(
      "href",
      `/shop-order/${SLUG}/assets/B-101`,
    );
    await waitFor(() => expect(box).toHaveValue(""));

    await user.type(box, "b-102{Enter}");
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    // Newest first.
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["B-102", "B-101"]);
    expect(screen.getByTestId("scanned-count")).toHaveTextContent("2 scanned this session");
  });

  it("shows a refusal's reason beside the box, keeps the barcode and adds nothing", async () => {
    const user = renderPanel();
    const box = screen.getByRole("textbox", { name: "Asset barcode" });

    await user.type(box, "b-held{Enter}");
    expect(
      await screen.findByText("B-HELD is on hold (legal hold) and cannot be worked"),
    ).toBeInTheDocument();
    expect(box).toHaveValue("B-HELD");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("table", { name: "Scanned this session" })).not.toBeInTheDocument();

    // The next scan replaces the refused text (it is selected) and is refused for its own reason.
    await user.clear(box);
    await user.type(box, "b-other{Enter}");
    expect(await screen.findByText("B-OTHER is on a load of another account")).toBeInTheDocument();
    expect(box).toHaveValue("B-OTHER");

    // Typing again clears the refusal; an accepted scan lists the asset.
    await user.clear(box);
    await user.type(box, "b-7{Enter}");
    const list = await screen.findByRole("table", { name: "Scanned this session" });
    expect(within(list).getByText("B-7")).toBeInTheDocument();
    expect(screen.queryByText("B-OTHER is on a load of another account")).not.toBeInTheDocument();
    expect(scans().map((c) => JSON.parse(String(c.body)).barcode)).toEqual(["B-HELD", "B-OTHER", "B-7"]);
  });

  it("suggests the next asset of the order's queue and puts an assigned bin in the box", async () => {
    next = {
      json: {
        barcode: "B-220",
        type: "bin",
        productName: "Copper cable",
        reason: "assigned",
        message: "Assigned to this shop order and not scanned in yet (3 waiting)",
        lastAction: null,
        since: "2026-11-25T13:00:00.000Z",
        waiting: 3,
      },
    };
    serve();
    const user = renderPanel();
    const suggestion = await screen.findByTestId("next-suggestion");
    expect(suggestion).toHaveTextContent(
      "Next: B-220 (Copper cable) — Assigned to this shop order and not scanned in yet (3 waiting)",
    );
    await user.click(within(suggestion).getByRole("button", { name: "Put in the box" }));
    expect(screen.getByRole("textbox", { name: "Asset barcode" })).toHaveValue("B-220");
    // Nothing is scanned until Enter.
    expect(scans()).toHaveLength(0);
  });

  it("shows no suggestion when nothing waits (204)", async () => {
    renderPanel();
    await waitFor(() => expect(calls.some((c) => c.url === NEXT_URL)).toBe(true));
    expect(screen.queryByTestId("next-suggestion")).not.toBeInTheDocument();
  });

  it("says at which workstation the technician scans and offers 'Clock in at' it beside the box when not clocked in here", async () => {
    current = { json: segment({ activitySlug: "dal-so-9", workstationBarcode: "DAL-WS-01" }) };
    const user = renderPanel(PERMISSION_IDS, WAREHOUSE);
    const picker = await screen.findByRole("combobox", { name: "Scanning at" });
    // Clocked in on another order: nothing to clock in at until a workstation is chosen.
    expect(screen.queryByRole("button", { name: /Clock in at/ })).not.toBeInTheDocument();
    await user.click(picker);
    await user.click(screen.getByRole("option", { name: "DAL-WS-02 · Workstation 2", hidden: true }));
    const clockIn = await screen.findByRole("button", { name: "Clock in at DAL-WS-02" });
    expect(
      screen.getByText("You are clocked in on dal-so-9; clocking in here clocks you out there."),
    ).toBeInTheDocument();
    // The scan carries no workstation: scanning before clocking in sends the barcode only.
    const box = screen.getByRole("textbox", { name: "Asset barcode" });
    await user.type(box, "b-1{Enter}");
    await screen.findByRole("table", { name: "Scanned this session" });
    expect(JSON.parse(String(scans()[0]?.body))).toEqual({ barcode: "B-1" });

    await user.click(clockIn);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST" && c.url === LABOR_URL)).toHaveLength(1),
    );
    const sent = calls.find((c) => c.method === "POST" && c.url === LABOR_URL);
    expect(JSON.parse(String(sent?.body))).toEqual({ workstationId: 12, crewSize: 1 });
    // Clocked in here now: the panel says where, and offers no second clock-in.
    expect(await screen.findByTestId("scan-workstation")).toHaveTextContent(
      "Scanning at DAL-WS-02 (clocked in on this shop order)",
    );
    expect(screen.queryByRole("button", { name: /Clock in at/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Asset barcode" })).toHaveFocus());
  });

  it("shows the workstation of the clock-in on this order, with no picker", async () => {
    current = { json: segment({ workstationBarcode: "DAL-WS-01", workstationId: 11 }) };
    renderPanel(PERMISSION_IDS, WAREHOUSE);
    expect(await screen.findByTestId("scan-workstation")).toHaveTextContent(
      "Scanning at DAL-WS-01 (clocked in on this shop order)",
    );
    expect(screen.queryByRole("combobox", { name: "Scanning at" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Asset barcode" })).toBeInTheDocument();
  });

  it("is not offered to a user without processing.work", () => {
    renderPanel(PERMISSION_IDS.filter((p) => p !== "processing.work"));
    expect(screen.queryByRole("textbox", { name: "Asset barcode" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === NEXT_URL)).toBe(false);
  });
});
