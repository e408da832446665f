import type { SettlementStatement } from "@ops/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import { aLine, aStatement } from "../test-statement";
import { SettlementScreen } from "./SettlementScreen";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const URL = "/spa/activities/dal-in-100042/settlement";

function renderScreen(
  answer: (method: string, url: string, calls: SentCall[]) => FakeAnswer,
  loadStatus = "processed",
) {
  const calls: SentCall[] = fakeApi((method, url) => answer(method, url, calls));
  const { router } = renderRoutesSignedIn(
    [
      {
        path: "/inbound/:slug/pricing/settlement",
        element: <SettlementScreen slug="dal-in-100042" loadStatus={loadStatus} />,
      },
      { path: "/elsewhere", element: <p>Elsewhere</p> },
    ],
    "/inbound/dal-in-100042/pricing/settlement",
  );
  return Object.assign(calls, { router });
}

const sent = (calls: SentCall[], method: string) => {
  const call = calls.find((c) => c.method === method);
  return call ? { url: call.url, body: call.body ? JSON.parse(String(call.body)) : undefined } : undefined;
};

const FINAL: SettlementStatement = aStatement({
  id: 12,
  status: "final",
  paymentType: "ach",
  finalizedAt: "2026-11-26T16:00:00.000Z",
  finalizedBy: "Olivia Ortega",
});

