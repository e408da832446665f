import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TASK_STATUS_IDS } from "../enums/operations";
import { taskOverviewOf } from "./task-overview.rules";

const groups = [
  { id: 1, name: "Dock", active: true },
  { id: 2, name: "Audit", active: true },
  { id: 3, name: "Retired", active: false },
  { id: 4, name: "Old empty", active: false },
];

describe("task overview", () => {
  it("has a row per active group, inactive ones with tasks, then no group; overdue counts open tasks", () => {
    const overview = taskOverviewOf("2026-11-27", groups, [
      { groupId: 1, status: "new", count: 2, overdue: 1 },
      { groupId: 1, status: "completed", count: 4, overdue: 0 },
      { groupId: 3, status: "in_progress", count: 1, overdue: 1 },
      { groupId: null, status: "assigned", count: 3, overdue: 2 },
    ]);
    expect(overview.rows.map((r) => [r.groupName, r.open, r.overdue, r.total])).toEqual([
      ["Audit", 0, 0, 0],
      ["Dock", 2, 1, 6],
      ["Retired", 1, 1, 1],
      [null, 3, 2, 3],
    ]);
    expect(overview.rows[1]?.counts).toEqual({
      new: 2,
      assigned: 0,
      in_progress: 0,
      completed: 4,
      canceled: 0,
    });
    expect(overview.totals).toMatchObject({ open: 6, overdue: 4, total: 10 });
  });

  it("adds up: totals are the sum of the rows, a row's total the sum of its statuses, overdue within open", () => {
    const cell = fc.record({
      groupId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      status: fc.constantFrom(...TASK_STATUS_IDS),
      count: fc.nat(50),
      overdue: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.array(cell), (cells) => {
        const overview = taskOverviewOf("2026-11-27", groups, cells);
        const known = cells.filter((c) => c.groupId === null || c.groupId <= 4);
        expect(overview.totals.total).toBe(known.reduce((n, c) => n + c.count, 0));
        for (const row of overview.rows) {
          expect(TASK_STATUS_IDS.reduce((n, s) => n + row.counts[s], 0)).toBe(row.total);
          expect(row.open).toBe(row.counts.new + row.counts.assigned + row.counts.in_progress);
          expect(row.overdue).toBeLessThanOrEqual(row.open);
        }
        expect(overview.rows.reduce((n, r) => n + r.overdue, 0)).toBe(overview.totals.overdue);
        const ids = overview.rows.map((r) => r.groupId);
        expect(new Set(ids).size).toBe(ids.length);
        if (ids.includes(null)) expect(ids.at(-1)).toBeNull();
      }),
    );
  });
});
