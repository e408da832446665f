import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Caller } from "../../../test/accounts-fixtures";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";

/** Test data and steps for the surveys tests, through the API wherever the API can do it. */

export const QUESTIONS = [
  { id: "q1", kind: "rating", text: "How was the pickup?", required: true },
  { id: "q2", kind: "rating", text: "How was the reporting?", required: false },
  { id: "q3", kind: "text", text: "Anything to tell us?", required: false },
] as const;

let made = 0;

/** A new survey (active unless said otherwise) with the three questions above. */
export async function makeSurvey(
  operator: Caller,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; name: string; active: boolean }> {
  made++;
  const res = await operator({
    method: "POST",
    url: "/spa/surveys",
    payload: { name: `Survey ${made} ${Date.now()}`, questions: QUESTIONS, active: true, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The account's contacts by first name. */
export async function contactsOf(operator: Caller, accountId: number): Promise<Map<string, number>> {
  const res = await operator({ method: "GET", url: `/spa/accounts/${accountId}/contacts` });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json() as { id: number; firstName: string }[]).map((c) => [c.firstName, c.id]));
}

/** Who of the account receives survey mails. */
export async function subscribeToSurveys(operator: Caller, accountId: number, contactIds: number[]) {
  const res = await operator({
    method: "PUT",
    url: `/spa/accounts/${accountId}/notifications`,
    payload: { subscriptions: [{ kind: "survey", contactIds }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new inbound load of the account at the warehouse, scheduled today. */
export async function makeLoad(operator: Caller, accountId: number, warehouseId: number): Promise<string> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: {
      accountId,
      warehouseId,
      shipmentSize: "ltl",
      scheduledDate: today(),
      attributes: { projectType: "Business as Usual", businessUnit: "CC 4410 / GL 7200" },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slug;
}

/** Moves a load through its life cycle to `closed`. */
export async function closeLoad(operator: Caller, slug: string): Promise<void> {
  for (const status of ["received", "processed", "priced", "invoiced", "closed"]) {
    const res = await operator({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The survey mails of the outbox to an address, newest first. */
export async function surveyMailsTo(db: Db, to: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "survey"), eq(outbox.to, to)))
    .orderBy(desc(outbox.id));
}

/** The survey link's token a mail carries. */
export function tokenOf(mail: { text: string }): string {
  const match = /\/survey\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no survey link in ${mail.text}`);
  return match[1] as string;
}
