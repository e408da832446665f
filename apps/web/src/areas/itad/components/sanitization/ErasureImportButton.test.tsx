import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi, posted } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { ErasureImportButton } from "./ErasureImportButton";

const csv = () => new File(["serial,tool,method,result,date\n"], "erasures.csv", { type: "text/csv" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

async function openAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Import erasures" }));
  const dialog = await screen.findByRole("dialog", { name: "Import erasures into dal-in-100001" });
  expect(within(dialog).getByText("serial, tool, method, result, date")).toBeInTheDocument();
  // Mantine's FileInput is a button over a hidden file input (in the dialog's portal).
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, csv());
  await user.click(within(dialog).getByRole("button", { name: "Import" }));
  return dialog;
}

describe("ErasureImportButton", () => {
  it("uploads the file to the activity and says what it came to", async () => {
    const calls = fakeApi(() => ({
      status: 201,
      json: { imported: 12, passed: 10, failed: 2, routedToDestruction: 2 },
    }));
    const user = userEvent.setup();
    renderSignedIn(<ErasureImportButton slug="dal-in-100001" />);
    const dialog = await openAndSend(user);
    const result = await within(dialog).findByRole("status");
    expect(result).toHaveTextContent("12 erasures were imported");
    expect(result).toHaveTextContent("Passed: 10");
    expect(result).toHaveTextContent("Failed: 2");
    expect(result).toHaveTextContent("Routed to destruction: 2");
    const sent = posted(calls);
    expect(sent.url).toBe("/spa/activities/dal-in-100001/erasures/import");
    expect((sent.form.get("file") as File).name).toBe("erasures.csv");
  });

  it("lists every row error by row when the server refuses the file", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi(() => ({
      status: 422,
      json: {
        message: "2 rows have errors",
        errors: {
          "rows.5.serial": ["Unknown serial ZZ9 on this load"],
          "rows.3.date": ["The date cannot be in the future"],
          "rows.3.method": ["Choose the method: clear or purge"],
        },
      },
    }));
    const user = userEvent.setup();
    renderSignedIn(<ErasureImportButton slug="dal-in-100001" />);
    const dialog = await openAndSend(user);
    const table = await within(dialog).findByRole("table", { name: "Import errors" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["3", "method", "Choose the method: clear or purge"],
      ["3", "date", "The date cannot be in the future"],
      ["5", "serial", "Unknown serial ZZ9 on this load"],
    ]);
    expect(within(dialog).getByText("Nothing was imported")).toBeInTheDocument();
  });

  it("is not offered to someone who may not record sanitization", () => {
    renderSignedIn(<ErasureImportButton slug="dal-in-100001" />, "operator", [
      "activities.view",
      "assets.view",
    ]);
    expect(screen.queryByRole("button", { name: "Import erasures" })).not.toBeInTheDocument();
  });
});
