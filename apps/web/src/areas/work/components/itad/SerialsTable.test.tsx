import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { anAsset } from "../../../../test/asset";
import { fakeApi, type SentCall } from "../../../../test/fake-api";
import { stubPhone } from "../../../../test/media";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { ItadFiguresPanel } from "./ItadFiguresPanel";
import { SerialsTable } from "./SerialsTable";
import { serialsCsv } from "./serial-values";

const SLUG = "dal-so-7";
const LAPTOP = anAsset({
  id: 21,
  barcode: "SN-DAL-21",
  type: "serial",
  serialNumber: "PF2X9K",
  parentBarcode: "LPN-77",
  grade: "B",
  disposition: "resold_or_recycled",
  r2Classification: "resale",
  productAssets: [
    {
      id: 1,
      productId: 12,
      productName: "Laptop 14in",
      quantity: 1,
      grossWeight: 4,
      netWeight: 4,
      value: null,
    },
  ],
});

let calls: SentCall[] = [];

beforeEach(() => {
  sessionStorage.clear();
  calls = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith(`/spa/activities/${SLUG}/serials`)) {
      const query = new URLSearchParams(url.split("?")[1]);
      // 30 devices: 4 of grade A, 9 of grade B, 10 packed; the list itself shows the laptop.
      const total =
        query.get("grade") === "A"
          ? 4
          : query.get("grade") === "B"
            ? 9
            : query.get("grade")
              ? 0
              : query.get("packed")
                ? 10
                : 30;
      return { json: { data: [LAPTOP], total } };
    }
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("the order's serial list", { timeout: 15_000 }, () => {
  it("links each device to its pages in the order and filters by grade", async () => {
    const user = userEvent.setup();
    renderSignedIn(<SerialsTable slug={SLUG} searchKey="test-serials" emptyText="None" />);
    const link = await screen.findByRole("link", { name: "SN-DAL-21" });
    expect(link).toHaveAttribute("href", `/shop-order/${SLUG}/itad/SN-DAL-21`);
    expect(screen.getByText("Resold or recycled · Resale")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Grade" }));
    await user.click(screen.getByRole("option", { name: "Grade B", hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("grade=B"))).toBe(true));
  });

  it("shows each device as a card on a phone", async () => {
    stubPhone();
    renderSignedIn(<SerialsTable slug={SLUG} searchKey="test-serials-phone" emptyText="None" />);
    const card = (await screen.findByRole("link", { name: "SN-DAL-21" })).closest("td") as HTMLElement;
    expect(within(card).getByText("PF2X9K · Laptop 14in")).toBeInTheDocument();
    expect(within(card).getByText("Resold or recycled · Resale · in LPN-77")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Serial number" })).not.toBeInTheDocument();
    expect(within(card).queryByText("On hold")).not.toBeInTheDocument();
  });

  it("marks a held device on its row", async () => {
    LAPTOP.holds = [{ id: 3, type: "locked" }];
    try {
      renderSignedIn(<SerialsTable slug={SLUG} searchKey="test-serials-held" emptyText="None" />);
      const row = (await screen.findByRole("link", { name: "SN-DAL-21" })).closest("tr") as HTMLElement;
      expect(within(row).getByText("On hold")).toBeInTheDocument();
    } finally {
      LAPTOP.holds = [];
    }
  });

  it("counts devices, tested (graded) ones by grade and packed ones", async () => {
    renderSignedIn(<ItadFiguresPanel slug={SLUG} />);
    const figures = await screen.findByRole("region", { name: "Figures" });
    expect(within(figures).getByText("Devices").nextSibling).toHaveTextContent("30");
    expect(within(figures).getByText("Tested").nextSibling).toHaveTextContent("13");
    expect(within(figures).getByText("Packed").nextSibling).toHaveTextContent("10");
    expect(within(figures).getByText(/Grade B:/)).toHaveTextContent("Grade B: 9");
  });

  it("writes the CSV with a header and quotes what needs quoting", () => {
    const csv = serialsCsv([{ ...LAPTOP, serialNumber: 'PF,2"X' }]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "Barcode,Serial number,Product,Grade,Cosmetic grade,Functional grade,Disposition,R2 classification,In,Floor price,Created",
    );
    expect(row).toBe(
      'SN-DAL-21,"PF,2""X",Laptop 14in,B,,,Resold or recycled,Resale,LPN-77,,2026-11-21T08:00:00Z',
    );
  });
});
