import { describe, expect, it } from "vitest";
import { missingRequestColumns, parseDevicesText, requestRowsOf } from "./parcel-requests.rules";

const good = (over: Record<string, string> = {}) => ({
  name: "Ana Lima",
  email: "Ana@Example.com",
  phone: "",
  address_line_1: "1 Main St",
  address_line_2: "",
  city: "Austin",
  "state/region": "TX",
  postal_code: "78701",
  country: "us",
  devices: "Laptop x2; Monitor",
  ...over,
});

describe("parseDevicesText", () => {
  it("reads quantities after x, × or in brackets", () => {
    expect(parseDevicesText("Laptop x2; Monitor")).toEqual([
      { description: "Laptop", serialNumber: null, quantity: 2 },
      { description: "Monitor", serialNumber: null, quantity: 1 },
    ]);
    expect(parseDevicesText("Dock ×3\nPhone (2)")).toEqual([
      { description: "Dock", serialNumber: null, quantity: 3 },
      { description: "Phone", serialNumber: null, quantity: 2 },
    ]);
    expect(parseDevicesText("")).toEqual([]);
  });
  it("refuses a quantity out of range", () => {
    expect(parseDevicesText("Laptop x0")).toMatch(/1 to 100/);
  });
});

describe("requestRowsOf", () => {
  it("turns good rows into bodies, e-mail lower-cased and country upper-cased", () => {
    const { bodies, errors } = requestRowsOf([{ rowNumber: 2, cells: good() }], new Set());
    expect(errors).toEqual({});
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      row: 2,
      employeeName: "Ana Lima",
      email: "ana@example.com",
      address: { line1: "1 Main St", city: "Austin", region: "TX", postalCode: "78701", country: "US" },
      devices: [
        { description: "Laptop", quantity: 2 },
        { description: "Monitor", quantity: 1 },
      ],
    });
  });

  it("reports every bad row in one pass with its row number", () => {
    const { bodies, errors } = requestRowsOf(
      [
        { rowNumber: 2, cells: good() },
        { rowNumber: 3, cells: good({ email: "not-an-email" }) },
        { rowNumber: 4, cells: good({ email: "ANA@example.com" }) },
        { rowNumber: 5, cells: good({ email: "bo@example.com", city: "", postal_code: "" }) },
        { rowNumber: 6, cells: good({ email: "old@example.com" }) },
      ],
      new Set(["old@example.com"]),
    );
    expect(bodies.map((b) => b.row)).toEqual([2]);
    expect(errors["rows.3.email"]).toEqual(["Enter a valid e-mail address"]);
    expect(errors["rows.4.email"]).toEqual(["ana@example.com is also in row 2"]);
    expect(errors["rows.5.city"]).toEqual(["City is required"]);
    expect(errors["rows.5.postalCode"]).toEqual(["Postal code is required"]);
    expect(errors["rows.6.email"]).toEqual(["old@example.com already has a request in this project"]);
  });

  it("names the required columns a header lacks", () => {
    expect(missingRequestColumns(["name", "email", "city"])).toEqual([
      "address_line_1",
      "postal_code",
      "country",
    ]);
    expect(missingRequestColumns(Object.keys(good()))).toEqual([]);
  });
});
