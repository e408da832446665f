import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { signIn, unique } from "./helpers";

// Saved and scheduled reports (issue 23, "Done when"): a client builds, saves and downloads a
// custom report; an operator schedules a report weekly to themself, sends it now, and the mail
// with the report attached reaches the run's SMTP sink (e2e/mail-sink.ts writes each message to
// E2E_MAIL_DIR).

const today = () => new Date().toISOString().slice(0, 10);

/** Builds a report in the builder (its defaults: loads by week over 91 days), runs it and saves it. */
async function buildAndSave(page: Page, builder: string, name: string, measure: string) {
  await page.goto(builder);
  await expect(page.getByRole("heading", { name: "Custom report" })).toBeVisible();
  const measures = page.getByRole("combobox", { name: "Measures" });
  await measures.click();
  await page.getByRole("option", { name: measure, exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Run", exact: true }).click();
  const result = page.getByLabel("Report result");
  await expect(result.getByRole("table", { name: "Report figures" })).toBeVisible();
  await expect(result.getByRole("columnheader", { name: measure })).toBeVisible();
  await expect(result.getByText("Total", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save as a report" });
  // The name is required: the 422 rule shows on the field.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/report\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** The raw message in the sink to `to` whose text names `needle`, polled until it arrives. */
async function mailTo(to: string, needle: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR as string;
  let found = "";
  await expect
    .poll(
      () => {
        for (const file of readdirSync(dir)) {
          const raw = readFileSync(path.join(dir, file), "utf8");
          if (raw.startsWith(`X-Envelope-To: ${to}`) && raw.includes(needle)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000, message: `a mail to ${to} naming ${needle}` },
    )
    .toBe(true);
  return found;
}

test("a client builds a custom report, saves it, opens it and downloads it as xlsx", async ({ page }) => {
  const name = unique("Loads and weight ");
  await signIn(page, "client@example.com");
  await buildAndSave(page, "/dashboards/clients/custom", name, "Weight received (lbs)");
  await expect(page.getByLabel("Definition")).toContainText("Loads received, Weight received (lbs)");
  await expect(page.getByLabel("Report result").getByRole("table", { name: "Report figures" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await page.getByRole("menuitem", { name: "Excel (xlsx)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name} ${today()}.xlsx`);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.length).toBeGreaterThan(0);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const cells: string[] = [];
  sheet?.eachRow((row) => {
    cells.push(...(row.values as unknown[]).map((v) => String(v ?? "")));
  });
  expect(cells).toContain("Loads received");
  expect(cells).toContain("Weight received (lbs)");

  // The reports dashboard lists it and finds it by name.
  await page.goto("/reports");
  await page.getByRole("textbox", { name: "Search" }).fill(name);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("an operator schedules a report weekly to themself and Send now mails it with its file", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = unique("Devices weekly ");
  await signIn(page, "operator@example.com");
  await buildAndSave(page, "/dashboards/smr/custom", name, "Serialized devices");

  const schedule = page.getByLabel("Schedule");
  await expect(schedule.getByText("Not scheduled")).toBeVisible();
  await schedule.getByRole("combobox", { name: "Frequency" }).click();
  await page.getByRole("option", { name: "Weekly (Mondays)" }).click();
  await schedule.getByRole("combobox", { name: "Recipients" }).click();
  await schedule.getByRole("combobox", { name: "Recipients" }).fill("operator@example.com");
  await page.getByRole("option", { name: /operator@example\.com/ }).click();
  await page.keyboard.press("Escape");
  await schedule.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(schedule.getByText("Weekly (Mondays) to 1 person")).toBeVisible();
  await expect(schedule.getByText("Next run")).toBeVisible();

  await schedule.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Report sent")).toBeVisible({ timeout: 30_000 });

  const fileName = `${name} ${today()}.xlsx`;
  // Headers unfolded (a long header line continues on the next with a space).
  const raw = (await mailTo("operator@example.com", name)).replace(/\r\n[ \t]+/g, " ");
  expect(raw).toContain(`Subject: Report: ${name}`);
  // The attachment: its part's type and the file's name.
  expect(raw).toContain(
    `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet; name="${fileName}"`,
  );
  expect(raw).toContain(`Content-Disposition: attachment; filename="${fileName}"`);
});
