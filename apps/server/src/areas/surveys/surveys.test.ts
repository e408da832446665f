import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp-server";
import { rowsOf } from "../../db/paging";
import { surveyInvitations, surveys } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";
import {
  closeLoad,
  contactsOf,
  makeLoad,
  makeSurvey,
  QUESTIONS,
  subscribeToSurveys,
  surveyMailsTo,
  tokenOf,
} from "./surveys.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;
let northwind: number;
let dal: number;
let grace: number;
const GRACE = "grace.holloway@northwind.example.com";
const OMAR = "ap@northwind.example.com";

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  northwind = await accountId(operator, "Northwind Health");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  const contacts = await contactsOf(operator, northwind);
  grace = contacts.get("Grace") ?? 0;
});
afterAll(() => t.close());

const activeIds = async () =>
  (await t.database.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.active, true))).map(
    (s) => s.id,
  );

describe("surveys (operators)", () => {
  it("creates a survey; activating one deactivates the other; names are unique in any case", async () => {
    const first = await makeSurvey(operator);
    expect(first.active).toBe(true);
    expect(await activeIds()).toEqual([first.id]);
    const second = await makeSurvey(operator);
    expect(await activeIds()).toEqual([second.id]);
    const again = await operator({
      method: "POST",
      url: "/spa/surveys",
      payload: { name: first.name.toUpperCase(), questions: QUESTIONS },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name).toEqual(["A survey with this name exists already"]);
    const back = await operator({
      method: "PUT",
      url: `/spa/surveys/${first.id}`,
      payload: { name: first.name, questions: QUESTIONS, active: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await activeIds()).toEqual([first.id]);
    const list = (
      await operator({ method: "GET", url: `/spa/surveys?search=${encodeURIComponent(first.name)}` })
    ).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: first.id, active: true, responses: 0, sentLoads: 0 }),
    ]);
  });

  it("refuses bad questions on the field and writes nothing", async () => {
    const before = (await operator({ method: "GET", url: "/spa/surveys?pageSize=1" })).json().total;
    const cases: [unknown, string][] = [
      [[], "questions"],
      [[{ id: "q1", kind: "text", text: "Why?" }], "questions"],
      [[QUESTIONS[0], { ...QUESTIONS[1], id: "q1" }], "questions.1.id"],
      [[{ ...QUESTIONS[0], text: " " }], "questions.0.text"],
      [[{ ...QUESTIONS[0], kind: "stars" }], "questions.0.kind"],
    ];
    for (const [questions, field] of cases) {
      const res = await operator({
        method: "POST",
        url: "/spa/surveys",
        payload: { name: "Bad one", questions },
      });
      expect(res.statusCode, JSON.stringify(questions)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(questions)).toContain(field);
    }
    expect((await operator({ method: "GET", url: "/spa/surveys?pageSize=1" })).json().total).toBe(before);
  });

  it("is for operators who may: a technician reads nothing, a client cannot write", async () => {
    expect((await technician({ method: "GET", url: "/spa/surveys" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/survey_responses" })).statusCode).toBe(403);
    const res = await client({
      method: "POST",
      url: "/spa/client/surveys",
      payload: { name: "x", questions: QUESTIONS },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("sending when a load closes", () => {
  it("mails the active survey once per load to the contacts subscribed to surveys, not to the others", async () => {
    const survey = await makeSurvey(operator);
    await subscribeToSurveys(operator, northwind, [grace]);
    const slug = await makeLoad(operator, northwind, dal);
    const graceBefore = (await surveyMailsTo(t.database.db, GRACE)).length;
    const omarBefore = (await surveyMailsTo(t.database.db, OMAR)).length;
    await closeLoad(operator, slug);
    const mails = await surveyMailsTo(t.database.db, GRACE);
    expect(mails.length).toBe(graceBefore + 1);
    expect((await surveyMailsTo(t.database.db, OMAR)).length).toBe(omarBefore);
    const mail = mails[0];
    expect(mail?.subject).toBe(`How did we do with your load ${slug.toUpperCase()}?`);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http.*\/unsubscribe\/[\w-]{43}>$/),
    });
    const token = tokenOf(mail as { text: string });
    // Only the token's hash is stored, on the invitation that names the mail.
    const [invitation] = await rowsOf<{ token_hash: string; outbox_id: number; survey_id: number }>(
      t.database.db,
      sql`select i.token_hash, i.outbox_id, i.survey_id from survey_invitations i
        join activities a on a.id = i.activity_id where a.slug = ${slug}`,
    );
    expect(invitation).toMatchObject({ outbox_id: mail?.id, survey_id: survey.id });
    expect(invitation?.token_hash).not.toContain(token);
    expect(JSON.stringify(await t.database.db.select().from(surveyInvitations))).not.toContain(token);
    const page = (await client({ method: "GET", url: `/spa/no_user/surveys/${token}` })).json();
    expect(page.load.activitySlug).toBe(slug);
    const events = (await operator({ method: "GET", url: `/spa/activities/${slug}/events` })).json();
    expect(events.data.map((e: { action: string }) => e.action)).toContain("survey_sent");
  });

  it("sends nothing new for a load closed, reopened and closed again", async () => {
    await makeSurvey(operator);
    const slug = await makeLoad(operator, northwind, dal);
    await closeLoad(operator, slug);
    const sent = (await surveyMailsTo(t.database.db, GRACE)).length;
    // A closed load does not reopen through the API; the database reopens it as a correction would.
    await t.database.db.execute(sql`update activities set status = 'invoiced' where slug = ${slug}`);
    const again = await operator({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { status: "closed" },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await surveyMailsTo(t.database.db, GRACE)).length).toBe(sent);
    const [n] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from survey_invitations i join activities a on a.id = i.activity_id where a.slug = ${slug}`,
    );
    expect(n?.n).toBe(1);
  });

  it("sends nothing without an active survey, and nothing to a contact who unsubscribed", async () => {
    const survey = await makeSurvey(operator, { active: true });
    await operator({
      method: "PUT",
      url: `/spa/surveys/${survey.id}`,
      payload: { name: survey.name, questions: QUESTIONS, active: false },
    });
    expect(await activeIds()).toEqual([]);
    const sent = (await surveyMailsTo(t.database.db, GRACE)).length;
    const quiet = await makeLoad(operator, northwind, dal);
    await closeLoad(operator, quiet);
    expect((await surveyMailsTo(t.database.db, GRACE)).length).toBe(sent);

    await makeSurvey(operator);
    await subscribeToSurveys(operator, northwind, []);
    const unsubscribed = await makeLoad(operator, northwind, dal);
    await closeLoad(operator, unsubscribed);
    expect((await surveyMailsTo(t.database.db, GRACE)).length).toBe(sent);
    await subscribeToSurveys(operator, northwind, [grace]);
  });

  it("delivers the mail to the SMTP server with its List-Unsubscribe header", async () => {
    const smtp = await startSmtpServer();
    try {
      vi.stubEnv("SMTP_URL", smtp.url);
      vi.stubEnv("MAIL_FROM", "Operations <ops@example.com>");
      vi.stubEnv("PUBLIC_URL", "https://ops.example.com");
      await makeSurvey(operator);
      const slug = await makeLoad(operator, northwind, dal);
      await closeLoad(operator, slug);
      await settleJobs();
      // Other mails about the load (its status, say) may go to Grace too: the survey's is the one asked.
      const got = smtp.received.filter(
        (m) =>
          m.to.includes(GRACE) &&
          m.headers.includes(`Subject: How did we do with your load ${slug.toUpperCase()}?`),
      );
      expect(got).toHaveLength(1);
      expect(got[0]?.headers).toMatch(
        /List-Unsubscribe: <https:\/\/ops\.example\.com\/unsubscribe\/[\w-]{43}>/,
      );
      // The body is quoted-printable: soft line breaks (=CRLF) joined, the link reads whole.
      expect(got[0]?.raw.replace(/=\r\n/g, "")).toMatch(/https:\/\/ops\.example\.com\/survey\/[\w-]{43}/);
    } finally {
      vi.unstubAllEnvs();
      await smtp.close();
    }
  }, 60_000);
});

describe("editing a survey with responses", () => {
  it("keeps its questions (409) but may be renamed, deactivated, not removed; an unsent survey is removed", async () => {
    const survey = await makeSurvey(operator);
    const slug = await makeLoad(operator, northwind, dal);
    await closeLoad(operator, slug);
    const token = tokenOf((await surveyMailsTo(t.database.db, GRACE))[0] as { text: string });
    const answered = await client({
      method: "POST",
      url: `/spa/no_user/surveys/${token}`,
      payload: { answers: { q1: 5 } },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const changed = await operator({
      method: "PUT",
      url: `/spa/surveys/${survey.id}`,
      payload: { name: survey.name, questions: [{ ...QUESTIONS[0], text: "Changed?" }], active: true },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/Make a copy/);
    const renamed = await operator({
      method: "PUT",
      url: `/spa/surveys/${survey.id}`,
      payload: { name: `${survey.name} (2026)`, questions: QUESTIONS, active: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ active: false, responses: 1, sentLoads: 1 });
    expect((await operator({ method: "DELETE", url: `/spa/surveys/${survey.id}` })).statusCode).toBe(409);
    const unsent = await makeSurvey(operator, { active: false });
    expect((await operator({ method: "DELETE", url: `/spa/surveys/${unsent.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/surveys/${unsent.id}` })).statusCode).toBe(404);
  });
});
