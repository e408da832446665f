import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import {
  conditionOfGrade,
  customLabelOf,
  type ListingToMatch,
  listingFileRowOf,
  listingIdOfLabel,
  parseMoney,
  parseSaleDate,
  parseSoldRow,
  planSoldReport,
  type ReportRow,
  rowErrorLines,
  saleKeyOf,
} from "./marketplace.rules";
import { LISTING_FILE_COLUMNS } from "./marketplace.schemas";

const today = "2026-11-26";
const values = (over: Partial<ReportRow["values"]> = {}): ReportRow["values"] => ({
  orderNumber: "O-1",
  itemNumber: "1001",
  labelListingId: null,
  quantity: 1,
  unitPrice: 100,
  buyer: null,
  saleDate: null,
  ...over,
});
const listing = (over: Partial<ListingToMatch> = {}): ListingToMatch => ({
  id: 7,
  title: "Laptops B",
  reference: "1001",
  status: "listed",
  listed: 3,
  ...over,
});
const maps = (ls: ListingToMatch[]) => ({
  byReference: new Map(ls.filter((l) => l.reference).map((l) => [l.reference as string, l])),
  byId: new Map(ls.map((l) => [l.id, l])),
});

describe("the bulk-listing file", () => {
  it("has every column, Add without a reference and Revise with one, the label L-<id>", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
        fc.option(fc.constantFrom(...PRODUCT_GRADE_IDS), { nil: null }),
        fc.nat(500),
        (id, reference, grade, quantity) => {
          const row = listingFileRowOf({
            id,
            reference,
            title: "T",
            description: null,
            grade,
            price: 12.5,
            quantity,
          });
          expect(Object.keys(row)).toEqual([...LISTING_FILE_COLUMNS]);
          expect(row.Action).toBe(reference ? "Revise" : "Add");
          expect(listingIdOfLabel(String(row["Custom label"]))).toBe(id);
          expect(row["Condition ID"]).toBe(conditionOfGrade(grade).id);
          expect(row["Start price"]).toBe("12.50");
          expect([row.Format, row.Duration, row.Quantity]).toEqual(["FixedPrice", "GTC", quantity]);
        },
      ),
    );
  });

  it("maps every grade to a condition, better grades never to a worse condition id", () => {
    const ids = PRODUCT_GRADE_IDS.map((g) => conditionOfGrade(g).id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(conditionOfGrade("F").label).toBe("For parts or not working");
    expect(conditionOfGrade(null).label).toBe("Used");
  });

  it("reads only its own custom labels", () => {
    expect(customLabelOf(42)).toBe("L-42");
    expect(listingIdOfLabel("l-42")).toBe(42);
    for (const text of ["", "L-", "L-0", "X-4", "L-4x", "L-99999999999"])
      expect(listingIdOfLabel(text)).toBeNull();
  });
});

describe("reading a report row", () => {
  it("reads prices and days as reports write them", () => {
    expect(parseMoney("US $1,250.50")).toBe(1250.5);
    expect(parseMoney("$120")).toBe(120);
    expect(parseMoney("12.345")).toBeNaN();
    expect(parseMoney("-3")).toBeNaN();
    expect(parseSaleDate("11/26/2026")).toBe("2026-11-26");
    expect(parseSaleDate("2026-02-30")).toBeNull();
  });

  it("answers every error of a row by its column", () => {
    const { values: v, errors } = parseSoldRow(
      { order_number: "", quantity: "0", sold_for: "abc", sale_date: "2099-01-01", custom_label: "SKU-1" },
      today,
    );
    expect(v).toBeNull();
    expect(Object.keys(errors).sort()).toEqual([
      "custom_label",
      "order_number",
      "quantity",
      "sale_date",
      "sold_for",
    ]);
  });

  it("keeps the buyer's name and username and the label's listing", () => {
    const { values: v } = parseSoldRow(
      {
        order_number: "9-1",
        custom_label: "L-5",
        quantity: "2",
        sold_for: "99.99",
        buyer_username: "bob1",
        buyer_name: "Bob",
      },
      today,
    );
    expect(v).toMatchObject({
      labelListingId: 5,
      itemNumber: null,
      quantity: 2,
      unitPrice: 99.99,
      buyer: "Bob (bob1)",
    });
  });
});

describe("matching a report to listings", () => {
  it("never sells more of a listing than is listed, and names each refused row", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 8 }),
        (listed, quantities) => {
          const l = listing({ listed });
          const rows = quantities.map((quantity, i) => ({
            row: i + 2,
            values: values({ orderNumber: `O-${i}`, quantity }),
          }));
          const plan = planSoldReport(rows, maps([l]).byReference, maps([l]).byId, new Set());
          const sold = plan.sales.reduce((n, s) => n + s.quantity, 0);
          expect(sold).toBeLessThanOrEqual(listed);
          expect(plan.sales.length + plan.errors.length).toBe(rows.length);
          for (const e of plan.errors) expect(e.field).toBe("quantity");
        },
      ),
    );
  });

  it("skips orders already imported and refuses one twice in the file", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 30 }),
        (orders, cut) => {
          const l = listing({ listed: 100 });
          const imported = new Set(orders.filter((o) => o < cut).map((o) => saleKeyOf(l.id, `O-${o}`)));
          const rows = [...orders, ...orders].map((o, i) => ({
            row: i + 2,
            values: values({ orderNumber: `O-${o}` }),
          }));
          const plan = planSoldReport(rows, maps([l]).byReference, maps([l]).byId, imported);
          expect(plan.skipped.length).toBe(imported.size);
          expect(plan.sales.length).toBe(orders.length - imported.size);
          expect(plan.errors.length).toBe(orders.length);
          for (const e of plan.errors) expect(e.message).toMatch(/is also on row \d+/);
        },
      ),
    );
  });

  it("refuses unknown references, labels, drafts and ended listings, with their rows", () => {
    const { byReference, byId } = maps([
      listing(),
      listing({ id: 8, reference: "2002", status: "ended" }),
      listing({ id: 9, reference: null, status: "draft" }),
    ]);
    const plan = planSoldReport(
      [
        { row: 2, values: values({ itemNumber: "1234" }) },
        { row: 3, values: values({ itemNumber: null, labelListingId: 99 }) },
        { row: 4, values: values({ itemNumber: "2002", orderNumber: "O-2" }) },
        { row: 5, values: values({ itemNumber: null, labelListingId: 9, orderNumber: "O-3" }) },
        { row: 6, values: values({ labelListingId: 8, orderNumber: "O-4" }) },
        { row: 7, values: values({ itemNumber: null, labelListingId: 7, orderNumber: "O-5" }) },
      ],
      byReference,
      byId,
      new Set(),
    );
    expect(rowErrorLines(plan.errors)).toEqual([
      "Row 2: No listing has item number 1234",
      "Row 3: No listing L-99",
      "Row 4: Listing #8 (Laptops B) is ended",
      "Row 5: Listing #9 (Laptops B) is a draft",
      "Row 6: Item number 1001 is listing #7, not L-8",
    ]);
    expect(plan.sales.map((s) => s.row)).toEqual([7]);
  });
});
