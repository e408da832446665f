import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { apiSession, createInboundLoad, signIn, unique } from "./helpers";

// client@example.com belongs to Northwind Health (apps/server/src/db/seed/demo-accounts.ts).
const CLIENT_ACCOUNT = "Northwind Health";

test("a client sees the serials received on their load, searches them and exports the list", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, CLIENT_ACCOUNT);
  const tag = unique("").toUpperCase();
  const serials = [`CA-${tag}-1`, `CA-${tag}-2`];
  for (const [i, serial] of serials.entries()) {
    const res = await api.post("/spa/assets", {
      data: { activitySlug: slug, barcode: `CAS${tag}${i}`, type: "serial", serialNumber: serial },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, "client@example.com");
  await page.goto(`/loads/${slug}`);
  await page.getByRole("tab", { name: "Assets" }).click();
  await expect(page).toHaveURL(new RegExp(`/loads/${slug}/assets$`));
  const table = page.getByRole("table").first();
  for (const serial of serials) await expect(table).toContainText(serial);
  await expect(page.getByRole("heading", { name: "Against the ASN" })).toBeVisible();

  await page.getByRole("textbox", { name: "Search" }).fill(serials[1] as string);
  await expect(table).not.toContainText(serials[0] as string);
  await expect(table).toContainText(serials[1] as string);

  // The export is the list as searched: one serial, in a CSV file.
  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV (.csv)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}-assets.csv`);
  const text = fs.readFileSync((await download.path()) as string, "utf8");
  expect(text).toContain(serials[1]);
  expect(text).not.toContain(serials[0]);
  await api.dispose();
});
