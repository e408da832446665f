import type { PricingView } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PricingUploadPanel } from "./PricingUploadPanel";

const SLUG = "dal-in-100042";

const view = (type: PricingView["type"], pricedAt: string | null = null): PricingView => ({
  type,
  lines: [
    {
      key: "asset-1",
      productName: "Laptop",
      barcode: "B1",
      serialNumber: "S1",
      count: 1,
      grossWeight: 6,
      netWeight: 5,
      unitPrice: null,
      share: null,
      value: null,
    },
  ],
  totals: { count: 1, grossWeight: 6, netWeight: 5, value: 0 },
  pricedAt,
  pricedBy: pricedAt ? "Olivia Ortega" : null,
});

type Answer = { status: number; body: unknown };

/** Answers the pricing call in turn (the last answer repeats) and records what was sent. */
function mockPricing(answers: Answer[]) {
  const sent: FormData[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== `/spa/activities/${SLUG}/pricing` || init?.method !== "POST")
      return new Response(JSON.stringify({ message: `no route ${url}` }), { status: 500 });
    sent.push(init.body as FormData);
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] as Answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetchMock);
  // Reporting a refusal writes to the console when no Sentry DSN is set.
  vi.spyOn(console, "error").mockImplementation(() => {});
  return sent;
}

async function upload(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, new File([text], "fmv.csv", { type: "text/csv" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PricingUploadPanel", () => {
  it("lists every row error of a refused file, then prices the corrected one", async () => {
    const sent = mockPricing([
      {
        status: 422,
        body: {
          message: "2 rows need attention; nothing was imported",
          errors: {
            "rows.3.fmv": ["FMV must be a number, 0 or more"],
            "rows.2.serial": ["No asset with serial X was received on this load"],
          },
        },
      },
      { status: 200, body: { type: "fmv", priced: 1, total: 80, unpricedProducts: [] } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PricingUploadPanel slug={SLUG} view={view("fmv")} />);
    expect(screen.getByText("Serial or Barcode, FMV")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Price from file" });
    expect(button).toBeDisabled();

    await upload(user, "serial,fmv\nX,1\nS1,abc\n");
    await user.click(button);
    const errors = await screen.findByRole("table", { name: "Import errors" });
    const rows = within(errors).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "2serialNo asset with serial X was received on this load",
      "3fmvFMV must be a number, 0 or more",
    ]);
    expect(sent[0]?.get("type")).toBe("fmv");
    expect(sent[0]?.get("file")).toHaveProperty("name", "fmv.csv");

    // Choosing the corrected file clears the errors; it is sent without a confirmation.
    await upload(user, "serial,fmv\nS1,80\n");
    expect(screen.queryByRole("table", { name: "Import errors" })).not.toBeInTheDocument();
    await user.click(button);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(() => expect(button).toBeDisabled());
  });

  it("asks before pricing a priced load again; yield can be priced from the account's prices", async () => {
    const sent = mockPricing([
      {
        status: 422,
        body: { message: "No prices", errors: { file: ["The account has no inbound prices per lb"] } },
      },
      { status: 200, body: { type: "yield", priced: 1, total: 10, unpricedProducts: ["Cables"] } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PricingUploadPanel slug={SLUG} view={view("yield", "2026-11-21T08:00:00Z")} />);

    await user.click(screen.getByRole("button", { name: "Price from account prices" }));
    const dialog = await screen.findByRole("dialog", { name: "Price the yield again?" });
    expect(dialog).toHaveTextContent("by Olivia Ortega");
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Price again" }));

    // Without a file the refusal is about the account, not about rows of a sheet.
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Nothing was priced");
    expect(refusal).toHaveTextContent("The account has no inbound prices per lb");
    expect(sent[0]?.get("type")).toBe("yield");
    expect(sent[0]?.get("file")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Price from account prices" }));
    await user.click(await screen.findByRole("button", { name: "Price again" }));
    expect(await screen.findByText(/No price applied to Cables/)).toBeInTheDocument();
    expect(screen.queryByText("Nothing was priced")).not.toBeInTheDocument();
  });
});
