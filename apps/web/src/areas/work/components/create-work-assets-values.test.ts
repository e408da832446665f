import { describe, expect, it } from "vitest";
import {
  type CreateRow,
  type CreateValues,
  createBodyOf,
  createdMessage,
  createErrors,
  newRow,
  rowErrors,
} from "./create-work-assets-values";

function filled(patch: Partial<CreateRow> = {}): CreateRow {
  return {
    ...newRow("bin"),
    productId: "7",
    productName: "Copper #2",
    grossWeight: 120,
    netWeight: 100,
    ...patch,
  };
}

const values = (rows: CreateRow[], sourceBarcode = "B-100"): CreateValues => ({ sourceBarcode, rows });

describe("creating assets out of an input: the form's checks", () => {
  it("accepts three commodity bins out of one input bin", () => {
    expect(createErrors(values([filled(), filled({ grossWeight: 80, netWeight: 75 }), filled()]))).toEqual(
      {},
    );
  });

  it("asks for the source input", () => {
    expect(createErrors(values([filled()], "  "))).toEqual({ sourceBarcode: expect.any(String) });
  });

  it("names each row's problems on its own fields", () => {
    const errors = createErrors(
      values([
        filled(),
        filled({ productId: null, grossWeight: "" }),
        filled({ grossWeight: 50, netWeight: 60 }),
      ]),
    );
    expect(errors).toEqual({
      "items.1.productId": "Choose a product",
      "items.1.grossWeight": "Gross weight must be a number",
      "items.2.netWeight": "Net weight cannot be more than gross weight",
    });
    expect(rowErrors(errors, 1)).toEqual({
      productId: "Choose a product",
      grossWeight: "Gross weight must be a number",
    });
    expect(rowErrors(errors, 0)).toEqual({});
  });

  it("refuses negative or too heavy weights with the domain's messages", () => {
    const errors = createErrors(values([filled({ grossWeight: 200_000, netWeight: -1 })]));
    expect(errors["items.0.grossWeight"]).toBe("Gross weight is at most 100,000 lbs");
    expect(errors["items.0.netWeight"]).toBe("Net weight cannot be negative");
  });

  it("needs a serial number on a serial, and a barcode used once and not the source's", () => {
    const errors = createErrors(
      values([
        filled({ type: "serial" }),
        filled({ barcode: "b-201" }),
        filled({ barcode: "B-201" }),
        filled({ barcode: "b-100" }),
      ]),
    );
    expect(errors).toEqual({
      "items.0.serialNumber": "Serial number is required for a serial asset",
      "items.2.barcode": "Barcode B-201 is also in row 2",
      "items.3.barcode": "A new asset cannot take the barcode of its source",
    });
  });

  it("asks for at least one row", () => {
    expect(createErrors(values([]))).toEqual({ items: "Add at least one asset" });
  });
});

describe("the request", () => {
  it("sends the source upper-cased, each row's fields and the request key", () => {
    const body = createBodyOf(
      values(
        [
          filled({ barcode: " ", serialNumber: "ignored for a bin" }),
          filled({ type: "serial", serialNumber: " SN-9 " }),
        ],
        "b-100",
      ),
      "key-1",
    );
    expect(body).toEqual({
      sourceBarcode: "B-100",
      requestKey: "key-1",
      items: [
        {
          type: "bin",
          barcode: null,
          productId: 7,
          grossWeight: 120,
          netWeight: 100,
          serialNumber: null,
          quantity: 1,
        },
        {
          type: "serial",
          barcode: null,
          productId: 7,
          grossWeight: 120,
          netWeight: 100,
          serialNumber: "SN-9",
          quantity: 1,
        },
      ],
    });
  });

  it("says what was made", () => {
    expect(createdMessage(3, "B-100")).toBe("3 assets were created out of B-100");
    expect(createdMessage(1, "B-100", "B-201")).toBe("B-201 was created out of B-100");
  });

  it("gives each new row its own key and the type of the row before it", () => {
    const first = newRow("bin");
    const second = newRow("bin", { ...first, type: "serial" });
    expect(second.key).not.toBe(first.key);
    expect(second.type).toBe("serial");
    expect(second.productId).toBeNull();
  });
});
