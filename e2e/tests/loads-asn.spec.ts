import { expect, type Page, test } from "@playwright/test";
import { apiSession, createInboundLoad, signIn, unique } from "./helpers";

// client@example.com belongs to Northwind Health (client type one form); Initech Computers is
// another client's account (standard form). See apps/server/src/db/seed/demo-accounts.ts.
const CLIENT_ACCOUNT = "Northwind Health";
const OTHER_ACCOUNT = "Initech Computers";

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

/** The row of the mapping table (or card on a phone) of one column. */
const mappingRow = (page: Page, header: string) =>
  page.getByRole("table", { name: "Column mapping" }).getByRole("row").filter({ hasText: header });

test("an operator imports an ASN: the bad row is refused, the fixed file imported, the mapping remembered", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const ref = unique("ASN-");
  const first = await createInboundLoad(api, CLIENT_ACCOUNT, ref);
  // A column no field name matches; unique per run, so the account has no saved rule for it yet.
  const kitHeader = `Kit Code ${unique("k").toLowerCase()}`;
  const header = `Serial,Qty,Weight,Pallet,${kitHeader}`;
  const bad = `${header}\n${ref}-1,1,10.5,P1,KIT-1\n${ref}-2,abc,12,P1,KIT-2\n${ref}-3,2,,P2,KIT-3\n`;

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${first}/asns`);
  await expect(page).toHaveTitle("ASN import · Reuse Ops");
  await page.locator('input[type="file"]').setInputFiles(csvFile("asn.csv", bad));

  // The reconcile: known names are matched by name; the kit column waits for a choice.
  await expect(mappingRow(page, "Qty").getByText("by name")).toBeVisible();
  await expect(mappingRow(page, kitHeader).getByText("not mapped")).toBeVisible();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(`Choose a field (or Ignore column) for ${kitHeader}.`)).toBeVisible();
  const kitField = page.getByRole("combobox", { name: `Field for ${kitHeader}` });
  await kitField.click();
  await page.getByRole("option", { name: "Product", exact: true }).click();
  await expect(kitField).toHaveValue("Product");

  // One bad row: its error with its row number, and nothing imported.
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Nothing was imported")).toBeVisible();
  const errors = page.getByRole("table", { name: "Import errors" });
  await expect(errors.getByRole("row")).toHaveCount(2);
  await expect(errors.getByRole("row").nth(1).getByRole("cell")).toHaveText(["3", "Quantity", /number/i]);
  await expect(page.getByText("No ASN items on this load.")).toBeVisible();

  // The corrected file keeps the choice made for the kit column.
  await page
    .locator('input[type="file"]')
    .setInputFiles(csvFile("asn-fixed.csv", bad.replace(",abc,", ",3,")));
  await expect(page.getByRole("combobox", { name: `Field for ${kitHeader}` })).toHaveValue("Product");
  await expect(page.getByRole("table", { name: "Import errors" })).toHaveCount(0);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "3 items imported" })).toBeVisible();
  await expect(page.getByText("3 items · quantity 6 · weight 22.5 lbs")).toBeVisible();
  for (const serial of [`${ref}-1`, `${ref}-2`, `${ref}-3`]) {
    await expect(page.getByRole("cell", { name: serial, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("cell", { name: "KIT-2", exact: true })).toBeVisible();

  // The next upload for the same account reads the kit column by the saved relationship.
  const second = await createInboundLoad(api, CLIENT_ACCOUNT, `${ref}-B`);
  await page.goto(`/inbound/${second}/asns`);
  await page
    .locator('input[type="file"]')
    .setInputFiles(csvFile("next.csv", `${header}\nB-${ref},1,3,P9,KIT-9\n`));
  await expect(mappingRow(page, kitHeader).getByText("saved")).toBeVisible();
  await expect(page.getByRole("combobox", { name: `Field for ${kitHeader}` })).toHaveValue("Product");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  // Delete all, after a confirmation naming the count.
  await page.goto(`/inbound/${first}/asns`);
  await page.getByRole("button", { name: "Delete all ASN items" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all ASN items" });
  await expect(dialog).toContainText(`Delete all 3 ASN items of ${first}?`);
  await dialog.getByRole("button", { name: "Delete 3 items" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "3 ASN items deleted" })).toBeVisible();
  await expect(page.getByText("No ASN items on this load.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete all ASN items" })).toBeDisabled();
  await api.dispose();
});

test("a client sees only their own loads, with the ASN items", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const ref = unique("CLIENT-ASN-");
  const own = await createInboundLoad(api, CLIENT_ACCOUNT, ref);
  const other = await createInboundLoad(api, OTHER_ACCOUNT, ref);
  const imported = await api.post(`/spa/loads/${own}/asns`, {
    multipart: {
      file: csvFile("asn.csv", `Serial,Model,Qty\n${ref}-A,Latitude 5440,1\n${ref}-B,Latitude 5440,1\n`),
      mapping: "{}",
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await api.dispose();

  await signIn(page, "client@example.com");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Loads", exact: true })
    .click();
  await expect(page).toHaveTitle("Loads · Reuse Ops");
  await page.getByPlaceholder("Search by load or client reference").fill(ref);
  const rows = page.getByRole("row").filter({ hasText: ref });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(own);
  await expect(page.getByText(other)).toHaveCount(0);

  await rows.click();
  await expect(page.getByRole("heading", { name: own, level: 1 })).toBeVisible();
  await expect(page.getByText("Items", { exact: true }).locator("..")).toContainText("2");
  await page.getByRole("tab", { name: /ASN items/ }).click();
  await expect(page).toHaveTitle("ASN items · Reuse Ops");
  await expect(page.getByRole("cell", { name: `${ref}-A`, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `${ref}-B`, exact: true })).toBeVisible();
  // Clients read the ASN; importing it is the operator's.
  await expect(page.getByRole("link", { name: "Import ASN" })).toHaveCount(0);

  // Another client's load is not found.
  await page.goto(`/loads/${other}`);
  await expect(page.getByRole("heading", { name: "Load not found" })).toBeVisible();
});
