import { expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };
/** Northwind Health uses the client-type-one inbound form (demo data). */
const BAU = { projectType: "Business as Usual", businessUnit: "Cost center 4410" };

function isoDate(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** A dock day as the server's messages say it, e.g. "Thu, Dec 3, 2026". */
function dayLabel(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: XHR });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function dallas(page: Page): Promise<number> {
  const site = await getJson<{ warehouses: { id: number; shortName: string }[] }>(page, "/spa/site");
  const warehouse = site.warehouses.find((w) => w.shortName === "DAL");
  expect(warehouse).toBeDefined();
  return warehouse?.id ?? 0;
}

async function accountId(page: Page, path: string, name: string): Promise<number> {
  const list = await getJson<{ data: { id: number; name: string }[] }>(
    page,
    `${path}?find_by_name=${encodeURIComponent(name)}&pageSize=50`,
  );
  const found = list.data.find((a) => a.name === name);
  expect(found, name).toBeDefined();
  return found?.id ?? 0;
}

test("an operator closes a dock day, sees it on the dock schedule, and cannot schedule a load on it", async ({
  page,
}) => {
  const reason = unique("Stocktake ");
  // A day far enough ahead to have no loads, different on every run.
  const day = isoDate(60 + Math.floor(Math.random() * 200));
  await signIn(page, "operator@example.com");

  await page.goto("/dock-schedule");
  await page.getByRole("link", { name: "Closed dates" }).click();
  await expect(page).toHaveTitle("Closed dates · Reuse Ops");
  const form = page.getByRole("form", { name: "Add a closed date" });
  const date = form.getByRole("textbox", { name: "Date" });
  await expect(form.getByLabel("Warehouse")).toHaveValue(/^DAL/);

  // A day with loads at the dock is refused with the server's reason.
  await date.fill(isoDate(0));
  await form.getByRole("button", { name: "Add closed date" }).click();
  await expect(form.getByText(/scheduled at DAL on .*; move them first/)).toBeVisible();

  await date.fill(day);
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Add closed date" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "DAL is closed on" })).toBeVisible();

  // The same day twice is refused on the date.
  await date.fill(day);
  await form.getByRole("button", { name: "Add closed date" }).click();
  await expect(form.getByText(`DAL is already closed on ${dayLabel(day)}`)).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: reason });
  await expect(row).toContainText("DAL");
  await row.getByRole("link", { name: "Dock" }).click();
  await expect(page).toHaveTitle("Dock schedule · Reuse Ops");
  await expect(page.getByTestId("dock-closed")).toContainText(reason);
  await expect(page.getByText("No loads are scheduled at the dock this day.")).toBeVisible();

  // The next day is open.
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page.getByTestId("dock-closed")).toHaveCount(0);

  // Scheduling a load on the closed day is refused on its dock date.
  await page.goto("/inbound/new");
  const account = page.getByRole("combobox", { name: "Account" });
  await account.fill("Northwind Health");
  await account.press("Tab");
  await expect(account).toHaveValue("Northwind Health");
  const warehouse = page.getByRole("combobox", { name: "Warehouse" });
  if ((await warehouse.inputValue()) === "") {
    await warehouse.fill("DAL — Dallas Recovery Center");
    await warehouse.press("Tab");
  }
  await page.getByLabel("Dock date").fill(day);
  const projectType = page.getByRole("combobox", { name: "Project type" });
  await projectType.fill("Business as Usual");
  await projectType.press("Tab");
  await page.getByLabel("Cost Center Information").fill("Cost center 4410");
  await page.getByRole("button", { name: "Create load" }).click();
  await expect(
    page
      .getByRole("form", { name: "New inbound load" })
      .getByText(`The DAL dock is closed on ${dayLabel(day)} (${reason})`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/inbound\/new$/);

  // The closed day is removed after confirming; the dock schedule shows it open again.
  await page.goto("/dock-schedule/closed-dates");
  await page.getByRole("button", { name: `Remove closed date ${day} DAL` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this closed date?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "DAL is open again on" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reason })).toHaveCount(0);
});

