import type { NotificationKind } from "@ops/domain";
import { eq, inArray } from "drizzle-orm";
import { getNotifications, setNotifications } from "../../areas/accounts/contacts.service";
import { createMessage } from "../../areas/notifications/notifications.service";
import type { ServiceContext } from "../../platform/context";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { accounts, contacts, users } from "../schema";

/** Demo contacts and the kinds (beyond those they had) they now receive. */
const SUBSCRIPTIONS: { account: string; email: string; kinds: NotificationKind[] }[] = [
  {
    account: "Northwind Health",
    email: "grace.holloway@northwind.example.com",
    kinds: [
      "load_scheduled",
      "load_received",
      "load_priced",
      "inbound_request_status",
      "parcel_project_sent",
    ],
  },
  {
    account: "Acme Telecom",
    email: "luis.romero@acme.example.com",
    kinds: ["load_scheduled", "load_priced"],
  },
  { account: "Globex Software", email: "mei.tanaka@globex.example.com", kinds: ["parcel_project_sent"] },
];

/** In-app messages from the demo operator (the bell shows them as unread). */
const MESSAGES: { to: string; title: string; body: string; link: string | null }[] = [
  {
    to: "client@example.com",
    title: "Your October certificates are ready",
    body: "Both certificates of the October loads are in the loads' documents.",
    link: "/loads",
  },
  {
    to: "client@example.com",
    title: "Holiday pickups",
    body: "Our docks are closed on December 25 and January 1; pickups move to the next working day.",
    link: null,
  },
  {
    to: "operator@example.com",
    title: "Dock 2 is closed on Friday for maintenance",
    body: "Schedule Friday's inbound loads on docks 1 and 3.",
    link: "/dock-schedule",
  },
];

/**
 * The notifications demo: the demo contacts subscribed to the kinds of issue 21 (through the
 * accounts' notification matrix, as the screen sets it), and a few in-app messages for the demo
 * client and operator (through the notifications service).
 */
export async function seedDemoNotifications(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  for (const s of SUBSCRIPTIONS) {
    const [row] = await db
      .select({ contactId: contacts.id, accountId: accounts.id })
      .from(contacts)
      .innerJoin(accounts, eq(accounts.id, contacts.accountId))
      .where(eq(contacts.email, s.email));
    if (!row || !(await accountNamed(operator, row.accountId, s.account))) continue;
    const matrix = await getNotifications(operator, row.accountId);
    await setNotifications(operator, row.accountId, {
      subscriptions: s.kinds.map((kind) => ({
        kind,
        contactIds: [...new Set([...(matrix.find((m) => m.kind === kind)?.contactIds ?? []), row.contactId])],
      })),
    });
  }
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(MESSAGES.map((m) => m.to))]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const { publicUrl } = mailSettingsFromEnvironment();
  for (const m of MESSAGES) {
    const userId = idOf.get(m.to);
    if (userId === undefined) continue;
    await createMessage(operator, { userId, title: m.title, body: m.body, link: m.link }, publicUrl);
  }
}

async function accountNamed(operator: ServiceContext, accountId: number, name: string): Promise<boolean> {
  const [row] = await operator.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name === name;
}
