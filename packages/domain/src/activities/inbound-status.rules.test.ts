import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bulkInboundRefusals,
  INBOUND_STATUSES,
  type InboundStatus,
  inboundTransitionRefusal,
  nextInboundStatuses,
} from "./inbound-status.rules";

const ids = INBOUND_STATUSES.map((s) => s.id);

describe("inbound load life cycle", () => {
  it("moves forward through the dock and finance steps", () => {
    const path: InboundStatus[] = [
      "requested",
      "scheduled",
      "received",
      "processed",
      "priced",
      "invoiced",
      "closed",
    ];
    for (let i = 1; i < path.length; i++) {
      expect(inboundTransitionRefusal(path[i - 1] as InboundStatus, path[i] as InboundStatus)).toBeNull();
    }
  });

  it("cancels only before anything arrives", () => {
    expect(inboundTransitionRefusal("requested", "canceled")).toBeNull();
    expect(inboundTransitionRefusal("scheduled", "canceled")).toBeNull();
    expect(inboundTransitionRefusal("received", "canceled")).toBe(
      "A received load cannot be marked canceled",
    );
  });

  it("never leaves closed or canceled, and never skips a step", () => {
    expect(nextInboundStatuses("closed")).toEqual([]);
    expect(inboundTransitionRefusal("canceled", "scheduled")).toBe("A canceled load cannot change status");
    expect(inboundTransitionRefusal("received", "invoiced")).toBe(
      "A received load cannot be marked invoiced",
    );
    expect(inboundTransitionRefusal("priced", "priced")).toBe("The load is already priced");
  });

  it("answers a refusal exactly when the move is not listed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids), (from, to) => {
        const allowed = nextInboundStatuses(from).includes(to);
        expect(inboundTransitionRefusal(from, to) === null).toBe(allowed);
      }),
    );
  });

  it("reports every load a bulk action cannot move", () => {
    const refusals = bulkInboundRefusals(
      [
        { slug: "in-1", status: "processed" },
        { slug: "in-2", status: "received" },
        { slug: "in-3", status: "invoiced" },
      ],
      "priced",
    );
    expect(refusals).toEqual([
      { slug: "in-2", reason: "A received load cannot be marked priced" },
      { slug: "in-3", reason: "An invoiced load cannot be marked priced" },
    ]);
  });
});