describe("the settlement of a load", () => {
  it("shows the net in words and big, the totals per kind and the lines grouped by kind, charges in red", async () => {
    renderScreen(() => ({ json: aStatement() }));
    expect(await screen.findByTestId("statement-net")).toHaveTextContent("$205.00");
    const net = screen.getByRole("region", { name: "Net" });
    expect(within(net).getByText("Due to the client")).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    const lines = screen.getByRole("table", { name: "Statement lines" });
    const freight = within(lines).getByRole("rowgroup", { name: "Freight" });
    expect(within(freight).getByText("Fixed freight cost")).toBeInTheDocument();
    expect(within(freight).getByText("1 charge")).toBeInTheDocument();
    expect(within(freight).getByText("$75.00")).toBeInTheDocument();
    expect(within(freight).getAllByText("-$75.00")[0]).toBeInTheDocument();
    expect(within(freight).getByText("(charge)")).toBeInTheDocument();
    const value = within(lines).getByRole("rowgroup", { name: "Asset value" });
    expect(within(value).getByText("120 lbs")).toBeInTheDocument();
    expect(within(value).getByText("$2.50")).toBeInTheDocument();
    expect(within(value).queryByText("(charge)")).toBeNull();
  });

  it("lists the unpriced products with why, and the rules it could not apply", async () => {
    renderScreen(() => ({
      json: aStatement({
        unpricedProducts: [
          { productId: 8, name: "CRT monitors", reason: "No inbound price for CRT monitors" },
        ],
        skippedRules: [{ type: "cost_plus_freight", reason: "Enter the carrier's cost on the statement" }],
      }),
    }));
    const alert = (await screen.findByText("1 product is not priced")).closest<HTMLElement>("[role=alert]");
    if (!alert) throw new Error("the unpriced products are not an alert");
    expect(alert).toHaveTextContent("1 product is not priced");
    expect(alert).toHaveTextContent("cannot be marked priced");
    expect(within(alert).getByRole("list", { name: "Unpriced products" })).toHaveTextContent(
      "CRT monitors — No inbound price for CRT monitors",
    );
    expect(screen.getByRole("list", { name: "Rules not applied" })).toHaveTextContent(
      "Cost plus freight — Enter the carrier's cost on the statement",
    );
  });

  it("refuses a typed line without description before sending, and puts the server's 422 on the right inputs", {
    timeout: 20_000,
  }, async () => {
    const calls = renderScreen((method) =>
      method === "PUT"
        ? {
            status: 422,
            json: {
              message: "Carrier cost must be between 0 and 999999999999",
              errors: {
                carrierCost: ["Carrier cost must be between 0 and 999999999999"],
                "manualLines.0.unitPrice": ["Unit price has at most 4 decimal places"],
              },
            },
          }
        : { json: aStatement() },
    );
    const form = await screen.findByRole("form", { name: "Draft inputs" });
    await userEvent.click(within(form).getByRole("button", { name: "Add a line" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    const line = within(form).getByRole("group", { name: "Line 1" });
    expect(await within(line).findByText("Describe the line")).toBeInTheDocument();
    expect(sent(calls, "PUT")).toBeUndefined();

    await userEvent.type(within(line).getByRole("textbox", { name: "Description" }), "Crating");
    await userEvent.type(within(line).getByRole("textbox", { name: "Unit price" }), "35.5");
    await userEvent.type(within(form).getByRole("textbox", { name: /Carrier cost/ }), "450");
    await userEvent.type(within(form).getByRole("textbox", { name: /Miles/ }), "120.5");
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(within(line).getByRole("textbox", { name: "Unit price" })).toHaveAccessibleDescription(
        /Unit price has at most 4 decimal places/,
      ),
    );
    expect(within(form).getByRole("textbox", { name: /Carrier cost/ })).toHaveAccessibleDescription(
      /Carrier cost must be between/,
    );
    expect(sent(calls, "PUT")).toEqual({
      url: URL,
      body: {
        paymentType: null,
        carrierCost: "450",
        miles: "120.5",
        notes: null,
        manualLines: [
          { description: "Crating", quantity: "1", unit: "pieces", unitPrice: "35.5", direction: "charge" },
        ],
      },
    });
  });

  it("saves the draft and shows the recomputed statement; finalising waits while changes are unsaved", async () => {
    const saved = aStatement({
      carrierCost: "450.00",
      lines: [
        ...aStatement().lines,
        aLine({
          kind: "freight",
          rule: "cost_plus_freight",
          description: "Freight at cost plus 10%",
          productId: null,
          quantity: "1.000",
          unit: "charge",
          unitPrice: "495.0000",
          amount: "-495.00",
        }),
      ],
      totals: { ...aStatement().totals, freight: "-570.00", charges: "-590.00", net: "-290.00" },
      direction: "due_from_client",
    });
    renderScreen((method) => ({ json: method === "PUT" ? saved : aStatement() }));
    const form = await screen.findByRole("form", { name: "Draft inputs" });
    await userEvent.type(within(form).getByRole("textbox", { name: /Carrier cost/ }), "450");
    expect(screen.getByRole("button", { name: "Finalise statement" })).toBeDisabled();
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(screen.getByTestId("statement-net")).toHaveTextContent("$290.00"));
    expect(
      within(screen.getByRole("region", { name: "Net" })).getByText("Due from the client"),
    ).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: /Carrier cost/ })).toHaveValue("450.00");
    expect(screen.getByRole("button", { name: "Finalise statement" })).toBeEnabled();
  });

  it("does not offer finalising a load the life cycle cannot mark priced yet, and says why", async () => {
    renderScreen(
      () => ({ json: aStatement({ load: { ...aStatement().load, status: "received" } }) }),
      "received",
    );
    const button = await screen.findByRole("button", { name: "Finalise statement" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "A received load cannot be marked priced: mark it processed first",
    );
  });

  it("asks before leaving with unsaved draft changes", async () => {
    const calls = renderScreen(() => ({ json: aStatement() }));
    const form = await screen.findByRole("form", { name: "Draft inputs" });
    await userEvent.type(within(form).getByRole("textbox", { name: /Notes/ }), "Dock 4");
    expect(within(form).getByText("Unsaved changes")).toBeInTheDocument();
    await act(() => calls.router.navigate("/elsewhere"));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(calls.router.state.location.pathname).toBe("/inbound/dal-in-100042/pricing/settlement");
    await userEvent.click(within(form).getByRole("button", { name: "Discard changes" }));
    await act(() => calls.router.navigate("/elsewhere"));
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
  });

  it("asks before finalising, saying the load is marked priced and that only adjustments change it afterwards", async () => {
    const calls = renderScreen((method) => ({ json: method === "POST" ? FINAL : aStatement() }));
    await userEvent.click(await screen.findByRole("button", { name: "Finalise statement" }));
    const dialog = await screen.findByRole("dialog", { name: "Finalise the statement?" });
    expect(dialog).toHaveTextContent("This marks load dal-in-100042 priced");
    expect(dialog).toHaveTextContent("$205.00 due to the client");
    expect(dialog).toHaveTextContent("Afterwards only adjustments change it");
    expect(sent(calls, "POST")).toBeUndefined();
    await userEvent.click(within(dialog).getByRole("button", { name: "Finalise and mark priced" }));
    await waitFor(() => expect(screen.getByText("Final")).toBeInTheDocument());
    expect(sent(calls, "POST")?.url).toBe(`${URL}/finalize`);
    expect(screen.queryByRole("form", { name: "Draft inputs" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add adjustment" })).toBeInTheDocument();
  });

  it("shows a 409's refusal and the unpriced products as the statement now reads them", async () => {
    let reads = 0;
    const calls = renderScreen((method) => {
      if (method === "POST")
        return {
          status: 409,
          json: {
            message: "The load has unpriced products: CRT monitors (No inbound price for CRT monitors)",
          },
        };
      reads += 1;
      return {
        json:
          reads === 1
            ? aStatement()
            : aStatement({
                unpricedProducts: [
                  { productId: 8, name: "CRT monitors", reason: "No inbound price for CRT monitors" },
                ],
              }),
      };
    });
    await userEvent.click(await screen.findByRole("button", { name: "Finalise statement" }));
    const dialog = await screen.findByRole("dialog", { name: "Finalise the statement?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Finalise and mark priced" }));
    expect(await screen.findByText("The statement was not finalised")).toBeInTheDocument();
    expect(screen.getAllByText(/The load has unpriced products: CRT monitors/)[0]).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Unpriced products" })).toHaveTextContent("CRT monitors");
    expect(calls.filter((c) => c.method === "GET" && c.url === URL)).toHaveLength(2);
    expect(screen.getByText("Draft")).toBeInTheDocument();
  });

  it("adds an adjustment to a final statement with its signed amount and reason", async () => {
    const adjusted = aStatement({
      ...FINAL,
      lines: [
        ...FINAL.lines,
        aLine({
          id: 90,
          kind: "adjustment",
          rule: null,
          source: "Adjustment",
          description: "Damaged pallet",
          productId: null,
          quantity: "1.000",
          unit: "charge",
          unitPrice: null,
          amount: "-25.00",
          reason: "Damaged pallet",
          createdBy: "Olivia Ortega",
          createdAt: "2026-11-27T09:00:00.000Z",
        }),
      ],
      totals: { ...FINAL.totals, adjustments: "-25.00", charges: "-120.00", net: "180.00" },
    });
    const calls = renderScreen((method) =>
      method === "POST" ? { status: 201, json: adjusted } : { json: FINAL },
    );
    expect(await screen.findByText("Final")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalise statement" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add adjustment" }));
    const dialog = await screen.findByRole("dialog", { name: "Adjust ST-DAL-IN-100042" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add adjustment" }));
    expect(await within(dialog).findByText("Give the reason for the adjustment")).toBeInTheDocument();
    expect(sent(calls, "POST")).toBeUndefined();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Amount/ }), "-25.00");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Damaged pallet");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add adjustment" }));
    await waitFor(() => expect(screen.getByTestId("statement-net")).toHaveTextContent("$180.00"));
    expect(sent(calls, "POST")).toEqual({
      url: `${URL}/adjustments`,
      body: { amount: "-25.00", reason: "Damaged pallet" },
    });
    const group = screen.getByRole("rowgroup", { name: "Adjustment" });
    // The server words the line by its reason: shown once.
    expect(within(group).getAllByText(/Damaged pallet/)).toHaveLength(1);
    expect(group).toHaveTextContent("Olivia Ortega");
  });
});
