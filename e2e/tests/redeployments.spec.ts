import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, postOk, signIn } from "./helpers";

// Redeployments (issue 19): a client orders two of its redeployment laptops (the demo's grade B
// Dell Latitude 7420s kept at DAL-RDP) for an employee in its portal, on a phone, and follows the
// order to shipped; in between the warehouse picks, packs and ships its outbound load (through
// the API, as the outbound specs move loads).

async function putOk(api: APIRequestContext, url: string, data: unknown) {
  const res = await api.put(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a client orders two redeployment laptops for an employee and follows the order to shipped", async ({
  page,
  baseURL,
}) => {
  // Four screens and a load moved through five steps, each waiting on the server.
  test.slow();
  await signIn(page, "client@example.com");
  await page.goto("/redeployments/listings");
  await expect(page.getByRole("heading", { name: "Redeployment stock", level: 1 })).toBeVisible();
  const orderB = page.getByRole("link", { name: "Order Dell Latitude 7420 grade B" });
  await expect(page.getByRole("row").filter({ has: orderB })).toContainText("Northwind Health");
  await noSidewaysScroll(page, "the redeployment stock");
  await page.getByRole("link", { name: "Order Dell Latitude 7420 grade B" }).click();

  await expect(page.getByRole("heading", { name: "New redeployment order" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /Line 1/ })).toHaveValue(/Dell Latitude 7420 grade B/);
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await page.getByRole("textbox", { name: "Name" }).fill("Riley Park");
  await page.getByRole("textbox", { name: "Email" }).fill("riley.park@northwind.example.com");
  await page.getByRole("textbox", { name: "Address line 1" }).fill("500 Main St");
  await page.getByRole("textbox", { name: "City" }).fill("Fort Worth");
  await page.getByRole("textbox", { name: "State or region" }).fill("TX");
  await page.getByRole("textbox", { name: "Postal code" }).fill("76102");
  const country = page.getByRole("combobox", { name: "Country" });
  await country.fill("US");
  await country.press("Tab");
  await expect(country).toHaveValue(/United States/);
  await noSidewaysScroll(page, "the new order form");
  await page.getByRole("button", { name: "Submit order" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit the order?" });
  await expect(dialog).toContainText("2 devices will be reserved and sent to Riley Park");
  await dialog.getByRole("button", { name: "Submit order" }).click();

  await expect(page).toHaveURL(/\/redeployments\/orders\/\d+$/);
  const orderId = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { name: `Redeployment order #${orderId}` })).toBeVisible();
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  const devices = page.getByRole("table").filter({ hasText: "Barcode" });
  await expect(devices.getByRole("row")).toHaveCount(3);
  await noSidewaysScroll(page, "the order");

  // The warehouse picks the reserved laptops, puts them on a closed pallet, packs and ships the load.
  const api = await apiSession(baseURL);
  const order = await (await api.get(`/spa/redeployment_orders/${orderId}`)).json();
  expect(order.devices).toHaveLength(2);
  const slug: string = order.outbound.slug;
  await putOk(api, `/spa/redeployment_orders/${orderId}`, { status: "picking" });
  const unit = await postOk(api, `/spa/activities/${slug}/packing_lists`, { packaging: "box" });
  for (const device of order.devices as { barcode: string }[]) {
    await postOk(api, "/spa/picks", { barcode: device.barcode });
    await postOk(api, `/spa/packing_lists/${unit.id}/assets`, { barcode: device.barcode });
  }
  await putOk(api, `/spa/packing_lists/${unit.id}`, { grossWeight: 14, status: "closed" });
  await putOk(api, `/spa/activities/${slug}`, { status: "picked" });
  await putOk(api, `/spa/activities/${slug}`, { status: "packed" });
  await putOk(api, `/spa/activities/${slug}`, { status: "shipped" });

  await page.reload();
  await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(page.getByText(`Load shipped`)).toBeVisible();
  await page.getByRole("link", { name: "← Redeployment orders" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Riley Park" })).toContainText("Shipped");
  await noSidewaysScroll(page, "the orders list");
});
