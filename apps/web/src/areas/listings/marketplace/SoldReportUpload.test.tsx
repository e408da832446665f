import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { type FakeAnswer, fakeApi, posted } from "../../../test/fake-api";
import { SoldReportUpload } from "./SoldReportUpload";

function renderWith(answer: FakeAnswer) {
  const calls = fakeApi(() => answer);
  setCallerFamily("operator");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <SoldReportUpload platform="auction_marketplace" />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

async function chooseAndImport(container: HTMLElement = document.body) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(["Order number"], "sold.csv", { type: "text/csv" })] },
  });
  fireEvent.click(await screen.findByRole("button", { name: "Import sold report" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("SoldReportUpload", () => {
  it("sends the file with the platform and shows every refused row with its number", async () => {
    const calls = renderWith({
      status: 422,
      json: {
        message: "2 rows need attention; nothing was imported. Row 3: No listing has item number 1234",
        errors: {
          "rows.4.quantity": ["Quantity 3 is more than the 1 still listed on listing #7 (Laptops B)"],
          "rows.3.item_number": ["No listing has item number 1234"],
        },
      },
    });
    await chooseAndImport();
    const table = await screen.findByRole("table", { name: "Import errors" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "3item_numberNo listing has item number 1234",
      "4quantityQuantity 3 is more than the 1 still listed on listing #7 (Laptops B)",
    ]);
    const { url, form } = posted(calls);
    expect(url).toBe("/spa/listings/sold_report");
    expect(form.get("platform")).toBe("auction_marketplace");
    expect((form.get("file") as File).name).toBe("sold.csv");
  });

  it("shows what was applied and which orders were skipped as already imported", async () => {
    renderWith({
      json: { applied: 1, sold: 2, skipped: [{ row: 3, orderNumber: "ORD-9", listingId: 7 }], soldOut: [7] },
    });
    await chooseAndImport();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("1 row applied: 2 assets marked sold. Sold out: listing #7.");
    expect(summary).toHaveTextContent("Row 3: order ORD-9 (listing #7)");
  });
});
