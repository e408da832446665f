import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  apiSession,
  createClientAccount,
  createInboundLoad,
  createLoadOf,
  receiveAssets,
  signIn,
  unique,
} from "./helpers";

// Stock (issue 17): an operator sees the stock of a class grouped by account, then by product,
// with subtotals and the TOTAL, and exports it to xlsx (read back here); a client sees only their
// own accounts' stock. The spec makes its own class, products, loads and location, receives the
// assets and puts them away through the API, so it needs no other spec's data.

type Stock = { className: string; laptop: string; monitor: string; otherAccount: string; otherId: number };

async function post(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function makeStock(api: APIRequestContext): Promise<Stock> {
  const ref = unique("").toUpperCase();
  const className = `E2E stock class ${ref}`;
  const productClass = await post(api, "/spa/classes", { name: className, serialized: true });
  const laptop = `E2E stock laptop ${ref}`;
  const monitor = `E2E stock monitor ${ref}`;
  const laptopId = (
    await post(api, "/spa/products", { name: laptop, type: "serialized", classId: productClass.id })
  ).id;
  const monitorId = (
    await post(api, "/spa/products", { name: monitor, type: "serialized", classId: productClass.id })
  ).id;
  const otherId = await createClientAccount(api, "E2E Stock Co ");
  const accounts = await (await api.get(`/spa/accounts/${otherId}`)).json();
  const site = await (await api.get("/spa/site")).json();
  const location = await post(api, "/spa/locations", {
    warehouseId: site.warehouses[0].id,
    barcode: `STK-${ref}`,
    name: `Stock shelf ${ref}`,
    type: "inventory",
  });
  const northwindLoad = await createInboundLoad(api, "Northwind Health");
  const otherLoad = await createLoadOf(api, otherId);
  const item = (barcode: string, productId: number, gross: number, net: number) => ({
    barcode,
    type: "serial",
    serialNumber: `SN-${barcode}`,
    productId,
    grossWeight: gross,
    netWeight: net,
  });
  const northwind = await receiveAssets(api, northwindLoad, [
    item(`SKN1-${ref}`, laptopId, 10, 8),
    item(`SKN2-${ref}`, laptopId, 10, 8),
    item(`SKN3-${ref}`, monitorId, 20, 18),
  ]);
  const other = await receiveAssets(api, otherLoad, [item(`SKO1-${ref}`, laptopId, 12, 10)]);
  for (const barcode of [...northwind, ...other])
    await post(api, "/spa/locations/assets", { locationId: location.id, barcode });
  return { className, laptop, monitor, otherAccount: accounts.name, otherId };
}

async function chooseClass(page: Page, className: string) {
  await page.getByRole("combobox", { name: "Product classes" }).click();
  await page.getByRole("combobox", { name: "Product classes" }).fill(className);
  await page.getByRole("option", { name: className }).click();
  await page.keyboard.press("Escape");
}

const groupNames = (page: Page) => page.getByTestId("stock-group").allInnerTexts();

test("stock grouped by account then by product with totals, exported to xlsx; a client sees only their accounts", async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const stock = await makeStock(api);

  await signIn(page, "operator@example.com");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Stock", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Stock", level: 1 })).toBeVisible();
  await chooseClass(page, stock.className);

  // Grouped by account: the other account and Northwind, each with its products and subtotal.
  const summary = page.getByTestId("stock-summary");
  await expect(page.getByTestId("stock-group")).toHaveCount(2);
  const byAccount = (await groupNames(page)).map((t) => t.trim());
  expect(byAccount).toEqual(["Northwind Health", stock.otherAccount].sort((a, b) => a.localeCompare(b)));
  const northwindTotal = summary.getByTestId("stock-subtotal").filter({ hasText: "Northwind Health total" });
  await expect(northwindTotal).toContainText("3");
  await expect(northwindTotal).toContainText("40");
  await expect(summary.getByTestId("stock-row").filter({ hasText: stock.monitor })).toHaveCount(1);
  const total = page.getByTestId("stock-total");
  await expect(total).toContainText("TOTAL");
  await expect(total).toContainText("4");
  await expect(total).toContainText("52");
  await expect(page.getByTestId("stock-value-chart")).toContainText(stock.className);

  // Grouped by product: the laptop held by both accounts, the monitor by Northwind; same TOTAL.
  await page.getByRole("radiogroup").getByText("Product", { exact: true }).click();
  await expect(page.getByTestId("stock-group").first()).toContainText(stock.laptop);
  expect((await groupNames(page)).map((t) => t.split("\n")[0]?.trim())).toEqual([
    stock.laptop,
    stock.monitor,
  ]);
  const laptopTotal = summary.getByTestId("stock-subtotal").filter({ hasText: `${stock.laptop} total` });
  await expect(laptopTotal).toContainText("3");
  await expect(laptopTotal).toContainText("32");
  await expect(total).toContainText("52");

  // The export opens in Excel's format and holds the rows, the subtotals and the TOTAL.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Excel (.xlsx)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("stock-by-product.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path()) as string) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
    );
  });
  expect(rows[0]).toEqual([
    "Account",
    "Product",
    "Product class",
    "Count",
    "Gross (lbs)",
    "Net (lbs)",
    "Value",
    "Unit price",
  ]);
  expect(rows.find((r) => r[1] === `${stock.laptop} total`)?.slice(3, 6)).toEqual(["3", "32", "26"]);
  expect(rows.at(-1)?.slice(0, 6)).toEqual(["TOTAL", "", "", "4", "52", "44"]);
  expect(rows.filter((r) => r[1] === stock.laptop).map((r) => r[0])).toHaveLength(2);

  // The per-asset tab lists the four assets of the class.
  await page.getByRole("tab", { name: "Per asset" }).click();
  await expect(page.getByRole("row").filter({ hasText: stock.laptop })).toHaveCount(3);

  // The client of Northwind sees Northwind's stock and never the other account's.
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signIn(client, "client@example.com");
  await client
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Stock", exact: true })
    .click();
  await expect(client.getByTestId("stock-summary")).toBeVisible();
  const clientGroups = (await client.getByTestId("stock-group").allInnerTexts()).map((t) => t.trim());
  expect(clientGroups).toContain("Northwind Health");
  expect(clientGroups).not.toContain(stock.otherAccount);
  await expect(client.getByRole("combobox", { name: "Product classes" })).toHaveCount(0);
  const refused = await client.request.get(
    `/spa/client/stock?format=summary_priced_inventory&accountIds[]=${stock.otherId}`,
    { headers: { "X-Requested-With": "XMLHttpRequest" } },
  );
  expect(refused.status()).toBe(404);
  await clientContext.close();
});

test("the stock screen fits a phone: filters fold away and the summary shows count and value", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const stock = await makeStock(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "operator@example.com");
  await page.goto("/stock");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await chooseClass(page, stock.className);
  await page.getByRole("button", { name: "Hide filters" }).click();
  await expect(page.getByTestId("stock-group")).toHaveCount(2);
  await expect(page.getByTestId("stock-total")).toContainText("4");
  await expect(page.getByRole("columnheader", { name: "Gross (lbs)" })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
