// The route of the signed-in user's notifications, which the shell's bell calls; its schemas are
// added in notifications.endpoints.ts, so importing it loads no zod (platform/endpoints.ts).
import { defineRoute } from "../platform/endpoints";

/** The signed-in user's in-app notifications, newest first, with the unread count (SPEC §7). */
export const listNotificationsRoute = defineRoute({
  method: "GET",
  path: "/notifications",
  families: ["operator", "client", "vendor"],
  operationId: "listNotifications",
  permission: null,
  summary: "The signed-in user's notifications, newest first, paged, with how many are unread",
  tags: ["notifications"],
});
