import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";
/** The CSRF header every state-changing call carries. */
export const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** Signs in through the sign-in screen and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

/** A value unique to one test run, so specs never collide on data they create. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** An API session of a demo user (the operator unless named), apart from the page's own session. */
export async function apiSession(
  baseURL: string | undefined,
  email = "operator@example.com",
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: XHR });
  const signedIn = await api.post("/spa/login", { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  return api;
}

/** Types a code into a barcode field like a keyboard-wedge scanner: keystrokes, then Enter. */
export async function scanInto(page: Page, field: string, code: string) {
  await page.getByRole("textbox", { name: field }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

/**
 * Creates an inbound load of the named demo account through the API (the fields its inbound
 * form requires filled in); answers its slug.
 */
export async function createInboundLoad(
  api: APIRequestContext,
  accountName: string,
  clientRef?: string,
): Promise<string> {
  const site = await (await api.get("/spa/site")).json();
  const accounts = await (await api.get("/spa/accounts", { params: { find_by_name: accountName } })).json();
  const account = accounts.data.find((a: { name: string }) => a.name === accountName);
  expect(account, accountName).toBeTruthy();
  // The client-type-one inbound form asks for a project type and a cost center (SPEC §5).
  const attributes =
    account.inboundForm === "client_type_one"
      ? { projectType: "Business as Usual", businessUnit: "CC-4410 / GL 7200" }
      : {};
  const created = await api.post("/spa/activities", {
    data: {
      type: "inbound",
      accountId: account.id,
      warehouseId: site.warehouses[0].id,
      clientRef,
      attributes,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).slug;
}

/** A new client account (the standard asset form: no attributes required); answers its id. */
export async function createClientAccount(api: APIRequestContext, prefix: string): Promise<number> {
  const res = await api.post("/spa/accounts", { data: { name: unique(prefix), assetForm: "standard" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** An inbound load of the account in the site's first warehouse, made through the API; answers its slug. */
export async function createLoadOf(api: APIRequestContext, accountId: number): Promise<string> {
  const site = await (await api.get("/spa/site")).json();
  const res = await api.post("/spa/activities", {
    data: { type: "inbound", accountId, warehouseId: site.warehouses[0].id },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

/** A shop order working the load, made through the API; answers its slug. */
export async function createShopOrder(api: APIRequestContext, loadSlug: string): Promise<string> {
  const res = await api.post("/spa/activities", { data: { type: "shop_order", loadSlug } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

/** Receives assets on an activity through the bulk API, all or none; answers their (upper-case) barcodes. */
export async function receiveAssets(
  api: APIRequestContext,
  activitySlug: string,
  assets: Record<string, unknown>[],
): Promise<string[]> {
  const res = await api.post("/spa/assets/bulk", {
    data: { assets: assets.map((a) => ({ activitySlug, ...a })) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return assets.map((a) => String(a.barcode).toUpperCase());
}

/** Scans assets into a shop order or processing job through the API (all or none). */
export async function scanIntoOrder(api: APIRequestContext, orderSlug: string, barcodes: string[]) {
  const res = await api.post(`/spa/activities/${orderSlug}/work_assets`, { data: { barcodes } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The id of the catalogue product with exactly this name. */
export async function productIdNamed(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get("/spa/products/find", { params: { q: name } });
  expect(res.ok(), await res.text()).toBe(true);
  const product = ((await res.json()) as { id: number; name: string }[]).find((p) => p.name === name);
  expect(product, name).toBeTruthy();
  return (product as { id: number }).id;
}

/** A POST through the API that must succeed (status under 300); answers the JSON body. */
export async function postOk(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/**
 * The signed-in user's site and a maker of inventory locations in DAL through the API, each named
 * `${namePrefix} ${barcode}`.
 */
export async function dallasShelves(api: APIRequestContext, namePrefix: string) {
  const site = await (await api.get("/spa/site")).json();
  const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL");
  const shelf = (barcode: string) =>
    postOk(api, "/spa/locations", {
      warehouseId: dal.id,
      barcode,
      name: `${namePrefix} ${barcode}`,
      type: "inventory",
    });
  return { site, shelf };
}

/**
 * Serial assets received on the load through the API: barcode `${prefix}${name}-${ref}`, serial
 * number `SN-${name}-${ref}` for each name; answers their barcodes in order.
 */
export async function receiveSerials<const Names extends readonly string[]>(
  api: APIRequestContext,
  load: string,
  prefix: string,
  ref: string,
  names: Names,
): Promise<{ [K in keyof Names]: string }> {
  const barcodes = await receiveAssets(
    api,
    load,
    names.map((n) => ({ barcode: `${prefix}${n}-${ref}`, type: "serial", serialNumber: `SN-${n}-${ref}` })),
  );
  return barcodes as { [K in keyof Names]: string };
}

/** Puts each asset at the location through the API (the putaway scan), one after the other. */
export async function putAt(api: APIRequestContext, locationId: number, barcodes: string[]) {
  for (const barcode of barcodes) await postOk(api, "/spa/locations/assets", { locationId, barcode });
}

/**
 * Nothing on the page scrolls sideways. Polled: right after the window narrows the menu is still
 * sliding away, so a single reading can see the wide layout.
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `${what} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}

/** The laptop the listing specs grade and sell. */
export const LAPTOP = "HP EliteBook 840 G8";
/** Laptop suite answers that grade a device B. */
const GRADE_B = {
  lid: "like_new",
  palmrest: "light_wear",
  powers_on: true,
  keyboard: true,
  display: "ok",
  data_wiped: true,
};

/**
 * `n` laptops of Northwind received, erased (verified), graded B and put away on a new DAL shelf
 * (`prefix` starts their barcodes, serials and shelf); answers their barcodes.
 */
export async function gradedLaptops(
  api: APIRequestContext,
  n: number,
  ref: string,
  prefix: string,
): Promise<string[]> {
  const productId = await productIdNamed(api, LAPTOP);
  const load = await createInboundLoad(api, "Northwind Health");
  const barcodes = await receiveAssets(
    api,
    load,
    Array.from({ length: n }, (_, i) => ({
      barcode: `${prefix}${i + 1}-${ref}`,
      type: "serial",
      serialNumber: `SN${prefix}${i + 1}X${ref}`,
      productId,
    })),
  );
  const suites = (await (await api.get("/spa/test_suites")).json()) as { id: number; name: string }[];
  const suiteId = suites.find((s) => s.name === "Laptop")?.id as number;
  const suite = await (await api.get(`/spa/test_suites/${suiteId}`)).json();
  for (const barcode of barcodes) {
    await postOk(api, `/spa/assets/${barcode}/erasures`, {
      tool: "Blancco 8",
      method: "purge",
      passes: 1,
      result: "passed",
      verified: true,
      finishedAt: new Date().toISOString(),
    });
    await postOk(api, "/spa/test_results", {
      barcode,
      testSuiteId: suiteId,
      versionId: suite.versions[0].id,
      answers: GRADE_B,
    });
  }
  const { shelf } = await dallasShelves(api, `${prefix} shelf`);
  const location = await shelf(`${prefix}-${ref}`);
  await putAt(api, location.id, barcodes);
  return barcodes;
}
