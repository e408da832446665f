import { expect, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  createShopOrder,
  dallasShelves,
  expectNoSidewaysScroll,
  postOk,
  putAt,
  receiveSerials,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Picking (issue 17): stock reserved for a shop order (two through the API, one through the
// order's "Reserve stock" dialog) is picked from the picker's list in walking order by scanning,
// one asset is reported short with a reason, and the order's reserved page shows how each ended.
// The spec makes its own load, locations, stock (received and put away through the API) and
// order, so it needs no other spec's data.

test("pick a list in walking order with a short-pick", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const { site, shelf } = await dallasShelves(api, "Pick shelf");
  const a10 = await shelf(`PK${ref}-A-10`);
  const a02 = await shelf(`PK${ref}-A-02`);

  const load = await createInboundLoad(api, "Northwind Health");
  const [far, near1, near2] = await receiveSerials(api, load, "PK", ref, ["F", "N1", "N2"]);
  await putAt(api, a10.id, [far]);
  await putAt(api, a02.id, [near1, near2]);
  const order = await createShopOrder(api, load);
  await postOk(api, `/spa/activities/${order}/reservations`, {
    barcodes: [far, near2],
    assignedTo: site.user.id,
  });

  await signIn(page, "operator@example.com");

  // The third through the order's reserved page and its dialog.
  await page.goto(`/shop-order/${order}/itad/reserved`);
  await page.getByRole("button", { name: "Reserve stock" }).click();
  const dialog = page.getByRole("dialog", { name: "Reserve stock" });
  await scanInto(page, "Asset barcode", "NOPE-404");
  await scanInto(page, "Asset barcode", near1 as string);
  await dialog.getByRole("button", { name: "Reserve 2 assets" }).click();
  await expect(dialog.getByRole("alert")).toContainText("No asset has barcode NOPE-404");
  await dialog.getByRole("button", { name: "Remove NOPE-404" }).click();
  await dialog.getByRole("button", { name: "Reserve 1 asset" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "Reserved stock" }).getByRole("row")).toHaveCount(4);

  // The list in walking order: A-02 (two assets) before A-10.
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Picking", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Picking", level: 1 })).toBeVisible();
  const list = page.getByLabel("Pick list");
  const stops = list.getByRole("region");
  await expect(list.getByRole("region", { name: `Location PK${ref}-A-02` })).toContainText(near1 as string);
  const names = await stops.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  const mine = names.filter((n) => n?.includes(ref));
  expect(mine).toEqual([`Location PK${ref}-A-02`, `Location PK${ref}-A-10`]);

  // On a phone (390 px) the list and the scan box fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole("region", { name: `Location PK${ref}-A-10` })).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.screenshot({ path: test.info().outputPath("picking-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // An unknown barcode is refused beside the box; a good scan picks and clears the box.
  await scanInto(page, "Scan an asset to pick", "NOPE-404");
  await expect(page.getByText("No asset has barcode NOPE-404")).toBeVisible();
  // The refused text stays selected in the focused box: the scanner's next code replaces it.
  await expect(page.getByRole("textbox", { name: "Scan an asset to pick" })).toBeFocused();
  await page.keyboard.type(near1 as string);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Picked ${near1} for ${order}`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Scan an asset to pick" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Scan an asset to pick" })).toBeFocused();

  // The second asset at A-02 is not there: short with a reason.
  await list
    .getByTestId("pick-line")
    .filter({ hasText: near2 as string })
    .getByRole("button", { name: "Short" })
    .click();
  const short = page.getByRole("dialog", { name: `Short-pick ${near2}` });
  await short.getByRole("radio", { name: "Not at its location" }).check();
  await short.getByRole("button", { name: "Report short" }).click();
  await expect(short).toBeHidden();
  await expect(page.getByText(`Reported ${near2} short`)).toBeVisible();
  await expect(list.getByRole("region", { name: `Location PK${ref}-A-02` })).toHaveCount(0);

  await scanInto(page, "Scan an asset to pick", far as string);
  await expect(page.getByText(`Picked ${far} for ${order}`)).toBeVisible();
  await expect(list.getByText(far as string)).toHaveCount(0);

  // The order's reserved page: two picked, one short with its reason.
  await page.goto(`/shop-order/${order}/itad/reserved`);
  const table = page.getByRole("table", { name: "Reserved stock" });
  await expect(table.getByRole("row").filter({ hasText: near2 as string })).toContainText(
    "Not at its location",
  );
  await expect(table.getByRole("row").filter({ hasText: far as string })).toContainText("Picked");
  await expect(page.getByText("Picked: 2")).toBeVisible();
  await expect(page.getByText("Short-picked: 1")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole("row").filter({ hasText: far as string })).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.screenshot({ path: test.info().outputPath("reserved-390.png"), fullPage: true });
});
