import { expect, type Page, test } from "@playwright/test";
import { apiSession, signIn } from "./helpers";

// Dashboards (issue 23). Northwind Health's client administrator (enterprise subscription) works
// the settings of the summary dashboard: the SPEC §4 rule, the period, and settings that survive a
// reload because the address and preferences_dashboard both carry them. Acme's client user
// (essentials) meets the fallback of a dashboard their level does not include; the operator reads
// the backlog on the inbound operations dashboard.

const CLIENT = "client@example.com";
const ESSENTIALS_CLIENT = "dana.dubois@example.com";

/** The stored dashboard settings of this browser (SPEC §9 `preferences_dashboard`). */
async function storedSettings(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("preferences_dashboard") ?? "null"));
}

test("a client's dashboard settings: child accounts clear the selection, the period, a reload keeps them", async ({
  page,
}) => {
  // The first dashboard calls of a fresh demo server wait for its first rollup refresh.
  test.setTimeout(60_000);
  await signIn(page, CLIENT);
  await page.getByRole("navigation").getByRole("link", { name: "Summary", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Summary", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboards\/clients\/summary\?timePeriod=weekly$/);
  await expect(page.getByTestId("figure-loads")).toBeVisible();
  await expect(page.getByTestId("dashboard-as-of")).toContainText("Weekly");
  await expect(page.getByTestId("dashboard-as-of")).toContainText("Figures as of");

  const settings = page.getByTestId("dashboard-settings");
  const accounts = settings.getByRole("combobox", { name: "Accounts" });
  // Without child accounts the list holds the client's own accounts only.
  await accounts.click();
  await expect(page.getByRole("option", { name: "Northwind Health", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: /\(Northwind Health\)$/ })).toHaveCount(0);
  await page.getByRole("option", { name: "Northwind Health", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/selectedAccounts=\d+/);
  expect((await storedSettings(page)).selectedAccounts).toHaveLength(1);

  // SPEC §4: toggling show-child-accounts clears the selected accounts and reloads the account list.
  const listAgain = page.waitForRequest(
    (r) => r.url().includes("/spa/client/dashboards/accounts") && r.url().includes("showChildAccounts=true"),
  );
  await settings.getByRole("switch", { name: "Show child accounts" }).click();
  await listAgain;
  await expect(page).toHaveURL(/showChildAccounts=true/);
  await expect(page).not.toHaveURL(/selectedAccounts=/);
  expect(await storedSettings(page)).toMatchObject({ showChildAccounts: true, selectedAccounts: [] });
  await accounts.click();
  await expect(page.getByRole("option", { name: /\(Northwind Health\)$/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");

  // Monthly: the figures are asked for again by month.
  const monthly = page.waitForResponse(
    (r) => r.url().includes("/spa/client/dashboards/summary") && r.url().includes("timePeriod=monthly"),
  );
  await settings.getByText("Monthly", { exact: true }).click();
  expect((await monthly).status()).toBe(200);
  await expect(page).toHaveURL(/timePeriod=monthly/);
  await expect(page.getByTestId("dashboard-as-of")).toContainText("Monthly");

  // A reload keeps them: the address carries them, and so does the browser's storage.
  const reloaded = page.waitForResponse(
    (r) => r.url().includes("/spa/client/dashboards/summary") && r.url().includes("timePeriod=monthly"),
  );
  await page.reload();
  const answer = await reloaded;
  expect(answer.url()).toContain("showChildAccounts=true");
  await expect(page).toHaveURL(/timePeriod=monthly/);
  await expect(page).toHaveURL(/showChildAccounts=true/);
  await expect(page.getByTestId("dashboard-as-of")).toContainText("Monthly");
  await expect(settings.getByRole("switch", { name: "Show child accounts" })).toBeChecked();
  await expect(settings.getByRole("radio", { name: "Monthly" })).toBeChecked();

  // Opened from the menu (no settings in the address), the stored settings come back into it.
  await page.getByRole("navigation").getByRole("link", { name: "Inbound", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbound", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboards\/clients\/inbound\?timePeriod=monthly&showChildAccounts=true$/);
});

test("a client whose subscription does not include a dashboard sees what it is and which level has it", async ({
  page,
  baseURL,
}) => {
  await signIn(page, ESSENTIALS_CLIENT);
  await page.goto("/dashboards/clients/serialized");
  const fallback = page.getByTestId("subscription-fallback");
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText("Serialized dashboard");
  await expect(fallback).toContainText("part of the Insights subscription");
  await expect(fallback).toContainText("Ask your account manager");
  await expect(fallback).toContainText("Your subscription: Essentials");
  await expect(page.getByTestId("dashboard-settings")).toHaveCount(0);
  await expect(page.getByTestId("chart-devices")).toHaveCount(0);

  // Not only hidden: the server refuses the figures too.
  const api = await apiSession(baseURL, ESSENTIALS_CLIENT);
  const refused = await api.get("/spa/client/dashboards/serialized");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain("Insights");
  // Their level's dashboards open.
  await page.goto("/dashboards/clients/summary");
  await expect(page.getByTestId("figure-loads")).toBeVisible();
  await api.dispose();
});

test("an operator sees the backlog and the turnaround on the inbound operations dashboard", async ({
  page,
}) => {
  await signIn(page, "operator@example.com");
  // Home opens with the operator's figures and chart before the links.
  await expect(page.getByTestId("home-figures").getByTestId("figure-awaiting_processing")).toBeVisible();
  await expect(page.getByTestId("home-chart")).toBeVisible();
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Inbound operations" })).toBeVisible();
  // The client dashboards are open to operators but not on their menu.
  await expect(nav.getByRole("link", { name: "Summary", exact: true })).toHaveCount(0);
  await nav.getByRole("link", { name: "Inbound operations" }).click();
  await expect(page.getByRole("heading", { name: "Inbound operations", level: 1 })).toBeVisible();
  const backlog = page.getByTestId("dashboard-backlog");
  await expect(backlog).toBeVisible();
  await expect(backlog.getByRole("columnheader", { name: "Awaiting processing" })).toBeVisible();
  await expect(backlog.getByRole("row").nth(1)).toBeVisible();
  await expect(backlog).toContainText(/\d+ loads? waiting to be processed/);
  await expect(page.getByTestId("chart-dock")).toBeVisible();
  await expect(page.getByTestId("dashboard-turnaround")).toBeVisible();
});
