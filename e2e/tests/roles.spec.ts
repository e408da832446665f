import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("a Technician sees no accounts menu, and an account page tells them which permission is missing", async ({
  page,
}) => {
  await signIn(page, "priya.patel@example.com");
  const menu = page.getByRole("navigation");
  await expect(menu.getByRole("link", { name: "Assets" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Accounts", exact: true })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Operators" })).toHaveCount(0);
  await page.goto("/accounts");
  await expect(page.getByTestId("no-access")).toContainText("“accounts.view”");
  await expect(page).toHaveTitle("No access · Reuse Ops");
});

test("a client Viewer cannot open the request form", async ({ page }) => {
  await signIn(page, "marco.moretti@example.com");
  await page.goto("/inbound-requests");
  await expect(page.getByRole("heading", { name: "Inbound requests" })).toBeVisible();
  await page.goto("/inbound-requests/new");
  await expect(page.getByTestId("no-access")).toContainText("“inbound.request”");
});

test("an administrator gives a role a permission on the roles screen and takes it back", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.goto("/operators");
  await page.getByRole("link", { name: "Roles and permissions" }).click();
  await expect(page).toHaveTitle("Roles and permissions · Reuse Ops");
  const role = page.getByRole("combobox", { name: "Role" });
  await role.click();
  await page.getByRole("option", { name: /^Sales/ }).click();
  await expect(page.getByRole("heading", { name: "Sales", level: 2 })).toBeVisible();
  const catalogue = page.getByRole("checkbox", { name: "Edit the catalogue" });
  await expect(catalogue).not.toBeChecked();
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await catalogue.check();
  await save.click();
  await expect(page.getByTestId("snackbar")).toContainText("Sales saved");
  await page.reload();
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: /^Sales/ }).click();
  await expect(page.getByRole("checkbox", { name: "Edit the catalogue" })).toBeChecked();
  // Client roles list client permissions only.
  await page.getByText("Client roles").click();
  await expect(page.getByRole("heading", { name: "Client Administrator", level: 2 })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "File inbound requests" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Edit the catalogue" })).toHaveCount(0);
  // Put Sales back as it was.
  await page.getByText("Operator roles").click();
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: /^Sales/ }).click();
  await page.getByRole("checkbox", { name: "Edit the catalogue" }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  // Taking a permission away from a role people hold asks first, naming what they lose.
  const holders = Number(
    /\((\d+) active\)/.exec(await page.getByRole("combobox", { name: "Role" }).inputValue())?.[1],
  );
  if (holders > 0) {
    await expect(page.getByRole("dialog")).toContainText("catalogue.manage");
    await page.getByRole("button", { name: "Remove and save" }).click();
  }
  await expect(page.getByTestId("snackbar")).toContainText("Sales saved");
  await expect(page.getByRole("checkbox", { name: "Edit the catalogue" })).not.toBeChecked();
});
