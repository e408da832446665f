// Pure rules of task types (issue 21): when one can be removed, and how type names compare.

/** Type and group names are unique whatever their case and surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

const tasks = (n: number) => `${n} task${n === 1 ? "" : "s"}`;

/**
 * Why a task type cannot be removed, or null when it can: tasks of it (open or done) keep it, so
 * their history still names their type; it is made inactive instead.
 */
export function taskTypeRemovalRefusal(taskCount: number): string | null {
  if (taskCount <= 0) return null;
  return `${tasks(taskCount)} ${taskCount === 1 ? "is" : "are"} of this type; make it inactive instead`;
}
