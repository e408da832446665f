import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { notificationsRoutes } from "./notifications.routes";
import { notificationsPublicRoutes, oneClickRoutes } from "./notifications-public.routes";

/**
 * Notifications (issue 21): the signed-in user's in-app notifications (the bell), the no-user
 * calls of a contact's mail subscriptions from an unsubscribe token, and one-click unsubscribe.
 */
export const notificationsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(notificationsRoutes, deps);
  await app.register(notificationsPublicRoutes, deps);
  await app.register(oneClickRoutes, deps);
};
