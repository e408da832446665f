import { expect, test } from "@playwright/test";
import { apiSession, expectNoSidewaysScroll, postOk, signIn } from "./helpers";

// Parcel projects (issue 20): an operator uploads the employees of a mail-back project (a file
// with one bad row is refused with its row number, the corrected file is accepted), sets the
// project to review and finds the request e-mails in the outbox.

const HEADER = "name,email,phone,address line 1,address line 2,city,state/region,postal code,country,devices";

function employeesCsv(tag: string, badRow: boolean): Buffer {
  const lines = [HEADER];
  for (let i = 1; i <= 20; i++) {
    const email = badRow && i === 7 ? "not-an-email" : `emp${i}.${tag}@staff.example.com`;
    lines.push(`Employee ${i},${email},,${i} Main St,,Austin,TX,78701,US,Laptop x1; Monitor`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

test("an operator uploads 20 employees, fixes the bad row, sets review and sees the e-mails in the outbox", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const api = await apiSession(baseURL);
  const accounts = await (await api.get("/spa/accounts?type=active&find_by_name=Northwind%20Health")).json();
  const warehouses = (await (await api.get("/spa/warehouses")).json()) as { id: number; shortName: string }[];
  const tag = Date.now().toString(36).toUpperCase().slice(-6);
  const prefix = `E${tag}`;
  await postOk(api, "/spa/parcel_projects", {
    name: `Returns ${tag}`,
    projectPrefix: prefix,
    accountId: accounts.data[0].id,
    warehouseId: warehouses.find((w) => w.shortName === "DAL")?.id ?? warehouses[0]?.id,
    method: "label_only",
  });

  await signIn(page, "operator@example.com");
  await page.goto(`/parcel/${prefix}`);
  await expect(page.getByRole("heading", { name: new RegExp(`${prefix} · Returns`) })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: "employees.csv",
    mimeType: "text/csv",
    buffer: employeesCsv(tag, true),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  const errors = page.getByRole("table", { name: "Import errors" });
  await expect(errors.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("8");
  await expect(errors).toContainText("Enter a valid e-mail address");
  await expect(page.getByText("No requests yet")).toBeVisible();

  await fileInput.setInputFiles({
    name: "employees.csv",
    mimeType: "text/csv",
    buffer: employeesCsv(tag, false),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("20 requests added.")).toBeVisible();

  await page.getByRole("button", { name: "Set to review" }).click();
  await page.getByRole("button", { name: "Send 20 e-mails" }).click();
  await expect(page.getByText("20 e-mails queued in the outbox.")).toBeVisible();

  await page.goto("/outbox");
  await page
    .getByPlaceholder("Search by recipient or subject")
    .fill(`.${tag.toLowerCase()}@staff.example.com`);
  await expect(
    page.getByRole("cell", { name: `emp1.${tag.toLowerCase()}@staff.example.com`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: new RegExp(`\\(${prefix}-1\\)`) })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/parcel/${prefix}`);
  await expect(page.getByRole("heading", { name: new RegExp(prefix) })).toBeVisible();
  await expectNoSidewaysScroll(page, "the parcel project page");
});
