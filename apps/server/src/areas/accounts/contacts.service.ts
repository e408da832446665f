import {
  type AccountNotifications,
  type AccountNotificationsBody,
  type Contact,
  type ContactBody,
  NOTIFICATION_KIND_IDS,
} from "@ops/domain";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible, assertOperator } from "./account-scope";
import * as repo from "./contacts.repo";

export async function listContacts(ctx: ServiceContext, accountId: number): Promise<Contact[]> {
  await assertAccountVisible(ctx, accountId);
  return repo.listContacts(ctx.db, accountId);
}

export async function getContact(ctx: ServiceContext, accountId: number, id: number): Promise<Contact> {
  await assertAccountVisible(ctx, accountId);
  const contact = await repo.findContact(ctx.db, accountId, id);
  if (!contact) throw notFound("Contact");
  return contact;
}

export async function createContact(
  ctx: ServiceContext,
  accountId: number,
  body: ContactBody,
): Promise<Contact> {
  assertOperator(ctx);
  await assertAccountVisible(ctx, accountId);
  const id = await repo.insertContact(ctx.db, accountId, body);
  return getContact(ctx, accountId, id);
}

export async function updateContact(
  ctx: ServiceContext,
  accountId: number,
  id: number,
  body: ContactBody,
): Promise<Contact> {
  assertOperator(ctx);
  await assertAccountVisible(ctx, accountId);
  if (!(await repo.updateContact(ctx.db, accountId, id, body))) throw notFound("Contact");
  return getContact(ctx, accountId, id);
}

export async function deleteContact(ctx: ServiceContext, accountId: number, id: number): Promise<void> {
  assertOperator(ctx);
  await assertAccountVisible(ctx, accountId);
  if (!(await repo.deleteContact(ctx.db, accountId, id))) throw notFound("Contact");
}

function toMatrix(contacts: Contact[]): AccountNotifications {
  return NOTIFICATION_KIND_IDS.map((kind) => ({
    kind,
    contactIds: contacts.filter((c) => c.notifications.includes(kind)).map((c) => c.id),
  }));
}

/** Who receives each notification kind of an account. */
export async function getNotifications(
  ctx: ServiceContext,
  accountId: number,
): Promise<AccountNotifications> {
  return toMatrix(await listContacts(ctx, accountId));
}

/**
 * Replaces who receives which notification kinds; kinds left out of the body keep their
 * recipients. All contacts change together or none does.
 */
export async function setNotifications(
  ctx: ServiceContext,
  accountId: number,
  body: AccountNotificationsBody,
): Promise<AccountNotifications> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertAccountVisible({ ...ctx, db: tx }, accountId);
    const contacts = await repo.listContacts(tx, accountId);
    const byId = new Map(contacts.map((c) => [c.id, new Set<string>(c.notifications)]));
    body.subscriptions.forEach((subscription, index) => {
      for (const contactId of subscription.contactIds) {
        const contact = contacts.find((c) => c.id === contactId);
        if (!contact)
          throw fieldError(`subscriptions.${index}.contactIds`, "Unknown contact for this account");
        if (!contact.email)
          throw fieldError(`subscriptions.${index}.contactIds`, `${contact.name} has no email address`);
      }
      for (const [id, kinds] of byId) {
        if (subscription.contactIds.includes(id)) kinds.add(subscription.kind);
        else kinds.delete(subscription.kind);
      }
    });
    const changed = new Map<number, string[]>();
    for (const contact of contacts) {
      const next = [...(byId.get(contact.id) ?? [])].sort();
      if (next.join() !== [...contact.notifications].sort().join()) changed.set(contact.id, next);
    }
    await repo.setNotifications(tx, accountId, changed);
  });
  return getNotifications(ctx, accountId);
}
