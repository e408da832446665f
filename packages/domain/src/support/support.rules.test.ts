import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUPPORT_REQUEST_STATUS_IDS } from "../enums/operations";
import { deleteAssetSubject, executionStep, refusalIsNew, supportRequestEditable } from "./support.rules";

const status = fc.constantFrom(...SUPPORT_REQUEST_STATUS_IDS);

describe("support request rules", () => {
  it("only an open request is edited or withdrawn", () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(supportRequestEditable(s)).toBe(s === "open");
      }),
    );
  });

  it("an executed request is never run again; open and refused ones are", () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(executionStep(s)).toBe(s === "executed" ? "repeat" : "run");
      }),
    );
  });

  it("a refusal is new unless the request stands refused for that same reason", () => {
    fc.assert(
      fc.property(status, fc.option(fc.string()), fc.string(), (s, outcome, reason) => {
        const same = s === "refused" && outcome === reason;
        expect(refusalIsNew({ status: s, outcome }, reason)).toBe(!same);
      }),
    );
    expect(refusalIsNew({ status: "refused", outcome: "held" }, "held")).toBe(false);
  });

  it("names the asset in a delete request's default subject", () => {
    expect(deleteAssetSubject("A100")).toBe("Delete asset A100");
  });
});
