import { describe, expect, it } from "vitest";
import { extractErrorMessage, UNKNOWN_EXCEPTION } from "./errors";

describe("extractErrorMessage (SPEC §8)", () => {
  const full = {
    message: "Validation failed",
    error: "Bad request",
    errors: { barcode: ["Barcode cannot be empty string."], name: ["Required"] },
  };

  it("prefers the first message of the named field", () => {
    expect(extractErrorMessage(full, { field: "barcode" })).toBe("Barcode cannot be empty string.");
  });

  it("falls back to the error string when the named field has no message", () => {
    expect(extractErrorMessage(full, { field: "serial" })).toBe("Bad request");
  });

  it("uses the message when there is no error string", () => {
    expect(extractErrorMessage({ message: "Load not found" })).toBe("Load not found");
  });

  it("joins field errors as 'Field: text,' when nothing else is given", () => {
    expect(
      extractErrorMessage({ errors: { firstName: ["Required"], warehouse_id: ["Unknown warehouse"] } }),
    ).toBe("First name: Required, Warehouse id: Unknown warehouse,");
  });

  it("accepts a single string as a field's errors", () => {
    expect(extractErrorMessage({ errors: { email: "Taken" } }, { field: "email" })).toBe("Taken");
  });

  it("answers Unknown Exception for the error type when nothing specific exists", () => {
    expect(extractErrorMessage({})).toBe(UNKNOWN_EXCEPTION);
    expect(extractErrorMessage(null)).toBe(UNKNOWN_EXCEPTION);
    expect(extractErrorMessage("<html>gateway</html>")).toBe(UNKNOWN_EXCEPTION);
    expect(extractErrorMessage({ message: "   " })).toBe(UNKNOWN_EXCEPTION);
  });

  it("answers an empty text for other types when nothing specific exists", () => {
    expect(extractErrorMessage({}, { type: "warning" })).toBe("");
  });
});
