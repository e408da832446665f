import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TrackingImportDialog } from "./TrackingImportDialog";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function importFile(fetchMock: ReturnType<typeof answer>) {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  const onImported = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <TrackingImportDialog projectPrefix="ACME" opened onClose={() => {}} onImported={onImported} />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, new File(["tracking_number,status,date\n"], "ups.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Import" }));
  return { onImported };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TrackingImportDialog", () => {
  it("sends the file to the project and lists the rows it skipped, with why", async () => {
    const fetchMock = answer(201, {
      rows: 5,
      imported: 3,
      alreadyImported: 0,
      problems: [
        { row: 4, message: "No request of ACME has tracking number 1ZNOPE" },
        { row: 6, message: 'Unknown status "Teleported"' },
      ],
    });
    const { onImported } = await importFile(fetchMock);
    const table = await screen.findByRole("table", { name: "Skipped rows" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/spa/parcel_projects/ACME/tracking/import");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(screen.getByRole("status")).toHaveTextContent("3 tracking entries imported, 2 row(s) skipped.");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["4", "6"]);
    expect(onImported).toHaveBeenCalled();
  });

  it("shows a refused file's reason on the file field", async () => {
    await importFile(
      answer(422, {
        message: "Missing columns: status, date",
        errors: { file: ["Missing columns: status, date"] },
      }),
    );
    expect(
      await screen.findByText("Missing columns: status, date", {
        selector: ".mantine-InputWrapper-error, [class*=error]",
      }),
    ).toBeInTheDocument();
  });
});
