import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiSession, createInboundLoad, expectNoSidewaysScroll, signIn } from "./helpers";

const run = promisify(execFile);

/** The barcodes of a PDF's first page, read as a scanner would (poppler's pdftoppm, then zbarimg). */
async function barcodesOf(pdf: Buffer): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "return-label-"));
  try {
    fs.writeFileSync(path.join(dir, "label.pdf"), pdf);
    await run("pdftoppm", [
      "-r",
      "300",
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      path.join(dir, "label.pdf"),
      path.join(dir, "page"),
    ]);
    const image = fs.readdirSync(dir).find((f) => f.endsWith(".png")) as string;
    const { stdout } = await run("zbarimg", ["--raw", "-q", path.join(dir, image)]);
    return stdout.split("\n").filter((line) => line !== "");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The token of the newest request e-mail to `email`, read from the operators' outbox. */
async function tokenMailedTo(api: APIRequestContext, email: string): Promise<string> {
  let token = "";
  await expect(async () => {
    const list = await (await api.get("/spa/outbox", { params: { pageSize: 50, order: "desc" } })).json();
    const mail = list.data.find((m: { to: string }) => m.to.toLowerCase() === email);
    expect(mail, `a mail to ${email}`).toBeTruthy();
    const detail = await (await api.get(`/spa/outbox/${mail.id}`)).json();
    const found = /\/parcel\/request\/[^?\s]+\?token=([A-Za-z0-9_-]{43})/.exec(detail.text);
    expect(found, detail.text).toBeTruthy();
    token = found?.[1] as string;
  }).toPass({ timeout: 20_000 });
  return token;
}

test("an employee opens the e-mail's link on a phone, corrects and confirms the address, and gets the label whose barcode is the reference", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await apiSession(baseURL);
  const site = await (await api.get("/spa/site")).json();
  const accounts = await (
    await api.get("/spa/accounts", { params: { find_by_name: "Northwind Health" } })
  ).json();
  const account = accounts.data.find((a: { name: string }) => a.name === "Northwind Health");
  const prefix = `R${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const project = await api.post("/spa/parcel_projects", {
    data: {
      name: `Laptop returns ${prefix}`,
      projectPrefix: prefix,
      accountId: account.id,
      warehouseId: site.warehouses[0].id,
      method: "label_only",
      instructions: "Send back your laptop and its charger.",
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const email = `casey.${prefix.toLowerCase()}@northwind.example.com`;
  const created = await api.post(`/spa/parcel_projects/${prefix}/requests`, {
    data: {
      employeeName: "Casey Return",
      email,
      address: { line1: "12 Elm St", city: "Dallas", region: "TX", postalCode: "75201", country: "US" },
      devices: [{ description: "Dell Latitude 5420", quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reference = (await created.json()).referenceId as string;
  const review = await api.put(`/spa/parcel_projects/${prefix}`, { data: { status: "review" } });
  expect(review.status(), await review.text()).toBe(200);
  const token = await tokenMailedTo(api, email);

  // The employee, no sign-in, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/parcel/request/${reference}?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: `Your return ${reference}` })).toBeVisible();
  await expect(page.getByText("Send back your laptop and its charger.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Devices" })).toContainText("Dell Latitude 5420");
  await expectNoSidewaysScroll(page, "the employee's request page");

  await page.getByRole("link", { name: "Correct my address or devices" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Correct your return ${reference}` }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Address line 1" }).fill("");
  await page.getByRole("button", { name: "Confirm and get my label" }).click();
  await expect(page.getByText("Address line 1 is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Address line 1" }).fill("77 Oak Avenue");
  await page.getByRole("textbox", { name: "City" }).fill("Fort Worth");
  await page.getByRole("textbox", { name: "Serial number" }).fill("SN-5420");
  await expectNoSidewaysScroll(page, "the employee's edit page");
  await page.getByRole("button", { name: "Confirm and get my label" }).click();

  await expect(page.getByRole("heading", { name: "Your return label" })).toBeVisible();
  await expect(page.getByText("77 Oak Avenue")).toBeVisible();
  await expect(page.getByText("Fort Worth, TX 75201")).toBeVisible();
  await expect(page.getByText("Dell Latitude 5420 (S/N SN-5420)")).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Label made");
  const href = await page.getByRole("link", { name: "Open my label (PDF)" }).getAttribute("href");
  const label = await page.request.get(href as string);
  expect(label.status()).toBe(200);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect(await barcodesOf(await label.body())).toEqual([reference]);

  // A forged link shows nothing of the request.
  await page.goto(`/parcel/request/${reference}?token=${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByText("Casey Return")).toHaveCount(0);
  await api.dispose();
});

test("an operator sees the parcels arriving on an inbound load with their last tracking and stage", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const site = await (await api.get("/spa/site")).json();
  const accounts = await (
    await api.get("/spa/accounts", { params: { find_by_name: "Northwind Health" } })
  ).json();
  const account = accounts.data.find((a: { name: string }) => a.name === "Northwind Health");
  const slug = await createInboundLoad(api, "Northwind Health");
  const prefix = `T${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const project = await api.post("/spa/parcel_projects", {
    data: {
      name: `Phone returns ${prefix}`,
      projectPrefix: prefix,
      accountId: account.id,
      warehouseId: site.warehouses[0].id,
      activitySlug: slug,
      method: "qr_code",
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const created = await api.post(`/spa/parcel_projects/${prefix}/requests`, {
    data: {
      employeeName: "Jordan Tracked",
      email: `jordan.${prefix.toLowerCase()}@northwind.example.com`,
      address: { line1: "5 Main St", city: "Plano", region: "TX", postalCode: "75023", country: "US" },
      devices: [{ description: "iPhone 13", quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reference = (await created.json()).referenceId as string;
  const tracked = await api.post(`/spa/parcel_requests/${reference}/tracking`, {
    data: { type: "in_transit", occurredAt: "2026-11-20T15:00:00Z", trackingNumber: `1Z${prefix}99` },
  });
  expect(tracked.status(), await tracked.text()).toBe(201);

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/parcel-tracking`);
  const table = page.getByRole("table", { name: "Parcels arriving on this load" });
  const row = table.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Jordan Tracked");
  await expect(row).toContainText(`1Z${prefix}99`);
  await expect(row).toContainText("In transit");
  await expect(row).toContainText("Shipped");
  await api.dispose();
});
