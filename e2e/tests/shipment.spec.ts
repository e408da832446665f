import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  dallasShelves,
  expectNoSidewaysScroll,
  postOk,
  productIdNamed,
  putAt,
  receiveAssets,
  signIn,
  unique,
} from "./helpers";

// Shipment rules (issue 18): a packed load of circuit boards to Pacific E-Cycle, whose R2
// certificate lapsed in the demo data. The load's overview shows the shipment readiness with the
// expired R2 before anyone tries, and marking it shipped is refused with the certificate named.
// The spec makes its own stock, load, pick and shipping unit through the API.

async function accountNamed(api: APIRequestContext, name: string, type: string): Promise<number> {
  const res = await api.get("/spa/accounts", { params: { type, find_by_name: name } });
  const found = (await res.json()).data.find((a: { name: string }) => a.name === name);
  expect(found, name).toBeTruthy();
  return found.id as number;
}

async function putOk(api: APIRequestContext, url: string, data: unknown) {
  const res = await api.put(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test("a load to a vendor whose R2 lapsed is shown not ready and refused with the certificate named", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const { site, shelf } = await dallasShelves(api, "Ship shelf");
  const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL");
  const location = await shelf(`SH${ref}-A-01`);

  // Circuit boards in DAL stock.
  const inbound = await createInboundLoad(api, "Northwind Health");
  const productId = await productIdNamed(api, "Circuit boards – high grade");
  const [boards] = await receiveAssets(api, inbound, [
    { barcode: `SHB-${ref}`, type: "bin", productId, netWeight: 420 },
  ]);
  await putAt(api, location.id, [boards as string]);

  // The outbound load to Pacific E-Cycle: reserved, picked, on a closed pallet, packed.
  const pacific = await accountNamed(api, "Pacific E-Cycle", "dsvs");
  const load = await postOk(api, "/spa/activities", {
    type: "outbound",
    accountId: pacific,
    warehouseId: dal.id,
  });
  const slug: string = load.slug;
  await postOk(api, `/spa/activities/${slug}/reservations`, { barcodes: [boards] });
  await postOk(api, "/spa/picks", { barcode: boards });
  const unit = await postOk(api, `/spa/activities/${slug}/packing_lists`, { packaging: "pallet" });
  await postOk(api, `/spa/packing_lists/${unit.id}/assets`, { barcode: boards });
  await putOk(api, `/spa/packing_lists/${unit.id}`, { grossWeight: 470, status: "closed" });
  await putOk(api, `/spa/activities/${slug}`, { status: "picked" });
  await putOk(api, `/spa/activities/${slug}`, { status: "packed" });

  const check = await (await api.get(`/spa/activities/${slug}/shipment_check`)).json();
  const expired = check.problems.find((p: { code: string }) => p.code === "certificate_expired");
  expect(expired.message).toMatch(
    /^Pacific E-Cycle's R2 or e-Stewards certificate expired on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  // The call to ship is refused (409) with the same words, and nothing changes.
  const refused = await api.put(`/spa/activities/${slug}`, { data: { status: "shipped" } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain(expired.message);
  const after = await (await api.get(`/spa/activities/${slug}`)).json();
  expect(after.status).toBe("packed");

  await signIn(page, "operator@example.com");
  await page.goto(`/outbound/${slug}`);
  const readiness = page.getByLabel("Shipment readiness");
  await expect(readiness.getByText("Not ready to ship")).toBeVisible();
  await expect(readiness.getByText(expired.message)).toBeVisible();
  await expect(readiness.getByText("R2 or e-Stewards", { exact: true })).toBeVisible();
  await expect(readiness.getByText("Expired", { exact: true })).toBeVisible();

  // On a phone (390 px) the checklist fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(readiness.getByText(expired.message)).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.screenshot({ path: test.info().outputPath("shipment-readiness-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Marking it shipped through the screen is refused with the certificate named; the load stays packed.
  await page.getByRole("button", { name: "Mark shipped" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark shipped?" });
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog.getByRole("alert")).toContainText(expired.message);
  await dialog.getByRole("button", { name: "Keep packed" }).click();
  await expect(dialog).toBeHidden();
  expect((await (await api.get(`/spa/activities/${slug}`)).json()).status).toBe("packed");
});
