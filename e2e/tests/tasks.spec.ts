import { expect, type Page, test } from "@playwright/test";
import { apiSession, signIn, unique } from "./helpers";

/** Chooses an option of a searchable select by typing its label and leaving the field. */
async function choose(page: Page, field: string, label: string) {
  const input = page.getByRole("combobox", { name: field });
  await input.click();
  await input.fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

test("a critical task for a group: the member is told, comments, starts and completes it; the events show each step", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await apiSession(baseURL);
  const userIdOf = async (email: string) => {
    const res = await api.get("/spa/tasks/assignees", { params: { search: email } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()).data as { id: number; email: string }[]).find((u) => u.email === email)?.id;
  };
  const ramon = await userIdOf("ramon.reyes@example.com");
  const leah = await userIdOf("leah.lindqvist@example.com");
  const groupName = unique("Night dock ");
  const group = await api.post("/spa/task_groups", { data: { name: groupName, memberIds: [ramon, leah] } });
  expect(group.status(), await group.text()).toBe(201);

  // The member is signed in already: the bell counts what he has not read yet.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signIn(memberPage, "ramon.reyes@example.com");
  const unread = async () => {
    await memberPage.waitForLoadState("networkidle");
    const bell = memberPage
      .getByRole("link", { name: /^Notifications/ })
      .or(memberPage.getByRole("button", { name: /^Notifications/ }));
    const name = (await bell.getAttribute("aria-label")) ?? "";
    return Number(/: (\d+) unread/.exec(name)?.[1] ?? 0);
  };
  const before = await unread();

  // The operator creates the critical task on the new-task screen, for the group and one member.
  const title = unique("Forklift battery leaking ");
  await signIn(page, "operator@example.com");
  await page.goto("/tasks");
  await page.getByRole("link", { name: "New task" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await choose(page, "Type", "Critical alert");
  await choose(page, "Group", groupName);
  await choose(page, "Assignee", "Ramon Reyes");
  await page.getByRole("button", { name: "Create task" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const taskId = /\/tasks\/(\d+)$/.exec(page.url())?.[1];
  expect(taskId).toBeTruthy();

  // The bell counts the alert at once; the task is among the member's own.
  await memberPage.reload();
  const told = `Notifications: ${before + 1} unread`;
  await expect(
    memberPage.getByRole("link", { name: told }).or(memberPage.getByRole("button", { name: told })),
  ).toBeVisible();
  await memberPage.goto("/tasks");
  await memberPage.getByRole("cell", { name: title }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(memberPage.getByText("Critical alert").first()).toBeVisible();

  // He comments, starts the task and completes it.
  await memberPage
    .getByRole("textbox", { name: "Comment" })
    .fill("Neutralised the spill, battery tagged out.");
  await memberPage.getByRole("button", { name: "Add comment" }).click();
  const comments = memberPage.getByRole("list", { name: "Comments" });
  await expect(comments.getByText("Neutralised the spill, battery tagged out.")).toBeVisible();
  await memberPage.getByRole("button", { name: "Start" }).click();
  await expect(memberPage.getByText("In progress", { exact: true }).first()).toBeVisible();
  await memberPage.getByRole("button", { name: "Complete" }).click();
  await expect(memberPage.getByRole("button", { name: "Reopen" })).toBeVisible();

  // The events show every step: who, and each change from → to.
  const events = memberPage.getByRole("table", { name: "Events" });
  await expect(events.getByRole("row")).toHaveCount(5);
  const rows = events.getByRole("row");
  await expect(rows.nth(1)).toContainText("Ramon Reyes");
  await expect(rows.nth(1)).toContainText("Status: In progress → Completed");
  await expect(rows.nth(2)).toContainText("Status: Assigned → In progress");
  await expect(rows.nth(3)).toContainText("Commented");
  await expect(rows.nth(4)).toContainText("Olivia Ortega");
  await expect(rows.nth(4)).toContainText("Created");
  await expect(rows.nth(4)).toContainText(`Group: — → ${groupName}`);
  await expect(rows.nth(4)).toContainText("Assignee: — → Ramon Reyes");
  await member.close();

  // The operator's view of the task shows it completed too.
  await page.reload();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await api.dispose();
});
