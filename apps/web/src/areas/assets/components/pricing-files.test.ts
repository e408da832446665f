import type { PricingView } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { columnHeader, csvCell, expectedColumns, pricedMessage, templateCsv } from "./pricing-files";

type Line = PricingView["lines"][number];
const line = (overrides: Partial<Line>): Line => ({
  key: "k",
  productName: null,
  barcode: null,
  serialNumber: null,
  count: 1,
  grossWeight: null,
  netWeight: null,
  unitPrice: null,
  share: null,
  value: null,
  ...overrides,
});

describe("pricing files", () => {
  it("names the columns each type needs, from the domain's list", () => {
    expect(columnHeader("sale_price")).toBe("Sale Price");
    expect(expectedColumns("fmv")).toEqual(["Serial or Barcode", "FMV"]);
    expect(expectedColumns("consignment")).toEqual(["Product", "Sale Price", "Share"]);
    expect(expectedColumns("yield")).toEqual(["Product", "Price"]);
  });

  it("quotes cells with commas or quotes and neutralises formulas", () => {
    expect(csvCell("Laptops, grade A")).toBe('"Laptops, grade A"');
    expect(csvCell('15" monitors')).toBe('"15"" monitors"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(null)).toBe("");
  });

  it("makes a template of the load's products or assets with the prices left blank", () => {
    const products = [line({ productName: "Laptops" }), line({ productName: "Cables, mixed" })];
    expect(templateCsv("yield", products)).toBe('Product,Price\r\nLaptops,\r\n"Cables, mixed",\r\n');
    expect(templateCsv("consignment", products.slice(0, 1))).toBe(
      "Product,Sale Price,Share\r\nLaptops,,\r\n",
    );
    const assets = [
      line({ barcode: "A1", serialNumber: "S1" }),
      line({ barcode: "A2" }),
      line({ barcode: "A1" }),
    ];
    expect(templateCsv("fmv", assets)).toBe("Barcode,FMV\r\nA1,\r\nA2,\r\n");
    expect(templateCsv("serial", [])).toBe("Barcode,Price\r\n");
  });

  it("says how many were priced and the total", () => {
    expect(pricedMessage({ type: "fmv", priced: 1234, total: 5000.5, unpricedProducts: [] })).toBe(
      "1,234 priced, total $5,000.50",
    );
  });
});
