import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, createInboundLoad, receiveAssets, scanInto, signIn, unique } from "./helpers";

// Putaway (issue 17): an operator puts three received assets away by scanning each asset, then
// a location, from their putaway list, and sees them in the bin view; a held asset is refused
// for an inventory location and another warehouse's location is refused (on a phone), each
// beside the scan box, changing nothing. The spec makes its own load, assets and locations.

async function post(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

type Site = { warehouses: { id: number; shortName: string }[] };

async function setUp(api: APIRequestContext, count: number) {
  const ref = unique("").toUpperCase();
  const site = (await (await api.get("/spa/site")).json()) as Site;
  // Loads made by the helpers are in the site's first warehouse.
  const home = site.warehouses[0] as { id: number; shortName: string };
  const other = site.warehouses.find((w) => w.id !== home.id) as { id: number; shortName: string };
  const shelf = await post(api, "/spa/locations", {
    warehouseId: home.id,
    barcode: `PW${ref}-A-01`,
    name: `Putaway shelf ${ref}`,
    type: "inventory",
  });
  const load = await createInboundLoad(api, "Northwind Health");
  const barcodes = await receiveAssets(
    api,
    load,
    Array.from({ length: count }, (_, i) => ({
      barcode: `PW${i}-${ref}`,
      type: "serial",
      serialNumber: `SN-PW${i}-${ref}`,
    })),
  );
  return { ref, home, other, shelf, load, barcodes, slug: `${home.shortName.toLowerCase()}-inventory` };
}

async function assetAt(api: APIRequestContext, barcode: string) {
  const res = await api.get("/spa/assets", { params: { search: barcode } });
  const found = (await res.json()).data.find((a: { barcode: string }) => a.barcode === barcode);
  return found as { locationId: number | null; activitySlug: string | null };
}

/** A refusal shown beside a scan box: the field marked invalid, its reason under it. */
async function expectRefusal(page: Page, fieldId: string, message: string) {
  await expect(page.locator(`#${fieldId}-error`)).toHaveText(message);
  await expect(page.locator(`#${fieldId}`)).toHaveAttribute("aria-invalid", "true");
}

async function putAwayByScan(page: Page, asset: string, location: string) {
  await scanInto(page, "1. Asset", asset);
  await expect(page.getByRole("textbox", { name: "2. Location" })).toBeFocused();
  await page.keyboard.type(location);
  await page.keyboard.press("Enter");
}

test("put three received assets away by scanning asset then location", async ({ page, baseURL }) => {
  // Three scans, the list, the holdings and the bin view in one story: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const api = await apiSession(baseURL);
  const { shelf, barcodes, slug } = await setUp(api, 3);
  await signIn(page, "operator@example.com");
  await page.goto(`/inventory/${slug}/putaway`);
  await expect(page.getByRole("heading", { name: "Putaway", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "1. Asset" })).toBeFocused();
  const list = page.getByRole("list", { name: "To put away" });
  for (const barcode of barcodes) await expect(list.getByText(barcode, { exact: true })).toBeVisible();

  for (const barcode of barcodes) {
    await putAwayByScan(page, barcode, shelf.barcode.toLowerCase());
    await expect(page.getByTestId("putaway-done")).toHaveText(`${barcode} is at ${shelf.barcode} in ${slug}`);
    // Ready for the next scan: both boxes cleared, the asset box focused.
    await expect(page.getByRole("textbox", { name: "1. Asset" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "1. Asset" })).toBeFocused();
    await expect(list.getByText(barcode, { exact: true })).toHaveCount(0);
  }
  for (const barcode of barcodes)
    expect(await assetAt(api, barcode)).toMatchObject({ locationId: shelf.id, activitySlug: slug });

  // The activity's holdings: scan the shelf to open its bin view.
  await page.goto(`/inventory/${slug}`);
  await scanInto(page, "Scan a location to see its contents", shelf.barcode);
  await expect(page).toHaveURL(new RegExp(`/inventory/${slug}/bins/${shelf.barcode}$`));
  const contents = page.getByRole("table", { name: "Contents of the location" });
  for (const barcode of barcodes) await expect(contents.getByRole("link", { name: barcode })).toBeVisible();
  await expect(page.getByTestId("bin-totals")).toContainText("3 assets");
  await contents
    .getByRole("row", { name: new RegExp(barcodes[0] as string) })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/assets/${barcodes[0]}/events$`));
  await expect(page.getByText(/Put away at/).first()).toBeVisible();
});

test("a held asset is refused for an inventory location, beside the box", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const { shelf, barcodes, slug, load } = await setUp(api, 1);
  const held = barcodes[0] as string;
  const hold = await api.post("/spa/holds", {
    multipart: { barcode: held, type: "legal_hold", processingInstructions: "Litigation: keep" },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  await signIn(page, "operator@example.com");
  await page.goto(`/inventory/${slug}/putaway`);
  await putAwayByScan(page, held, shelf.barcode);
  await expectRefusal(
    page,
    "putaway-location",
    `${held} is on hold; a held asset can go only to a customer quarantine location`,
  );
  expect(await assetAt(api, held)).toMatchObject({ locationId: null, activitySlug: load });
});

test("another warehouse's location is refused on a phone", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await apiSession(baseURL);
  const { ref, other, home, shelf, barcodes, slug, load } = await setUp(api, 1);
  const away = await post(api, "/spa/locations", {
    warehouseId: other.id,
    barcode: `PX${ref}-B-01`,
    name: `Other warehouse shelf ${ref}`,
    type: "inventory",
  });
  await signIn(page, "operator@example.com");
  await page.goto(`/inventory/${slug}/putaway`);
  await putAwayByScan(page, barcodes[0] as string, away.barcode);
  await expectRefusal(
    page,
    "putaway-location",
    `Location ${away.barcode} is in ${other.shortName}; this screen works in ${home.shortName}`,
  );
  // The unknown asset is refused beside the asset box.
  await page.getByRole("button", { name: "Change asset" }).click();
  await putAwayByScan(page, `NOPE${ref}`, shelf.barcode);
  await expectRefusal(page, "putaway-asset", `No asset has barcode NOPE${ref}`);
  expect(await assetAt(api, barcodes[0] as string)).toMatchObject({ locationId: null, activitySlug: load });
  // Nothing overflows the phone's width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
