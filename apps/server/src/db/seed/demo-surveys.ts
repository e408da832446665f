import { AccountNotificationsBody, ActivityBody, SurveyBody } from "@ops/domain";
import { and, eq, sql } from "drizzle-orm";
import { setNotifications } from "../../areas/accounts/contacts.service";
import { createActivity, updateActivity } from "../../areas/activities/activities.service";
import { answerInvitation } from "../../areas/surveys/survey-answers.service";
import { createSurvey } from "../../areas/surveys/surveys.service";
import type { ServiceContext } from "../../platform/context";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { accounts, contacts, surveyInvitations, warehouses } from "../schema";

const QUESTIONS = [
  { id: "q1", kind: "rating", text: "How was the pickup or delivery of your load?", required: true },
  { id: "q2", kind: "rating", text: "How clear and timely was our reporting?", required: true },
  { id: "q3", kind: "rating", text: "How was our communication with your team?", required: false },
  { id: "q4", kind: "text", text: "Anything we should do better?", required: false },
] as const;

const CLOSING = ["received", "processed", "priced", "invoiced", "closed"] as const;

type DemoAccount = {
  name: string;
  contact: string;
  attributes: Record<string, unknown>;
  /** Each answered load: days ago it was answered, its ratings and a remark. */
  answers: { daysAgo: number; q1: number; q2: number; q3: number | null; q4?: string }[];
  /** Closed loads left unanswered (the portal and the mail's link still ask). */
  open: number;
};

const DEMO: DemoAccount[] = [
  {
    name: "Northwind Health",
    contact: "Grace",
    attributes: {
      projectType: "Business as Usual",
      businessUnit: "CC 4410 / GL 7200 / Co 01 for Grace Holloway",
    },
    answers: [
      { daysAgo: 160, q1: 3, q2: 2, q3: 3, q4: "The certificate came two weeks after the pickup." },
      { daysAgo: 131, q1: 4, q2: 3, q3: null },
      { daysAgo: 102, q1: 4, q2: 4, q3: 4 },
      { daysAgo: 74, q1: 5, q2: 4, q3: 4, q4: "Driver called ahead, great." },
      { daysAgo: 45, q1: 4, q2: 5, q3: 5 },
      { daysAgo: 17, q1: 5, q2: 5, q3: 4 },
      { daysAgo: 4, q1: 5, q2: 4, q3: 5, q4: "Smooth as always." },
    ],
    open: 2,
  },
  {
    name: "Acme Telecom",
    contact: "Luis",
    attributes: { serializedAssets: true, dcaNumbers: ["DCA1011"] },
    answers: [
      { daysAgo: 120, q1: 2, q2: 3, q3: 2, q4: "Two pallets were counted late." },
      { daysAgo: 63, q1: 4, q2: 3, q3: 4 },
      { daysAgo: 22, q1: 4, q2: 4, q3: null },
    ],
    open: 0,
  },
];

/**
 * The surveys demo: the active survey "After your load", sent through the real path (contacts
 * subscribed to surveys, loads closed through the activity service, so the close mails the
 * survey through the outbox), and about ten answers over the last months so the score chart has
 * figures. The answers are given as the contacts would by their link, then dated back (the only
 * step a demo cannot do through the services: time).
 */
export async function seedDemoSurveys(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  const { publicUrl } = mailSettingsFromEnvironment();
  await createSurvey(
    operator,
    SurveyBody.parse({ name: "After your load", questions: QUESTIONS, active: true }),
  );
  const [dal] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  if (!dal) throw new Error("the demo warehouse DAL is missing");
  const today = new Date().toISOString().slice(0, 10);

  for (const demo of DEMO) {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, demo.name));
    if (!account) throw new Error(`the demo account ${demo.name} is missing`);
    const [contact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.accountId, account.id), eq(contacts.firstName, demo.contact)));
    if (!contact) throw new Error(`the demo contact ${demo.contact} is missing`);
    await setNotifications(
      operator,
      account.id,
      AccountNotificationsBody.parse({ subscriptions: [{ kind: "survey", contactIds: [contact.id] }] }),
    );
    const plans = [
      ...demo.answers.map((a) => ({ answer: a })),
      ...Array.from({ length: demo.open }, () => ({ answer: null })),
    ];
    for (const plan of plans) {
      const load = await createActivity(
        operator,
        ActivityBody.parse({
          type: "inbound",
          status: "scheduled",
          accountId: account.id,
          warehouseId: dal.id,
          shipmentSize: "ltl",
          scheduledDate: today,
          attributes: demo.attributes,
        }),
      );
      for (const status of CLOSING) await updateActivity(operator, load.slug, { status });
      const [invitation] = await db
        .select({ id: surveyInvitations.id, activityId: surveyInvitations.activityId })
        .from(surveyInvitations)
        .where(eq(surveyInvitations.contactId, contact.id))
        .orderBy(sql`${surveyInvitations.id} desc`)
        .limit(1);
      if (!invitation) throw new Error(`no survey was sent about ${load.slug}`);
      const a = plan.answer;
      // The load came in, closed and was answered weeks ago (an unanswered one closed yesterday).
      const answered = sql`now() - make_interval(days => ${a?.daysAgo ?? 1})`;
      await db.execute(sql`update survey_invitations set created_at = ${answered} - interval '1 day',
          updated_at = ${answered} - interval '1 day' where id = ${invitation.id}`);
      await db.execute(sql`update events set created_at = ${answered} - interval '1 day'
        where activity_id = ${invitation.activityId}`);
      await db.execute(sql`update activities set created_at = ${answered} - interval '8 days',
          scheduled_date = (${answered} - interval '7 days')::date where id = ${invitation.activityId}`);
      // Its statement (nothing was received: nothing due) was final when the load was priced then.
      await db.execute(sql`update settlement_statements set finalized_at = ${answered} - interval '2 days',
          created_at = ${answered} - interval '2 days', updated_at = ${answered} - interval '2 days'
        where activity_id = ${invitation.activityId}`);
      if (!a) continue;
      const responseId = await answerInvitation(db, publicUrl, invitation.id, {
        answers: { q1: a.q1, q2: a.q2, q3: a.q3, q4: a.q4 ?? null },
      });
      await db.execute(sql`update survey_responses set created_at = ${answered}, updated_at = ${answered}
        where id = ${responseId}`);
      await db.execute(sql`update events set created_at = ${answered}
        where activity_id = ${invitation.activityId} and action = 'survey_answered'`);
      // Old news, read already: the demo's bell counts what is new.
      await db.execute(sql`update user_notifications set created_at = ${answered}, read_at = ${answered}
        where dedupe_key = ${`survey_response:${responseId}`}`);
    }
  }
}