test("the calendar shows a month of loads with closed days, and opens a day's dock schedule", async ({
  page,
}) => {
  await signIn(page, "operator@example.com");
  const warehouseId = await dallas(page);
  const northwind = await accountId(page, "/spa/accounts", "Northwind Health");
  const created = await page.request.post("/spa/activities", {
    headers: XHR,
    data: {
      accountId: northwind,
      warehouseId,
      scheduledDate: isoDate(0),
      scheduledTime: "16:35",
      attributes: BAU,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 2, name: /\d{4}$/ })).toBeVisible();
  const today = page.getByTestId(`calendar-day-${isoDate(0)}`);
  await expect(today).toContainText(/\d+ loads?/);
  await today.getByRole("link", { name: `Dock schedule of ${isoDate(0)}` }).click();
  await expect(page).toHaveTitle("Dock schedule · Reuse Ops");
  const slot = page.getByRole("listitem", { name: "4:30 PM" });
  await expect(slot.getByRole("link", { name: slug })).toBeVisible();
  await slot.getByRole("link", { name: slug }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}$`));
});

test("a vendor sees the loads they come for at /vendor/dock-schedule", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const warehouseId = await dallas(page);
  const northwind = await accountId(page, "/spa/accounts", "Northwind Health");
  // vendor@example.com acts for the downstream vendor Evergreen Metals Recovery (demo data).
  const evergreen = await accountId(page, "/spa/accounts/dsvs", "Evergreen Metals Recovery");
  const day = isoDate(3);
  const created = await page.request.post("/spa/activities", {
    headers: XHR,
    data: {
      accountId: northwind,
      warehouseId,
      vendorAccountId: evergreen,
      scheduledDate: day,
      scheduledTime: "07:05",
      attributes: BAU,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.context().clearCookies();

  await signIn(page, "vendor@example.com");
  await page.getByRole("link", { name: "Dock schedule" }).first().click();
  await expect(page).toHaveURL(/\/vendor\/dock-schedule$/);
  await expect(page.getByTestId("vendor-self")).toContainText("Evergreen Metals Recovery");
  const dayCard = page.getByTestId(`vendor-day-${day}`);
  await expect(dayCard).toContainText(slug);
  await expect(dayCard).toContainText("7:05 AM");
  // The load opens read-only on the vendor's own page, not on the operators' load screens.
  await expect(dayCard.getByRole("link", { name: slug })).toHaveAttribute("href", `/vendor/loads/${slug}`);
});

test("a vendor chooses the days of their schedule, opens a load and exports the range", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const warehouseId = await dallas(page);
  const northwind = await accountId(page, "/spa/accounts", "Northwind Health");
  const evergreen = await accountId(page, "/spa/accounts/dsvs", "Evergreen Metals Recovery");
  // Beyond the first two weeks the schedule shows at first.
  const day = isoDate(45);
  const created = await page.request.post("/spa/activities", {
    headers: XHR,
    data: {
      accountId: northwind,
      warehouseId,
      vendorAccountId: evergreen,
      scheduledDate: day,
      scheduledTime: "10:15",
      shipmentSize: "ltl",
      attributes: BAU,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.context().clearCookies();

  await signIn(page, "vendor@example.com");
  await page.goto("/vendor/dock-schedule");
  await expect(page.getByTestId("vendor-self")).toBeVisible();
  await expect(page.getByText(slug)).toHaveCount(0);

  // A backwards range is refused on the field; a later one shows the load.
  await page.getByLabel("From").fill(isoDate(40));
  await expect(page.getByText("The end date cannot be before the start date")).toBeVisible();
  await page.getByLabel("To").fill(isoDate(50));
  await expect(page).toHaveURL(new RegExp(`from=${isoDate(40)}&to=${isoDate(50)}`));
  const dayCard = page.getByTestId(`vendor-day-${day}`);
  await expect(dayCard).toContainText(slug);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "CSV (.csv)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dock-schedule-${isoDate(40)}-to-${isoDate(50)}.csv`);

  await dayCard.getByRole("link", { name: slug }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/loads/${slug}$`));
  await expect(page.getByRole("heading", { name: `Load ${slug}` })).toBeVisible();
  await expect(page.getByText(dayLabel(day))).toBeVisible();
  await expect(page.getByText("Nothing received yet")).toBeVisible();
  await expect(page.getByText("No documents are shared with you yet.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the dock schedule" }).click();
  await expect(page).toHaveURL(/\/vendor\/dock-schedule/);
});
