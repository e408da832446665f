import { expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

/** Picks options of a multi-select by typing each and choosing it. */
async function pickAll(page: Page, field: string, options: string[]) {
  const input = page.getByRole("combobox", { name: field });
  for (const option of options) {
    await input.click();
    await input.fill(option.split(" ")[0] as string);
    await page.getByRole("option", { name: option }).click();
  }
  await input.press("Escape");
}

test("an operator keeps task types and groups: a type of a category, a group of two operators taking it, refusals on the fields, the overview row, removal after confirmation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "operator@example.com");
  const typeName = unique("Fire door ");
  const groupName = unique("Night dock ");

  // A task type of the critical alert category; a second one of the same name is refused on the field.
  await page.goto("/tasks/types/new");
  await page.getByRole("textbox", { name: "Name" }).fill(typeName);
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Critical alert" }).click();
  await page.getByRole("button", { name: "Add task type" }).click();
  await expect(page.getByRole("heading", { name: "Task types" })).toBeVisible();
  await page.goto("/tasks/types/new");
  await page.getByRole("textbox", { name: "Name" }).fill(typeName.toUpperCase());
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Special note" }).click();
  await page.getByRole("button", { name: "Add task type" }).click();
  await expect(
    page.getByRole("form", { name: "New task type" }).getByText("A task type with this name already exists"),
  ).toBeVisible();

  // A group of two operators taking the new type.
  await page.goto("/tasks/groups/new");
  await page.getByRole("button", { name: "Add task group" }).click();
  await expect(
    page.getByRole("form", { name: "New task group" }).getByText("Name is required"),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(groupName);
  await pickAll(page, "Members", [
    "Ramon Reyes (ramon.reyes@example.com)",
    "Leah Lindqvist (leah.lindqvist@example.com)",
  ]);
  await pickAll(page, "Task types", [`${typeName} · Critical alert`]);
  await page.getByRole("button", { name: "Add task group" }).click();
  await expect(page.getByRole("heading", { name: "Task groups" })).toBeVisible();
  await page.getByPlaceholder("Search by name").fill(groupName);
  const row = page.getByRole("row", { name: new RegExp(groupName) });
  await expect(row.getByRole("cell")).toContainText(["2", "1", "0"]);

  // The overview has a row for it, with nothing in it yet.
  await page.goto("/tasks/overview");
  await expect(page.getByRole("row", { name: new RegExp(`^${groupName}`) })).toContainText("0");

  // Removal asks first; Cancel keeps the group, Delete removes it.
  await page.goto("/tasks/groups");
  await page.getByPlaceholder("Search by name").fill(groupName);
  // The search has answered: only the group's row is left.
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: `Delete ${groupName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete task group" });
  await expect(dialog).toContainText(`Delete ${groupName}?`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: `Delete ${groupName}` }).click();
  await page
    .getByRole("dialog", { name: "Delete task group" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText(`${groupName} was deleted`)).toBeVisible();
  await expect(page.getByText("No task groups match.")).toBeVisible();
});
