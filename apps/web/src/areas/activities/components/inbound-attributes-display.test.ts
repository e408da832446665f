import { describe, expect, it } from "vitest";
import { attributeLines } from "./inbound-attributes-display";

describe("attributeLines", () => {
  it("labels known fields first and reads booleans, lists and empties", () => {
    expect(
      attributeLines({ zetaField: 2, dcaNumbers: ["A1", "B2"], serializedAssets: true, clientRef: "" }),
    ).toEqual([
      { label: "Client reference", value: "—" },
      { label: "Serialized assets", value: "Yes" },
      { label: "DCA numbers", value: "A1, B2" },
      { label: "Zeta field", value: "2" },
    ]);
  });

  it("has nothing to show for a load without attributes", () => {
    expect(attributeLines({})).toEqual([]);
  });
});
