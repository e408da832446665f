import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { BulkRoutingForm } from "./BulkRoutingForm";

const SLUG = "dal-so-7";
const ROUTE_URL = `/spa/activities/${SLUG}/routing`;
const ROUTINGS = [
  { id: 3, code: "R2-RESALE", name: "Resale line", description: null, steps: [], active: true },
  { id: 4, code: "OLD", name: "Retired line", description: null, steps: [], active: false },
];

let routeAnswers: FakeAnswer[] = [];
let calls: SentCall[] = [];

beforeEach(() => {
  routeAnswers = [];
  calls = fakeApi((method, url) => {
    if (method === "GET" && url === "/spa/routings") return { json: ROUTINGS };
    // The order has 40 devices, 12 of them graded B.
    if (method === "GET" && url.startsWith(`/spa/activities/${SLUG}/serials`))
      return { json: { data: [], total: url.includes("grade=B") ? 12 : 40 } };
    if (method === "POST" && url === ROUTE_URL)
      return routeAnswers.shift() ?? { status: 500, json: { message: "unexpected" } };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const routes = () => calls.filter((c) => c.method === "POST" && c.url === ROUTE_URL);
/** Picks an option of one field (several fields offer the same dispositions). */
async function choose(user: ReturnType<typeof userEvent.setup>, field: string, name: string) {
  const box = screen.getByRole("combobox", { name: new RegExp(`^${field}`) });
  await user.click(box);
  const list = document.getElementById(box.getAttribute("aria-controls") ?? "") ?? expect.unreachable(field);
  await user.click(within(list).getByRole("option", { name, hidden: true }));
}

describe("BulkRoutingForm", { timeout: 20_000 }, () => {
  it("asks before routing the scanned devices, and a held device's 409 is shown with nothing changed", async () => {
    routeAnswers = [
      {
        status: 409,
        json: { message: "SN-2 is on hold (Locked): Locked: FMIP locked" },
      },
    ];
    const user = userEvent.setup();
    renderSignedIn(<BulkRoutingForm slug={SLUG} />);
    const box = screen.getByRole("textbox", { name: "Serial barcode" });
    await user.type(box, "sn-1{Enter}");
    await user.type(box, "sn-2{Enter}");
    await choose(user, "Disposition", "Resold or recycled");
    await choose(user, "R2 classification", "Resale");
    await choose(user, "Routing", "R2-RESALE · Resale line");

    await user.click(screen.getByRole("button", { name: "Route 2 devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Route these devices?" });
    expect(dialog).toHaveTextContent("Route 2 devices to Resold or recycled / Resale?");
    expect(routes()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Route" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nothing was changed: SN-2 is on hold (Locked): Locked: FMIP locked",
    );
    expect(JSON.parse(String(routes()[0]?.body))).toEqual({
      barcodes: ["SN-1", "SN-2"],
      disposition: "resold_or_recycled",
      r2Classification: "resale",
      routingId: 3,
    });
    // The list stays for another try once the hold is dealt with.
    const list = screen.getByRole("table", { name: "Serials to route" });
    expect(within(list).getAllByRole("row")).toHaveLength(2);
  });

  it("routes the devices a filter takes, after saying how many match", async () => {
    routeAnswers = [{ json: { updated: 12 } }];
    const user = userEvent.setup();
    renderSignedIn(<BulkRoutingForm slug={SLUG} />);
    await user.click(screen.getByRole("radio", { name: "By filter" }));
    expect(await screen.findByText("40 of this order's devices match.")).toBeInTheDocument();
    await choose(user, "Grade", "Grade B");
    expect(await screen.findByText("12 of this order's devices match.")).toBeInTheDocument();
    await choose(user, "Disposition", "Redeploy");
    await user.click(screen.getByRole("button", { name: "Route 12 devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Route these devices?" });
    expect(dialog).toHaveTextContent("Route 12 devices to Redeploy?");
    await user.click(within(dialog).getByRole("button", { name: "Route" }));

    expect(await screen.findByText("12 devices were routed to Redeploy.")).toBeInTheDocument();
    expect(JSON.parse(String(routes()[0]?.body))).toEqual({
      filter: { grade: "B" },
      disposition: "redeploy",
    });
  });

  it("asks for a disposition before anything else", async () => {
    const user = userEvent.setup();
    renderSignedIn(<BulkRoutingForm slug={SLUG} />);
    await user.type(screen.getByRole("textbox", { name: "Serial barcode" }), "sn-1{Enter}");
    await user.click(screen.getByRole("button", { name: "Route 1 device" }));
    expect(screen.getByText("Choose where the devices go")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
