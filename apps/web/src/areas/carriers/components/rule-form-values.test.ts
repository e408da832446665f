import { CarrierRuleBody } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { ruleValuesOf, shipmentSizeOptions, toRuleBody } from "./rule-form-values";
import { listLabel, namesOf, rateLabel } from "./rule-summary";

describe("carrier rule form", () => {
  it("sends ids as numbers and an empty rate as none", () => {
    const values = { ...ruleValuesOf(), name: "Texas LTL", regionIds: ["3"], warehouseIds: ["1", "2"] };
    expect(toRuleBody(values)).toMatchObject({
      regionIds: [3],
      warehouseIds: [1, 2],
      rate: null,
      rateUnit: null,
    });
  });

  it("accepts a typed dollar amount and asks what a rate is per", () => {
    const body = toRuleBody({ ...ruleValuesOf(), name: "FTL", rate: "$1,250.5" });
    expect(body.rate).toBe("1250.5");
    const result = CarrierRuleBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["rateUnit"],
      message: "Choose what the rate is per",
    });
  });

  it("offers the selectable shipment sizes, plus a retired one the rule already has", () => {
    const fresh = shipmentSizeOptions([]).map((o) => o.value);
    expect(fresh).toContain("ftl");
    expect(fresh).not.toContain("van_trailer");
    expect(shipmentSizeOptions(["van_trailer"]).map((o) => o.value)).toContain("van_trailer");
  });
});

describe("rule summaries", () => {
  it("reads an empty list as any", () => {
    expect(listLabel([], [])).toBe("Any");
    expect(namesOf([], [])).toBe("Any");
    expect(namesOf([1, 7], [{ id: 1, name: "ATX" }])).toBe("ATX, #7");
  });

  it("formats a rate with its unit", () => {
    expect(rateLabel("350.00", "pallet")).toBe("$350.00 per Pallet");
    expect(rateLabel(null, null)).toBe("Quoted per load");
  });
});
