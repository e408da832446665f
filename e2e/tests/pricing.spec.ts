import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, signIn, unique } from "./helpers";

// Northwind Health has the standard asset form (no asset attributes to give) and
// client@example.com among its users; see apps/server/src/db/seed/demo-accounts.ts.
const ACCOUNT = "Northwind Health";
const LAPTOP = "Laptop – business grade";
const DESKTOP = "Desktop – small form factor";

/** A new inbound load of the demo account; answers its slug. */
async function createLoad(api: APIRequestContext): Promise<string> {
  const site = await (await api.get("/spa/site")).json();
  const accounts = await (await api.get("/spa/accounts", { params: { find_by_name: ACCOUNT } })).json();
  const account = accounts.data.find((a: { name: string }) => a.name === ACCOUNT);
  expect(account, ACCOUNT).toBeTruthy();
  const created = await api.post("/spa/activities", {
    data: {
      type: "inbound",
      accountId: account.id,
      warehouseId: site.warehouses[0].id,
      clientRef: unique("PRICE-"),
      // The client-type-one inbound form asks for these (SPEC §5).
      attributes: { projectType: "Business as Usual", businessUnit: "CC-4410 / GL 7200" },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).slug;
}

async function productId(api: APIRequestContext, name: string): Promise<number> {
  const found = await (await api.get("/spa/products/find", { params: { q: name } })).json();
  const product = (found as { id: number; name: string }[]).find((p) => p.name === name);
  expect(product, name).toBeTruthy();
  return product?.id ?? 0;
}

type Received = { barcode: string; serial: string; product: string; gross: number; net: number };

/** Receives a serialized asset on the load through the API. */
async function receive(api: APIRequestContext, slug: string, asset: Received) {
  const created = await api.post("/spa/assets", {
    data: {
      activitySlug: slug,
      barcode: asset.barcode,
      type: "serial",
      serialNumber: asset.serial,
      productId: await productId(api, asset.product),
      grossWeight: asset.gross,
      netWeight: asset.net,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

/** The snackbar saying this (the one before may still be fading out). */
const snackbar = (page: Page, text: string) => page.getByTestId("snackbar").filter({ hasText: text });
const pricingTable = (page: Page, type: string) => page.getByRole("table", { name: `${type} pricing` });
const rowOf = (page: Page, type: string, text: string) =>
  pricingTable(page, type).getByRole("row").filter({ hasText: text });

test("an operator prices a load's fair market values (a bad row first) and its yield by product, imports FMV in bulk; the client reads the values", async ({
  page,
  baseURL,
}) => {
  // Three pricings and a bulk import on screen: more than the default 30 s on a busy machine.
  test.slow();
  const api = await apiSession(baseURL);
  const slug = await createLoad(api);
  const tag = unique("").toUpperCase();
  const laptop: Received = {
    barcode: `PL${tag}`,
    serial: `SNL${tag}`,
    product: LAPTOP,
    gross: 6.5,
    net: 5.5,
  };
  const desktop: Received = {
    barcode: `PD${tag}`,
    serial: `SND${tag}`,
    product: DESKTOP,
    gross: 20,
    net: 18,
  };
  await receive(api, slug, laptop);
  await receive(api, slug, desktop);

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/pricing/fmv`);
  await expect(page).toHaveTitle("Fair market value pricing · Reuse Ops");
  await expect(page.getByTestId("last-priced")).toHaveText("Not priced yet");
  await expect(rowOf(page, "fmv", laptop.serial)).toContainText(LAPTOP);
  await expect(rowOf(page, "fmv", laptop.serial).getByRole("link", { name: laptop.barcode })).toHaveAttribute(
    "href",
    `/assets/${laptop.barcode}`,
  );

  // One bad row: the whole file is refused, the row's error shows and nothing is priced.
  const file = page.locator('input[type="file"]');
  await file.setInputFiles(
    csvFile("fmv.csv", `Serial,FMV\n${laptop.serial.toLowerCase()},125.50\n${desktop.serial},abc\n`),
  );
  await page.getByRole("button", { name: "Price from file" }).click();
  await expect(page.getByText("Nothing was imported")).toBeVisible();
  const errors = page.getByRole("table", { name: "Import errors" });
  await expect(errors.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "3",
    "fmv",
    "FMV must be a number, 0 or more",
  ]);
  await expect(rowOf(page, "fmv", laptop.serial)).not.toContainText("$125.50");

  // The corrected file prices both assets.
  await file.setInputFiles(csvFile("fmv.csv", `Serial,FMV\n${laptop.serial},125.50\n${desktop.serial},80\n`));
  await expect(page.getByText("Nothing was imported")).toBeHidden();
  await page.getByRole("button", { name: "Price from file" }).click();
  await expect(snackbar(page, "2 priced, total $205.50")).toBeVisible();
  await expect(rowOf(page, "fmv", laptop.serial)).toContainText("$125.50");
  await expect(rowOf(page, "fmv", desktop.serial)).toContainText("$80.00");
  await expect(pricingTable(page, "fmv").getByRole("row", { name: "Totals" })).toContainText("$205.50");
  await expect(page.getByTestId("last-priced")).toContainText(/Last priced .+ by /);

  // Yield: each product's net weight times its price per lb.
  await page.getByRole("tab", { name: "Yield" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}/pricing/yield$`));
  await expect(rowOf(page, "yield", LAPTOP)).toContainText("5.5 lbs");
  await expect(rowOf(page, "yield", DESKTOP)).toContainText("18 lbs");
  await file.setInputFiles(csvFile("yield.csv", `Product,Price (per lb)\n${LAPTOP},$2\n${DESKTOP},0.50\n`));
  await page.getByRole("button", { name: "Price from file" }).click();
  await expect(snackbar(page, "total $20.00")).toBeVisible();
  await expect(rowOf(page, "yield", LAPTOP)).toContainText("$2.00");
  await expect(rowOf(page, "yield", LAPTOP)).toContainText("$11.00");
  await expect(rowOf(page, "yield", DESKTOP)).toContainText("$9.00");
  await expect(pricingTable(page, "yield").getByRole("row", { name: "Totals" })).toContainText("$20.00");

  // Bulk import-fmv from the inbound index over the same load: a serial of no selected load is
  // refused first, then the values are replaced.
  await page.goto("/inbound");
  await page.getByPlaceholder("Search by load or client reference").fill(slug);
  await page.getByRole("checkbox", { name: `Select ${slug}` }).check();
  await page.getByRole("button", { name: "Import FMV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import FMV for 1 load" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(csvFile("bulk.csv", `Barcode,FMV\n${laptop.barcode},150\nNOT${tag},10\n`));
  await dialog.getByRole("button", { name: "Import FMV" }).click();
  await expect(dialog.getByText("Nothing was imported")).toBeVisible();
  await expect(dialog.getByRole("table", { name: "Import errors" })).toContainText("3");
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile("bulk.csv", `Barcode,FMV\n${laptop.barcode},150\n${desktop.barcode.toLowerCase()},90\n`),
    );
  await dialog.getByRole("button", { name: "Import FMV" }).click();
  await expect(snackbar(page, "2 priced, total $240.00")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/inbound/${slug}/pricing/fmv`);
  await expect(rowOf(page, "fmv", laptop.serial)).toContainText("$150.00");
  await expect(rowOf(page, "fmv", desktop.serial)).toContainText("$90.00");

  // The account's client reads the same values through the client family, without the upload.
  await page.context().clearCookies();
  await signIn(page, "client@example.com");
  await page.goto(`/loads/${slug}/pricing/fmv`);
  await expect(page).toHaveTitle("Load pricing · Reuse Ops");
  await expect(rowOf(page, "fmv", laptop.serial)).toContainText("$150.00");
  await expect(page.getByTestId("last-priced")).toContainText(/Last priced .+ by /);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});

test("a load with no assets yet says so on its pricing pages", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const slug = await createLoad(api);
  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}`);
  await page.getByRole("tab", { name: "Pricing" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}/pricing/yield$`));
  await expect(page.getByRole("tab", { name: "Pricing" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No assets received on this load yet")).toBeVisible();
  await page.getByRole("tab", { name: "Consignment" }).click();
  await expect(page).toHaveTitle("Consignment pricing · Reuse Ops");
  await expect(page.getByText("No assets received on this load yet")).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  // The pricing address without a type opens the first one.
  await page.goto(`/inbound/${slug}/pricing`);
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}/pricing/yield$`));
});
