import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AsnImportPanel } from "./AsnImportPanel";

const SLUG = "dal-in-100042";
const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";

const preview = {
  rowCount: 3,
  columns: [
    { header: "serial", field: "serialNumber", source: "name", samples: ["SN-1", "SN-2"] },
    { header: "qty", field: "quantity", source: "name", samples: ["1", "abc"] },
    { header: "kit_code", field: null, source: null, samples: ["K-1"] },
    { header: "widget", field: "product", source: "saved", samples: ["W-1"] },
  ],
};

type Answer = { status: number; body: unknown };

/** Answers by path; a list of answers is used in turn (its last one repeats). */
function mockServer(routes: Record<string, Answer | Answer[]>) {
  const calls: { url: string; body: unknown }[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body });
    const key = `${init?.method ?? "GET"} ${url}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ message: `no route ${key}` }), { status: 500 });
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    const answer = Array.isArray(route) ? (route[Math.min(n, route.length - 1)] as Answer) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetchMock);
  // Reporting a refusal writes to the console when no Sentry DSN is set.
  vi.spyOn(console, "error").mockImplementation(() => {});
  return calls;
}

async function chooseFile() {
  const user = userEvent.setup();
  renderWithProviders(<AsnImportPanel slug={SLUG} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, new File(["serial,qty,kit code,widget\n"], "asn.csv", { type: "text/csv" }));
  await screen.findByRole("table", { name: "Column mapping" });
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AsnImportPanel", () => {
  it("asks for the unmapped column, sends only the open choice, and lists every row error", async () => {
    const calls = mockServer({
      [`POST /spa/loads/${SLUG}/asns/preview`]: { status: 200, body: preview },
      [`POST /spa/loads/${SLUG}/asns`]: {
        status: 422,
        body: {
          message: "2 rows need attention; nothing was imported",
          errors: {
            "rows.4.serialNumber": ["Serial number SN-1 is also in row 2"],
            "rows.3.quantity": ["Not a number"],
          },
        },
      },
    });
    const user = await chooseFile();
    const table = screen.getByRole("table", { name: "Column mapping" });
    expect(within(table).getByText("saved")).toBeInTheDocument();
    expect(within(table).getAllByText("by name")).toHaveLength(2);
    expect(within(table).getByText("not mapped")).toBeInTheDocument();

    // Nothing is sent while a column has no field.
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a field (or Ignore column) for kit_code.");
    expect(calls.filter((c) => c.url === `/spa/loads/${SLUG}/asns`)).toHaveLength(0);

    // The keyboard way: type, Enter takes the first match.
    await user.type(screen.getByRole("combobox", { name: "Field for kit_code" }), "ignore{Enter}");
    expect(screen.getByRole("combobox", { name: "Field for kit_code" })).toHaveValue("Ignore column");
    await user.click(screen.getByRole("button", { name: "Import" }));

    const errors = await screen.findByRole("table", { name: "Import errors" });
    const sent = calls.find((c) => c.url === `/spa/loads/${SLUG}/asns`)?.body as FormData;
    expect(JSON.parse(String(sent.get("mapping")))).toEqual({ kit_code: "ignore" });
    expect(sent.get("file")).toBeInstanceOf(File);
    const rows = within(errors).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["3", "Quantity", "Not a number"],
      ["4", "Serial number", "Serial number SN-1 is also in row 2"],
    ]);
    expect(screen.getByText("Nothing was imported")).toBeInTheDocument();
  });

  it("marks the columns the server refuses", async () => {
    mockServer({
      [`POST /spa/loads/${SLUG}/asns/preview`]: { status: 200, body: preview },
      [`POST /spa/loads/${SLUG}/asns`]: {
        status: 422,
        body: {
          message: "Choose an ASN field for each column, or ignore it; nothing was imported",
          errors: { "columns.widget": ["Product is also read from kit_code; choose one column for it"] },
        },
      },
    });
    const user = await chooseFile();
    await user.type(screen.getByRole("combobox", { name: "Field for kit_code" }), "product{Enter}");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText("Product is also read from kit_code; choose one column for it"),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Field for widget" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("follows a large import's job to the end and clears the form", async () => {
    const calls = mockServer({
      [`POST /spa/loads/${SLUG}/asns/preview`]: {
        status: 200,
        body: { ...preview, rowCount: 5000, columns: preview.columns.filter((c) => c.field) },
      },
      [`POST /spa/loads/${SLUG}/asns`]: { status: 202, body: { jobId: JOB_ID } },
      "GET /spa/site": { status: 200, body: { user: { audience: "operator" }, warehouses: [] } },
      [`GET /spa/jobs/${JOB_ID}`]: [
        { status: 200, body: { id: JOB_ID, status: "running", progress: 0.5, result: null, error: null } },
        {
          status: 200,
          body: { id: JOB_ID, status: "succeeded", progress: 1, result: { inserted: 5000 }, error: null },
        },
      ],
    });
    const user = await chooseFile();
    expect(screen.getByText(/rows in asn.csv/)).toHaveTextContent(
      "5,000 rows in asn.csv. Every column is mapped.",
    );
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Working… 50%")).toBeInTheDocument();
    // The progress takes the mapping's place while the job runs.
    expect(screen.queryByRole("table", { name: "Column mapping" })).toBeNull();
    await vi.waitFor(() => expect(screen.queryByText(/Working…/)).toBeNull(), { timeout: 3000 });
    // Once the job has succeeded the form starts over for the next file.
    expect(screen.queryByRole("table", { name: "Column mapping" })).toBeNull();
    expect(screen.queryByText(/rows in asn.csv/)).toBeNull();
    expect(screen.queryByRole("table", { name: "Import errors" })).toBeNull();
    expect(calls.filter((c) => c.url === `/spa/jobs/${JOB_ID}`).length).toBe(2);
  });
});
