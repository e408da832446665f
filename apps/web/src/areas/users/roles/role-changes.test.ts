import type { Permission } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { byArea, roleChanges } from "./role-changes";

describe("role changes", () => {
  it("names what a save adds and removes, in the order given", () => {
    const before: Permission[] = ["accounts.view", "inbound.view", "assets.edit"];
    const after: Permission[] = ["accounts.view", "assets.view", "assets.edit", "roles.manage"];
    expect(roleChanges(before, after)).toEqual({
      added: ["assets.view", "roles.manage"],
      removed: ["inbound.view"],
    });
    expect(roleChanges(after, after)).toEqual({ added: [], removed: [] });
  });

  it("groups items by area, keeping the first-seen order", () => {
    const groups = byArea([
      { area: "accounts", id: 1 },
      { area: "inbound", id: 2 },
      { area: "accounts", id: 3 },
    ]);
    expect(groups.map((g) => [g.area, g.items.map((i) => i.id)])).toEqual([
      ["accounts", [1, 3]],
      ["inbound", [2]],
    ]);
  });
});
