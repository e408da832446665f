import {
  cents,
  formatMoneyText,
  INBOUND_REQUEST_STATUSES,
  labelOf,
  NOTIFICATION_KINDS,
  type NotificationKind,
  PAYMENT_TYPES,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { notifyContacts } from "../../platform/notify/contact-notices";
import type { StatusChange } from "../../platform/status-changed";
import { type ContactMailTemplate, contactMail } from "./contact-mail";
import { inboundRequestStatusMail } from "./inbound-request-status.mail";
import {
  invoiceIssuedMail,
  loadPricedMail,
  loadReceivedMail,
  loadScheduledMail,
  pickupScheduledMail,
  settlementReadyMail,
} from "./load-status.mail";
import * as repo from "./notifications.repo";
import { parcelProjectSentMail } from "./parcel-project-sent.mail";

// The mails of the per-account matrix that changes elsewhere cause (issue 21): each is written
// through notifyContacts with the transaction of its cause, one per subscribed contact and cause.

const kindLabel = (kind: NotificationKind) => NOTIFICATION_KINDS.find((k) => k.id === kind)?.label ?? kind;

/** Transport types on which our trucks (or our broker's) fetch the load: its scheduling is a pickup. */
const PICKUP_TRANSPORT = new Set(["internal_box_truck", "broker", "internal_cdl", "contracted_cdl"]);

async function send(
  db: Db,
  publicUrl: string,
  m: {
    accountId: number;
    account: string;
    kind: NotificationKind;
    dedupeKey: string;
    template: ContactMailTemplate;
    path: string;
    values: Record<string, string | number>;
  },
): Promise<number> {
  const url = `${publicUrl.replace(/\/+$/, "")}${m.path}`;
  return notifyContacts(db, publicUrl, {
    accountId: m.accountId,
    kind: m.kind,
    dedupeKey: m.dedupeKey,
    mail: (contact, unsubscribeUrl) =>
      contactMail(
        m.template,
        { ...m.values, firstName: contact.firstName, account: m.account, kindLabel: kindLabel(m.kind), url },
        unsubscribeUrl,
      ),
  });
}

const whenOf = (date: string | null, time: string | null) =>
  date ? `${date}${time ? ` at ${time}` : ""}` : "a date to be confirmed";

/**
 * An inbound load's status change (an onStatusChanged listener): scheduled mails "Load scheduled"
 * and, when we fetch it (a client's inbound request, or our own transport), "Pickup scheduled";
 * received mails "Load received" (once per load). A load scheduled again for another date is
 * mailed again. "Load priced" is mailed by the settlement once the statement is final
 * (mailLoadPriced), so the mail carries the final net.
 */
export async function mailLoadStatus(db: Db, change: StatusChange): Promise<void> {
  if (!["scheduled", "received"].includes(change.to)) return;
  const load = await repo.loadOfStatusMail(db, change.activityId);
  if (load?.type !== "inbound" || load.accountId === null) return;
  const { publicUrl } = mailSettingsFromEnvironment();
  const common = {
    accountId: load.accountId,
    account: load.account,
    path: `/loads/${load.slug}`,
  };
  const loadName = load.slug.toUpperCase();
  if (change.to === "scheduled") {
    const when = whenOf(load.scheduledDate, load.scheduledTime);
    const at = `${load.scheduledDate ?? "none"}:${load.scheduledTime ?? ""}`;
    await send(db, publicUrl, {
      ...common,
      kind: "load_scheduled",
      dedupeKey: `load_scheduled:${load.id}:${at}`,
      template: loadScheduledMail,
      values: { load: loadName, when },
    });
    const isPickup =
      load.requestNumber !== null ||
      (load.transportType !== null && PICKUP_TRANSPORT.has(load.transportType));
    if (isPickup)
      await send(db, publicUrl, {
        ...common,
        kind: "pickup_scheduled",
        dedupeKey: `pickup_scheduled:${load.id}:${at}`,
        template: pickupScheduledMail,
        values: {
          load: loadName,
          when,
          request: load.requestNumber !== null ? ` (your inbound request ${load.requestNumber})` : "",
        },
      });
    return;
  }
  await send(db, publicUrl, {
    ...common,
    kind: "load_received",
    dedupeKey: `load_received:${load.id}`,
    template: loadReceivedMail,
    values: { load: loadName, when: load.today },
  });
}

/** The net as the client reads it: "$1,234.50 is due to you", "$20.00 is due from you". */
function netForClient(net: string): string {
  const c = cents(net);
  if (c === 0n) return "nothing is due";
  return c > 0n ? `${formatMoneyText(c)} is due to you` : `${formatMoneyText(-c)} is due from you`;
}

/**
 * An inbound load marked priced, its settlement statement final (called by the settlement's
 * status listener right after it finalises the statement, in the same transaction): mails "Load
 * priced" with the statement's number and net and a link to the client's statement page, once
 * per load.
 */
export async function mailLoadPriced(
  db: Db,
  loadId: number,
  statement: { number: string; net: string },
): Promise<void> {
  const load = await repo.loadOfStatusMail(db, loadId);
  if (load?.type !== "inbound" || load.accountId === null) return;
  await send(db, mailSettingsFromEnvironment().publicUrl, {
    accountId: load.accountId,
    account: load.account,
    kind: "load_priced",
    dedupeKey: `load_priced:${load.id}`,
    template: loadPricedMail,
    path: `/loads/${load.slug}/statement`,
    values: { load: load.slug.toUpperCase(), number: statement.number, net: netForClient(statement.net) },
  });
}

/** A final statement as its mails name it. */
export type StatementForMail = {
  number: string;
  net: string;
  credits: string;
  charges: string;
  paymentType: string | null;
};

const paymentText = (paymentType: string | null) =>
  paymentType
    ? labelOf(PAYMENT_TYPES, paymentType as (typeof PAYMENT_TYPES)[number]["id"])
    : "the usual means";

/**
 * A statement final (beside "Load priced", for the contacts who follow settlements): mails
 * "Settlement ready" with the net, what was earned and charged, and the link to read and
 * download it, once per load.
 */
export async function mailSettlementReady(
  db: Db,
  loadId: number,
  statement: StatementForMail,
): Promise<void> {
  const load = await repo.loadOfStatusMail(db, loadId);
  if (load?.type !== "inbound" || load.accountId === null) return;
  await send(db, mailSettingsFromEnvironment().publicUrl, {
    accountId: load.accountId,
    account: load.account,
    kind: "settlement_ready",
    dedupeKey: `settlement_ready:${load.id}`,
    template: settlementReadyMail,
    path: `/loads/${load.slug}/statement`,
    values: {
      load: load.slug.toUpperCase(),
      number: statement.number,
      net: netForClient(statement.net),
      credits: formatMoneyText(statement.credits),
      charges: formatMoneyText(-cents(statement.charges)),
      payment: paymentText(statement.paymentType),
    },
  });
}

/** A load marked invoiced: mails "Invoice issued" with its statement's net, once per load. */
export async function mailInvoiceIssued(db: Db, loadId: number, statement: StatementForMail): Promise<void> {
  const load = await repo.loadOfStatusMail(db, loadId);
  if (load?.type !== "inbound" || load.accountId === null) return;
  await send(db, mailSettingsFromEnvironment().publicUrl, {
    accountId: load.accountId,
    account: load.account,
    kind: "invoice_issued",
    dedupeKey: `invoice_issued:${load.id}`,
    template: invoiceIssuedMail,
    path: `/loads/${load.slug}/statement`,
    values: {
      load: load.slug.toUpperCase(),
      number: statement.number,
      net: netForClient(statement.net),
      payment: paymentText(statement.paymentType),
    },
  });
}

const requestStatusLabel = (status: string) =>
  INBOUND_REQUEST_STATUSES.find((s) => s.id === status)?.label.toLowerCase() ?? status;

/**
 * An inbound request's status changed (canceled, reopened): mails "Inbound request status
 * changed" to the account's subscribed contacts, in the transaction of the change. The cause is
 * the change at the transaction's time, so a change told twice in it mails once.
 */
export async function mailInboundRequestStatus(
  db: Db,
  change: { requestId: number; from: string; to: string },
): Promise<void> {
  if (change.from === change.to) return;
  const request = await repo.inboundRequestOfStatusMail(db, change.requestId);
  if (!request) return;
  await send(db, mailSettingsFromEnvironment().publicUrl, {
    accountId: request.accountId,
    account: request.account,
    kind: "inbound_request_status",
    dedupeKey: `inbound_request_status:${request.id}:${change.to}:${request.at}`,
    template: inboundRequestStatusMail,
    path: `/inbound-requests/${request.number}`,
    values: {
      number: request.number,
      status: requestStatusLabel(change.to),
      from: requestStatusLabel(change.from),
    },
  });
}

/**
 * A parcel project was sent (draft → review: its employees' e-mails go out): mails "Parcel
 * project sent" to the account's subscribed contacts, once per project.
 */
export async function mailParcelProjectSent(
  db: Db,
  publicUrl: string,
  sent: { projectId: number },
): Promise<void> {
  const project = await repo.parcelProjectOfMail(db, sent.projectId);
  if (!project) return;
  await send(db, publicUrl, {
    accountId: project.accountId,
    account: project.account,
    kind: "parcel_project_sent",
    dedupeKey: `parcel_project_sent:${project.id}`,
    template: parcelProjectSentMail,
    path: `/portal/parcel/${project.prefix}`,
    values: { project: project.prefix, name: project.name },
  });
}
