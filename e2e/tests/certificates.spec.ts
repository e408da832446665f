import { createHash } from "node:crypto";
import fs from "node:fs";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  productIdNamed,
  receiveAssets,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Data destruction and certificates (issue 16), the "Done when": an operator records the
// erasures of a load's laptops (one fails and is routed to destruction), shreds the failed one
// and the load's drives in a destruction batch, and issues the certificate of data destruction;
// the client downloads it from their portal; the verification page its QR code leads to says
// valid, and revoked once the operator revokes it. The load and its devices are made through the
// API; everything the issue is about goes through the screens.

// client@example.com belongs to Northwind Health (certificate type: destruction, the default).
const CLIENT_ACCOUNT = "Northwind Health";
const LAPTOP = "HP EliteBook 840 G8"; // class Laptops: data-bearing
const DRIVE = "Hard drives – 3.5 in loose"; // class Components: data-bearing

type Load = {
  api: APIRequestContext;
  slug: string;
  laptops: string[];
  drives: { barcode: string; serial: string }[];
};

/** A new load of the client with three laptops and two loose drives received on it. */
async function loadWithDevices(baseURL: string | undefined): Promise<Load> {
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, CLIENT_ACCOUNT);
  const ref = unique("").toUpperCase();
  const laptopId = await productIdNamed(api, LAPTOP);
  const driveId = await productIdNamed(api, DRIVE);
  const laptops = await receiveAssets(
    api,
    slug,
    [1, 2, 3].map((i) => ({
      barcode: `CL${i}-${ref}`,
      type: "serial",
      serialNumber: `CLS${i}X${ref}`,
      productId: laptopId,
    })),
  );
  const drives = [1, 2].map((i) => ({ barcode: `CD${i}-${ref}`, serial: `WD-${i}X${ref}` }));
  await receiveAssets(
    api,
    slug,
    drives.map((d) => ({ barcode: d.barcode, type: "serial", serialNumber: d.serial, productId: driveId })),
  );
  return { api, slug, laptops, drives };
}

