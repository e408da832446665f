import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  apiSession,
  createClientAccount,
  dallasShelves,
  expectNoSidewaysScroll,
  postOk,
  productIdNamed,
  putAt,
  receiveAssets,
  signIn,
  unique,
} from "./helpers";

// The load builder (issue 18): an operator builds an outbound load from available stock at DAL
// priced with the buyer Evergreen Metals Recovery's outbound prices per lb — grouped by product,
// two products chosen, one product's margin changed (its unit price follows), the alternate
// accounts seen — and confirms it; the builder's state is kept for the session (a reload keeps it,
// a state of another version is discarded); a margin that is text or negative is refused on the
// field; the screen fits a phone. Each test makes its own stock (two new client accounts holding
// both products, received at DAL, put away and priced by yield through the API).

const LOW_GRADE = "Circuit boards – low grade";
const HEAT_SINKS = "Aluminum heat sinks";
const BUYER = "Evergreen Metals Recovery";
/** The builder's sessionStorage key (packages/domain/src/outbound/load-builder-state.rules.ts). */
const STORAGE_KEY = "preferences_load_builder";

type Stock = { source: string; other: string; warehouse: string };

async function accountName(api: APIRequestContext, id: number): Promise<string> {
  return (await (await api.get(`/spa/accounts/${id}`)).json()).name as string;
}

/**
 * Stock at DAL of two new client accounts: the source holds two bins of low-grade boards (500 lbs
 * net each) and a bin of heat sinks (200 lbs), the other one bin of each; valued by yield at
 * $0.40 / lb (boards) and $0.30 / lb (heat sinks).
 */
