import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

// Demo accounts (apps/server/src/db/seed): Northwind Health uses the client-type-one inbound
// form; Initech Computers the standard one.
const TYPE_ONE_ACCOUNT = "Northwind Health";
const STANDARD_ACCOUNT = "Initech Computers";
const XHR = { "X-Requested-With": "XMLHttpRequest" };

type Load = { slug: string; status: string };

/** Calls the API as the signed-in user of `page` (the browser's session cookie). */
async function call<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/spa${path}`, { method, headers: XHR, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function accountId(request: APIRequestContext, name: string): Promise<number> {
  const list = await call<{ data: { id: number; name: string }[] }>(
    request,
    "GET",
    `/accounts?find_by_name=${encodeURIComponent(name)}&pageSize=50`,
  );
  const account = list.data.find((a) => a.name === name);
  if (!account) throw new Error(`No demo account ${name}`);
  return account.id;
}

/** A load of the standard demo account made through the API, moved through `moves`. */
async function makeLoad(page: Page, clientRef: string, moves: string[] = []): Promise<Load> {
  const request = page.request;
  const site = await call<{ warehouses: { id: number }[] }>(request, "GET", "/site");
  let load = await call<Load>(request, "POST", "/activities", {
    type: "inbound",
    accountId: await accountId(request, STANDARD_ACCOUNT),
    warehouseId: site.warehouses[0]?.id,
    scheduledDate: "2027-02-17",
    scheduledTime: "09:30",
    clientRef,
  });
  for (const status of moves) load = await call<Load>(request, "PUT", `/activities/${load.slug}`, { status });
  return load;
}

/** Picks an option of a select field by typing its exact name and leaving it (SPEC §5). */
async function choose(page: Page, label: string, text: string) {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await field.fill(text);
  await field.press("Tab");
  await expect(field).toHaveValue(text);
}

test("an operator creates a load for a client-type-one account, schedules it and moves it on", async ({
  page,
}) => {
  const po = unique("PO-");
  await signIn(page, "operator@example.com");
  await page.goto("/inbound");
  await expect(page).toHaveTitle("Inbound loads · Reuse Ops");
  await page.getByRole("link", { name: "New inbound load" }).click();
  await expect(page).toHaveTitle("New inbound load · Reuse Ops");

  // The account's inbound form brings its fields; a non-BAU project needs a PO number.
  await choose(page, "Account", TYPE_ONE_ACCOUNT);
  await choose(page, "Project type", "Office Closure");
  await expect(page.getByText("Required for non-BAU", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Create load" }).click();
  await expect(page.getByText("PO Number is required: Required for non-BAU")).toBeVisible();
  await expect(page.getByText("Cost Center Information is required")).toBeVisible();

  await page.getByRole("textbox", { name: "PO Number" }).fill(po);
  await page
    .getByRole("textbox", { name: "Cost Center Information" })
    .fill("CC 100 / GL 7 / Co 1 for Pat Lee");
  await page.getByRole("button", { name: "Create load" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^[a-z]+-in-\d+$/ });
  await expect(heading).toBeVisible();
  const slug = (await heading.textContent()) ?? "";
  await expect(page.getByText("Requested", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Client details" })).toContainText("Office Closure");

  // The index finds it by its client reference (the PO number).
  await page.getByRole("link", { name: "← Inbound loads" }).click();
  await page.getByRole("textbox", { name: "Search" }).fill(po);
  const row = page.getByRole("row").filter({ hasText: slug });
  await expect(row).toBeVisible();
  await expect(row).toContainText(TYPE_ONE_ACCOUNT);
  await row.getByRole("cell", { name: slug, exact: true }).click();

  // A dock date and a 12-hour time in 5-minute steps.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("combobox", { name: "Account" })).toHaveValue(TYPE_ONE_ACCOUNT);
  await page.getByLabel("Dock date").fill("2027-03-15");
  const time = page.getByRole("combobox", { name: "Dock time" });
  await time.fill("2:05 pm");
  await time.press("Tab");
  await expect(time).toHaveValue("2:05 PM");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: slug })).toBeVisible();
  await expect(page.getByText("Dock: Mon, Mar 15, 2027 at 2:05 PM")).toBeVisible();

  // The life cycle offers the next moves; each is confirmed.
  await page.getByRole("button", { name: "Mark scheduled" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark scheduled" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${slug} is now scheduled` })).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark received" })).toBeVisible();

  // The move is in the load's history.
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page.getByRole("table", { name: "Events" })).toContainText("Status: Requested → Scheduled");
});