/** Records one erasure in the device's Evidence tab through the "Record erasure" dialog. */
async function recordErasure(page: Page, barcode: string, result: "Passed" | "Failed") {
  await page.goto(`/assets/${barcode}/evidence`);
  await expect(page.getByLabel("Data: No record")).toBeVisible();
  await page.getByRole("button", { name: "Record erasure" }).click();
  const dialog = page.getByRole("dialog", { name: `Record erasure of ${barcode}` });
  await dialog.getByRole("textbox", { name: "Tool" }).fill("Blancco Drive Eraser 7");
  await dialog.getByRole("radio", { name: "Purge (NIST SP 800-88)" }).check();
  await dialog.getByRole("textbox", { name: "Passes" }).fill("3");
  await dialog.getByRole("radio", { name: result }).check();
  if (result === "Passed") await dialog.getByRole("checkbox", { name: "Verified" }).check();
  await dialog.getByRole("button", { name: "Save erasure" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The verification page as anyone sees it: a new browser context, nobody signed in. */
async function verificationPage(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("an operator erases a load's laptops (a failed one goes to destruction), shreds the drives, issues the certificate of data destruction; the client downloads it, and its verification page says valid, then revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const load = await loadWithDevices(baseURL);
  const [erased1, erased2, failed] = load.laptops as [string, string, string];

  // Erasures, one device at a time in its Evidence tab: two pass (verified), one fails.
  await signIn(page, "operator@example.com");
  await recordErasure(page, erased1, "Passed");
  await expect(
    page.getByRole("status").filter({ hasText: "Erasure recorded. Data: Erased (verified)." }),
  ).toBeVisible();
  await expect(page.getByLabel("Data: Erased (verified)")).toBeVisible();
  await recordErasure(page, erased2, "Passed");
  await expect(page.getByLabel("Data: Erased (verified)")).toBeVisible();
  await recordErasure(page, failed, "Failed");
  // The rule failed_erasure_to_destruction routes it, and says so.
  await expect(
    page.getByRole("status").filter({
      hasText: "The device was routed to destruction (R2 recycle, rule failed_erasure_to_destruction",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Data: Erasure failed")).toBeVisible();

  // Not ready yet: the readiness lists the failed laptop and the two drives.
  await page.goto(`/inbound/${load.slug}/data-destruction`);
  await expect(page.getByText("Certificate of data destruction").first()).toBeVisible();
  const missing = page.getByRole("table", { name: "Serials without a record" });
  for (const barcode of [failed, ...load.drives.map((d) => d.barcode)])
    await expect(missing).toContainText(barcode);
  await expect(missing).not.toContainText(erased1);

  // A shred run: the drives scanned by serial number, the failed laptop by barcode.
  await page.goto("/destruction-batches/new");
  await page.getByRole("combobox", { name: "Method" }).click();
  await page.getByRole("option", { name: "Shredded", exact: true }).click();
  await page.getByRole("textbox", { name: "Machine" }).fill("SSI Q-70 shredder");
  await page.getByRole("textbox", { name: "Witness" }).fill("Morgan Lee");
  const scanned = [...load.drives.map((d) => d.serial), failed];
  for (const [i, code] of scanned.entries()) {
    await scanInto(page, "Scan serial", code);
    await expect(page.getByRole("list", { name: "Serials in this batch" }).getByRole("listitem")).toHaveCount(
      i + 1,
    );
  }
  await page.getByRole("button", { name: "Record batch" }).click();
  await expect(page).toHaveURL(/\/destruction-batches\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /DB-\d{6}/ })).toBeVisible();

  // Every data-bearing serial has its record: the certificate is issued as a job.
  await page.goto(`/inbound/${load.slug}/data-destruction`);
  await expect(
    page.getByText("Every data-bearing serial has its erasure or destruction record."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Issue certificate" }).click();
  await page
    .getByRole("dialog", { name: "Issue certificate?" })
    .getByRole("button", { name: "Issue certificate" })
    .click();
  const issued = page.getByText(/Certificate COD-\d{4}-\d{6}-[2-9A-Z]{6} issued/);
  await expect(issued).toBeVisible({ timeout: 60_000 });
  const number = ((await issued.textContent()) ?? "").match(/COD-\d{4}-\d{6}-[2-9A-Z]{6}/)?.[0] as string;
  const certificates = page.getByRole("table", { name: "Certificates" });
  const row = certificates.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Data destruction");
  await expect(row).toContainText("Valid");

  // The client downloads it from their load's Certificates tab.
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signIn(client, "client@example.com");
  await client.goto(`/loads/${load.slug}`);
  await client.getByRole("tab", { name: "Certificates" }).click();
  await expect(client).toHaveURL(new RegExp(`/loads/${load.slug}/certificates$`));
  const clientRow = client
    .getByRole("table", { name: "Certificates" })
    .getByRole("row")
    .filter({ hasText: number });
  await expect(clientRow).toContainText("Valid");
  const downloading = client.waitForEvent("download");
  await clientRow.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Certificate ${number}.pdf`);
  const pdf = fs.readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  await clientContext.close();

  // The page the QR code leads to (the certificate's verification URL), for anyone: valid, with the hash.
  const listed = await load.api.get(`/spa/activities/${load.slug}/certificates`);
  expect(listed.ok(), await listed.text()).toBe(true);
  const certificate = ((await listed.json()).data as { number: string; verificationUrl: string }[]).find(
    (c) => c.number === number,
  );
  const verifyPath = new URL(certificate?.verificationUrl ?? "http://x/").pathname;
  expect(verifyPath).toBe(`/certificates/${number}`);
  const anyone = await verificationPage(browser, baseURL, verifyPath);
  const verdict = anyone.page.getByRole("status");
  await expect(verdict).toContainText("Valid");
  await expect(verdict).toContainText("This certificate is valid");
  await expect(anyone.page.getByRole("table", { name: "Certificate" })).toContainText(number);
  await expect(anyone.page.getByRole("table", { name: "Certificate" })).toContainText(sha256);
  // No client data on the public page: not the account's name.
  await expect(anyone.page.getByText(CLIENT_ACCOUNT)).toHaveCount(0);

  // The operator revokes it with a reason; the same page now says revoked.
  await row.getByRole("button", { name: "Revoke" }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke certificate?" });
  await revoke.getByRole("textbox", { name: "Reason" }).fill("Issued before the client's audit sample");
  await revoke.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(`Certificate ${number} revoked`)).toBeVisible();
  await expect(row).toContainText("Revoked");

  await anyone.page.reload();
  await expect(verdict).toContainText("Revoked");
  await expect(verdict).toContainText("This certificate was revoked");
  await anyone.close();
  await load.api.dispose();
});

test("an unknown certificate number says only that there is none", async ({ browser, baseURL }) => {
  const anyone = await verificationPage(browser, baseURL, "/certificates/COD-2026-000001-ABCDEF");
  await expect(anyone.page.getByText("No certificate with this number")).toBeVisible();
  await anyone.close();
});
