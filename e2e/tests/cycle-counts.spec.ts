import { expect, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  dallasShelves,
  expectNoSidewaysScroll,
  putAt,
  receiveSerials,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Cycle counts (issue 17): a location with three assets is counted with one of them missing and
// one asset from another location found there; the counter accepts both adjustments and closes
// the count, and the location's summary shows the count and its accuracy. The spec makes its own
// locations and stock (received and put away through the API). Two counters splitting a zone are
// tested in the server suite (cycle-counts.test.ts).

test("count a location with one asset missing and one unexpected, accept the adjustments, see the summary", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const { shelf } = await dallasShelves(api, "Count shelf");
  const bin = await shelf(`CC${ref}-B1`);
  const other = await shelf(`CC${ref}-B2`);
  const load = await createInboundLoad(api, "Northwind Health");
  const [a1, a2, a3, stray] = await receiveSerials(api, load, "CC", ref, ["A1", "A2", "A3", "S"]);
  await putAt(api, bin.id, [a1, a2, a3]);
  await putAt(api, other.id, [stray]);

  await signIn(page, "operator@example.com");
  await page.goto(`/locations/${bin.id}`);
  const panel = page.getByRole("region", { name: "Cycle count" });
  await expect(panel).toContainText("Not counted yet.");
  await panel.getByRole("button", { name: "Start a count" }).click();
  const dialog = page.getByRole("dialog", { name: `Count ${bin.barcode}` });
  await dialog.getByRole("button", { name: "Start the count" }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${bin.id}/cycle-counts/\\d+$`));
  await expect(page.getByText("Counting", { exact: true }).first()).toBeVisible();

  // Claim the location, then scan: an unknown barcode is refused beside the box, a second scan counts nothing.
  await page.getByRole("button", { name: `Claim ${bin.barcode}` }).click();
  const box = `Scan an asset in ${bin.barcode}`;
  await expect(page.getByRole("textbox", { name: box })).toBeEnabled();
  await scanInto(page, box, "NOPE-404");
  await expect(page.getByText("No asset has barcode NOPE-404")).toBeVisible();
  await page.getByRole("textbox", { name: box }).fill("");
  for (const b of [a1, a2, stray]) {
    await scanInto(page, box, b as string);
    await expect(page.getByText(`Counted ${b}`)).toBeVisible();
    await expect(page.getByRole("textbox", { name: box })).toHaveValue("");
  }
  await scanInto(page, box, a1 as string);
  await expect(page.getByText(`${a1} was already counted; nothing changed`)).toBeVisible();

  const differences = page.getByRole("table", { name: "Differences" });
  await expect(differences.getByRole("row", { name: new RegExp(a3 as string) })).toContainText("Missing");
  await expect(differences.getByRole("row", { name: new RegExp(stray as string) })).toContainText(
    "Found here, expected elsewhere or nowhere",
  );
  await expect(page.getByRole("table", { name: "Found" }).getByRole("row")).toHaveCount(3);

  // Accept both adjustments and close after confirming.
  await page.getByRole("button", { name: "Close the count" }).click();
  const confirm = page.getByRole("dialog", { name: /Close count \d+\?/ });
  await expect(confirm).toContainText("2 differences are adjusted");
  await confirm.getByRole("button", { name: "Close the count" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Closed", { exact: true }).first()).toBeVisible();
  await expect(differences.getByText("Adjusted")).toHaveCount(2);

  // The adjustments moved the assets: the stray one is here now, the missing one is not.
  const contents = await (
    await api.get(`/spa/locations/${bin.id}/assets`, { params: { pageSize: 50 } })
  ).json();
  expect(contents.data.map((a: { barcode: string }) => a.barcode).sort()).toEqual([a1, a2, stray].sort());

  // The summary on the location's page.
  await page.goto(`/locations/${bin.id}`);
  await expect(panel.getByText("Accuracy")).toBeVisible();
  await expect(panel).toContainText("50%");
  await expect(panel).toContainText("Counted3");
  await expect(panel).toContainText("Expected3");
  await expect(panel).toContainText("1 count in all");

  // The history tab, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/locations/${bin.id}/cycle-counts`);
  const history = page.getByRole("table", { name: "Cycle counts" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history).toContainText("Closed");
  // The count screen fits a phone: nothing wider than the screen but the tables' own scroll.
  await history.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: /^Count \d+$/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Differences" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the screen at 390 px");
  await page.screenshot({ path: test.info().outputPath("count-390.png"), fullPage: true });
});
