// The notifications calls (SPEC §7 "/no_user/notifications. Notifications: list, create, list
// from token"): the signed-in user's own (every family), an operator's message to a user, and a
// contact's mail subscriptions from the token of an unsubscribe link (no sign-in; any token that
// opens nothing answers one plain 404).
import { defineEndpoint } from "../platform/endpoints";
import { listNotificationsRoute } from "./notifications.endpoint-routes";
import {
  CreateNotificationBody,
  NotificationList,
  NotificationParams,
  NotificationsQuery,
  ReadAllResult,
  StopNotificationsBody,
  TokenQuery,
  TokenSubscriptions,
  UserNotification,
} from "./notifications.schemas";

const tags = ["notifications"] as const;
const everyone = ["operator", "client", "vendor"] as const;

export const listNotifications = defineEndpoint({
  ...listNotificationsRoute,
  query: NotificationsQuery,
  responses: { 200: NotificationList },
});

export const markNotificationRead = defineEndpoint({
  method: "PUT",
  path: "/notifications/:id/read",
  families: everyone,
  operationId: "markNotificationRead",
  permission: null,
  summary: "Marks one of the signed-in user's notifications read (404 for another user's)",
  tags,
  params: NotificationParams,
  responses: { 200: UserNotification },
});

export const markAllNotificationsRead = defineEndpoint({
  method: "PUT",
  path: "/notifications/read-all",
  families: everyone,
  operationId: "markAllNotificationsRead",
  permission: null,
  summary: "Marks every unread notification of the signed-in user read",
  tags,
  responses: { 200: ReadAllResult },
});

export const createNotification = defineEndpoint({
  method: "POST",
  path: "/notifications",
  families: ["operator"],
  operationId: "createNotification",
  permission: "users.manage",
  summary: "Sends a user a message in the app (their bell and notifications screen)",
  tags,
  body: CreateNotificationBody,
  responses: { 201: UserNotification },
});

export const listNotificationsFromToken = defineEndpoint({
  method: "GET",
  path: "/notifications",
  families: ["public"],
  access: "public",
  operationId: "listNotificationsFromToken",
  permission: null,
  summary:
    "The mails the address of an unsubscribe link's contact gets, per account; 404 for any token that opens nothing",
  tags,
  query: TokenQuery,
  responses: { 200: TokenSubscriptions },
});

export const stopNotificationsFromToken = defineEndpoint({
  method: "POST",
  path: "/notifications",
  families: ["public"],
  access: "public",
  operationId: "stopNotificationsFromToken",
  permission: null,
  summary:
    "Stops one kind of mail for one account, or every mail, to the address of an unsubscribe link's contact",
  tags,
  body: StopNotificationsBody,
  responses: { 200: TokenSubscriptions },
});
