import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** Calls the API as the signed-in user (the page's cookies); fails the test on an error status. */
async function call<T>(
  request: APIRequestContext,
  method: "get" | "post" | "put",
  path: string,
  data?: unknown,
) {
  const response = await request[method](`/spa${path}`, { headers: XHR, data });
  expect(
    response.ok(),
    `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

async function createAccount(page: Page, prefix: string): Promise<{ id: number; name: string }> {
  return call(page.request, "post", "/accounts", { name: unique(prefix) });
}

test("an operator changes an outbound price and compares it with the previous version", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const account = await createAccount(page, "Price Test Co ");
  const [item] = await call<{ kind: string; id: number; name: string }[]>(
    page.request,
    "get",
    "/pricing/items?search=Smartphone",
  );
  expect(item?.kind).toBe("product");
  // Version 1, so the screen's save makes a version with a previous one to compare with.
  await call(page.request, "put", `/accounts/${account.id}/prices?type=outbound`, {
    entries: [{ productId: item?.id, method: "unit_price", unit: "pieces", price: "10.00" }],
    baseVersion: 0,
  });

  await page.goto(`/accounts/${account.id}/outbound-prices`);
  await expect(page).toHaveTitle("Outbound prices · Reuse Ops");
  await expect(page.getByRole("heading", { name: account.name })).toBeVisible();
  await expect(page.getByTestId("price-version")).toContainText("Version 1, saved by Olivia Ortega");
  await expect(page.getByRole("row", { name: /Smartphone/ })).toContainText("$10.00");

  await page.getByRole("link", { name: "Edit prices" }).click();
  await expect(page).toHaveTitle("Edit outbound prices · Reuse Ops");
  const price = page.getByRole("textbox", { name: "Price, line 1" });
  await expect(price).toHaveValue("$10.00");
  await price.fill("12.5");
  await page.getByRole("button", { name: "Save prices" }).click();

  await expect(page.getByTestId("snackbar")).toContainText("Prices saved as version 2");
  await expect(page).toHaveTitle("Outbound prices · Reuse Ops");
  await expect(page.getByTestId("price-version")).toContainText("Version 2");
  await expect(page.getByRole("row", { name: /Smartphone/ })).toContainText("$12.50");

  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveTitle("Outbound price history · Reuse Ops");
  const current = page.getByTestId("version-2");
  await expect(current).toContainText("Current");
  await expect(current).toContainText("1 price changed");
  // The changed line shows the old price next to the new one.
  const changed = current.getByRole("row", { name: /Smartphone/ });
  await expect(changed).toContainText("was $10.00");
  await expect(changed).toContainText("$12.50");
  const previous = page.getByTestId("version-1");
  await expect(previous).toContainText("Saved by Olivia Ortega");
  await expect(previous.getByRole("row", { name: /Smartphone/ })).toContainText("$10.00");
});

test("unsaved price changes are not lost: leaving asks first and a failed save keeps them", async ({
  page,
}) => {
  await signIn(page, "operator@example.com");
  const account = await createAccount(page, "Price Guard Co ");
  await page.goto(`/accounts/${account.id}/inbound-prices`);
  await expect(page.getByText("No prices saved yet")).toBeVisible();
  await page.getByRole("link", { name: "Edit prices" }).click();

  // Search for an item, pick it from the keyboard, then Enter in the price adds a line.
  await page.getByRole("combobox", { name: "Item, line 1" }).fill("smartph");
  await expect(page.getByRole("option", { name: /Smartphone/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Item, line 1" })).toHaveValue("Smartphone");
  await page.getByRole("textbox", { name: "Price, line 1" }).fill("3.25");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Item, line 2" })).toBeFocused();

  // A line with a price but no item is refused on the screen; what was typed stays.
  await page.getByRole("textbox", { name: "Price, line 2" }).fill("1");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Choose a product or a service")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price, line 1" })).toHaveValue("$3.25");

  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveTitle("Edit inbound prices · Reuse Ops");

  await page.getByRole("button", { name: "Remove line 2" }).click();
  await page.getByRole("button", { name: "Save prices" }).click();
  // The error message of the refused save may still be fading out.
  await expect(page.getByTestId("snackbar").filter({ hasText: "Prices saved as version 1" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Smartphone/ })).toContainText("$3.25");
});

test("a save over someone else's newer version is refused and the latest can be loaded", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const account = await createAccount(page, "Price Conflict Co ");
  const [item] = await call<{ id: number }[]>(page.request, "get", "/pricing/items?search=Tablet");
  const put = (price: string, baseVersion: number) =>
    call(page.request, "put", `/accounts/${account.id}/prices?type=inbound`, {
      entries: [{ productId: item?.id, method: "unit_price", unit: "pieces", price }],
      baseVersion,
    });
  await put("5.00", 0);

  await page.goto(`/accounts/${account.id}/inbound-prices/edit`);
  await expect(page.getByRole("textbox", { name: "Price, line 1" })).toHaveValue("$5.00");
  // Someone else saves version 2 while this editor still shows version 1.
  await put("6.00", 1);
  await page.getByRole("textbox", { name: "Price, line 1" }).fill("7");
  await page.getByRole("button", { name: "Save prices" }).click();

  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved these prices" });
  await expect(conflict).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price, line 1" })).toHaveValue("$7.00");
  await conflict.getByRole("button", { name: "Load their version" }).click();
  await page.getByRole("button", { name: "Discard mine and load" }).click();
  await expect(page.getByRole("textbox", { name: "Price, line 1" })).toHaveValue("$6.00");
  await expect(page.getByText("Editing version 2")).toBeVisible();
});

test("an operator creates a program from a template", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const template = await call<{ id: number; name: string }>(page.request, "post", "/program_templates", {
    name: unique("Freight template "),
    description: "Freight at a fixed cost",
    serviceCategories: ["responsible_recycling"],
    serviceIds: [],
    rules: [{ type: "fixed_freight_cost", params: { amount: 150 } }],
  });
  const account = await createAccount(page, "Program Test Co ");

  await page.goto(`/accounts/${account.id}/programs`);
  await expect(page.getByText("No programs yet")).toBeVisible();
  await page.getByRole("link", { name: "New program" }).click();
  await expect(page).toHaveTitle("New program · Reuse Ops");

  const templateField = page.getByRole("combobox", { name: "Start from a template" });
  await templateField.click();
  await page.getByRole("option", { name: template.name }).click();
  // The template fills in the form.
  await expect(page.getByLabel("Name")).toHaveValue(template.name);
  await expect(page.getByRole("textbox", { name: "Freight cost per load" })).toHaveValue("$150.00");

  const programName = unique("Freight program ");
  await page.getByLabel("Name").fill(programName);
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByRole("combobox", { name: "Rule 2" }).click();
  await page.getByRole("option", { name: "Cost plus freight" }).click();
  await page.getByRole("button", { name: "Add program" }).click();
  await expect(page.getByText("Markup on carrier cost is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Markup on carrier cost" }).fill("12");
  await page.getByRole("button", { name: "Add program" }).click();

  await expect(page.getByTestId("snackbar")).toContainText(`${programName} was saved`);
  await expect(page).toHaveTitle("Programs · Reuse Ops");
  const card = page.getByRole("region", { name: programName });
  await expect(card).toContainText("Active");
  await expect(card).toContainText(`From template ${template.name}`);
  await expect(card).toContainText("Responsible recycling");
  await expect(card).toContainText("Fixed freight cost — Freight cost per load: $150.00");
  await expect(card).toContainText("Cost plus freight — Markup on carrier cost: 12%");
});
