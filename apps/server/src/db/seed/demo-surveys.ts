import type { ServiceContext } from "../../platform/context";

/** The surveys demo: the active survey and responses over time (issue 21). */
export async function seedDemoSurveys(_operator: ServiceContext): Promise<void> {}
