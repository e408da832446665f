import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiSession,
  createClientAccount,
  createLoadOf,
  createShopOrder,
  productIdNamed,
  receiveAssets,
  scanInto,
  scanIntoOrder,
  signIn,
  unique,
} from "./helpers";

// IT asset disposition inside shop orders (issue 15): testing and grading a laptop, bulk-created
// serials, harvested parts, LPN packing, bulk routing and a locked device's hold. Every test makes
// its own account, load, shop order and devices through the API.

const LAPTOP = "HP EliteBook 840 G8";
const DRIVE = "Hard drives – 3.5 in loose";

type Order = { api: APIRequestContext; order: string; load: string; laptopId: number };

/** A new client's load and a shop order working it, made by the operator through the API. */
async function shopOrderOnNewLoad(baseURL: string | undefined): Promise<Order> {
  const api = await apiSession(baseURL);
  const load = await createLoadOf(api, await createClientAccount(api, "ITAD Co "));
  const order = await createShopOrder(api, load);
  return { api, order, load, laptopId: await productIdNamed(api, LAPTOP) };
}

/** `n` laptops (each its own barcode and serial) received on the load; answers their barcodes. */
async function receiveLaptops({ api, load, laptopId }: Order, n: number): Promise<string[]> {
  const ref = unique("").toUpperCase();
  return receiveAssets(
    api,
    load,
    Array.from({ length: n }, (_, i) => ({
      barcode: `LT${i + 1}-${ref}`,
      type: "serial",
      serialNumber: `SN${i + 1}X${ref}`,
      productId: laptopId,
    })),
  );
}

/** Laptops received on the load and scanned into the shop order (through the API). */
async function laptopsInOrder(o: Order, n: number): Promise<string[]> {
  const barcodes = await receiveLaptops(o, n);
  await scanIntoOrder(o.api, o.order, barcodes);
  return barcodes;
}

/**
 * A passed, verified erasure of each device, recorded through the API: laptops bear data, and
 * only an erased one may go to reuse or resale (issue 16's rule).
 */
