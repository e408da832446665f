import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  apiSession,
  createShopOrder,
  dallasShelves,
  LAPTOP,
  postOk,
  productIdNamed,
  putAt,
  receiveAssets,
  scanIntoOrder,
  signIn,
  unique,
} from "./helpers";

// Settlement (issue 22): a load of Northwind Health under its Secure ITAD program (the demo's
// program with revenue share, hard-drive credit, triage and a fixed freight charge; see
// apps/server/src/db/seed/demo-pricing.ts and demo-settlement.ts) is received through the API with
// three laptops, a drive harvested from one. The operator fills the draft on the load's
// Settlement tab and finalises it; the client reads the statement and downloads its PDF; a laptop
// of the load sold later on a listing adds a dated revenue-share line the client sees.

const ACCOUNT = "Northwind Health";
const DRIVE = "Hard drives – 3.5 in loose";
/** Laptop suite answers that grade a device B (a grade the listing asks for). */
const GRADE_B = {
  lid: "like_new",
  palmrest: "light_wear",
  powers_on: true,
  keyboard: true,
  display: "ok",
  data_wiped: true,
};

type Rule = { type: string; params: Record<string, unknown> };

/** The account's active program, which must carry the rules this spec settles by. */
async function programOf(api: APIRequestContext, accountId: number) {
  const res = await api.get(`/spa/accounts/${accountId}/programs`);
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  const list = (Array.isArray(body) ? body : body.data) as { id: number; active: boolean; rules: Rule[] }[];
  const program = list.find((p) => p.active);
  expect(program, `${ACCOUNT}'s active program`).toBeTruthy();
  return program as { id: number; rules: Rule[] };
}

