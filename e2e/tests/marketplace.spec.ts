import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiSession, gradedLaptops, LAPTOP, postOk, productIdNamed, signIn, unique } from "./helpers";

// Marketplace files (issue 19): graded, erased laptops in DAL stock go on a listing (through the
// API); the operator exports the marketplace's bulk-listing file from the screen and reads it
// back, then uploads a sold-items report: a bad one shows every refused row and sells nothing, the
// good one marks two sold, and the same report again is skipped. No network call leaves the app.

/** With E2E_SCREENSHOTS set to a folder, a full-page screenshot there to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

test("export the marketplace file and import a sold report", async ({ page, baseURL }, testInfo) => {
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const barcodes = await gradedLaptops(api, 3, ref, "MK");
  const reference = `77${Date.now().toString().slice(-8)}`;
  const title = `EliteBook grade B ${ref}`;
  const listing = await postOk(api, "/spa/listings", {
    platform: "auction_marketplace",
    title,
    productId: await productIdNamed(api, LAPTOP),
    grade: "B",
    price: 4999,
    reference,
    status: "listed",
  });
  for (const barcode of barcodes) await postOk(api, `/spa/listings/${listing.id}/assets`, { barcode });

  await signIn(page, "operator@example.com");
  await page.goto("/listings/ebay");
  await expect(page.getByRole("heading", { name: "Marketplace files", level: 1 })).toBeVisible();
  await page.getByPlaceholder("Title or item number").fill(ref);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole("checkbox").check();
  await expect(page.getByText("1 listing ticked")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download .xlsx" }).click(),
  ]);
  const file = testInfo.outputPath("listings.xlsx");
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const cells = (n: number) =>
    Array.from({ length: 11 }, (_, c) => String(sheet.getRow(n).getCell(c + 1).value ?? ""));
  expect(cells(1)).toEqual([
    "Action",
    "Custom label",
    "Item number",
    "Title",
    "Description",
    "Condition ID",
    "Condition",
    "Quantity",
    "Start price",
    "Format",
    "Duration",
  ]);
  expect(cells(2)).toEqual([
    "Revise",
    `L-${listing.id}`,
    reference,
    title,
    "",
    "2020",
    "Very Good - Refurbished",
    "3",
    "4999.00",
    "FixedPrice",
    "GTC",
  ]);

  const header =
    "Order number,Item number,Custom label,Item title,Quantity,Sold for,Buyer username,Buyer name,Sale date";
  const report = (lines: string[]) => ({
    name: "sold.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([header, ...lines].join("\n")),
  });
  const upload = async (lines: string[]) => {
    await page.locator('input[type="file"]').setInputFiles(report(lines));
    await page.getByRole("button", { name: "Import sold report" }).click();
  };

  // Unknown item number and too many: each refused with its row, nothing sold.
  await upload([`ORD-${ref}-1,${reference},,,4,5000,,,`, `ORD-${ref}-2,999999,,,1,5000,,,`]);
  const errors = page.getByRole("table", { name: "Import errors" });
  await expect(errors).toContainText("Quantity 4 is more than the 3 still listed");
  await expect(errors).toContainText("No listing has item number 999999");
  await expect(page.getByText("Nothing was imported")).toBeVisible();

  await upload([`ORD-${ref}-1,${reference},,,2,5000,jdoe,Jane Doe,`]);
  const applied = page.getByRole("alert").filter({ hasText: "Sold report imported" });
  await expect(applied).toContainText("1 row applied: 2 assets marked sold.");

  await upload([`ORD-${ref}-1,${reference},,,2,5000,jdoe,Jane Doe,`]);
  await expect(applied).toContainText("0 rows applied: 0 assets marked sold.");
  await expect(applied).toContainText(`Row 2: order ORD-${ref}-1 (listing #${listing.id})`);

  const sold = await (await api.get(`/spa/listings/${listing.id}`)).json();
  expect(sold).toMatchObject({ quantity: 1, sold: 2, status: "listed" });

  // The class's sales history shows the sale by month and grade.
  const product = await (await api.get(`/spa/products/${await productIdNamed(api, LAPTOP)}`)).json();
  await page.goto(`/classes/${product.classId}/sales-history`);
  await expect(page.getByRole("img", { name: /Devices sold by month, stacked by grade/ })).toBeVisible();
  const month = new Date().toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
  await expect(
    page
      .getByRole("table", { name: "Sales by month and grade" })
      .getByRole("row", { name: new RegExp(`^${month} B \\d+`) }),
  ).toBeVisible();

  // On a phone neither screen scrolls sideways (tables scroll inside their frames).
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.reload();
  await expect(page.getByRole("table", { name: "Sales by month and grade" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, "sales-history-390");
  await page.goto("/listings/ebay");
  await expect(page.getByRole("button", { name: "Download .xlsx" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, "marketplace-files-390");
});