async function eraseDevices(api: APIRequestContext, barcodes: string[]) {
  for (const barcode of barcodes) {
    const res = await api.post(`/spa/assets/${barcode}/erasures`, {
      data: {
        tool: "Blancco 8",
        method: "purge",
        passes: 1,
        result: "passed",
        verified: true,
        finishedAt: new Date().toISOString(),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** An asset as the API answers it, found by barcode. */
async function assetByBarcode(api: APIRequestContext, barcode: string) {
  const res = await api.get("/spa/assets", { params: { find: "barcode", barcode, pageSize: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data[0];
}

/** Chooses an option of a SelectField (or a Mantine Select) by its label. */
async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  const page = "page" in scope ? scope.page() : scope;
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** Picks a catalogue product in a ProductPicker by typing part of its name. */
async function pickProduct(page: Page, name: string) {
  const box = page.getByRole("combobox", { name: "Product", exact: true });
  await box.fill(name.split(" ").slice(0, 2).join(" "));
  await page.getByRole("option", { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

/** One question of the test flow, found by its prompt. */
const question = (page: Page, prompt: string) => page.getByRole("group", { name: prompt });

/** Scans serials into a scan list (LPN packing, bulk routing), each checked into the list. */
async function scanSerials(page: Page, list: string, barcodes: string[]) {
  for (const [i, barcode] of barcodes.entries()) {
    await scanInto(page, "Serial barcode", barcode);
    await expect(page.getByRole("table", { name: list }).getByRole("row")).toHaveCount(i + 1);
  }
}

/**
 * Every scenario runs on a phone (the technician works on one) and on a desktop screen.
 * On the phone, each screen is also checked for sideways scrolling.
 */
const SCREENS = [
  {
    name: "on a phone (390 px)",
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: "on a desktop (1280 px)", use: { viewport: { width: 1280, height: 800 } } },
] as const;

/**
 * The screen as it stands: no wider than the viewport (nothing makes it scroll sideways), and,
 * with E2E_SCREENSHOTS set to a folder, a full-page screenshot there to look at.
 */
async function look(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${folder}/itad-${width}-${name}.png`, fullPage: true });
  }
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test("a technician scans a laptop in, answers the laptop suite (a hidden question loses its answer), saves, and the device shows grade B and the suggested disposition", async ({
      page,
      baseURL,
    }) => {
      const o = await shopOrderOnNewLoad(baseURL);
      const [laptop] = (await receiveLaptops(o, 1)) as [string];

      await signIn(page, "priya.patel@example.com");
      await page.goto(`/shop-order/${o.order}/itad`);
      await expect(page.getByRole("heading", { level: 1, name: o.order })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Asset barcode" })).toBeInViewport();
      await scanInto(page, "Asset barcode", laptop.toLowerCase());
      await expect(page.getByTestId("scanned-count")).toHaveText("1 scanned this session");
      await look(page, "order-scan");
      await page
        .getByRole("table", { name: "Scanned this session" })
        .getByRole("link", { name: laptop })
        .click();

      await expect(page.getByRole("heading", { level: 1, name: laptop })).toBeVisible();
      await expect(page.getByText("Not graded")).toBeVisible();
      await page.getByRole("tab", { name: "Tests" }).click();
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${laptop}/tests$`));

      await question(page, "Lid condition").getByRole("button", { name: "Light wear" }).click();
      await question(page, "Palm rest condition").getByRole("button", { name: "Like new" }).click();
      await question(page, "Powers on?").getByRole("button", { name: "Pass" }).click();
      await question(page, "Keyboard works?").getByRole("button", { name: "Pass" }).click();
      // "Dead pixels" opens the dead pixel count; it is answered before the display answer changes.
      const display = question(page, "Display");
      const deadPixels = question(page, "How many dead pixels?");
      await expect(deadPixels).toHaveCount(0);
      await display.getByRole("button", { name: "Dead pixels" }).click();
      await deadPixels.getByRole("textbox", { name: "How many dead pixels?" }).fill("3");
      await page.keyboard.press("Enter");
      const battery = question(page, "Battery health (%)").getByRole("textbox");
      await battery.fill("91");
      await battery.press("Enter");
      await question(page, "Drive wiped and verified?").getByRole("button", { name: "Pass" }).click();

      // No defects after all: the dead pixel count no longer applies and its answer is removed.
      await display.getByRole("button", { name: "No defects" }).click();
      await expect(display.getByRole("button", { name: "No defects" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: '"How many dead pixels?" no longer applies: its answer was removed.' }),
      ).toBeVisible();
      await expect(deadPixels).toHaveCount(0);
      // Asked again, the question comes back empty: the 3 is gone, not hidden.
      await display.getByRole("button", { name: "Dead pixels" }).click();
      await expect(deadPixels.getByRole("textbox")).toHaveValue("");
      await display.getByRole("button", { name: "No defects" }).click();
      await expect(deadPixels).toHaveCount(0);
      await look(page, "device-tests");

      await page.getByRole("button", { name: "Save result" }).click();
      const saved = page.getByRole("status").filter({ hasText: `saved for ${laptop}` });
      await expect(saved).toContainText("Laptop (version 1)");
      await expect(saved).toContainText("B");

      // The stored result holds no dead pixel count.
      const tests = await (await o.api.get("/spa/tests", { params: { barcode: laptop } })).json();
      expect(tests.results).toHaveLength(1);
      expect(tests.results[0].answers).not.toHaveProperty("dead_pixels");
      expect(tests.results[0].answers).toMatchObject({ display: "ok", battery_health: 91 });

      await page.getByRole("tab", { name: "Info" }).click();
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${laptop}$`));
      await expect(page.getByLabel("Grade B")).toBeVisible();
      await expect(page.getByTestId("suggestion")).toContainText("Suggested: Resold or recycled · Resale");
      await expect(page.getByTestId("suggestion")).toContainText("by Priya Patel");
      await expect(page.getByTestId("routed")).toContainText("Not routed");
      await look(page, "device-info-graded");
      await o.api.dispose();
    });

    test("50 serials pasted into a bin: the repeated line (first) and a known serial are shown before anything is written; without them the 50 are created", async ({
      page,
      baseURL,
    }) => {
      const o = await shopOrderOnNewLoad(baseURL);
      const [bin] = await receiveAssets(o.api, o.load, [{ barcode: unique("BIN-"), type: "bin" }]);
      await scanIntoOrder(o.api, o.order, [bin as string]);
      const ref = unique("").toUpperCase();
      const serials = Array.from({ length: 50 }, (_, i) => `BS${ref}X${String(i + 1).padStart(3, "0")}`);
      // A laptop of the load already carries one serial of the list (line 12), and the scanner read
      // the 7th serial twice (line 32).
      const [known] = (await receiveLaptops(o, 1)) as [string];
      const knownSerial = (await assetByBarcode(o.api, known)).serialNumber as string;
      const pasted = [
        ...serials.slice(0, 11),
        knownSerial.toLowerCase(),
        ...serials.slice(11, 30),
        serials[6],
        ...serials.slice(30),
      ].join("\n");

      await signIn(page, "operator@example.com");
      await page.goto(`/shop-order/${o.order}/itad/bulk-create-serials`);
      await expect(page.getByRole("tab", { name: "Bulk create serials", selected: true })).toBeVisible();
      await page.getByRole("textbox", { name: "Target bin" }).fill(bin as string);
      await pickProduct(page, LAPTOP);
      await page.getByRole("textbox", { name: "Serials" }).fill(pasted);
      await expect(page.getByText("52 lines")).toBeVisible();
      await page.getByRole("button", { name: "Check" }).click();

      // Every offending line, the repeated one first, before anything is written.
      const problems = page.getByRole("alert").filter({ hasText: "2 lines need attention" });
      await expect(problems.getByRole("listitem")).toHaveText([
        `Line 32: ${serials[6]} is in the list twice`,
        `Line 12: ${knownSerial} is already in the system`,
      ]);
      await expect(problems).toContainText("Nothing was written");
      await look(page, "bulk-create-problems");
      await expect(page.getByRole("button", { name: /^Create/ })).toBeDisabled();
      const before = await (await o.api.get(`/spa/activities/${o.order}/serials`)).json();
      expect(before.total).toBe(0);

      await problems.getByRole("button", { name: "Drop these lines" }).click();
      await expect(page.getByText("50 lines")).toBeVisible();
      await page.getByRole("button", { name: "Check" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "50 serials are ready to create." }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Create 50 serials" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `50 serials were created in ${bin}.` }),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Serials" })).toHaveValue("");
      await look(page, "bulk-create-done");

      const after = await (
        await o.api.get(`/spa/activities/${o.order}/serials`, { params: { pageSize: 100 } })
      ).json();
      expect(after.total).toBe(50);
      const created = after.data.map((a: { serialNumber: string }) => a.serialNumber).sort();
      expect(created).toEqual([...serials].sort());

      // The order's serial list shows them, in the bin.
      await page.getByRole("tab", { name: "Serials", exact: true }).click();
      await page.getByRole("textbox", { name: /Search/ }).fill(serials[49] as string);
      const row = page.getByRole("row").filter({ hasText: serials[49] as string });
      await expect(row).toContainText(LAPTOP);
      await expect(row).toContainText(bin as string);
      await look(page, "order-serials");
      await o.api.dispose();
    });

    test("a drive harvested from a laptop is a part of its own, listed on the order's components linked to the laptop", async ({
      page,
      baseURL,
    }) => {
      const o = await shopOrderOnNewLoad(baseURL);
      const [laptop] = (await laptopsInOrder(o, 1)) as [string];
      const driveSerial = unique("WD").toUpperCase();

      await signIn(page, "operator@example.com");
      await page.goto(`/shop-order/${o.order}/itad/${laptop}/components/new`);
      await expect(page.getByRole("heading", { name: "Harvest a part" })).toBeVisible();
      await pickProduct(page, DRIVE);
      await page.getByRole("textbox", { name: "Serial number" }).fill(driveSerial);
      await look(page, "harvest-part");
      await page.getByRole("button", { name: "Harvest part" }).click();
      await expect(
        page.getByTestId("snackbar").filter({ hasText: `1 part harvested from ${laptop}` }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${laptop}/components$`));

      await page.goto(`/shop-order/${o.order}/itad/component`);
      const row = page.getByRole("row").filter({ hasText: driveSerial });
      await expect(row).toContainText(DRIVE);
      await look(page, "order-components");
      await row.getByRole("link", { name: laptop }).click();
      await expect(page.getByRole("heading", { level: 1, name: laptop })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${laptop}$`));
      await o.api.dispose();
    });

    test("three serials scanned into a new LPN: the LPN is listed with its count", async ({
      page,
      baseURL,
    }) => {
      const o = await shopOrderOnNewLoad(baseURL);
      const laptops = await laptopsInOrder(o, 3);

      await signIn(page, "operator@example.com");
      await page.goto(`/shop-order/${o.order}/itad/lpn`);
      await expect(page.getByText("No LPN packed on this order yet.")).toBeVisible();
      await page.getByRole("button", { name: "New LPN" }).click();
      await scanSerials(page, "Serials to pack", laptops);
      // A serial scanned twice is refused beside the box; the list stays at three.
      await scanInto(page, "Serial barcode", laptops[0] as string);
      await expect(page.getByText(`${laptops[0]} is already in the list`)).toBeVisible();
      await look(page, "lpn-scan");
      await page.getByRole("button", { name: "Pack 3 serials into a new LPN" }).click();

      const packed = page
        .getByRole("status")
        .filter({ hasText: /^Packed 3 serials into .+; it now holds 3\.$/ });
      await expect(packed).toBeVisible();
      const lpn = /into (.+); it now holds/.exec((await packed.textContent()) ?? "")?.[1] ?? "";
      expect(lpn).not.toBe("");
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: lpn }) });
      await expect(row).toContainText("3");
      // Contents unchanged since packing: not marked updated (a "—" column, or nothing on a phone card).
      await expect(row).not.toContainText(/updated|changed/i);
      await look(page, "lpn-packed");

      // Each laptop is now inside the LPN.
      await page.getByRole("tab", { name: "Serials", exact: true }).click();
      for (const laptop of laptops)
        await expect(page.getByRole("row").filter({ hasText: laptop })).toContainText(lpn);
      await o.api.dispose();
    });

    test("serials scanned into bulk routing are routed at once, after a confirmation, and show their disposition", async ({
      page,
      baseURL,
    }) => {
      const o = await shopOrderOnNewLoad(baseURL);
      const laptops = await laptopsInOrder(o, 3);
      await eraseDevices(o.api, laptops);

      await signIn(page, "operator@example.com");
      await page.goto(`/shop-order/${o.order}/itad/bulk-routing`);
      await scanSerials(page, "Serials to route", laptops);
      await choose(page, "Disposition", "Redeploy");
      await choose(page, "R2 classification", "Reuse");
      await look(page, "bulk-routing-scan");
      await page.getByRole("button", { name: "Route 3 devices" }).click();
      const dialog = page.getByRole("dialog", { name: "Route these devices?" });
      await expect(dialog).toContainText("Route 3 devices to Redeploy / Reuse?");
      await dialog.getByRole("button", { name: "Route" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "3 devices were routed to Redeploy / Reuse." }),
      ).toBeVisible();
      await expect(page.getByText("No serial scanned yet.")).toBeVisible();
      await look(page, "bulk-routing-done");

      await page.getByRole("tab", { name: "Serials", exact: true }).click();
      for (const laptop of laptops)
        await expect(page.getByRole("row").filter({ hasText: laptop })).toContainText("Redeploy · Reuse");
      await o.api.dispose();
    });

    test("a laptop found Find-My locked is held: routing it to resale is refused naming the hold and changes nothing; recycling works", async ({
      page,
      baseURL,
    }) => {
      // The longest scenario (a lock saved, a refused edit, two bulk routings): 30 s is too tight
      // on a loaded machine.
      test.slow();
      const o = await shopOrderOnNewLoad(baseURL);
      const [locked, free] = (await laptopsInOrder(o, 2)) as [string, string];

      await signIn(page, "operator@example.com");
      // The lock is set on the device's edit page.
      await page.goto(`/shop-order/${o.order}/itad/${locked}/edit`);
      await page.getByRole("combobox", { name: "Locks" }).click();
      await page.getByRole("option", { name: "Find My iPhone locked" }).click();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("snackbar").filter({ hasText: `${locked} was saved` })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${locked}$`));
      await expect(page.getByText("On hold", { exact: true })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "On hold: Locked" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Locks" })).toContainText("Find My iPhone locked");
      await expect(page.getByRole("list", { name: "Locks" })).toContainText("found by");
      await look(page, "device-locked-held");

      // Routed to resale by hand: refused on the edit page, naming the hold.
      await page.getByRole("link", { name: "Edit" }).click();
      await choose(page, "Disposition", "Resold or recycled");
      await choose(page, "R2 classification", "Resale");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
        `${locked} is on hold (Locked)`,
      );
      await expect(page).toHaveURL(new RegExp(`/shop-order/${o.order}/itad/${locked}/edit$`));
      await look(page, "device-edit-refused");

      // Resale for both: refused as a whole, naming the held device and its hold.
      await page.goto(`/shop-order/${o.order}/itad/bulk-routing`);
      await scanSerials(page, "Serials to route", [free, locked]);
      await choose(page, "Disposition", "Resold or recycled");
      await choose(page, "R2 classification", "Resale");
      await page.getByRole("button", { name: "Route 2 devices" }).click();
      await page
        .getByRole("dialog", { name: "Route these devices?" })
        .getByRole("button", { name: "Route" })
        .click();
      const refusal = page.getByRole("alert").filter({ hasText: "Nothing was changed" });
      await expect(refusal).toContainText(`${locked} is on hold (Locked)`);
      await expect(refusal).toContainText("Find My iPhone locked");
      await look(page, "bulk-routing-refused");
      for (const barcode of [free, locked]) {
        expect(await assetByBarcode(o.api, barcode), barcode).toMatchObject({
          disposition: null,
          r2Classification: null,
        });
      }

      // Recycling the same two is allowed.
      await choose(page, "R2 classification", "Recycle");
      await page.getByRole("button", { name: "Route 2 devices" }).click();
      await page
        .getByRole("dialog", { name: "Route these devices?" })
        .getByRole("button", { name: "Route" })
        .click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "2 devices were routed to Resold or recycled / Recycle." }),
      ).toBeVisible();

      await page.goto(`/shop-order/${o.order}/itad/${locked}`);
      const routed = page.getByTestId("routed");
      await expect(routed).toContainText("Resold or recycled");
      await expect(routed).toContainText("Recycle");
      await expect(page.getByRole("alert").filter({ hasText: "On hold: Locked" })).toBeVisible();
      await o.api.dispose();
    });
  });
}
