import { expect, type Page, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  dallasShelves,
  expectNoSidewaysScroll,
  postOk,
  putAt,
  receiveSerials,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Outbound loads (issue 18): an operator makes a load by hand to a client (a redeployment back
// to them), edits it, adds stock to it by scanning on its assets tab, and cancels it: its open
// reservation is released and the asset picked for it goes back to stock where it was picked.
// The spec makes its own stock (received, put away and one asset picked through the API).

const SCREENS = [
  {
    name: "on a phone (390 px)",
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: "on a desktop (1280 px)", use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** Picks an option of a select field by typing its exact name and leaving it (SPEC §5). */
async function choose(page: Page, label: string, text: string) {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await expect(field).not.toHaveAttribute("placeholder", /Loading/);
  await field.fill(text);
  await field.press("Tab");
  await expect(field).toHaveValue(text);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);
    // Eight steps through four screens, each waiting on the server.
    test.slow();

    test("make an outbound load by hand, edit it, add stock by scan, cancel it", async ({
      page,
      baseURL,
    }) => {
      const api = await apiSession(baseURL);
      const ref = unique("").toUpperCase();
      const { shelf } = await dallasShelves(api, "Outbound shelf");
      const bin = await shelf(`OUT${ref}-A-01`);
      const inbound = await createInboundLoad(api, "Northwind Health");
      const [first, second] = await receiveSerials(api, inbound, "OB", ref, ["1", "2"]);
      await putAt(api, bin.id, [first, second]);
      const assetNamed = async (barcode: string) =>
        (await (await api.get("/spa/assets", { params: { find: "barcode", barcode } })).json()).data[0];

      await signIn(page, "operator@example.com");
      await page.goto("/outbound");
      await expect(page.getByRole("heading", { name: "Outbound loads", level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, "the outbound index");
      await page.getByRole("link", { name: "New outbound load" }).click();

      await choose(page, "Warehouse", "Dallas Recovery Center");
      await choose(page, "Consignee", "Northwind Health");
      await expect(page.getByRole("combobox", { name: "Consignee", exact: true })).toHaveValue(
        "Northwind Health",
      );
      await page.getByRole("button", { name: "Create load" }).click();
      await expect(page.getByRole("table", { name: "Load details" })).toBeVisible();
      await expect(page).toHaveURL(/\/outbound\/dal-out-\d+$/);
      const slug = page.url().split("/").pop() as string;
      await expect(page.getByRole("table", { name: "Load details" })).toContainText("Northwind Health");
      await expectNoSidewaysScroll(page, "the outbound overview");

      await page.getByRole("link", { name: "Edit" }).click();
      await page.getByRole("textbox", { name: "Reference" }).fill(`REDEPLOY-${ref}`);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(new RegExp(`/outbound/${slug}$`));
      await expect(page.getByRole("table", { name: "Load details" })).toContainText(`REDEPLOY-${ref}`);

      await page.goto(`/outbound/${slug}/assets`);
      await scanInto(page, "Asset barcode", "NOPE-404");
      await expect(page.getByText("No asset has barcode NOPE-404")).toBeVisible();
      // The refused scan stays in the box to be read; the next scan replaces it.
      await page.getByRole("textbox", { name: "Asset barcode" }).fill("");
      await scanInto(page, "Asset barcode", first);
      await expect(page.getByText(`${first} reserved for ${slug}`)).toBeVisible();
      await scanInto(page, "Asset barcode", second);
      await expect(page.getByText(`${second} reserved for ${slug}`)).toBeVisible();
      await expect(page.getByRole("table", { name: "Reserved stock" }).getByRole("row")).toHaveCount(3);
      await expectNoSidewaysScroll(page, "the outbound assets tab");

      // One asset picked (the pick screens have their own spec): it leaves stock for the load.
      await postOk(api, "/spa/picks", { barcode: second });
      expect((await assetNamed(second)).locationBarcode).toBeNull();

      await page.reload();
      await page.getByRole("button", { name: "Cancel load" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel load?" });
      await expect(dialog).toContainText("picked assets go back to stock");
      await dialog.getByRole("button", { name: "Cancel load" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Cancel load" })).toHaveCount(0);

      expect((await assetNamed(second)).locationBarcode).toBe(`OUT${ref}-A-01`);
      const reservations = await (await api.get(`/spa/activities/${slug}/reservations`)).json();
      expect(reservations.data.map((r: { status: string }) => r.status)).toEqual(["released", "released"]);
    });
  });
}
