import { expect, test } from "@playwright/test";
import {
  apiSession,
  expectNoSidewaysScroll,
  gradedLaptops,
  LAPTOP,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Listings (issue 19): graded, erased laptops in DAL stock; the operator creates a listing on the
// screen, lists it, reserves the laptops by scan, marks one sold by scan (the listing price
// prefilled), marks it unsold from the assets table, and the page fits 390 px. The spec makes its
// own load and stock, so it needs no other spec's data.

test("list graded laptops, reserve and mark sold by scan, mark one unsold", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const barcodes = await gradedLaptops(api, 3, ref, "LS");
  const [first, second, third] = barcodes as [string, string, string];
  const title = `EliteBook grade B ${ref}`;

  await signIn(page, "operator@example.com");
  await page.goto("/listings");
  await expect(page.getByRole("heading", { name: "Listings", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New listing" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("combobox", { name: "Product" }).fill("EliteBook 840 G8");
  await page.getByRole("option", { name: LAPTOP }).click();
  await page.getByRole("combobox", { name: "Grade" }).click();
  await page.getByRole("option", { name: "Grade B" }).click();
  await page.getByRole("combobox", { name: "Platform" }).click();
  await page.getByRole("option", { name: "Auction marketplace" }).click();
  const price = page.getByRole("textbox", { name: "Price" });
  await price.fill("40");
  await page.getByRole("button", { name: "Create listing" }).click();
  // Below the Laptops grade B cutline: refused on the price, naming the floor.
  await expect(page.locator(".mantine-NumberInput-error")).toHaveText(
    "Price must be at least 100.00, the cutline of Laptops grade B",
  );
  await price.fill("150");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "List it" }).click();
  await expect(page.getByText("Listed", { exact: true }).first()).toBeVisible();

  // Reserve by scan.
  for (const barcode of barcodes) {
    await scanInto(page, "Scan an asset to list it", barcode.toLowerCase());
    await expect(page.getByText(`${barcode} listed`)).toBeVisible();
  }
  await scanInto(page, "Scan an asset to list it", first);
  await expect(page.getByText(`${first} is on this listing already`)).toBeVisible();
  const table = page.getByRole("table").last();
  await expect(table.getByRole("row").filter({ hasText: third })).toBeVisible();

  // Mark sold by scan, the listing price prefilled.
  await page.getByText("Mark sold by scan").click();
  await expect(page.getByRole("textbox", { name: "Sale price" })).toHaveValue("$150");
  await page.getByRole("textbox", { name: "Buyer" }).fill("e2e buyer");
  await scanInto(page, "Scan an asset to mark it sold", first);
  await expect(page.getByText(`${first} sold for $150.00`)).toBeVisible();
  await scanInto(page, "Scan an asset to mark it sold", second);
  await expect(page.getByText(`${second} sold for $150.00`)).toBeVisible();
  const soldRow = table.getByRole("row").filter({ hasText: first });
  await expect(soldRow).toContainText("Sold");
  await expect(soldRow).toContainText("e2e buyer");

  // Mark one unsold: back on the listing.
  await soldRow.getByRole("button", { name: "Mark unsold" }).click();
  await expect(soldRow.getByRole("button", { name: "Mark sold" })).toBeVisible();

  // The asset page says where it stands.
  await page.goto(`/listings/assets/${second}`);
  await expect(page.getByText(/Sold for \$150\.00 to e2e buyer/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/listings");
  await expect(page.getByRole("heading", { name: "Listings", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the listings index");
  await page.getByText(title).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page, "the listing page");
});
