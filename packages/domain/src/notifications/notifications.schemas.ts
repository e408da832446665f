import { z } from "zod";
import { NotificationKind } from "../accounts/contacts.schemas";
import { USER_NOTIFICATION_KIND_IDS } from "../enums/operations";
import { QueryFlag, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

// App notifications of a signed-in user (the shell's bell, the `notifications` screen) and a
// contact's mail subscriptions reached from the token of an unsubscribe link (SPEC §6, §7).

const UserNotificationKindSchema = z.enum(USER_NOTIFICATION_KIND_IDS);

/** One in-app notification as its user sees it. */
export const UserNotification = z.object({
  id: z.number().int(),
  kind: UserNotificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  /** The app path it opens (`/tasks/12`), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof UserNotification>;

/** The signed-in user's notifications, newest first; `unread` filters to the unread ones. */
export const NotificationsQuery = PageQuery.extend({ unread: QueryFlag.optional() });
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/** A page of notifications with how many of all the user's are unread (the bell's count). */
export const NotificationList = paged(UserNotification).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationParams = z.object({ id: UrlId });
export type NotificationParams = z.infer<typeof NotificationParams>;

export const ReadAllResult = z.object({ updated: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResult>;

/** An app path: starts with one slash (never another site: `//host`, `https://…`). */
const AppLink = z
  .string()
  .trim()
  .max(500, "Link is at most 500 characters")
  .regex(/^\/(?!\/)[^\s\\]*$/, "Link is a path of the app, like /tasks/12")
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null));

/** An operator's message to a user (kind `message`). */
export const CreateNotificationBody = z.object({
  userId: z.number({ error: "Choose a user" }).int().positive("Choose a user"),
  title: z.string().trim().min(1, "Title is required").max(200, "Title is at most 200 characters"),
  body: z
    .string()
    .trim()
    .max(2000, "Message is at most 2000 characters")
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  link: AppLink,
});
export type CreateNotificationBody = z.input<typeof CreateNotificationBody>;

/** The token of an unsubscribe link (`/unsubscribe/{token}`). */
export const UnsubscribeToken = z.string().max(200);

export const TokenQuery = z.object({ token: UnsubscribeToken });
export type TokenQuery = z.infer<typeof TokenQuery>;

/** The mails one address gets for one account (one contact row of that address). */
export const AccountSubscription = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  kinds: z.array(NotificationKind),
});
export type AccountSubscription = z.infer<typeof AccountSubscription>;

/** What the unsubscribe page shows: the address, the kind its link was for, and every subscription. */
export const TokenSubscriptions = z.object({
  email: z.string(),
  /** The kind of the mail whose link was opened. */
  kind: NotificationKind,
  accountId: z.number().int(),
  accounts: z.array(AccountSubscription),
});
export type TokenSubscriptions = z.infer<typeof TokenSubscriptions>;

/** Stop one kind for one account (`accountId` + `kind`), or every mail to the address (`all`). */
export const StopNotificationsBody = z
  .object({
    token: UnsubscribeToken,
    all: z.boolean().optional(),
    accountId: z.number().int().positive().optional(),
    kind: NotificationKind.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.all) return;
    if (v.accountId === undefined)
      ctx.addIssue({ code: "custom", path: ["accountId"], message: "Choose the account" });
    if (v.kind === undefined)
      ctx.addIssue({ code: "custom", path: ["kind"], message: "Choose the mail to stop" });
  });
export type StopNotificationsBody = z.input<typeof StopNotificationsBody>;
