import { z } from "zod";
import { NOTIFICATION_KIND_IDS } from "../enums/accounts";
import { UrlId } from "../platform/common.schemas";

export const NotificationKind = z.enum(NOTIFICATION_KIND_IDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Contact = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notifications: z.array(NotificationKind),
});
export type Contact = z.infer<typeof Contact>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

export const ContactBody = z
  .object({
    firstName: z.string().trim().min(1, "First name is required").max(100),
    lastName: z.string().trim().min(1, "Last name is required").max(100),
    title: optional(100),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null))
      .pipe(z.email("Enter a valid email address").nullable()),
    phone: optional(40),
    notifications: z.array(NotificationKind).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.notifications.length > 0 && !value.email) {
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "An email is needed to receive notifications",
      });
    }
  });
export type ContactBody = z.infer<typeof ContactBody>;
export type ContactInput = z.input<typeof ContactBody>;

export const ContactParams = z.object({
  id: UrlId,
  contactId: UrlId,
});

/** Who receives each notification kind of an account. */
export const AccountNotifications = z.array(
  z.object({ kind: NotificationKind, contactIds: z.array(z.number().int()) }),
);
export type AccountNotifications = z.infer<typeof AccountNotifications>;

export const AccountNotificationsBody = z.object({
  subscriptions: z.array(
    z.object({ kind: NotificationKind, contactIds: z.array(z.number().int().positive()) }),
  ),
});
export type AccountNotificationsBody = z.infer<typeof AccountNotificationsBody>;