test("a bulk move marks every load or none, with the reason of the one that cannot move", async ({
  page,
}) => {
  const ref = unique("BULK-");
  await signIn(page, "operator@example.com");
  const processed = await makeLoad(page, `${ref}-a`, ["received", "processed"]);
  const scheduled = await makeLoad(page, `${ref}-b`);

  await page.goto("/inbound");
  await page.getByRole("textbox", { name: "Search" }).fill(ref);
  await expect(page.getByRole("row").filter({ hasText: processed.slug })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${processed.slug}` }).check();
  await page.getByRole("checkbox", { name: `Select ${scheduled.slug}` }).check();
  await expect(page.getByText("2 selected")).toBeVisible();

  await page.getByRole("button", { name: "Mark priced" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark 2 loads priced?" });
  await dialog.getByRole("button", { name: "Mark priced" }).click();
  await expect(dialog.getByText("Nothing was changed")).toBeVisible();
  const refusals = dialog.getByRole("table", { name: "Loads that cannot move" });
  await expect(refusals).toContainText(scheduled.slug);
  await expect(refusals).toContainText("A scheduled load cannot be marked priced");
  await expect(refusals).not.toContainText(processed.slug);
  await dialog.getByRole("button", { name: "Close" }).click();

  // Nothing moved: the processed load is still processed.
  const after = await call<Load>(page.request, "GET", `/activities/${processed.slug}`);
  expect(after.status).toBe("processed");
  await expect(page.getByRole("row").filter({ hasText: processed.slug })).toContainText("Processed");

  // Without the load that cannot move, the other one is priced.
  await page.getByRole("checkbox", { name: `Select ${scheduled.slug}` }).uncheck();
  await page.getByRole("button", { name: "Mark priced" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark priced" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "1 load marked priced" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: processed.slug })).toContainText("Priced");
});

test("an operator clones a load: same account and details, a new load without the dock date", async ({
  page,
}) => {
  const ref = unique("CLONE-");
  await signIn(page, "operator@example.com");
  const source = await makeLoad(page, ref);

  await page.goto(`/inbound/${source.slug}`);
  await page.getByRole("link", { name: "Clone" }).click();
  await expect(page.getByText(`A copy of ${source.slug}`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Account" })).toHaveValue(STANDARD_ACCOUNT);
  await expect(page.getByRole("textbox", { name: "Client reference" })).toHaveValue(ref);
  await expect(page.getByLabel("Dock date")).toHaveValue("");
  await page.getByRole("button", { name: "Create load" }).click();

  const heading = page.getByRole("heading", { level: 1, name: /^[a-z]+-in-\d+$/ });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(source.slug);
  await expect(page.getByText("Requested", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Load" })).toContainText(ref);
});

test("a dock date more than a day in the past is refused on the field, and yesterday is taken", async ({
  page,
}) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ref = unique("PAST-");
  await signIn(page, "operator@example.com");
  await page.goto("/inbound/new");
  await choose(page, "Account", STANDARD_ACCOUNT);
  await page.getByRole("textbox", { name: "Client reference" }).fill(ref);
  const date = page.getByLabel("Dock date");
  await date.fill(day(-5));
  await page.getByRole("button", { name: "Create load" }).click();
  await expect(
    page.getByText(/^The dock date is more than a day in the past: choose today or a later day/),
  ).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/inbound\/new$/);
  const none = await call<{ total: number }>(page.request, "GET", `/activities?type=inbound&search=${ref}`);
  expect(none.total).toBe(0);

  await date.fill(day(-1));
  await page.getByRole("button", { name: "Create load" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^[a-z]+-in-\d+$/ })).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
});
