import type { ServiceContext } from "../../platform/context";

/** The support demo: support requests of the demo client, one executed (issue 21). */
export async function seedDemoSupport(_operator: ServiceContext): Promise<void> {}
