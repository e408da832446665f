import {
  type AccountNotifications,
  type AccountNotificationsBody,
  type Contact,
  NOTIFICATION_KIND_IDS,
  type NotificationKind,
} from "@ops/domain";

/** Who receives each notification kind: contact ids, sorted, for every kind. */
export type NotificationMatrix = Record<NotificationKind, readonly number[]>;

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** A contact can only be notified by email. */
export function canNotify(contact: Pick<Contact, "email">): boolean {
  return Boolean(contact.email);
}

/** The matrix of what the server answered, keeping only contacts the account still has. */
export function matrixFrom(
  subscriptions: AccountNotifications,
  contacts: readonly Contact[],
): NotificationMatrix {
  const known = new Set(contacts.map((c) => c.id));
  const matrix = {} as Record<NotificationKind, readonly number[]>;
  for (const kind of NOTIFICATION_KIND_IDS) {
    const ids = subscriptions.find((s) => s.kind === kind)?.contactIds ?? [];
    matrix[kind] = sorted(ids.filter((id) => known.has(id)));
  }
  return matrix;
}

export function isSubscribed(matrix: NotificationMatrix, kind: NotificationKind, contactId: number): boolean {
  return matrix[kind].includes(contactId);
}

/** Turns one contact's subscription to one kind on or off. */
export function toggleCell(
  matrix: NotificationMatrix,
  kind: NotificationKind,
  contactId: number,
): NotificationMatrix {
  const ids = matrix[kind];
  const next = ids.includes(contactId) ? ids.filter((id) => id !== contactId) : sorted([...ids, contactId]);
  return { ...matrix, [kind]: next };
}

/** Subscribes all the given contacts to a kind, or none of them; others keep their state. */
export function setRow(
  matrix: NotificationMatrix,
  kind: NotificationKind,
  contactIds: readonly number[],
  on: boolean,
): NotificationMatrix {
  const rest = matrix[kind].filter((id) => !contactIds.includes(id));
  return { ...matrix, [kind]: sorted(on ? [...rest, ...contactIds] : rest) };
}

/** "all", "none" or "some" of the given contacts receive a kind (for the row's own checkbox). */
export function rowState(
  matrix: NotificationMatrix,
  kind: NotificationKind,
  contactIds: readonly number[],
): "all" | "none" | "some" {
  const on = contactIds.filter((id) => matrix[kind].includes(id)).length;
  if (on === 0) return "none";
  return on === contactIds.length ? "all" : "some";
}

export function sameMatrix(a: NotificationMatrix, b: NotificationMatrix): boolean {
  return NOTIFICATION_KIND_IDS.every((kind) => a[kind].join(",") === b[kind].join(","));
}

/** The body of `PUT /accounts/{id}/notifications`: every kind, so removals are saved too. */
export function toNotificationsBody(matrix: NotificationMatrix): AccountNotificationsBody {
  return { subscriptions: NOTIFICATION_KIND_IDS.map((kind) => ({ kind, contactIds: [...matrix[kind]] })) };
}