/** Dollars as the screens show them, from an exact count of cents. */
const dollars = (cents: bigint) => {
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${(abs % 100n).toString().padStart(2, "0")}`;
};

const snackbar = (page: Page, text: string) => page.getByTestId("snackbar").filter({ hasText: text });

test("an operator settles a received load (draft inputs, finalise); the client reads the net and downloads the PDF; a later sale adds revenue share", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two sessions, a received load made through the API and a sale: more than the default 30 s.
  test.slow();
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const accounts = await (await api.get("/spa/accounts", { params: { find_by_name: ACCOUNT } })).json();
  const account = accounts.data.find((a: { name: string }) => a.name === ACCOUNT);
  const program = await programOf(api, account.id);
  const rule = (type: string) => program.rules.find((r) => r.type === type);
  for (const type of [
    "fixed_freight_cost",
    "triage_service_charge",
    "hard_drive_credit",
    "program_rev_share_pricing",
  ])
    expect(rule(type), `${ACCOUNT}'s program has ${type}`).toBeTruthy();
  const cents = (value: unknown) => BigInt(Math.round(Number(value) * 100));
  const freight = cents(rule("fixed_freight_cost")?.params.amount);
  const triage = cents(rule("triage_service_charge")?.params.amount);
  const perDrive = cents(rule("hard_drive_credit")?.params.amountPerDrive);
  const sharePercent = Number(rule("program_rev_share_pricing")?.params.clientSharePercent);

  // The received load: three laptops, nothing priced (under revenue share they settle as they sell).
  const site = await (await api.get("/spa/site")).json();
  const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL");
  const created = await api.post("/spa/activities", {
    data: {
      type: "inbound",
      accountId: account.id,
      programId: program.id,
      warehouseId: dal.id,
      clientRef: `SETTLE-${ref}`,
      attributes: { projectType: "Business as Usual", businessUnit: "CC-4410 / GL 7200" },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug: string = (await created.json()).slug;
  // Scheduled on a weekday (the dock is closed at weekends), then received.
  const day = new Date(Date.now() + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  for (const data of [
    { status: "scheduled", scheduledDate: day.toISOString().slice(0, 10) },
    { status: "received" },
  ]) {
    const moved = await api.put(`/spa/activities/${slug}`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const laptopId = await productIdNamed(api, LAPTOP);
  const [withDrive, forSale, third] = (await receiveAssets(
    api,
    slug,
    ["1", "2", "3"].map((n) => ({
      barcode: `ST${n}-${ref}`,
      type: "serial",
      serialNumber: `SNST${n}X${ref}`,
      productId: laptopId,
    })),
  )) as [string, string, string];
  expect(third).toBeTruthy();
  // A drive harvested from the first laptop on a shop order of the load.
  const order = await createShopOrder(api, slug);
  await scanIntoOrder(api, order, [withDrive]);
  await postOk(api, `/spa/assets/${withDrive}/components`, {
    components: [{ productId: await productIdNamed(api, DRIVE), serialNumber: `WD-${ref}` }],
  });

  // The operator opens the load's pricing and its Settlement tab.
  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}`);
  await page.getByRole("tab", { name: "Pricing" }).click();
  await page.getByRole("tab", { name: "Settlement" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}/pricing/settlement$`));
  const lines = page.getByRole("table", { name: "Statement lines" });
  await expect(lines.getByRole("rowgroup", { name: "Triage" })).toContainText("3 pieces");
  await expect(lines.getByRole("rowgroup", { name: "Triage" })).toContainText(`-${dollars(3n * triage)}`);
  await expect(lines.getByRole("rowgroup", { name: "Hard drives" })).toContainText(dollars(perDrive));
  await expect(lines.getByRole("rowgroup", { name: "Freight" })).toContainText(`-${dollars(freight)}`);

  // The draft's inputs: payment type, carrier cost and miles (printed on the statement).
  const form = page.getByRole("form", { name: "Draft inputs" });
  await form.getByRole("combobox", { name: "Payment type" }).click();
  await page.getByRole("option", { name: "ACH" }).click();
  await form.getByRole("textbox", { name: /Carrier cost/ }).fill("640");
  await form.getByRole("textbox", { name: /Miles/ }).fill("212.5");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(snackbar(page, "Draft saved")).toBeVisible();
  await expect(form.getByRole("textbox", { name: /Carrier cost/ })).toHaveValue("640.00");

  // The net on the screen is the statement's, exact to the cent.
  const draft = await (await api.get(`/spa/activities/${slug}/settlement`)).json();
  expect(draft.status).toBe("draft");
  expect(draft.unpricedProducts).toEqual([]);
  const net = BigInt(draft.totals.net.replace(".", ""));
  await expect(page.getByTestId("statement-net")).toHaveText(dollars(net));

  // Only a processed load can be marked priced: the operator marks it processed from the frame
  // (its work orders are open, so the program's move_load_to_priced leaves it processed).
  const finalise = page.getByRole("button", { name: "Finalise statement" });
  await expect(finalise).toBeDisabled();
  await expect(finalise).toHaveAccessibleDescription(/mark it processed first/);
  await page.getByRole("button", { name: "Mark processed" }).click();
  await page
    .getByRole("dialog", { name: "Mark processed?" })
    .getByRole("button", { name: "Mark processed" })
    .click();
  await expect(snackbar(page, `${slug} is now processed`)).toBeVisible();
  await finalise.click();
  const dialog = page.getByRole("dialog", { name: "Finalise the statement?" });
  await expect(dialog).toContainText(`This marks load ${slug} priced`);
  await expect(dialog).toContainText("Afterwards only adjustments change it");
  await dialog.getByRole("button", { name: "Finalise and mark priced" }).click();
  await expect(snackbar(page, "finalised; the load is priced")).toBeVisible();
  await expect(page.getByText("Final", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add adjustment" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Draft inputs" })).toHaveCount(0);
  await expect(page.getByText("Payment type:").locator("..")).toContainText("ACH");

  // The client reads the statement on the load and downloads its PDF.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, "client@example.com");
  await client.goto(`/loads/${slug}/statement`);
  await expect(client.getByTestId("statement-net")).toHaveText(dollars(net));
  await expect(client.getByRole("region", { name: "Net" })).toContainText(
    net < 0n ? "Due from the client" : "Due to the client",
  );
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    client.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ST-${slug.toUpperCase()}.pdf`);
  const file = testInfo.outputPath("statement.pdf");
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(client.getByRole("table", { name: "Revenue share by sale" })).toHaveCount(0);

  // Later a laptop of the load, wiped, graded and shelved, sells on a listing.
  const suites = (await (await api.get("/spa/test_suites")).json()) as { id: number; name: string }[];
  const suiteId = suites.find((s) => s.name === "Laptop")?.id as number;
  const suite = await (await api.get(`/spa/test_suites/${suiteId}`)).json();
  await postOk(api, `/spa/assets/${forSale}/erasures`, {
    tool: "Blancco 8",
    method: "purge",
    passes: 1,
    result: "passed",
    verified: true,
    finishedAt: new Date().toISOString(),
  });
  await postOk(api, "/spa/test_results", {
    barcode: forSale,
    testSuiteId: suiteId,
    versionId: suite.versions[0].id,
    answers: GRADE_B,
  });
  const { shelf } = await dallasShelves(api, "Settlement shelf");
  await putAt(api, (await shelf(`STL-${ref}`)).id, [forSale]);
  const listing = await postOk(api, "/spa/listings", {
    platform: "auction_marketplace",
    title: `EliteBook grade B ${ref}`,
    productId: laptopId,
    grade: "B",
    price: 150,
    status: "listed",
  });
  await postOk(api, `/spa/listings/${listing.id}/assets`, { barcode: forSale });
  const sold = await api.put(`/spa/listings/${listing.id}/assets/${forSale}`, {
    data: { action: "sold", salePrice: 150, buyer: "e2e buyer" },
  });
  expect(sold.status(), await sold.text()).toBe(200);

  // The client's statement has grown by the dated share: 150.00 × share %, rounded once.
  const share = (15_000n * BigInt(Math.round(sharePercent * 10_000)) + 500_000n) / 1_000_000n;
  await client.reload();
  const shares = client.getByRole("table", { name: "Revenue share by sale" });
  const row = shares.getByRole("row").filter({ hasText: forSale });
  await expect(row).toContainText(dollars(share));
  await expect(client.getByTestId("revenue-share-total")).toHaveText(dollars(share));
  await expect(client.getByTestId("statement-net")).toHaveText(
    dollars(net + share < 0n ? -(net + share) : net + share),
  );
  await clientContext.close();
});
