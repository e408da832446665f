import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiSession, createInboundLoad, signIn, unique } from "./helpers";

/** The server answers a batch above this many labels with a job (LABEL_JOB_THRESHOLD). */
const JOB_THRESHOLD = 200;

/** Receives `count` serial assets on a load through the bulk API; answers their barcodes. */
async function receive(api: APIRequestContext, slug: string, count: number): Promise<string[]> {
  const prefix = unique("LB").toUpperCase();
  const barcodes = Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);
  const res = await api.post("/spa/assets/bulk", {
    data: {
      assets: barcodes.map((barcode) => ({
        activitySlug: slug,
        barcode,
        type: "serial",
        serialNumber: `SN-${barcode}`,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return barcodes;
}

test("an operator prints an asset's label from its page: the PDF opens in a new tab, ZPL downloads", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, "Northwind Health");
  const [barcode] = await receive(api, slug, 1);

  await signIn(page, "operator@example.com");
  await page.goto(`/assets/${barcode}`);
  await expect(page.getByRole("heading", { level: 1, name: barcode as string })).toBeVisible();

  await page.getByRole("button", { name: "Print label" }).click();
  const opened = page.context().waitForEvent("page");
  const answered = page
    .context()
    .waitForEvent("response", (r) => r.url().includes(`/assets/${barcode}/label`));
  await page.getByRole("menuitem", { name: "PDF (opens in a new tab)" }).click();
  await opened;
  const pdf = await answered;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.url()).toContain("format=pdf");

  await page.bringToFront();
  await page.getByRole("button", { name: "Print label" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "ZPL for a thermal printer" }).click();
  const zpl = await downloading;
  expect(zpl.suggestedFilename()).toBe(`label-${barcode}.zpl`);
  const path = await zpl.path();
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(path, "utf8")).toContain(`^FD${barcode}^FS`);
  await api.dispose();
});

test("an operator prints a load's labels in a job with its progress bar, and the file downloads", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, "Northwind Health");
  const count = JOB_THRESHOLD + 1;
  await receive(api, slug, count);

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/assets`);
  await expect(page.getByRole("table").first()).toContainText("-0001");

  await page.getByRole("button", { name: "Print labels", exact: true }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PDF (opens in a new tab)" }).click();
  const progress = page.getByRole("status").filter({ hasText: "Preparing the labels" });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("progressbar")).toBeVisible();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`labels-${slug}.pdf`);
  await expect(progress).toContainText("Done 100%");
  await expect(page.getByRole("link", { name: `Download the ${count} labels` })).toBeVisible();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe("%PDF-");
  await api.dispose();
});
