import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import {
  closeLoad,
  contactsOf,
  makeLoad,
  makeSurvey,
  subscribeToSurveys,
  surveyMailsTo,
  tokenOf,
} from "./surveys.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let dal: number;
let survey: { id: number; name: string };
const GRACE = "grace.holloway@northwind.example.com";

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  const contacts = await contactsOf(operator, northwind);
  await subscribeToSurveys(operator, northwind, [contacts.get("Grace") ?? 0]);
  survey = await makeSurvey(operator);
});
afterAll(() => t.close());

/** A closed Northwind load and the token of its survey mail to Grace. */
async function closedLoadWithToken(): Promise<{ slug: string; token: string }> {
  const slug = await makeLoad(operator, northwind, dal);
  await closeLoad(operator, slug);
  const [mail] = await surveyMailsTo(t.database.db, GRACE);
  if (!mail?.text.includes(slug.toUpperCase())) throw new Error("no survey mail for the load");
  return { slug, token: tokenOf(mail) };
}

const responseCount = async () =>
  (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from survey_responses`))[0]?.n;

const anonymous = (method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { "x-requested-with": "XMLHttpRequest" } });

describe("answering by the mail's link", () => {
  it("shows the survey without signing in, takes the answers once, and says so the second time", async () => {
    const { slug, token } = await closedLoadWithToken();
    const page = await anonymous("GET", `/spa/no_user/surveys/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      survey: { id: survey.id, name: survey.name },
      load: { activitySlug: slug, accountName: "Northwind Health" },
      firstName: "Grace",
      response: null,
    });
    expect(page.json().load.closedAt).not.toBeNull();
    const answered = await anonymous("POST", `/spa/no_user/surveys/${token}`, {
      answers: { q1: 4, q2: 5, q3: "  Quick pickup.  " },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().score).toBe(4.5);
    expect(answered.json().answers).toEqual([
      { questionId: "q1", question: "How was the pickup?", kind: "rating", value: 4 },
      { questionId: "q2", question: "How was the reporting?", kind: "rating", value: 5 },
      { questionId: "q3", question: "Anything to tell us?", kind: "text", value: "Quick pickup." },
    ]);
    const twice = await anonymous("POST", `/spa/no_user/surveys/${token}`, { answers: { q1: 1 } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This survey has already been answered");
    const after = (await anonymous("GET", `/spa/no_user/surveys/${token}`)).json();
    expect(after.response).toMatchObject({ score: 4.5 });
    const events = (await operator({ method: "GET", url: `/spa/activities/${slug}/events` })).json();
    expect(events.data.map((e: { action: string }) => e.action)).toContain("survey_answered");
  });

  it("answers any link that opens nothing with the same plain 404, even with a bad body", async () => {
    const before = await responseCount();
    const unknown = "A".repeat(43);
    for (const token of [unknown, "short", "x".repeat(44), "%20"]) {
      for (const res of [
        await anonymous("GET", `/spa/no_user/surveys/${token}`),
        await anonymous("POST", `/spa/no_user/surveys/${token}`, { answers: { q1: 4 } }),
        await anonymous("POST", `/spa/no_user/surveys/${token}`, { answers: "nope" }),
      ]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json()).toEqual({ message: "This link is not valid" });
      }
    }
    expect(await responseCount()).toBe(before);
  });

  it("refuses bad answers on the question's field and writes nothing", async () => {
    const { token } = await closedLoadWithToken();
    const before = await responseCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ q2: 3 }, "answers.q1", "Answer this question"],
      [{ q1: 6 }, "answers.q1", "Choose a rating from 1 to 5"],
      [{ q1: 0 }, "answers.q1", "Choose a rating from 1 to 5"],
      [{ q1: 2.5 }, "answers.q1", "Choose a rating from 1 to 5"],
      [{ q1: "5" }, "answers.q1", "Choose a rating from 1 to 5"],
      [{ q1: 3, q3: 7 }, "answers.q3", "Write your answer as text"],
      [{ q1: 3, zz: 2 }, "answers.zz", "The survey has no question zz"],
    ];
    for (const [answers, field, message] of cases) {
      const res = await anonymous("POST", `/spa/no_user/surveys/${token}`, { answers });
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(answers)).toEqual([message]);
    }
    expect(await responseCount()).toBe(before);
    const optional = await anonymous("POST", `/spa/no_user/surveys/${token}`, {
      answers: { q1: 2, q2: null, q3: "" },
    });
    expect(optional.statusCode, optional.body).toBe(201);
    expect(optional.json().score).toBe(2);
  });
});

