import { expect, type Page, test } from "@playwright/test";
import { apiSession, createInboundLoad, scanInto, signIn, unique } from "./helpers";

// client@example.com belongs to Northwind Health and its clinics (apps/server/src/db/seed/demo-accounts.ts).
const ACCOUNT = "Northwind Health";

/** Chooses an option of a searchable select by typing its exact label and leaving the field. */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(option);
  await field.press("Tab");
  await expect(field).toHaveValue(option);
}

test("a client files a delete_asset request for an asset of their load, the operator executes it, the client sees the outcome", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two users sign in one after the other.
  test.slow();
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, ACCOUNT);
  const created = await api.post("/spa/assets", {
    data: { activitySlug: slug, barcode: unique("SUP"), type: "bin", grossWeight: 20, netWeight: 18 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const barcode: string = (await created.json()).barcode;

  // The client files the request from the menu, scanning the asset's label.
  await signIn(page, "client@example.com");
  await page.getByRole("link", { name: "Support requests", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support requests" })).toBeVisible();
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New support request" })).toBeVisible();
  await page.getByText("Delete asset", { exact: true }).click();
  await choose(page, "Account", ACCOUNT);
  await scanInto(page, "Asset barcode", barcode.toLowerCase());
  await expect(page.getByText(`Found ${barcode}: ${slug}`)).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill("Received by mistake: it was never ours.");
  await page.getByRole("button", { name: "File request" }).click();

  await expect(page).toHaveURL(/\/support-requests\/\d+$/);
  const id = Number(page.url().split("/").at(-1));
  await expect(page.getByRole("heading", { level: 1, name: `Support request #${id}` })).toBeVisible();
  await expect(page.getByText(`Delete asset ${barcode}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Waiting for our staff to act on it.")).toBeVisible();
  // Clients do not execute.
  await expect(page.getByRole("button", { name: "Execute" })).toHaveCount(0);

  // The operator executes it after confirming.
  const staff = await browser.newPage();
  await signIn(staff, "operator@example.com");
  await staff.goto(`/support-requests/${id}`);
  await staff.getByRole("button", { name: "Execute" }).click();
  const dialog = staff.getByRole("dialog", { name: `Remove asset ${barcode}?` });
  await dialog.getByRole("button", { name: "Remove asset" }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole("status", { name: "Outcome" })).toContainText(`Asset ${barcode} removed`);
  await expect(staff.getByRole("button", { name: "Execute" })).toHaveCount(0);
  const found = await (await api.get("/spa/assets", { params: { find: "barcode", barcode } })).json();
  expect(found.data).toEqual([]);
  await staff.close();

  // The client sees the outcome on the request and in the list.
  await page.reload();
  await expect(page.getByRole("status", { name: "Outcome" })).toContainText(`Asset ${barcode} removed`);
  await expect(page.getByRole("list", { name: "History" })).toContainText("Asset removed");
  await page.getByRole("link", { name: "← Support requests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support requests" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Delete asset ${barcode}` });
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText("Executed");
});
