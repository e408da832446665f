import { expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

/** Chooses an option of a SelectField by typing its label and leaving the field. */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(option);
  await field.blur();
  await expect(field).toHaveValue(option);
}

test("an operator builds a location tree, finds a location by its barcode and cannot remove a parent", async ({
  page,
}) => {
  // Lower-case on purpose: barcodes are kept and looked up in capitals (SPEC §5).
  const parent = unique("aisle").toLowerCase();
  const child = `${parent}-b1`;
  const PARENT = parent.toUpperCase();
  const CHILD = child.toUpperCase();
  await signIn(page, "operator@example.com");
  await page.goto("/locations");
  await expect(page).toHaveTitle("Locations · Reuse Ops");
  await page.getByRole("link", { name: "New location" }).click();
  await expect(page).toHaveTitle("New location · Reuse Ops");

  const barcode = page.getByRole("textbox", { name: "Barcode" });
  await barcode.fill(parent);
  await expect(barcode).toHaveValue(PARENT);
  await page.getByRole("textbox", { name: "Name" }).fill("Aisle for the browser test");
  await choose(page, "Type", "Inventory");
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${PARENT} was added` })).toBeVisible();
  await expect(page.getByRole("heading", { name: PARENT, level: 1 })).toBeVisible();
  await expect(page.getByText("Not counted yet.")).toBeVisible();

  // "Add child location" starts the form inside this one.
  await page.getByRole("link", { name: "Add child location" }).click();
  await expect(page.getByRole("textbox", { name: "Parent location" })).toHaveValue(PARENT);
  await expect(page.getByText("Inside Aisle for the browser test")).toBeVisible();
  await page.getByRole("textbox", { name: "Barcode" }).fill(child);
  await page.getByRole("textbox", { name: "Name" }).fill("Bin 1");
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveValue("Inventory");
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByRole("heading", { name: CHILD, level: 1 })).toBeVisible();
  const path = page.getByRole("navigation", { name: "Location path" });
  await expect(path.getByRole("link", { name: PARENT })).toBeVisible();

  // A scanner types the barcode and presses Enter; case does not matter.
  await page.goto("/locations");
  const scan = page.getByRole("textbox", { name: "Find location by barcode" });
  await scan.fill(parent);
  await expect(scan).toHaveValue(PARENT);
  await scan.press("Enter");
  await expect(page.getByRole("heading", { name: PARENT, level: 1 })).toBeVisible();

  await page.getByRole("tab", { name: /Child locations/ }).click();
  await expect(page).toHaveTitle("Child locations · Reuse Ops");
  await expect(
    page.getByRole("table", { name: "Child locations" }).getByRole("link", { name: CHILD }),
  ).toBeVisible();

  // A location that holds another is refused, with the server's reason.
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove location" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("contains 1 other location");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: PARENT, level: 1 })).toBeVisible();
});

test("an operator adds a carrier with a contact and a rule, then edits the rule", async ({ page }) => {
  const carrier = unique("Freight Co ");
  await signIn(page, "operator@example.com");
  await page.goto("/carriers");
  await expect(page).toHaveTitle("Carriers · Reuse Ops");
  await page.getByRole("link", { name: "New carrier" }).click();
  await page.getByLabel("Name").fill(carrier);
  await page.getByLabel("Phone").fill("+1 512 555 0100");
  await page.getByRole("button", { name: "Add carrier" }).click();
  await expect(page.getByRole("heading", { name: carrier, level: 1 })).toBeVisible();
  await expect(page.getByText("No contacts yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add contact" }).click();
  const contactDialog = page.getByRole("dialog", { name: "Add contact" });
  await contactDialog.getByLabel("First name").fill("Dana");
  await contactDialog.getByLabel("Last name").fill("Dispatch");
  // An email or a phone is needed: the schema says so before anything is sent.
  await contactDialog.getByRole("button", { name: "Add contact" }).click();
  await expect(contactDialog.getByText("Give an email or a phone number")).toBeVisible();
  await contactDialog.getByLabel("Email").fill("dana@example.com");
  await contactDialog.getByRole("switch", { name: /Primary contact/ }).check({ force: true });
  await contactDialog.getByRole("button", { name: "Add contact" }).click();
  const contacts = page.getByRole("table", { name: "Contacts" });
  await expect(contacts.getByRole("row", { name: /Dana Dispatch/ })).toContainText("Primary");

  await page.getByRole("button", { name: "Add rule" }).click();
  const ruleDialog = page.getByRole("dialog", { name: `Add a rule to ${carrier}` });
  await ruleDialog.getByRole("textbox", { name: "Name" }).fill("Full truck loads");
  await ruleDialog.getByRole("combobox", { name: "Shipment sizes" }).click();
  await page.getByRole("option", { name: "Full Truck Load" }).click();
  await ruleDialog.getByRole("textbox", { name: "Rate", exact: true }).fill("350");
  await ruleDialog.getByRole("button", { name: "Add rule" }).click();
  await expect(ruleDialog.getByText("Choose what the rate is per")).toBeVisible();
  await ruleDialog.getByRole("combobox", { name: "Rate per" }).click();
  await page.getByRole("option", { name: "Pallet" }).click();
  await ruleDialog.getByRole("button", { name: "Add rule" }).click();
  const rules = page.getByRole("table", { name: "Rules" });
  const row = rules.getByRole("row", { name: /Full truck loads/ });
  await expect(row).toContainText("Full Truck Load");
  await expect(row).toContainText("$350.00 per Pallet");

  await page.getByRole("link", { name: "Edit Full truck loads" }).click();
  await expect(page).toHaveTitle("Edit carrier rule · Reuse Ops");
  await page.getByRole("textbox", { name: "Name" }).fill("FTL to the south");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("heading", { name: carrier, level: 1 })).toBeVisible();
  await expect(rules.getByRole("row", { name: /FTL to the south/ })).toContainText("$350.00 per Pallet");
});

test("a location import with bad rows imports nothing and names every row; a good one imports all", async ({
  page,
}) => {
  const zone = unique("zone").toUpperCase();
  await signIn(page, "operator@example.com");
  await page.goto("/locations");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: /^Import locations into/ });
  const file = (rows: string[]) => ({
    name: "locations.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["barcode,name,type,parent_barcode,active", ...rows].join("\n")),
  });
  // Row 3 names an unknown type, row 4 a parent that exists nowhere.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      file([
        `${zone},Zone,inventory,,yes`,
        `${zone}-A,Aisle,shelf,${zone},yes`,
        `${zone}-B,Aisle,inventory,NOPE-${zone},`,
      ]),
    );
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByText("Nothing was imported")).toBeVisible();
  const errors = dialog.getByRole("table", { name: "Import errors" });
  await expect(errors.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("3");
  await expect(errors.getByRole("row").nth(2).getByRole("cell").first()).toHaveText("4");

  await page.goto("/locations");
  await page.getByPlaceholder("Search by barcode or name").fill(zone);
  await expect(page.getByText("No locations match.")).toBeVisible();

  await page.getByRole("button", { name: "Import" }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      file([`${zone},Zone,inventory,,yes`, `${zone.toLowerCase()}-a,Aisle,Inventory,${zone},yes`]),
    );
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("2 locations were imported");
  await expect(page.getByRole("row", { name: new RegExp(`${zone}-A`) })).toContainText(zone);

  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV (.csv)" }).click();
  const download = await downloading;
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain(`${zone}-A`);
});

test("an operator adds a vendor rule and retires it", async ({ page }) => {
  const name = unique("Mercury lamps ");
  await signIn(page, "operator@example.com");
  await page.goto("/vendor-rules");
  await expect(page).toHaveTitle("Vendor rules · Reuse Ops");
  await page.getByRole("link", { name: "New vendor rule" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Add vendor rule" }).click();
  await expect(page.getByText("Choose a downstream vendor")).toBeVisible();
  await page.getByRole("combobox", { name: "Downstream vendor" }).click();
  await page.getByRole("option").first().click();
  await page.getByRole("combobox", { name: "Material types" }).click();
  await page.getByRole("option", { name: "Mercury-containing" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: "Priority" }).fill("5");
  await page.getByRole("button", { name: "Add vendor rule" }).click();
  await expect(page.getByTestId("snackbar")).toContainText(`${name} was added`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Mercury-containing");

  await row.click();
  await expect(page).toHaveTitle("Edit vendor rule · Reuse Ops");
  await page.getByRole("switch", { name: /Active/ }).uncheck({ force: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Vendor rules", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await page.getByText("Inactive", { exact: true }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Inactive");
});
