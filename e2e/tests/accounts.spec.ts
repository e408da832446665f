import { expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

// client@example.com belongs to the demo account Northwind Health (apps/server/src/db/seed/demo-accounts.ts).
const CLIENT_ACCOUNT = "Northwind Health";

/** The list row of the client's account (its sub-accounts name it too, as their parent). */
const clientAccountRow = (page: Page) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: "NWH", exact: true }) });

test("an operator creates a client account with a sub-account and sees it on the parent", async ({
  page,
}) => {
  const parent = unique("Parent Co ");
  const child = unique("Child Site ");
  await signIn(page, "operator@example.com");
  await page.goto("/accounts");
  await expect(page).toHaveTitle("Accounts · Reuse Ops");
  await page.getByRole("link", { name: "New account" }).click();
  await expect(page).toHaveTitle("New account · Reuse Ops");

  // The domain schema checks the form before anything is sent.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();

  // The server's 422 field errors land on the fields: this name is taken.
  await page.getByLabel("Name").fill(CLIENT_ACCOUNT);
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("form").getByText("An account with this name already exists")).toBeVisible();

  await page.getByLabel("Name").fill(parent);
  await page.getByLabel("City").fill("Austin");
  await page.getByRole("button", { name: "Add account" }).click();
  // The refusal's message may still be fading out beside the new one.
  await expect(page.getByTestId("snackbar").filter({ hasText: `${parent} was added` })).toBeVisible();
  await expect(page.getByRole("heading", { name: parent, level: 1 })).toBeVisible();
  await expect(page.getByText("No sub-accounts yet.")).toBeVisible();

  // "Add sub-account" opens the form with this account chosen as the parent.
  await page.getByRole("link", { name: "Add sub-account" }).click();
  await expect(page.getByRole("combobox", { name: "Parent account" })).toHaveValue(parent);
  await page.getByLabel("Name").fill(child);
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("heading", { name: child, level: 1 })).toBeVisible();
  await expect(page.getByText(`Sub-account of ${parent}`)).toBeVisible();

  await page.getByRole("link", { name: parent }).click();
  await expect(page.getByRole("heading", { name: parent, level: 1 })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Sub-accounts" }).getByRole("link", { name: child }),
  ).toBeVisible();
});

test("an operator shares a document with the client, who downloads it", async ({ page }) => {
  const name = unique("Scan report ");
  const fileName = `${name.replace(/ /g, "-").toLowerCase()}.pdf`;
  await signIn(page, "operator@example.com");
  await page.goto("/accounts");
  await page.getByPlaceholder("Search by name").fill(CLIENT_ACCOUNT);
  await clientAccountRow(page).click();
  await page.getByRole("tab", { name: "Documents" }).click();
  await expect(page).toHaveTitle("Documents · Reuse Ops");
  await page.getByRole("link", { name: "Upload document" }).click();
  await expect(page).toHaveTitle("Upload document · Reuse Ops");

  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  // The name follows the file; the user makes it their own.
  await expect(page.getByLabel("Name")).toHaveValue(fileName.replace(/\.pdf$/, ""));
  await page.getByLabel("Name").fill(name);
  const access = page.getByRole("switch", { name: /^Client access/ });
  await expect(access).toBeDisabled();
  const type = page.getByRole("combobox", { name: "Type" });
  await type.fill("scan report");
  await type.blur();
  await expect(type).toHaveValue("Scan Report");
  await access.check({ force: true });
  await expect(access).toBeChecked();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("snackbar")).toContainText(`${name} was uploaded`);
  const documents = page.getByRole("table", { name: "Documents" });
  await expect(documents.getByRole("row", { name: new RegExp(name) })).toContainText("Shared");

  await page.context().clearCookies();
  await signIn(page, "client@example.com");
  await page.goto("/accounts");
  await clientAccountRow(page).click();
  await page.getByRole("tab", { name: "Documents" }).click();
  const shared = page.getByRole("table", { name: "Documents" });
  await expect(shared.getByRole("link", { name })).toBeVisible();
  // Staff-only documents of the same account stay hidden.
  await expect(shared.getByText("Invoice 2026-1041")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  const downloading = page.waitForEvent("download");
  await shared.getByRole("link", { name }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
});

test("a client opening another account's address sees that it is not found", async ({ page }) => {
  const other = unique("Elsewhere Inc ");
  await signIn(page, "operator@example.com");
  const created = await page.request.post("/spa/accounts", {
    data: { name: other },
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.context().clearCookies();
  await signIn(page, "client@example.com");
  await page.goto(`/accounts/${id}`);
  await expect(page.getByRole("heading", { name: "Account not found" })).toBeVisible();
  await expect(page.getByText(other)).toHaveCount(0);
  await page.goto(`/accounts/${id}/documents`);
  await expect(page.getByRole("heading", { name: "Account not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to accounts" }).click();
  await expect(clientAccountRow(page)).toBeVisible();
});
