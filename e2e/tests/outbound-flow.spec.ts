import { expect, type Page, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  dallasShelves,
  expectNoSidewaysScroll,
  postOk,
  productIdNamed,
  putAt,
  receiveAssets,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// The outbound flow (issue 18): an outbound load to Evergreen Metals Recovery (qualified in the
// demo) with three bins of circuit boards reserved through the API is picked with a scanner on
// the load's pick list, consolidated onto two pallets, each weighed and closed, its packing list
// printed (the PDF answers), then marked picked, packed and shipped through the screens. The spec
// makes its own stock, so it needs no other spec's data.

async function move(page: Page, label: string) {
  await page.getByRole("button", { name: label }).click();
  const dialog = page.getByRole("dialog", { name: `${label}?` });
  await dialog.getByRole("button", { name: label }).click();
  await expect(dialog).toBeHidden();
}

test("pick, consolidate onto two pallets, print the packing list and ship", async ({ page, baseURL }) => {
  // The whole flow, from stock to shipped, through four screens: the long test's time.
  test.slow();
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const { site, shelf } = await dallasShelves(api, "Outbound shelf");
  const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL");
  const location = await shelf(`OF${ref}-A-01`);

  const inbound = await createInboundLoad(api, "Northwind Health");
  const productId = await productIdNamed(api, "Circuit boards – high grade");
  const bins = await receiveAssets(
    api,
    inbound,
    ["1", "2", "3"].map((n) => ({ barcode: `OFB${n}-${ref}`, type: "bin", productId, netWeight: 300 })),
  );
  await putAt(api, location.id, bins);

  const vendors = await (
    await api.get("/spa/accounts", { params: { type: "dsvs", find_by_name: "Evergreen Metals Recovery" } })
  ).json();
  const evergreen = vendors.data.find((a: { name: string }) => a.name === "Evergreen Metals Recovery");
  const load = await postOk(api, "/spa/activities", {
    type: "outbound",
    accountId: evergreen.id,
    warehouseId: dal.id,
  });
  const slug: string = load.slug;
  await postOk(api, `/spa/activities/${slug}/reservations`, { barcodes: bins });

  await signIn(page, "operator@example.com");

  // The pick list: the product with 3 to pick, then its reservations, picked by scanning.
  await page.goto(`/outbound/${slug}/pick-list`);
  const products = page.getByRole("table", { name: "Products to pick" });
  await expect(products.getByRole("row", { name: /Circuit boards – high grade/ })).toContainText("3");
  await products.getByRole("link", { name: "Circuit boards – high grade" }).click();
  await expect(page.getByLabel(`Location OF${ref}-A-01`)).toContainText(bins[0] as string);
  await scanInto(page, "Scan an asset to pick", "NOPE-404");
  await expect(page.getByText("No asset has barcode NOPE-404")).toBeVisible();
  // The refused text stays selected in the focused box: the scanner's next code replaces it.
  await expect(page.getByRole("textbox", { name: "Scan an asset to pick" })).toBeFocused();
  for (const bin of bins) {
    await page.keyboard.type(bin);
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Picked ${bin} for ${slug}`)).toBeVisible();
  }
  await expect(page.getByText("Nothing left to pick")).toBeVisible();

  // On a phone (390 px) the product's pick list fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("table", { name: "Picked or short" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.setViewportSize({ width: 1280, height: 720 });

  await move(page, "Mark picked");
  await expect(page.getByRole("button", { name: "Mark packed" })).toBeVisible();

  // Consolidation: two pallets, two bins on the first, one on the second.
  await page.getByRole("tab", { name: "Consolidation" }).click();
  await expect(page).toHaveURL(new RegExp(`/outbound/${slug}/consolidation$`));
  await page.getByRole("button", { name: "New pallet" }).click();
  const first = page.getByRole("region", { name: /^Shipping unit PL-/ });
  await expect(first).toBeVisible();
  const firstName = (await first.getAttribute("aria-label")) as string;
  const firstBarcode = firstName.replace("Shipping unit ", "");
  const scanLabel = `Scan a picked asset onto ${firstBarcode}`;
  await scanInto(page, scanLabel, bins[0] as string);
  await expect(page.getByText(`${bins[0]} is on ${firstBarcode}`)).toBeVisible();
  await scanInto(page, scanLabel, bins[1] as string);
  await expect(page.getByRole("table", { name: `Contents of ${firstBarcode}` }).getByRole("row")).toHaveCount(
    2,
  );
  await first.getByRole("button", { name: "Close unit" }).click();
  await expect(first.getByText("Weigh the unit: closing needs its gross weight")).toBeVisible();
  await first.getByLabel("Gross weight (lbs)").fill("640");
  await first.getByLabel("Tare weight (lbs)").fill("40");
  await first.getByRole("button", { name: "Close unit" }).click();
  await expect(first.getByText("Closed", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "New pallet" }).click();
  const second = page.getByRole("region", { name: /^Shipping unit PL-/ });
  await expect(second).not.toHaveAttribute("aria-label", firstName);
  const secondBarcode = ((await second.getAttribute("aria-label")) as string).replace("Shipping unit ", "");
  await scanInto(page, `Scan a picked asset onto ${secondBarcode}`, bins[2] as string);
  await expect(page.getByText(`${bins[2]} is on ${secondBarcode}`)).toBeVisible();
  await second.getByLabel("Gross weight (lbs)").fill("330");
  await second.getByRole("button", { name: "Close unit" }).click();
  await expect(second.getByText("Closed", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Consolidation progress")).toContainText(
    "3 picked · 3 on units · 0 on no unit · 0 open units",
  );

  // The packing list prints: the unit's and the load's PDF answer.
  const unitPdf = await page.request.get(
    (await second.getByRole("link", { name: "Print packing list" }).getAttribute("href")) as string,
  );
  expect(unitPdf.status()).toBe(200);
  expect(unitPdf.headers()["content-type"]).toBe("application/pdf");
  const loadPdf = await page.request.get(
    (await page.getByRole("link", { name: "Print the load's packing list" }).getAttribute("href")) as string,
  );
  expect(loadPdf.status()).toBe(200);
  expect((await loadPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // On a phone the consolidation screen fits too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel("Consolidation progress")).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.screenshot({ path: test.info().outputPath("consolidation-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The consignee-wide screen lists the load with its two units.
  await page.goto(`/consolidation?accountId=${evergreen.id}`);
  await page.getByRole("button", { name: `Load ${slug}` }).click();
  await expect(page.getByRole("region", { name: `Shipping unit ${firstBarcode}` })).toBeVisible();
  await expect(page.getByText(`${secondBarcode} (1)`)).toBeVisible();

  // Packed, then shipped to the qualified vendor.
  await page.goto(`/outbound/${slug}`);
  await move(page, "Mark packed");
  await expect(page.getByRole("button", { name: "Mark shipped" })).toBeVisible();
  await move(page, "Mark shipped");
  expect((await (await api.get(`/spa/activities/${slug}`)).json()).status).toBe("shipped");
});
