import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, createInboundLoad, signIn, unique } from "./helpers";

/** Moves a load through its life cycle to closed, as the warehouse and billing would. */
async function closeLoad(api: APIRequestContext, slug: string) {
  const today = new Date().toISOString().slice(0, 10);
  const steps = [
    { status: "scheduled", scheduledDate: today },
    ...["received", "processed", "priced", "invoiced", "closed"].map((status) => ({ status })),
  ];
  for (const data of steps) {
    const res = await api.put(`/spa/activities/${slug}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The token of the survey link in the newest mail of the outbox to an address (the operator's outbox API). */
async function surveyTokenMailedTo(api: APIRequestContext, email: string): Promise<string> {
  const list = await (await api.get("/spa/outbox", { params: { search: email } })).json();
  const mail = list.data.find((m: { to: string; kind: string }) => m.to === email && m.kind === "survey");
  expect(mail, `a survey mail to ${email}`).toBeTruthy();
  const full = await (await api.get(`/spa/outbox/${mail.id}`)).json();
  const token = /\/survey\/([A-Za-z0-9_-]{43})/.exec(full.text)?.[1];
  expect(token, full.text).toBeTruthy();
  return token as string;
}

async function rate(page: Page, question: RegExp, value: string) {
  await page
    .getByRole("radiogroup", { name: question })
    .getByRole("radio", { name: value, exact: true })
    .check();
}

test("a client answers the survey of a closed load by the mail's link and in the portal", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await apiSession(baseURL);
  const accounts = await (
    await api.get("/spa/accounts", { params: { find_by_name: "Northwind Health" } })
  ).json();
  const northwind = accounts.data.find((a: { name: string }) => a.name === "Northwind Health").id as number;
  // A contact of the client's account who asked for survey mails.
  const email = `${unique("survey-")}@northwind.example.com`;
  const contact = await api.post(`/spa/accounts/${northwind}/contacts`, {
    data: { firstName: "Sam", lastName: "Surveyed", email, notifications: ["survey"] },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const slug = await createInboundLoad(api, "Northwind Health");
  await closeLoad(api, slug);
  const load = slug.toUpperCase();

  // In the client portal: the closed load waits for an answer.
  await signIn(page, "client@example.com");
  await page.getByRole("link", { name: "Surveys", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
  await page.getByRole("link", { name: `Answer the survey of ${load}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Survey of ${load}` })).toBeVisible();
  await rate(page, /How was the pickup/, "3");
  await rate(page, /How clear and timely/, "4");
  await page.getByRole("button", { name: "Send my answers" }).click();
  await expect(page.getByText(/You answered on/)).toBeVisible();
  await page.goto("/portal/surveys");
  await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Answer the survey of ${load}` })).toHaveCount(0);

  // By the mail's link (no sign-in): the contact answers too.
  const token = await surveyTokenMailedTo(api, email);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/survey/${token}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "After your load" })).toBeVisible();
  await expect(visitor.getByText(`Hello Sam, how did we do with your load ${load}`)).toBeVisible();
  await visitor.getByRole("button", { name: "Send my answers" }).click();
  await expect(visitor.getByText("Answer this question").first()).toBeVisible();
  await rate(visitor, /How was the pickup/, "5");
  await rate(visitor, /How clear and timely/, "4");
  await visitor.getByRole("textbox", { name: "Anything we should do better?" }).fill("Quick and tidy.");
  await visitor.getByRole("button", { name: "Send my answers" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Thank you for your answers" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "Thank you for your answers" })).toBeVisible();
  await expect(visitor.getByText("Quick and tidy.")).toBeVisible();
  await visitor.goto(`/survey/${"x".repeat(43)}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();

  // The operators see both answers with their scores.
  const responses = await (await api.get("/spa/survey_responses", { params: { search: slug } })).json();
  expect(responses.data.map((r: { via: string; score: number }) => [r.via, r.score]).sort()).toEqual([
    ["link", 4.5],
    ["portal", 3.5],
  ]);
});
