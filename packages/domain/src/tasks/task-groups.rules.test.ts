import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  groupRemovalRefusal,
  groupTypesRefusal,
  memberChanges,
  memberRefusal,
  memberRemovalRefusal,
} from "./task-groups.rules";
import { TaskGroupBody } from "./task-groups.schemas";
import { nameKey, taskTypeRemovalRefusal } from "./task-types.rules";
import { TaskTypeBody } from "./task-types.schemas";

const ann = { id: 1, name: "Ann Lee", operator: true, active: true };
const casey = { id: 2, name: "Casey Clarke", operator: false, active: true };
const gone = { id: 3, name: "Gus Gone", operator: true, active: false };

describe("group members", () => {
  it("are active operators; the refusal names each other one", () => {
    expect(memberRefusal([1], [ann])).toBeNull();
    expect(memberRefusal([], [])).toBeNull();
    expect(memberRefusal([1, 2, 3, 9], [ann, casey, gone])).toBe(
      "Casey Clarke is not operator staff; Gus Gone is not active; No user has id 9: only active operators can be members",
    );
  });

  it("are refused exactly when some id is not an active operator", () => {
    const user = fc.record({
      id: fc.integer({ min: 1, max: 20 }),
      operator: fc.boolean(),
      active: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(user, { selector: (u) => u.id }),
        fc.array(fc.integer({ min: 1, max: 20 })),
        (users, ids) => {
          const found = users.map((u) => ({ ...u, name: `User ${u.id}` }));
          const ok = ids.every((id) => found.some((u) => u.id === id && u.operator && u.active));
          expect(memberRefusal(ids, found) === null).toBe(ok);
        },
      ),
    );
  });

  it("leave and join by difference, each once", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30)), fc.array(fc.nat(30)), (current, next) => {
        const { joining, leaving } = memberChanges(current, next);
        const after = new Set([...current.filter((id) => !leaving.includes(id)), ...joining]);
        expect(after).toEqual(new Set(next));
        expect(new Set(joining).size).toBe(joining.length);
        expect(joining.some((id) => current.includes(id))).toBe(false);
        expect(leaving.some((id) => next.includes(id))).toBe(false);
      }),
    );
  });

  it("keep a member with open tasks of the group", () => {
    expect(memberRemovalRefusal("Ann Lee", 0)).toBeNull();
    expect(memberRemovalRefusal("Ann Lee", 1)).toBe(
      "Ann Lee has 1 open task of this group; reassign it first",
    );
    expect(memberRemovalRefusal("Ann Lee", 3)).toBe(
      "Ann Lee has 3 open tasks of this group; reassign them first",
    );
  });
});

describe("removing", () => {
  it("a group is refused while it has open tasks, with the count", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10_000 }), (n) => {
        const refusal = groupRemovalRefusal(n);
        expect(refusal === null).toBe(n <= 0);
        if (refusal) expect(refusal).toContain(`${n} open task`);
      }),
    );
    expect(groupRemovalRefusal(1)).toBe(
      "The group has 1 open task; finish or move it to another group, or make the group inactive",
    );
  });

  it("a type is refused while any task is of it, with the count", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10_000 }), (n) => {
        const refusal = taskTypeRemovalRefusal(n);
        expect(refusal === null).toBe(n <= 0);
        if (refusal) expect(refusal.startsWith(`${n} task`)).toBe(true);
      }),
    );
    expect(taskTypeRemovalRefusal(2)).toBe("2 tasks are of this type; make it inactive instead");
  });
});

describe("group types", () => {
  const pick = { id: 4, name: "Pick list", active: true };
  const old = { id: 5, name: "Old audit", active: false };
  it("exist, and an inactive one is only kept", () => {
    expect(groupTypesRefusal([4, 5], [pick, old], [5])).toBeNull();
    expect(groupTypesRefusal([4, 5, 8], [pick, old], [])).toBe(
      "Old audit is inactive; No task type has id 8",
    );
  });
});

describe("names", () => {
  it("compare without case and outer spaces", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        expect(nameKey(`  ${name.toUpperCase()} `)).toBe(nameKey(name.toLowerCase()));
      }),
    );
  });
});

describe("bodies", () => {
  it("a type takes a SPEC category and a priority of 25, 50 or 75", () => {
    const ok = TaskTypeBody.safeParse({ name: " Pick list ", category: "selling_prep", defaultPriority: 75 });
    expect(ok.success && ok.data).toMatchObject({ name: "Pick list", description: null, active: true });
    const bad = TaskTypeBody.safeParse({ name: "", category: "cleaning", defaultPriority: 60 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Name is required"],
      ["category", "Choose one of the task categories"],
      ["defaultPriority", "Default priority is Low (25), Medium (50) or High (75)"],
    ]);
  });

  it("a group lists each member and type once", () => {
    const parsed = TaskGroupBody.parse({ name: "Dock", memberIds: [3, 3, 1], taskTypeIds: [2, 2] });
    expect(parsed).toMatchObject({ memberIds: [3, 1], taskTypeIds: [2], active: true, description: null });
  });
});