async function makeStock(api: APIRequestContext): Promise<Stock> {
  const ref = unique("").toUpperCase();
  const { site, shelf } = await dallasShelves(api, "Load builder shelf");
  const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL");
  const location = await shelf(`LB${ref}-A-01`);
  const lowGrade = await productIdNamed(api, LOW_GRADE);
  const heatSinks = await productIdNamed(api, HEAT_SINKS);
  const sourceId = await createClientAccount(api, "E2E LB Source ");
  const otherId = await createClientAccount(api, "E2E LB Other ");
  const bin = (barcode: string, productId: number, net: number) => ({
    barcode,
    type: "bin",
    productId,
    grossWeight: net + 40,
    netWeight: net,
  });
  const received = async (accountId: number, bins: Record<string, unknown>[]) => {
    const load = await postOk(api, "/spa/activities", { type: "inbound", accountId, warehouseId: dal.id });
    const barcodes = await receiveAssets(api, load.slug, bins);
    await putAt(api, location.id, barcodes);
    const csv = `Product,Price\n${LOW_GRADE},0.40\n${HEAT_SINKS},0.30\n`;
    const priced = await api.post(`/spa/activities/${load.slug}/pricing`, {
      multipart: {
        type: "yield",
        file: { name: "yield.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
      },
    });
    expect(priced.status(), await priced.text()).toBe(200);
  };
  await received(sourceId, [
    bin(`LBS1-${ref}`, lowGrade, 500),
    bin(`LBS2-${ref}`, lowGrade, 500),
    bin(`LBS3-${ref}`, heatSinks, 200),
  ]);
  await received(otherId, [bin(`LBO1-${ref}`, lowGrade, 500), bin(`LBO2-${ref}`, heatSinks, 200)]);
  return {
    source: await accountName(api, sourceId),
    other: await accountName(api, otherId),
    warehouse: dal.name,
  };
}

/** Picks an option of a select field by typing its exact name and leaving it. */
async function choose(page: Page, label: string, text: string) {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await expect(field).not.toHaveAttribute("placeholder", /Loading/);
  await field.fill(text);
  await field.press("Tab");
  await expect(field).toHaveValue(text);
}

const chosenRow = (page: Page, product: string) =>
  page.getByRole("row").filter({ has: page.getByRole("button", { name: `Remove ${product}` }) });

/** Opens the builder at DAL priced for Evergreen, builds from the source account grouped by product with both products chosen. */
async function buildFromSource(page: Page, stock: Stock) {
  await page.goto("/load-builder");
  await expect(page.getByRole("heading", { name: "Load builder", level: 1 })).toBeVisible();
  await choose(page, "Warehouse", stock.warehouse);
  await choose(page, "Buyer (prices)", BUYER);
  // Choosing the account groups the stock by account; then it is grouped by product again.
  await page
    .getByRole("button", { name: `Build from ${stock.source}` })
    .first()
    .click();
  await expect(page.getByText(`From ${stock.source}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "By account" })).toBeChecked();
  await page.getByText("By product", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "By product" })).toBeChecked();
  await expect(page.getByRole("columnheader", { name: "Product / account" })).toBeVisible();
  for (const product of [LOW_GRADE, HEAT_SINKS]) {
    await page.getByRole("button", { name: `Add ${product}`, exact: true }).click();
    await expect(chosenRow(page, product)).toBeVisible();
  }
}

test.describe("load builder", () => {
  // Several screens, each waiting on the server, on a busy machine.
  test.slow();

  test("build a load from stock at DAL for Evergreen, change a margin, see alternates, confirm", async ({
    page,
    baseURL,
  }) => {
    const api = await apiSession(baseURL);
    const stock = await makeStock(api);
    await signIn(page, "operator@example.com");
    await buildFromSource(page, stock);

    // The source's boards: 1,000 lbs at $0.40 = $400.00 cost; priced at Evergreen's price per lb.
    const boards = chosenRow(page, LOW_GRADE);
    await expect(boards).toContainText("$400.00");
    const price = boards.getByRole("textbox", { name: "Unit price (per lb)" });
    const margin = boards.getByRole("textbox", { name: "Margin %" });
    await expect(price).not.toHaveValue("");
    const buyerPrice = Number(await price.inputValue());
    expect(buyerPrice).toBeGreaterThan(0.4);
    await expect(margin).toHaveValue(String(Math.round(((buyerPrice - 0.4) / buyerPrice) * 10000) / 100));
    // A 50 % margin over $0.40 / lb cost: $0.80 / lb, $800.00 for the 1,000 lbs.
    await margin.fill("50");
    await margin.press("Enter");
    await expect(price).toHaveValue("0.8");
    await expect(margin).toHaveValue("50");
    await expect(boards).toContainText("$800.00");
    // The heat sinks keep the buyer's price.
    await expect(
      chosenRow(page, HEAT_SINKS).getByRole("textbox", { name: "Unit price (per lb)" }),
    ).not.toHaveValue("0.8");

    // The other account holds both products: an alternate, with its value at cost (200 + 60).
    const alternates = page.getByRole("table", { name: "Alternate accounts" });
    const other = alternates.getByRole("row").filter({ hasText: stock.other });
    await expect(other).toContainText("$260.00");
    await expect(alternates).not.toContainText(stock.source);

    await page.getByRole("button", { name: "Review and confirm" }).click();
    await expect(page).toHaveURL(/\/load-builder\/confirm$/);
    await expect(page.getByRole("combobox", { name: "Consignee", exact: true })).toHaveValue(BUYER);
    await expect(page.getByText("2 products · 3 assets selected")).toBeVisible();
    await page.getByRole("button", { name: "Confirm load" }).click();

    await expect(page).toHaveURL(/\/outbound\/dal-out-\d+$/);
    const slug = page.url().split("/").pop() as string;
    await expect(page.getByText("Building", { exact: true }).first()).toBeVisible();
    const load = await (await api.get(`/spa/activities/${slug}`)).json();
    expect(load.status).toBe("building");
    const reservations = await (await api.get(`/spa/activities/${slug}/reservations`)).json();
    expect(reservations.data.map((r: { status: string }) => r.status)).toEqual([
      "reserved",
      "reserved",
      "reserved",
    ]);
    // The builder starts afresh once the load is made.
    await page.goto("/load-builder");
    await expect(page.getByText("Add products from the stock list to build the load.")).toBeVisible();
  });

  test("the builder's state survives a reload; a text or negative margin is refused; it fits a phone", async ({
    page,
    baseURL,
  }) => {
    const api = await apiSession(baseURL);
    const stock = await makeStock(api);
    await signIn(page, "operator@example.com");
    await buildFromSource(page, stock);
    const margin = chosenRow(page, LOW_GRADE).getByRole("textbox", { name: "Margin %" });
    await margin.fill("25");
    await margin.press("Enter");
    await expect(
      chosenRow(page, LOW_GRADE).getByRole("textbox", { name: "Unit price (per lb)" }),
    ).toHaveValue("0.5333");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Load builder", level: 1 })).toBeVisible();
    await expect(chosenRow(page, LOW_GRADE)).toBeVisible();
    await expect(chosenRow(page, HEAT_SINKS)).toBeVisible();
    await expect(page.getByRole("radio", { name: "By product" })).toBeChecked();
    await expect(page.getByText(`From ${stock.source}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Buyer (prices)", exact: true })).toHaveValue(BUYER);
    const boards = chosenRow(page, LOW_GRADE);
    const price = boards.getByRole("textbox", { name: "Unit price (per lb)" });
    await expect(price).toHaveValue("0.5333");

    // Text, then a negative margin: refused on the field, the price unchanged.
    const field = boards.getByRole("textbox", { name: "Margin %" });
    for (const typed of ["abc", "-5"]) {
      await field.fill(typed);
      await field.press("Enter");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(boards.getByText("Enter a margin between 0 and 99.99 %")).toBeVisible();
      await expect(price).toHaveValue("0.5333");
    }
    await field.fill("20");
    await field.press("Enter");
    await expect(boards.getByText("Enter a margin between 0 and 99.99 %")).toHaveCount(0);
    await expect(price).toHaveValue("0.5");

    // On a phone (390 px) nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("table", { name: "Alternate accounts" })).toBeVisible();
    await expect(chosenRow(page, LOW_GRADE)).toBeVisible();
    await expectNoSidewaysScroll(page, "the load builder at 390 px");
  });

  test("a state saved with version 3 is discarded: the builder starts fresh", async ({ page, baseURL }) => {
    const api = await apiSession(baseURL);
    const stock = await makeStock(api);
    await signIn(page, "operator@example.com");
    await buildFromSource(page, stock);
    const saved = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
    const state = JSON.parse(saved as string);
    expect(state.version).toBe(4);
    expect(state.selectedProducts).toHaveLength(2);

    // The same state, but of version 3: read back as nothing.
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key as string, value as string),
      [STORAGE_KEY, JSON.stringify({ ...state, version: 3 })],
    );
    await page.reload();
    await expect(page.getByRole("heading", { name: "Load builder", level: 1 })).toBeVisible();
    await expect(page.getByText("Add products from the stock list to build the load.")).toBeVisible();
    await expect(page.getByText(`From ${stock.source}`, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Buyer (prices)", exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Review and confirm" })).toBeDisabled();
    // The fresh state is what is saved now.
    await expect
      .poll(async () => {
        const now = JSON.parse(
          (await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)) ?? "{}",
        );
        return [now.version, now.selectedProducts?.length, now.selectedAccount];
      })
      .toEqual([4, 0, null]);
  });
});
