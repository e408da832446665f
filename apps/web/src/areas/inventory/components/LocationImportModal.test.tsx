import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LocationImportModal } from "./LocationImportModal";

const warehouse = { id: 3, shortName: "DAL" };

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function importFile(fetchMock: ReturnType<typeof answer>) {
  vi.stubGlobal("fetch", fetchMock);
  // Reporting a refusal writes to the console when no Sentry DSN is set.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LocationImportModal warehouse={warehouse} onClose={onClose} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, new File(["barcode,name\n"], "locations.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Import" }));
  return { onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("LocationImportModal", () => {
  it("sends the file to the chosen warehouse and lists every refused row, keeping the dialog open", async () => {
    const fetchMock = answer(422, {
      message: "2 rows need attention; nothing was imported",
      errors: { "rows.4.parent_barcode": ["No location NOPE"], "rows.2.type": ["Unknown type"] },
    });
    const { onClose } = await importFile(fetchMock);
    const table = await screen.findByRole("table", { name: "Import errors" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/spa/locations/import?warehouse_id=3");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(screen.getByText("Nothing was imported")).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["2", "4"]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes once every row is imported", async () => {
    const { onClose } = await importFile(answer(201, { created: 12 }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole("table", { name: "Import errors" })).not.toBeInTheDocument();
  });
});
