import { describe, expect, it } from "vitest";
import { siteActionsFor } from "./site.rules";

describe("siteActionsFor", () => {
  it("gives operators the bulk inbound actions", () => {
    const ids = siteActionsFor("operator").inbound.map((a) => a.id);
    expect(ids).toEqual(["new", "scheduled", "priced", "invoiced", "import-fmv"]);
  });

  it("gives clients only the pickup request", () => {
    const actions = siteActionsFor("client");
    expect(actions.inbound.map((a) => a.id)).toEqual(["request"]);
    expect(actions.outbound).toEqual([]);
    expect(actions.processing).toEqual([]);
  });

  it("gives vendors no activity actions", () => {
    expect(Object.values(siteActionsFor("vendor")).flat()).toEqual([]);
  });
});
