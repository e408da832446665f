import type { ServiceContext } from "../../platform/context";

/** The parcels demo (issue 20). Filled by the issue 20 work on this file. */
export async function seedDemoParcels(_operator: ServiceContext): Promise<void> {}
