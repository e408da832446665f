import {
  createNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as service from "./notifications.service";

/** The signed-in user's own notifications (every family) and an operator's message to a user. */
export const notificationsRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  const { publicUrl } = mailSettingsOf(config);
  serve(app, db, listNotifications, ({ query }, ctx) => service.listMine(ctx, query));
  serve(app, db, markAllNotificationsRead, (_, ctx) => service.markAllRead(ctx));
  serve(app, db, markNotificationRead, ({ params }, ctx) => service.markRead(ctx, params.id));
  serve(app, db, createNotification, ({ body }, ctx) => service.createMessage(ctx, body, publicUrl));
};
