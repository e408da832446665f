import type { PriceList } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  emptyRow,
  isBlankRow,
  type PriceRow,
  rowErrorsFromFields,
  rowsChanged,
  rowsFromPriceList,
  toPricesBody,
} from "./price-editor-rows";
import { compareVersions, formatMoney, methodLabel } from "./price-format";

const list: PriceList = {
  version: 3,
  createdBy: "Olivia Ortega",
  createdAt: "2026-03-02T10:15:00.000Z",
  entries: [
    {
      productId: 7,
      serviceId: null,
      itemName: "Laptop",
      method: "unit_price",
      customName: null,
      unit: "pieces",
      price: "12.50",
    },
    {
      productId: null,
      serviceId: 2,
      itemName: "Wiping",
      method: "custom",
      customName: "Per drive",
      unit: "charge",
      price: "4.00",
    },
  ],
};

const row = (patch: Partial<PriceRow>): PriceRow => ({ ...emptyRow(), ...patch });

describe("price editor rows", () => {
  it("turns a saved list into rows and back into the same entries", () => {
    const rows = rowsFromPriceList(list);
    expect(rows.map((r) => [r.item, r.method, r.customName, r.unit, r.price])).toEqual([
      [{ kind: "product", id: 7, name: "Laptop" }, "unit_price", "", "pieces", 12.5],
      [{ kind: "service", id: 2, name: "Wiping" }, "custom", "Per drive", "charge", 4],
    ]);
    const result = toPricesBody(rows, list.version);
    expect(result).toMatchObject({
      ok: true,
      body: {
        baseVersion: 3,
        entries: [
          {
            productId: 7,
            serviceId: null,
            method: "unit_price",
            customName: null,
            unit: "pieces",
            price: "12.5",
          },
          {
            productId: null,
            serviceId: 2,
            method: "custom",
            customName: "Per drive",
            unit: "charge",
            price: "4",
          },
        ],
      },
    });
  });

  it("starts an empty list with one line to type into", () => {
    const rows = rowsFromPriceList({ version: 0, createdBy: null, createdAt: null, entries: [] });
    expect(rows).toHaveLength(1);
    expect(isBlankRow(rows[0] as PriceRow)).toBe(true);
  });

  it("gives a new line the method and unit of the line before it", () => {
    const previous = row({ method: "lump_sum", unit: "pallet" });
    expect(emptyRow(previous)).toMatchObject({ method: "lump_sum", unit: "pallet", item: null, price: "" });
    expect(emptyRow()).toMatchObject({ method: "unit_price", unit: "lbs" });
  });

  it("leaves blank lines out and maps entry positions back to rows", () => {
    const blank = emptyRow();
    const filled = row({ item: { kind: "product", id: 1, name: "Tablet" }, price: 3 });
    const result = toPricesBody([blank, filled], 0);
    expect(result.ok).toBe(true);
    expect(result.sentKeys).toEqual([filled.key]);
    if (result.ok) expect(result.body.entries).toHaveLength(1);
  });

  it("drops the custom name when the method is not custom", () => {
    const r = row({
      item: { kind: "service", id: 2, name: "Wiping" },
      method: "unit_price",
      customName: "left over",
      price: 1,
    });
    const result = toPricesBody([r], 1);
    expect(result.ok && result.body.entries[0]?.customName).toBeNull();
  });

  it("names what is missing on each line, with the schema's own rules", () => {
    const noItem = row({ price: 5 });
    const noName = row({ item: { kind: "product", id: 1, name: "Tablet" }, method: "custom", price: 5 });
    const badPrice = row({ item: { kind: "product", id: 2, name: "Phone" }, price: "1.234" });
    const noPrice = row({ item: { kind: "product", id: 3, name: "Server" }, method: null });
    const result = toPricesBody([noItem, noName, badPrice, noPrice], 1);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.rows[noItem.key]).toEqual({ item: "Choose a product or a service" });
    expect(result.errors.rows[noName.key]).toEqual({ customName: "A custom method needs a name" });
    expect(result.errors.rows[badPrice.key]).toEqual({ price: "Enter an amount with at most 2 decimals" });
    expect(result.errors.rows[noPrice.key]).toMatchObject({
      method: "Choose a method",
      price: "Enter a price",
    });
  });

  it("marks a line that repeats another", () => {
    const a = row({ item: { kind: "product", id: 1, name: "Tablet" }, price: 5 });
    const b = row({ item: { kind: "product", id: 1, name: "Tablet" }, price: 6 });
    const result = toPricesBody([a, b], 1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.rows[b.key]).toEqual({ item: "This line is already in the list" });
  });

  it("puts the server's field errors on the rows that were sent", () => {
    const mapped = rowErrorsFromFields(
      { "entries.1.price": "Too much", "entries.0.serviceId": "Unknown service", baseVersion: "Stale" },
      ["row-a", "row-b"],
    );
    expect(mapped.rows).toEqual({ "row-b": { price: "Too much" }, "row-a": { item: "Unknown service" } });
    expect(mapped.general).toEqual(["Stale"]);
  });

  it("knows whether anything that would be saved has changed", () => {
    const initial = rowsFromPriceList(list);
    const same = initial.map((r) => ({ ...r, key: `${r.key}-copy` }));
    expect(rowsChanged(initial, same)).toBe(false);
    expect(rowsChanged(initial, [...same, emptyRow()])).toBe(false);
    expect(
      rowsChanged(
        initial,
        same.map((r, i) => (i === 0 ? { ...r, price: "12.50" } : r)),
      ),
    ).toBe(false);
    expect(
      rowsChanged(
        initial,
        same.map((r, i) => (i === 0 ? { ...r, price: 13 } : r)),
      ),
    ).toBe(true);
    expect(rowsChanged(initial, same.slice(1))).toBe(true);
  });
});

describe("price formatting and comparison", () => {
  it("formats money and names custom methods by their own name", () => {
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatMoney("-3")).toBe("-$3.00");
    expect(methodLabel({ method: "custom", customName: "Per drive" })).toBe("Per drive");
    expect(methodLabel({ method: "sort_settle", customName: null })).toBe("Dependent Upon Yield");
  });

  it("compares a version with the previous one: changed, added and removed lines", () => {
    const [laptop, wiping] = list.entries as [PriceList["entries"][0], PriceList["entries"][0]];
    const current = [
      { ...laptop, price: "14.00" },
      { ...wiping, price: "4" },
      { ...laptop, unit: "lbs" as const, price: "1.00" },
    ];
    const { entries, removed } = compareVersions(current, [
      laptop,
      wiping,
      { ...wiping, method: "lump_sum" as const },
    ]);
    expect(entries.map((e) => [e.status, e.previousPrice])).toEqual([
      ["changed", "12.50"],
      ["same", null],
      ["added", null],
    ]);
    expect(removed.map((e) => e.method)).toEqual(["lump_sum"]);
    expect(compareVersions(current, undefined).entries.every((e) => e.status === "same")).toBe(true);
  });
});