describe("answering in the client portal", () => {
  it("lists the client's closed loads awaiting an answer, takes one answer per user and load", async () => {
    const { slug } = await closedLoadWithToken();
    const mine = await client({ method: "GET", url: "/spa/client/surveys" });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().survey).toMatchObject({ id: survey.id, questions: expect.any(Array) });
    expect(mine.json().loads.map((l: { activitySlug: string }) => l.activitySlug)).toContain(slug);
    const open = await client({ method: "GET", url: `/spa/client/survey_responses/${slug}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({
      survey: { id: survey.id },
      load: { activitySlug: slug },
      response: null,
    });
    const bad = await client({
      method: "POST",
      url: `/spa/client/survey_responses/${slug}`,
      payload: { answers: {} },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["answers.q1"]).toEqual(["Answer this question"]);
    const answered = await client({
      method: "POST",
      url: `/spa/client/survey_responses/${slug}`,
      payload: { answers: { q1: 3, q2: 4 } },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().response.score).toBe(3.5);
    const twice = await client({
      method: "POST",
      url: `/spa/client/survey_responses/${slug}`,
      payload: { answers: { q1: 5 } },
    });
    expect(twice.statusCode).toBe(409);
    const later = (await client({ method: "GET", url: "/spa/client/surveys" })).json();
    expect(later.loads.map((l: { activitySlug: string }) => l.activitySlug)).not.toContain(slug);
    expect(
      (await client({ method: "GET", url: `/spa/client/survey_responses/${slug}` })).json().response,
    ).toMatchObject({ score: 3.5 });
  });

  it("answers another client's load with 404 and a load not yet closed with 409", async () => {
    const { slug } = await closedLoadWithToken();
    const before = await responseCount();
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/survey_responses/${slug}` })).statusCode,
    ).toBe(404);
    const foreign = await otherClient({
      method: "POST",
      url: `/spa/client/survey_responses/${slug}`,
      payload: { answers: { q1: 1 } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await otherClient({ method: "GET", url: "/spa/client/surveys" }))
        .json()
        .loads.map((l: { activitySlug: string }) => l.activitySlug),
    ).not.toContain(slug);
    const open = await makeLoad(operator, northwind, dal);
    const early = await client({
      method: "POST",
      url: `/spa/client/survey_responses/${open}`,
      payload: { answers: { q1: 1 } },
    });
    expect(early.statusCode).toBe(409);
    expect(await responseCount()).toBe(before);
  });
});

describe("responses for operators", () => {
  it("lists an account's responses with who answered how, exports them, and charts the month's score", async () => {
    const list = await operator({
      method: "GET",
      url: `/spa/survey_responses?accountId=${northwind}&surveyId=${survey.id}&pageSize=50`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as {
      via: string;
      answeredBy: string;
      score: number;
      accountName: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.accountName === "Northwind Health")).toBe(true);
    // The demo's own answers (to its survey, dated over the last months) are not among them.
    const all = (
      await operator({ method: "GET", url: `/spa/survey_responses?accountId=${northwind}` })
    ).json();
    expect(all.total).toBeGreaterThan(list.json().total);
    expect(rows.some((r) => r.via === "link" && r.answeredBy === "Grace Holloway")).toBe(true);
    expect(rows.some((r) => r.via === "portal" && r.answeredBy?.length > 0)).toBe(true);
    const paged = (
      await operator({
        method: "GET",
        url: `/spa/survey_responses?accountId=${northwind}&surveyId=${survey.id}&pageSize=1&page=2`,
      })
    ).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(list.json().total);

    const csv = await operator({
      method: "GET",
      url: `/spa/survey_responses/export?accountId=${northwind}&surveyId=${survey.id}&format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Score");
    expect(csv.body).toContain("How was the pickup?: 4");

    const scores = await operator({
      method: "GET",
      url: `/spa/survey_responses/scores?accountId=${northwind}&surveyId=${survey.id}&months=6`,
    });
    expect(scores.statusCode, scores.body).toBe(200);
    const body = scores.json();
    expect(body.months).toHaveLength(6);
    const thisMonth = body.months.at(-1);
    expect(thisMonth.month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth.responses).toBe(list.json().total);
    const mean = rows.reduce((s, r) => s + r.score, 0) / rows.length;
    expect(thisMonth.score).toBeCloseTo(mean, 1);
    expect(body.score).toBeCloseTo(mean, 1);
    const bad = await operator({ method: "GET", url: "/spa/survey_responses/scores?months=99" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["months"]);
  });

  it("tells the survey managers in the app, once per response", async () => {
    const [row] = await rowsOf<{ n: number; d: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct dedupe_key)::int as d from user_notifications n
        join users u on u.id = n.user_id where n.kind = 'survey_answered' and u.email = 'operator@example.com'`,
    );
    expect(row?.n).toBe(await responseCount());
    expect(row?.d).toBe(row?.n);
  });
});
