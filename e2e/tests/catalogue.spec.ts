import { expect, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

test("an operator creates a class with attributes, a serialized product in it with an alias, and finds it by the alias", async ({
  page,
}) => {
  const className = unique("Tablets ");
  const productName = unique("Tab Pro 11 ");
  const alias = unique("CUST-SKU-");
  await signIn(page, "operator@example.com");

  // A serialized class…
  await page.goto("/classes");
  await expect(page).toHaveTitle("Classes · Reuse Ops");
  await page.getByRole("link", { name: "New class" }).click();
  await page.getByLabel("Name").fill(className);
  await page.getByRole("switch", { name: /^Serialized/ }).check({ force: true });
  await page.getByRole("button", { name: "Add class" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${className} was added` })).toBeVisible();
  await expect(page.getByRole("heading", { name: className, level: 1 })).toBeVisible();
  await expect(page.getByText("No attributes yet")).toBeVisible();

  // …with a required number attribute and a choice attribute.
  await page.getByRole("link", { name: "Edit attributes" }).click();
  await expect(page).toHaveTitle("Edit class attributes · Reuse Ops");
  await page.getByRole("button", { name: "Add attribute" }).click();
  await page.getByLabel("Attribute 1 name").fill("Storage GB");
  await page.getByRole("combobox", { name: "Attribute 1 kind" }).click();
  await page.getByRole("option", { name: "Number" }).click();
  await page.getByRole("checkbox", { name: "Attribute 1 required" }).check();
  await page.getByRole("button", { name: "Add attribute" }).click();
  await page.getByLabel("Attribute 2 name").fill("Colour");
  await page.getByRole("combobox", { name: "Attribute 2 kind" }).click();
  await page.getByRole("option", { name: "Choice" }).click();
  // A choice without options is refused before anything is sent.
  await page.getByRole("button", { name: "Save attributes" }).click();
  await expect(page.getByText("A choice needs at least one option")).toBeVisible();
  const options = page.getByRole("combobox", { name: "Attribute 2 options" });
  await options.fill("Black");
  await options.press("Enter");
  await options.fill("Silver");
  await options.press("Enter");
  await page.getByRole("button", { name: "Save attributes" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "Attributes saved" })).toBeVisible();
  await expect(page).toHaveTitle("Class attributes · Reuse Ops");
  const attributes = page.getByRole("table", { name: "Attributes" });
  await expect(attributes.getByRole("row", { name: /Storage GB/ })).toContainText("Required");
  await expect(attributes.getByRole("row", { name: /Colour/ })).toContainText("Black, Silver");

  // A serialized product of the class: its attributes come from the class.
  await page.goto("/serial-products");
  await page.getByRole("link", { name: "New serial product" }).click();
  await page.getByLabel("Name").fill(productName);
  const classField = page.getByRole("combobox", { name: "Class" });
  await classField.fill(className);
  await classField.blur();
  await expect(classField).toHaveValue(className);
  await expect(page.getByLabel("Storage GB")).toBeVisible();
  await page.getByRole("button", { name: "Add serial product" }).click();
  await expect(page.getByText("Storage GB is required")).toBeVisible();
  await page.getByLabel("Storage GB").fill("256");
  await page.getByRole("combobox", { name: "Colour" }).click();
  await page.getByRole("option", { name: "Silver" }).click();
  await page.getByLabel("Serial pattern").fill("^[A-Z0-9]{8,12}$");
  await page.getByRole("button", { name: "Add serial product" }).click();
  await expect(page.getByRole("heading", { name: productName, level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Storage GB/ })).toContainText("256");
  await expect(page.getByRole("row", { name: /Colour/ })).toContainText("Silver");
  await expect(page.getByRole("link", { name: className })).toBeVisible();

  // An alias of the product, started from the product's screen.
  await page.getByRole("link", { name: "Add alias" }).click();
  await expect(page).toHaveTitle("New alias · Reuse Ops");
  await expect(page.getByRole("combobox", { name: "Product" })).toHaveValue(productName);
  await page.getByRole("textbox", { name: "Alias" }).fill(alias);
  await page.getByRole("button", { name: "Add alias" }).click();
  await expect(page.getByRole("heading", { name: alias, level: 1 })).toBeVisible();

  // Finding by part of the alias, in another case, leads to the product.
  await page.goto("/products");
  await page.getByLabel("Find a product").fill(alias.slice(2).toLowerCase());
  const found = page.getByRole("list", { name: "Found products" });
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await expect(found).toContainText(`alias ${alias}`);
  await found.getByRole("link", { name: productName }).click();
  await expect(page.getByRole("heading", { name: productName, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: alias })).toBeVisible();
});

test("a product import with bad rows writes nothing and names every bad cell; a valid file imports every row", async ({
  page,
}) => {
  const first = unique("Import Monitor ");
  const second = unique("Import Cable ");
  const header = "name,type,class,brand,line,group,description,mpn,weight,serial_pattern,active";
  await signIn(page, "operator@example.com");
  await page.goto("/products");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  const file = dialog.locator('input[type="file"]');

  await file.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `${header}\n${first},palletized,,,,,,,12,,yes\n,palletized,,,,,,,,,yes\n${second},nonsense,,,,,,,heavy,,yes\n`,
    ),
  });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByText("Nothing was imported")).toBeVisible();
  const errors = dialog.getByRole("table", { name: "Import errors" });
  await expect(errors.getByRole("row")).toHaveCount(4);
  await expect(errors.getByRole("row").nth(1)).toContainText("3name");
  await expect(errors.getByRole("row").nth(2)).toContainText("4type");
  await expect(errors.getByRole("row").nth(3)).toContainText("4weight");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByPlaceholder("Search by name").fill(first);
  await expect(page.getByText("No products match.")).toBeVisible();

  await page.getByRole("button", { name: "Import" }).click();
  await file.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${header}\n${first},palletized,,,,,,,12,,yes\n${second},in_stock,,,,,,,,,yes\n`),
  });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "2 products were imported" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(first) })).toBeVisible();
});
