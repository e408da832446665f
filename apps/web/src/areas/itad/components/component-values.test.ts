import { describe, expect, it } from "vitest";
import { componentErrorsOf, componentLinesBody } from "./component-values";

describe("componentLinesBody", () => {
  it("makes one part per serial line, of the chosen product, into the bin", () => {
    const built = componentLinesBody({ productId: "5", binBarcode: " bin-1 ", serials: "ab1\nAB2\n\n" });
    expect(built.ok && built.body).toEqual({
      components: [
        { productId: 5, serialNumber: "AB1", binBarcode: "BIN-1" },
        { productId: 5, serialNumber: "AB2", binBarcode: "BIN-1" },
      ],
    });
  });

  it("names every offending line before anything is sent", () => {
    const built = componentLinesBody({ productId: null, binBarcode: "", serials: "AB1\n\nab1" });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors.productId).toBe("Choose the parts' product");
    expect(built.errors.serials).toBe("Line 2 is blank; Line 3: AB1 is in the list twice");
    expect(componentLinesBody({ productId: "5", binBarcode: "", serials: "" }).ok).toBe(false);
  });

  it("harvests one part without a serial, loose on the order", () => {
    const built = componentLinesBody({ productId: "5", binBarcode: "", serials: "" }, true);
    expect(built.ok && built.body).toEqual({ components: [{ productId: 5 }] });
    expect(componentLinesBody({ productId: "5", binBarcode: "", serials: "A\nB" }, true).ok).toBe(false);
  });
});

describe("componentErrorsOf", () => {
  it("puts a part's error on its line and the rest on their fields", () => {
    expect(
      componentErrorsOf({
        "components.2.serialNumber": "AB3 is already in the system",
        "components.0.binBarcode": "BIN-9 is not a bin of this order",
        components: "At most 200 components at once",
      }),
    ).toEqual({
      serials: "Line 3: AB3 is already in the system",
      binBarcode: "BIN-9 is not a bin of this order",
    });
  });
});
