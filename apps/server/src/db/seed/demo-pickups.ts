import type { ServiceContext } from "../../platform/context";

/** The pickups demo (issue 20). Filled by the issue 20 work on this file. */
export async function seedDemoPickups(_operator: ServiceContext): Promise<void> {}
