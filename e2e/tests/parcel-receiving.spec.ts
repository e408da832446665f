import { expect, type Page, test } from "@playwright/test";
import { apiSession, createInboundLoad, expectNoSidewaysScroll, signIn } from "./helpers";

/** Types a code into the barcode field of exactly this name, like a keyboard-wedge scanner. */
async function scan(page: Page, field: string, code: string) {
  await page.getByRole("textbox", { name: field, exact: true }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

test("a parcel is received by scanning its label, and the client sees the project's progress", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await apiSession(baseURL);
  const site = await (await api.get("/spa/site")).json();
  const accounts = await (
    await api.get("/spa/accounts", { params: { find_by_name: "Northwind Health" } })
  ).json();
  const account = accounts.data.find((a: { name: string }) => a.name === "Northwind Health");
  const slug = await createInboundLoad(api, "Northwind Health");
  const prefix = `E${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const name = `Laptop returns ${prefix}`;
  const project = await api.post("/spa/parcel_projects", {
    data: {
      name,
      projectPrefix: prefix,
      accountId: account.id,
      warehouseId: site.warehouses[0].id,
      activitySlug: slug,
      method: "label_only",
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const created = await api.post(`/spa/parcel_projects/${prefix}/requests`, {
    data: {
      employeeName: "Robin Parcel",
      email: `robin.${prefix.toLowerCase()}@northwind.example.com`,
      address: { line1: "12 Elm St", city: "Dallas", region: "TX", postalCode: "75201", country: "US" },
      devices: [{ description: "Dell Latitude 5420", quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reference = (await created.json()).referenceId as string;
  const barcode = `PRC${Date.now().toString().slice(-8)}`;

  // At the dock, on a phone-sized screen: scan the parcel's label, then the device in it.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ramon.reyes@example.com");
  await page.goto("/parcel/receiving");
  await expect(page.getByRole("heading", { level: 1, name: "Parcel receiving" })).toBeVisible();
  await scan(page, "Parcel", reference.toLowerCase());
  await expect(page.getByRole("heading", { level: 1, name: `Parcel ${reference}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Robin Parcel" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Expected devices" })).toContainText("Dell Latitude 5420");
  await expect(page.getByText("Nothing received from this parcel yet.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Asset label", exact: true })).toBeFocused();
  await scan(page, "Asset label", barcode.toLowerCase());
  await expect(page.getByRole("textbox", { name: "Serial number", exact: true })).toBeFocused();
  await scan(page, "Serial number", `SN${barcode}`);
  await expect(page.getByRole("table", { name: "Devices to receive" })).toContainText(barcode);
  await expectNoSidewaysScroll(page, "parcel receiving");
  await page.getByRole("button", { name: "Receive 1 device" }).click();
  await expect(page.getByText(`1 device received from ${reference}`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Received devices" })).toContainText(barcode);
  // Ready for the next parcel.
  await expect(page.getByRole("textbox", { name: "Next parcel", exact: true })).toBeFocused();
  await scan(page, "Next parcel", "NOPE-99999");
  await expect(
    page.getByText("No parcel request has the reference or tracking number NOPE-99999"),
  ).toBeVisible();

  // The client sees the project in the portal: one of one received, with the chart.
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signIn(client, "client@example.com");
  await client.goto("/portal/parcel");
  await expect(client.getByRole("heading", { level: 1, name: "Parcels" })).toBeVisible();
  const card = client.getByRole("link", { name: `${name} (${prefix})` });
  await expect(card).toContainText("1 of 1 received");
  await card.click();
  await expect(client.getByRole("heading", { level: 1, name })).toBeVisible();
  const chart = client.getByRole("img", { name: /Progress over 1 day: 1 received/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator(".recharts-wrapper")).toBeVisible();
  const employees = client.getByRole("table").last();
  await expect(employees).toContainText("Robin Parcel");
  await expect(employees).toContainText("Received");
  // The client may read it on a phone too.
  await client.setViewportSize({ width: 390, height: 844 });
  await expect(chart).toBeVisible();
  await expectNoSidewaysScroll(client, "the parcel project in the portal");
  await clientContext.close();
  await api.dispose();
});
