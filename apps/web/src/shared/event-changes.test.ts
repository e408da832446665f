import { ASSET_TYPES } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { activityStatusLabel } from "./activity-status";
import { changeFieldLabel, changeLines } from "./event-changes";

describe("event change lines", () => {
  it("shows a status by its label, not its id", () => {
    expect(changeLines([{ field: "status", from: "open", to: "in_progress" }])).toEqual([
      "Status: Open → In progress",
    ]);
    expect(changeLines([{ field: "status", from: "requested", to: "scheduled" }])).toEqual([
      "Status: Requested → Scheduled",
    ]);
  });

  it("shows known codes by their labels and names fields in words", () => {
    expect(
      changeLines([
        { field: "reasonCode", from: null, to: "end_of_shift" },
        { field: "stockType", from: "rmi", to: "fgi" },
        { field: "source", from: "customer", to: "depot" },
        { field: "holdType", from: null, to: "legal_hold" },
      ]),
    ).toEqual([
      "Reason: — → End of shift",
      "Stock type: RMI → FGI",
      "Source: Customer → Depot",
      "Hold type: — → Legal hold",
    ]);
  });

  it("shows a list of locks as their labels", () => {
    expect(changeLines([{ field: "locks", from: [], to: ["bios_lock", "pin_lock"] }])).toEqual([
      "Locks: — → BIOS lock, PIN lock",
    ]);
  });

  it("keeps an unknown value as it is and splits an unknown field name into words", () => {
    expect(
      changeLines([
        { field: "stockType", from: "rmi", to: "retired_stock" },
        { field: "scheduledTime", from: null, to: "14:05" },
        { field: "routine", from: false, to: true },
        { field: "dcaNumbers", from: [], to: ["A1", "B2"] },
      ]),
    ).toEqual([
      "Stock type: RMI → retired_stock",
      "Scheduled time: — → 14:05",
      "Routine: no → yes",
      "DCA numbers: — → A1, B2",
    ]);
    expect(changeFieldLabel("netWeight")).toBe("Net weight");
  });

  it("reads a field the table names with that table's enumeration", () => {
    expect(changeLines([{ field: "type", from: "bin", to: "serial_bin" }], { type: ASSET_TYPES })).toEqual([
      "Type: Bin → Serial bin",
    ]);
    expect(changeLines([{ field: "type", from: "bin", to: "serial_bin" }])).toEqual([
      "Type: bin → serial_bin",
    ]);
  });

  it("reads a change of a record as one line per key that differs, without its id", () => {
    expect(
      changeLines([
        {
          field: "laborSegment",
          from: { id: 5, endedAt: null },
          to: { id: 5, endedAt: "2026-11-25T21:23:38Z" },
        },
        { field: "laborSegment", from: null, to: { id: 6, crewSize: 2 } },
        { field: "hold", from: null, to: { id: 3, type: "legal_hold", reason: "Court order" } },
        { field: "hold", from: { id: 3 }, to: null },
      ]),
    ).toEqual([
      "Labor segment ended at: — → 2026-11-25T21:23:38Z",
      "Labor segment crew size: — → 2",
      "Hold type: — → Legal hold",
      "Hold reason: — → Court order",
      "Hold: 3 → —",
    ]);
  });

  it("leaves out a record that went from nothing to empty (no line says — → —)", () => {
    expect(changeLines([{ field: "attributes", from: null, to: {} }])).toEqual([]);
  });

  it("reads a service's provider as the provider of that service", () => {
    expect(changeLines([{ field: "provider:Data wipe", from: "internal", to: "external" }])).toEqual([
      "Provider of Data wipe: Internal → External",
    ]);
  });
});

describe("activity status labels", () => {
  it("names statuses of every activity life cycle", () => {
    expect(activityStatusLabel("scheduled")).toBe("Scheduled");
    expect(activityStatusLabel("in_progress")).toBe("In progress");
    expect(activityStatusLabel("unheard_of")).toBe("unheard_of");
  });
});
