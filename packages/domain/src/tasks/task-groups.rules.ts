// Pure rules of task groups (issue 21): who may be a member, when a group or a member can be
// removed, and which types a group may newly take.

/** A user as the member rules see them. */
export type MemberCandidate = {
  id: number;
  name: string;
  /** Operator staff (the smr_user entitlement): the only users tasks are for. */
  operator: boolean;
  active: boolean;
};

/**
 * Why these users cannot be the group's members, or null when they can: every id must name an
 * active operator; the message names each one that is not (an unknown id by its number).
 */
export function memberRefusal(ids: readonly number[], found: readonly MemberCandidate[]): string | null {
  const byId = new Map(found.map((u) => [u.id, u]));
  const problems: string[] = [];
  for (const id of new Set(ids)) {
    const user = byId.get(id);
    if (!user) problems.push(`No user has id ${id}`);
    else if (!user.operator) problems.push(`${user.name} is not operator staff`);
    else if (!user.active) problems.push(`${user.name} is not active`);
  }
  return problems.length === 0 ? null : `${problems.join("; ")}: only active operators can be members`;
}

const openTasks = (n: number) => `${n} open task${n === 1 ? "" : "s"}`;

/**
 * Why a group cannot be removed, or null when it can: its open tasks would lose their queue.
 * Done tasks do not keep it (they keep their history; the group name leaves with it).
 */
export function groupRemovalRefusal(openTaskCount: number): string | null {
  if (openTaskCount <= 0) return null;
  return `The group has ${openTasks(openTaskCount)}; finish or move ${openTaskCount === 1 ? "it" : "them"} to another group, or make the group inactive`;
}

/**
 * Why a member cannot leave the group, or null when they can: open tasks of the group assigned
 * to them would be assigned to someone outside it.
 */
export function memberRemovalRefusal(name: string, openAssignedCount: number): string | null {
  if (openAssignedCount <= 0) return null;
  return `${name} has ${openTasks(openAssignedCount)} of this group; reassign ${openAssignedCount === 1 ? "it" : "them"} first`;
}

/**
 * The members leaving and joining when a group's member list becomes `next`; the order of
 * `next` is kept for those joining, and repeats count once.
 */
export function memberChanges(
  current: readonly number[],
  next: readonly number[],
): { joining: number[]; leaving: number[] } {
  const now = new Set(current);
  const wanted = new Set(next);
  return {
    joining: [...wanted].filter((id) => !now.has(id)),
    leaving: [...now].filter((id) => !wanted.has(id)),
  };
}

/**
 * Why a group cannot take these types, or null when it can: each must exist, and an inactive
 * one is kept only when the group already takes it (it is not offered for new work).
 */
export function groupTypesRefusal(
  ids: readonly number[],
  found: readonly { id: number; name: string; active: boolean }[],
  current: readonly number[],
): string | null {
  const byId = new Map(found.map((t) => [t.id, t]));
  const had = new Set(current);
  const problems: string[] = [];
  for (const id of new Set(ids)) {
    const type = byId.get(id);
    if (!type) problems.push(`No task type has id ${id}`);
    else if (!type.active && !had.has(id)) problems.push(`${type.name} is inactive`);
  }
  return problems.length === 0 ? null : problems.join("; ");
}
