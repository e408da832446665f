import type { Permission } from "@ops/domain";

/** What saving a role's permissions would add and remove, in catalogue order. */
export function roleChanges(
  before: readonly Permission[],
  after: readonly Permission[],
): { added: Permission[]; removed: Permission[] } {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: after.filter((p) => !was.has(p)),
    removed: before.filter((p) => !now.has(p)),
  };
}

/** The permissions grouped by area, in the order given. */
export function byArea<T extends { area: string }>(items: readonly T[]): { area: string; items: T[] }[] {
  const groups: { area: string; items: T[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.area === item.area);
    if (group) group.items.push(item);
    else groups.push({ area: item.area, items: [item] });
  }
  return groups;
}
