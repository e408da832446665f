import type { ServiceContext } from "../../platform/context";

/** The tasks demo: task groups with members, tasks of several types and statuses with comments (issue 21). */
export async function seedDemoTasks(_operator: ServiceContext): Promise<void> {}
