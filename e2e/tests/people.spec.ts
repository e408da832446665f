import { expect, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

test("an operator creates an operator user and finds it in the list", async ({ page }) => {
  const last = unique("Tester");
  const email = `${last.toLowerCase()}@example.com`;
  await signIn(page, "operator@example.com");
  await page.goto("/operators");
  await expect(page).toHaveTitle("Operators · Reuse Ops");
  await page.getByRole("link", { name: "New operator" }).click();
  await expect(page).toHaveTitle("New operator · Reuse Ops");

  // The domain schema refuses an empty form on the screen, field by field.
  await page.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("First name").fill("Tess");
  await page.getByLabel("Last name").fill(last);
  await page.getByLabel("Email").fill(email);
  // Typing an exact option name and leaving the field selects it (SPEC §5).
  const warehouse = page.getByRole("combobox", { name: "Home warehouse" });
  await warehouse.fill("phx · phoenix processing hub");
  await warehouse.blur();
  await expect(warehouse).toHaveValue("PHX · Phoenix Processing Hub");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("warehouse-2026");
  await page.getByRole("button", { name: "Add operator" }).click();

  await expect(page.getByTestId("snackbar")).toContainText(`Tess ${last} was added`);
  await expect(page.getByRole("heading", { name: `Tess ${last}` })).toBeVisible();
  await expect(page.getByText("PHX · Phoenix Processing Hub")).toBeVisible();

  await page.getByRole("link", { name: "← Operators" }).click();
  await page.getByPlaceholder("Search by name or email").fill(last);
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expect(page.getByRole("cell", { name: "priya.patel@example.com" })).toHaveCount(0);
});

test("the server's 422 field errors land on the fields", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.goto("/operators/new");
  await page.getByLabel("First name").fill("Dup");
  await page.getByLabel("Last name").fill("Licate");
  await page.getByLabel("Email").fill("ramon.reyes@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("whatever-123");
  await page.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByRole("form").getByText("Email is already in use")).toBeVisible();
  await expect(page.getByTestId("snackbar")).toContainText("Email is already in use");
  // What the user typed is still there.
  await expect(page.getByLabel("First name")).toHaveValue("Dup");
});

test("an operator edits a client user", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.goto("/clients");
  await page.getByRole("cell", { name: "dana.dubois@example.com" }).click();
  await expect(page.getByRole("heading", { name: "Dana Dubois" })).toBeVisible();
  // A client user's detail shows the accounts they belong to.
  await expect(page.getByTestId("user-accounts")).toContainText("Acme Telecom");
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveTitle("Edit client user · Reuse Ops");
  await page.getByLabel("Last name").fill("Dubois-Marchand");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("Changes saved");
  await expect(page.getByRole("heading", { name: "Dana Dubois-Marchand" })).toBeVisible();
});
