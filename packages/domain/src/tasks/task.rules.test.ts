import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TASK_STATUS_IDS } from "../enums/operations";
import {
  dueDateRefusal,
  earliestToday,
  isClosedTask,
  isTaskOverdue,
  PAST_DUE_DATE_MESSAGE,
  statusAfterAssignment,
  TASK_TRANSITIONS,
  type TaskStatusId,
  taskMoveRefusal,
  taskMovesFrom,
  weekEnd,
} from "./task.rules";
import { CreateTaskBody, TasksQuery } from "./tasks.schemas";

const status = fc.constantFrom(...(TASK_STATUS_IDS as readonly TaskStatusId[]));
const day = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("task status moves", () => {
  it("are allowed exactly as the table lists them (an assignee given), refused otherwise with both names", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const refusal = taskMoveRefusal(from, to, { hasAssignee: true });
        expect(refusal === null).toBe(TASK_TRANSITIONS[from].includes(to));
        if (refusal && from !== to) expect(refusal).toContain(to.replace("_", " "));
      }),
    );
  });

  it("never stay in place, and assigned needs an assignee", () => {
    fc.assert(
      fc.property(status, fc.boolean(), (from, hasAssignee) => {
        expect(taskMoveRefusal(from, from, { hasAssignee })).not.toBeNull();
        const toAssigned = taskMoveRefusal(from, "assigned", { hasAssignee });
        if (!hasAssignee) expect(toAssigned).not.toBeNull();
      }),
    );
  });

  it("reach every status from every status (nothing is a dead end: closed tasks reopen)", () => {
    for (const from of TASK_STATUS_IDS) {
      const seen = new Set<string>([from]);
      const queue: string[] = [from];
      while (queue.length > 0) {
        for (const next of taskMovesFrom(queue.shift() ?? "")) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort()).toEqual([...TASK_STATUS_IDS].sort());
    }
  });

  it("a random walk of allowed moves only ever completes from in progress", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (picks) => {
        let current: TaskStatusId = "new";
        for (const pick of picks) {
          const moves = taskMovesFrom(current);
          const next = moves[pick % moves.length] as TaskStatusId;
          if (next === "completed") expect(current).toBe("in_progress");
          expect(taskMoveRefusal(current, next, { hasAssignee: true })).toBeNull();
          current = next;
        }
      }),
    );
  });
});

describe("assignment", () => {
  it("makes a new task assigned and an assigned task without assignee new; other statuses stay", () => {
    fc.assert(
      fc.property(status, fc.option(fc.integer({ min: 1 }), { nil: null }), (s, assigneeId) => {
        const after = statusAfterAssignment(s, assigneeId);
        if (s === "new" && assigneeId !== null) expect(after).toBe("assigned");
        else if (s === "assigned" && assigneeId === null) expect(after).toBe("new");
        else expect(after).toBe(s);
        // The status it takes is one a move could reach (or the same).
        if (after !== s) expect(taskMovesFrom(s)).toContain(after);
      }),
    );
  });
});

describe("due dates", () => {
  it("overdue means due before today and still open", () => {
    fc.assert(
      fc.property(fc.option(day, { nil: null }), day, status, (dueDate, today, s) => {
        expect(isTaskOverdue({ dueDate, status: s }, today)).toBe(
          dueDate !== null && dueDate < today && !isClosedTask(s),
        );
      }),
    );
  });

  it("a new task's due date is refused only when it is over everywhere on Earth", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2001-01-01T00:00:00Z"),
          max: new Date("2090-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        day,
        (now, dueDate) => {
          const refusal = dueDateRefusal(dueDate, now);
          expect(refusal === PAST_DUE_DATE_MESSAGE).toBe(dueDate < earliestToday(now));
          // The caller's today in any time zone (UTC−12 … UTC+14) is never refused.
          for (const offset of [-12, -5, 0, 9, 14]) {
            const local = new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
            expect(dueDateRefusal(local, now)).toBeNull();
          }
          expect(dueDateRefusal(null, now)).toBeNull();
        },
      ),
    );
  });

  it("the week is today and the six days after", () => {
    fc.assert(
      fc.property(day, (today) => {
        const end = weekEnd(today);
        expect(end > today).toBe(true);
        const diff = (Date.parse(end) - Date.parse(today)) / 86_400_000;
        expect(diff).toBe(6);
      }),
    );
  });
});

describe("task bodies", () => {
  it("take only priorities 25, 50 and 75", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (priority) => {
        const parsed = CreateTaskBody.safeParse({ title: "Check seals", taskTypeId: 1, priority });
        expect(parsed.success).toBe([25, 50, 75].includes(priority));
        if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(["priority"]);
      }),
    );
  });

  it("read the list's priority from the query text", () => {
    expect(TasksQuery.parse({ priority: "75" }).priority).toBe(75);
    expect(TasksQuery.safeParse({ priority: "60" }).success).toBe(false);
    expect(TasksQuery.parse({}).scope).toBe("mine");
  });
});
