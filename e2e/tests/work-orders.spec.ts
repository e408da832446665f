import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, scanInto, signIn, unique } from "./helpers";

// Shop orders, labor and processing jobs (issue 14): the operator's screens on a received load.

/** Receives assets on a load through the bulk API; answers their (upper-case) barcodes. */
async function receive(api: APIRequestContext, slug: string, assets: Record<string, unknown>[]) {
  const res = await api.post("/spa/assets/bulk", {
    data: { assets: assets.map((a) => ({ activitySlug: slug, ...a })) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return assets.map((a) => String(a.barcode).toUpperCase());
}

/** A pallet and two bins on it, weighed, received on the load; answers [pallet, bin1, bin2]. */
async function receivePalletOfBins(api: APIRequestContext, slug: string) {
  const ref = unique("").toUpperCase();
  return receive(api, slug, [
    { barcode: `P-${ref}`, type: "pallet", grossWeight: 640, netWeight: 600 },
    { barcode: `B1-${ref}`, type: "bin", parentBarcode: `P-${ref}`, grossWeight: 310, netWeight: 290 },
    { barcode: `B2-${ref}`, type: "bin", parentBarcode: `P-${ref}`, grossWeight: 300, netWeight: 280 },
  ]);
}

/** A new client account (the standard asset form: no attributes required); answers its id. */
async function createAccount(api: APIRequestContext, prefix: string): Promise<number> {
  const res = await api.post("/spa/accounts", { data: { name: unique(prefix), assetForm: "standard" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** An inbound load of the account (of its program, if named) made through the API; answers its slug. */
async function createLoad(api: APIRequestContext, accountId: number, programId?: number): Promise<string> {
  const site = await (await api.get("/spa/site")).json();
  const res = await api.post("/spa/activities", {
    data: { type: "inbound", accountId, warehouseId: site.warehouses[0].id, programId: programId ?? null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

/** A work order made through the API; answers its slug. */
async function createWorkOrder(api: APIRequestContext, type: "shop_order" | "processing", loadSlug: string) {
  const res = await api.post("/spa/activities", { data: { type, loadSlug } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

/** The id of a demo user, found by email. */
async function userIdOf(api: APIRequestContext, email: string): Promise<number> {
  const res = await api.get("/spa/users", {
    params: { search: email.split("@")[0] as string, pageSize: 50 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const user = (await res.json()).data.find((u: { email: string }) => u.email === email);
  expect(user, email).toBeTruthy();
  return user.id;
}

/** Chooses an option of a SelectField (or a Mantine Select) by its label. */
async function choose(scope: Page | ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  const page = "page" in scope ? scope.page() : scope;
  await page.getByRole("option", { name: option }).first().click();
}

/** The status badge in the work order's header. */
const headerStatus = (page: Page, label: string) =>
  page.getByRole("heading", { level: 1 }).locator("..").getByText(label, { exact: true });

test("an operator works a received load in a shop order: clock in, scan the bins, make three commodity bins, clock out and complete", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const load = await createLoad(api, await createAccount(api, "Work Co "));
  const [pallet, bin1, bin2] = (await receivePalletOfBins(api, load)) as [string, string, string];
  // Work a lead entered off the clock for a technician: 1.5 h with a crew of 2 (3 person-hours).
  const technician = await userIdOf(api, "priya.patel@example.com");

  await signIn(page, "operator@example.com");

  // The load's Shop orders tab: none yet; a new one on this load.
  await page.goto(`/inbound/${load}`);
  await page.getByRole("tab", { name: "Shop orders" }).click();
  await expect(page.getByText("No shop orders work this load yet.")).toBeVisible();
  await page.getByRole("link", { name: "New shop order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New shop order" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Load" })).toHaveValue(load);
  await expect(page.getByTestId("load-summary")).toContainText("Work Co ");
  await page.getByRole("button", { name: "Create shop order" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^[a-z]+-so-\d+$/ });
  await expect(heading).toBeVisible();
  const order = (await heading.textContent()) ?? "";
  await expect(page.getByTestId("snackbar").filter({ hasText: `${order} created` })).toBeVisible();
  await expect(headerStatus(page, "Open")).toBeVisible();
  await expect(page.getByRole("link", { name: load }).first()).toBeVisible();

  // Labor: nobody yet; clock in at a workstation picked from the warehouse's list.
  await page.getByRole("tab", { name: "Labor" }).click();
  await expect(page.getByTestId("labor-empty")).toHaveText("Nobody has clocked in on this order yet.");
  await choose(page, "Workstation", /-WS-01 · Workstation 1$/);
  await page.getByRole("button", { name: "Clock in" }).click();
  const clocked = page.getByTestId("clocked-in");
  await expect(clocked).toContainText(/Clocked in at [A-Z]+-WS-01 since .* · crew 1 · \d+ min so far/);
  // A clock-in on an open order starts it.
  await expect(headerStatus(page, "In progress")).toBeVisible();
  const segments = page.getByRole("table", { name: "Labor segments" });
  await expect(segments.getByRole("row")).toHaveCount(2);
  await expect(segments.getByRole("row").nth(1)).toContainText("Clocked in");

  // Processed: the load's two bins scanned in; the same bin again and an unknown barcode refused.
  await page.getByRole("tab", { name: "Processed" }).click();
  await expect(page.getByText("Nothing processed yet. Scan an asset in to start.")).toBeVisible();
  const box = page.getByRole("textbox", { name: "Asset barcode" });
  await expect(box).toBeFocused();
  await scanInto(page, "Asset barcode", bin1.toLowerCase());
  await expect(page.getByTestId("scanned-count")).toHaveText("1 scanned this session");
  await expect(box).toHaveValue("");
  await scanInto(page, "Asset barcode", bin2);
  await expect(page.getByTestId("scanned-count")).toHaveText("2 scanned this session");
  const session = page.getByRole("table", { name: "Scanned this session" });
  await expect(session.getByRole("row").nth(1)).toContainText(bin2);
  await expect(session.getByRole("row").nth(1)).toContainText("Added");
  await expect(session.getByRole("row").nth(2)).toContainText(bin1);

  await scanInto(page, "Asset barcode", bin1);
  await expect(page.getByText(`${bin1} is already in shop order ${order}`)).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveValue(bin1);
  // The refused barcode stays selected in the focused box: the next scan replaces it.
  const unknown = unique("NOPE-").toUpperCase();
  await expect(box).toBeFocused();
  await page.keyboard.type(unknown);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`No asset has barcode ${unknown}`)).toBeVisible();
  await expect(page.getByTestId("scanned-count")).toHaveText("2 scanned this session");

  const processed = page.getByRole("table").filter({ hasText: "Last action" });
  await expect(processed.getByRole("row").filter({ hasText: bin1 })).toContainText("No step yet");
  await expect(processed.getByRole("row").filter({ hasText: bin2 })).toBeVisible();
  await expect(processed.getByRole("row").filter({ hasText: pallet })).toHaveCount(0);

  // Three commodity bins out of the first input, each with its product and weights.
  await processed
    .getByRole("row")
    .filter({ hasText: bin1 })
    .getByRole("link", { name: "Create from" })
    .click();
  await expect(page.getByRole("heading", { name: "Create assets out of an input" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Source input" })).toHaveValue(bin1);
  await page.getByRole("button", { name: "Add another" }).click();
  await page.getByRole("button", { name: "Add another" }).click();
  await expect(page.getByRole("heading", { name: "New assets (3)" })).toBeVisible();
  const commodities = [
    { product: "Circuit boards – high grade", gross: "42.5", net: "40" },
    { product: "Insulated copper wire", gross: "65", net: "61.25" },
    { product: "Aluminum heat sinks", gross: "30", net: "28" },
  ];
  for (const [index, c] of commodities.entries()) {
    const row = page.getByRole("group", { name: `Asset ${index + 1}` });
    await row.getByRole("combobox", { name: "Product" }).fill(c.product.split(" ")[0] as string);
    await page.getByRole("option", { name: c.product, exact: true }).click();
    await expect(row.getByRole("combobox", { name: "Product" })).toHaveValue(c.product);
    await row.getByRole("textbox", { name: "Gross weight (lbs)" }).fill(c.gross);
    await row.getByRole("textbox", { name: "Net weight (lbs)" }).fill(c.net);
  }
  await page.getByRole("button", { name: "Create 3 assets" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop-order/${order}/created$`));
  await expect(page.getByRole("tab", { name: "Created", selected: true })).toBeVisible();
  const created = page.getByRole("table").filter({ hasText: "Gross / net" });
  await expect(created.getByRole("row")).toHaveCount(4);
  for (const c of commodities) {
    const row = created.getByRole("row").filter({ hasText: c.product });
    await expect(row).toContainText("Bin");
    await expect(row).toContainText(bin1);
  }
  await expect(created.getByRole("row").filter({ hasText: "Insulated copper wire" })).toContainText(
    /65(\.00)? lbs \/ 61\.25 lbs/,
  );

  // Labor hours: a technician's virtual segment beside the operator's running clock.
  // A two-hour slot of its own in the past years, so runs against one server never overlap.
  const day = new Date(Date.UTC(2021, 0, 1) + Math.floor(Math.random() * 20_000) * 2 * 3_600_000);
  const virtual = await api.post(`/spa/activities/${order}/labor_segments`, {
    params: { type: "virtual" },
    data: {
      userId: technician,
      crewSize: 2,
      startedAt: day.toISOString(),
      endedAt: new Date(day.getTime() + 90 * 60_000).toISOString(),
      note: "Sorted cables off the clock",
    },
  });
  expect(virtual.status(), await virtual.text()).toBe(201);
  await page.getByRole("tab", { name: "Labor" }).click();
  const totals = page.getByRole("table", { name: "Totals per person" });
  const priya = totals.getByRole("row").filter({ hasText: "Priya Patel" });
  await expect(priya).toContainText("1 h 30 min");
  await expect(priya).toContainText("3.00");
  await expect(page.getByTestId("overall-person-hours")).toHaveText(/^3\.0\d$/);
  await expect(page.getByRole("table", { name: "Labor segments" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("table", { name: "Labor segments" })).toContainText("Virtual");

  // Clock out for a reason: the reason is asked for, then the segment closes with it.
  await page.getByRole("button", { name: "Clock out" }).click();
  await expect(page.getByText("Choose why you are clocking out")).toBeVisible();
  await choose(page, "Reason", "End of shift");
  await page.getByRole("button", { name: "Clock out" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "Clocked out" })).toBeVisible();
  await expect(clocked).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Clock in" })).toBeVisible();
  const operatorRow = page
    .getByRole("table", { name: "Labor segments" })
    .getByRole("row")
    .filter({ hasText: /WS-01/ });
  await expect(operatorRow).toContainText("End of shift");
  await expect(operatorRow).not.toContainText("Clocked in");

  // Complete the order, confirmed first; a completed order takes no more scans.
  await page.getByRole("button", { name: "Complete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Complete ${order}?` });
  await expect(dialog).toContainText("moves from in progress to completed");
  await dialog.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${order} is now completed` })).toBeVisible();
  await expect(headerStatus(page, "Completed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await page.getByRole("tab", { name: "Processed" }).click();
  await expect(
    page.getByText(
      "This shop order is completed: nothing more can be scanned in, created or completed in it unless it is reopened.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "Last action" })).toContainText(bin2);
  await expect(page.getByRole("textbox", { name: "Asset barcode" })).toHaveCount(0);
  await api.dispose();
});

test("a program with sow_automated_shop_order makes the shop order on receiving, and its events name the rule", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const accountId = await createAccount(api, "Rules Co ");
  const services = (await (await api.get("/spa/services")).json()) as { id: number; name: string }[];
  const service = services[0] as { id: number; name: string };
  const programName = unique("Recycle program ");
  const program = await api.post(`/spa/accounts/${accountId}/programs`, {
    data: {
      name: programName,
      serviceIds: [service.id],
      rules: [{ type: "sow_automated_shop_order", params: { sowName: "Recycle and report" } }],
    },
  });
  expect(program.status(), await program.text()).toBe(201);
  const load = await createLoad(api, accountId, (await program.json()).id);
  await receive(api, load, [{ barcode: unique("R-"), type: "bin", grossWeight: 120, netWeight: 100 }]);

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${load}/shop-orders`);
  const row = page.getByRole("row").filter({ hasText: /-so-\d+/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Open");
  const order = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
  expect(order).toMatch(/^[a-z]+-so-\d+$/);
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: order })).toBeVisible();

  // The statement of work comes from the program's service.
  await page.getByRole("tab", { name: "Statement of work" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop-order/${order}/sow$`));
  await expect(page.getByRole("main")).toContainText(service.name);

  await page.getByRole("tab", { name: "Events" }).click();
  const events = page.getByRole("table", { name: "Events" });
  const ruleRow = events.getByRole("row").filter({ hasText: "Program rule: SOW automated shop order" });
  await expect(ruleRow).toHaveCount(1);
  await expect(ruleRow).toContainText(`Created on receiving ${load}`);
  await expect(ruleRow).toContainText(programName);

  // The load's own history names the rule too.
  await page.getByRole("link", { name: load }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: load })).toBeVisible();
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${load}/events$`));
  await expect(
    page
      .getByRole("table", { name: "Events" })
      .getByRole("row")
      .filter({ hasText: "Program rule: SOW automated shop order" }),
  ).toContainText(`Shop order ${order} created on receiving`);
  await api.dispose();
});

test("a processing job: an asset set to 100% Complete leaves the list, the other stays", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const load = await createLoad(api, await createAccount(api, "Work Co "));
  const [, bin1, bin2] = (await receivePalletOfBins(api, load)) as [string, string, string];
  const job = await createWorkOrder(api, "processing", load);

  await signIn(page, "operator@example.com");
  await page.goto(`/processing/${job}`);
  await expect(page.getByRole("heading", { level: 1, name: job })).toBeVisible();
  await page.getByRole("tab", { name: "Assets" }).click();
  await expect(page.getByText("No assets in processing. Scan an asset in to start.")).toBeVisible();
  await scanInto(page, "Asset barcode", bin1);
  await expect(page.getByTestId("scanned-count")).toHaveText("1 scanned this session");
  await scanInto(page, "Asset barcode", bin2);
  await expect(page.getByTestId("scanned-count")).toHaveText("2 scanned this session");

  const list = page.getByRole("table").filter({ hasText: "Last step" });
  const row1 = list.getByRole("row").filter({ hasText: bin1 });
  const row2 = list.getByRole("row").filter({ hasText: bin2 });
  await expect(row1).toContainText("No step yet");
  await expect(row2).toBeVisible();
  // The first scan started the job.
  await expect(headerStatus(page, "In progress")).toBeVisible();

  // A step that is not the last one keeps the asset in the list, with its badge.
  await row2.getByRole("button", { name: "Set step" }).click();
  let dialog = page.getByRole("dialog", { name: `Set the step of ${bin2}` });
  await dialog.getByRole("combobox", { name: "Step", exact: true }).fill("Sorted");
  await dialog.getByRole("button", { name: "Set step" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${bin2} is now at "Sorted"` })).toBeVisible();
  await expect(row2).toContainText("Sorted");

  await row1.getByRole("button", { name: "Set step" }).click();
  dialog = page.getByRole("dialog", { name: `Set the step of ${bin1}` });
  await dialog.getByRole("combobox", { name: "Step", exact: true }).fill("100% Complete");
  await dialog.getByRole("button", { name: "Set step" }).click();
  await expect(
    page.getByTestId("snackbar").filter({ hasText: `${bin1} is 100% complete and has left the job` }),
  ).toBeVisible();
  await expect(row1).toHaveCount(0);
  await expect(row2).toBeVisible();
  await expect(row2).toContainText("Sorted");

  // Its page says it is no longer in processing.
  await page.goto(`/processing/${job}/assets/${bin1}`);
  await expect(page.getByText(/not in processing/i).first()).toBeVisible();
  await api.dispose();
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the shop order's Processed tab scans a bin and lists it without sideways scrolling", async ({
    page,
    baseURL,
  }) => {
    const api = await apiSession(baseURL);
    const load = await createLoad(api, await createAccount(api, "Work Co "));
    const [, bin1] = (await receivePalletOfBins(api, load)) as [string, string, string];
    const order = await createWorkOrder(api, "shop_order", load);

    await signIn(page, "operator@example.com");
    await page.goto(`/shop-order/${order}/processed`);
    await expect(page.getByRole("heading", { level: 1, name: order })).toBeVisible();
    const box = page.getByRole("textbox", { name: "Asset barcode" });
    await expect(box).toBeInViewport();
    await scanInto(page, "Asset barcode", bin1);
    await expect(page.getByTestId("scanned-count")).toHaveText("1 scanned this session");
    await expect(page.getByRole("table", { name: "Scanned this session" })).toContainText(bin1);
    const processed = page.getByRole("table").filter({ hasText: "Last action" });
    await expect(processed.getByRole("link", { name: bin1 })).toBeVisible();
    await expect(headerStatus(page, "In progress")).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const boxWidth = (await box.boundingBox())?.width ?? 0;
    expect(boxWidth).toBeGreaterThan(250);
    await api.dispose();
  });
});
