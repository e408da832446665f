import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  apiSession,
  createClientAccount,
  createLoadOf,
  expectNoSidewaysScroll,
  scanInto,
  signIn,
} from "./helpers";

/** Tomorrow as YYYY-MM-DD in the browser's calendar (the screens' default day). */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test("an operator prints 30 labels for tomorrow's pickup, checks 28 in by scan and sees the 2 missing", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await apiSession(baseURL);
  const accountId = await createClientAccount(api, "Pickup Co ");
  const account = (await (await api.get(`/spa/accounts/${accountId}`)).json()).name as string;
  const slug = await createLoadOf(api, accountId);
  const site = await (await api.get("/spa/site")).json();
  const warehouseId = site.warehouses[0].id as number;
  const day = tomorrow();

  await signIn(page, "operator@example.com");
  await page.goto("/pickups");
  await page.getByRole("link", { name: "Print new labels" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Print new pickup labels" })).toBeVisible();
  await expect(page.getByLabel("Load date")).toHaveValue(day);
  await page.getByRole("textbox", { name: "How many labels" }).fill("30");
  const load = page.getByRole("combobox", { name: "Load" });
  await load.fill(slug);
  await page.getByRole("option", { name: new RegExp(slug) }).click();
  await page.getByText("ZPL (thermal printer)").click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print labels" }).click();
  const file = await downloading;
  const zpl = await readFile(await file.path(), "utf8");
  const barcodes = [...zpl.matchAll(/\^FD(PU\d{8})\^FS/g)].map((m) => m[1] as string);
  const labels = [...new Set(barcodes)];
  expect(labels).toHaveLength(30);
  await expect(page.getByRole("status").filter({ hasText: "Labels made" })).toContainText("30 new labels");

  // At the dock, on a phone-sized screen: scan 28 of them one after another.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/pickups/check-in?warehouseId=${warehouseId}&loadDate=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pickup check-in" })).toBeVisible();
  const scanned = labels.slice(0, 28);
  const table = page.getByRole("table", { name: "Scanned labels" });
  for (const [i, barcode] of scanned.entries()) {
    await scanInto(page, "Scan a pickup label", barcode.toLowerCase());
    await expect(table.getByRole("row")).toHaveCount(i + 2);
  }
  await expect(page.getByText("28 scanned · 28 ready · 0 not ready")).toBeVisible();
  // A label scanned twice is said so, not added.
  await scanInto(page, "Scan a pickup label", scanned[0] as string);
  await expect(page.getByText(`${scanned[0]} is already scanned`)).toBeVisible();
  await expectNoSidewaysScroll(page, "pickup check-in");
  await page.getByRole("button", { name: "Check in 28" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check-in done" })).toContainText("28 checked in");

  // Scanning one again now says why it cannot be checked in.
  await scanInto(page, "Scan a pickup label", scanned[1] as string);
  await expect(table).toContainText(`${scanned[1]} is already checked in`);

  await page.getByRole("link", { name: "See the day's pickups and what is missing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pickups" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Show" }).getByText("Missing").click();
  await page.getByRole("textbox", { name: "Search" }).fill(account);
  const list = page.getByRole("table").first();
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(list).toContainText(labels[28] as string);
  await expect(list).toContainText(labels[29] as string);
  await expectNoSidewaysScroll(page, "the day's pickups");
  await api.dispose();
});
