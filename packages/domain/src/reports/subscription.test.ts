import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLIENT_DASHBOARDS,
  highestLevel,
  levelAllows,
  lowestLevelFor,
  SUBSCRIPTION_LEVEL_IDS,
  subscriptionRefusal,
} from "./subscription";

describe("subscription levels", () => {
  it("opens every dashboard to enterprise and the summary to every level", () => {
    for (const d of CLIENT_DASHBOARDS) expect(levelAllows("enterprise", d.id)).toBe(true);
    for (const level of SUBSCRIPTION_LEVEL_IDS) expect(levelAllows(level, "summary")).toBe(true);
    expect(levelAllows("essentials", "serialized")).toBe(false);
    expect(levelAllows(null, "summary")).toBe(false);
  });

  it("takes the highest level of a user's accounts, and a higher level never opens less", () => {
    expect(highestLevel(["essentials", "enterprise", "insights"])).toBe("enterprise");
    expect(highestLevel([])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SUBSCRIPTION_LEVEL_IDS)), (levels) => {
        const best = highestLevel(levels);
        for (const d of CLIENT_DASHBOARDS) {
          for (const level of levels)
            if (levelAllows(level, d.id)) expect(levelAllows(best, d.id)).toBe(true);
        }
      }),
    );
  });

  it("tells the refused client which level includes the dashboard", () => {
    expect(lowestLevelFor("custom")).toBe("enterprise");
    expect(subscriptionRefusal("serialized")).toBe(
      "The Serialized dashboard is part of the Insights subscription. Ask your account manager to upgrade.",
    );
  });
});
