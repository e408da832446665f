import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiSession, createClientAccount, createLoadOf, signIn, unique } from "./helpers";

// Notifications that are sent (issue 21, "Done when"): a load marked received mails the contact
// subscribed to "Load received" (the operator sees it in the outbox) and not the one who is not;
// the contact stops those mails by the link of that mail (no sign-in), and a wrong link shows a
// plain page. And the bell: a signed-in user sees their unread count and reads the message.

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function addContact(api: APIRequestContext, accountId: number, name: string, notifications: string[]) {
  const email = `${name.toLowerCase()}@notify.example.com`;
  const res = await api.post(`/spa/accounts/${accountId}/contacts`, {
    data: { firstName: name, lastName: "Contact", title: null, email, phone: null, notifications },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as number, email };
}

async function moveLoad(api: APIRequestContext, slug: string, data: Record<string, unknown>) {
  const res = await api.put(`/spa/activities/${slug}`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

test("a received load mails the subscribed contact only, who stops it by the mail's link", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sessions and a lazily loaded public page: more than the default on a loaded machine.
  test.slow();
  const api = await apiSession(baseURL);
  const accountId = await createClientAccount(api, "Notify ");
  const subscribed = await addContact(api, accountId, unique("Sub"), ["load_received", "load_priced"]);
  const other = await addContact(api, accountId, unique("Other"), ["invoice_issued"]);
  const slug = await createLoadOf(api, accountId);
  await moveLoad(api, slug, { status: "scheduled", scheduledDate: isoDate(1) });
  await moveLoad(api, slug, { status: "received" });
  const subject = `Load ${slug.toUpperCase()} received`;

  // The operator's outbox shows the mail to the subscribed contact and none to the other.
  await signIn(page, "operator@example.com");
  await page.goto("/outbox");
  const search = page.getByPlaceholder("Search by recipient or subject");
  await search.fill(subscribed.email);
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
  await search.fill(other.email);
  await expect(page.getByRole("row").filter({ hasText: other.email })).toHaveCount(0);
  await expect(page.getByText("No mail.")).toBeVisible();

  // The link the mail carries (its List-Unsubscribe header names the same page).
  const listed = await (await api.get("/spa/outbox", { params: { search: subscribed.email } })).json();
  const mail = listed.data.find((m: { subject: string }) => m.subject === subject);
  const detail = await (await api.get(`/spa/outbox/${mail.id}`)).json();
  expect(detail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const path = new URL(/<([^>]+)>/.exec(detail.headers["List-Unsubscribe"])?.[1] ?? "").pathname;
  expect(detail.text).toContain(path);

  // The contact opens it without signing in, and stops "Load received".
  const visitor = await browser.newContext();
  const contactPage = await visitor.newPage();
  await contactPage.goto(path);
  await expect(contactPage.getByRole("heading", { name: "Your e-mails" })).toBeVisible();
  const account = contactPage.getByRole("region");
  await expect(account.getByText("Load received")).toBeVisible();
  await expect(account.getByText("Load priced")).toBeVisible();
  await account.getByRole("button", { name: /^Stop Load received of / }).click();
  await expect(contactPage.getByText(/no longer receive "Load received" e-mails/)).toBeVisible();
  await expect(account.getByText("Load received")).toHaveCount(0);
  await expect(account.getByText("Load priced")).toBeVisible();
  const contact = await (await api.get(`/spa/accounts/${accountId}/contacts/${subscribed.id}`)).json();
  expect(contact.notifications).toEqual(["load_priced"]);

  // A wrong link says only that it is not valid.
  await contactPage.goto(`/unsubscribe/${"x".repeat(43)}`);
  await expect(contactPage.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await visitor.close();
});

test("the bell shows a user's unread count and opens their notifications", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const client = await apiSession(baseURL, "vendor@example.com");
  const me = await (await client.get("/spa/site")).json();
  const title = unique("Dock note ");
  const sent = await api.post("/spa/notifications", {
    data: { userId: me.user.id, title, body: "Bring the pallets to dock 3", link: null },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, "vendor@example.com");
  const bell = page.getByRole("link", { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]);
  await bell.click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem", { name: title });
  await expect(item.getByText("Bring the pallets to dock 3")).toBeVisible();
  await item.getByRole("button", { name: `Mark read: ${title}` }).click();
  await expect(item.getByRole("button")).toHaveCount(0);
  if (before > 1)
    await expect(page.getByRole("link", { name: `Notifications: ${before - 1} unread` })).toBeVisible();
  else await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
});
