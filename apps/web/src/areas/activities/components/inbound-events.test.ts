import { describe, expect, it } from "vitest";
import { actionLabel, changeLines } from "./inbound-events";

describe("event lines", () => {
  it("reads each change as field: from → to", () => {
    expect(
      changeLines([
        { field: "status", from: "requested", to: "scheduled" },
        { field: "scheduledTime", from: null, to: "14:05" },
        { field: "routine", from: false, to: true },
        { field: "dcaNumbers", from: [], to: ["A1", "B2"] },
      ]),
    ).toEqual([
      "status: requested → scheduled",
      "scheduledTime: — → 14:05",
      "routine: no → yes",
      "dcaNumbers: — → A1, B2",
    ]);
  });

  it("reads a change of a record as one line per key that differs", () => {
    expect(
      changeLines([
        {
          field: "laborSegment",
          from: { id: 5, endedAt: null },
          to: { id: 5, endedAt: "2026-11-25T21:23:38Z" },
        },
        { field: "laborSegment", from: null, to: { id: 6, crewSize: 2 } },
      ]),
    ).toEqual([
      "laborSegment endedAt: — → 2026-11-25T21:23:38Z",
      "laborSegment id: — → 6",
      "laborSegment crewSize: — → 2",
    ]);
  });

  it("turns action ids into words", () => {
    expect(actionLabel("status_changed")).toBe("Status changed");
    expect(actionLabel("note.created")).toBe("Note created");
  });
});
