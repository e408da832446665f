import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiSession, createInboundLoad, signIn, unique } from "./helpers";

// client@example.com belongs to Northwind Health (standard asset form); Umbrella Mobile is another
// client's account, with the phone-reseller asset form (apps/server/src/db/seed/demo-accounts.ts).
const CLIENT_ACCOUNT = "Northwind Health";
const OTHER_ACCOUNT = "Umbrella Mobile";

/** Receives a bin with that barcode on the load; answers the stored (upper-case) barcode. */
async function createBin(
  api: APIRequestContext,
  slug: string,
  barcode: string,
  attributes: Record<string, unknown> = {},
): Promise<string> {
  const created = await api.post("/spa/assets", {
    data: { activitySlug: slug, barcode, type: "bin", grossWeight: 52.5, netWeight: 48, attributes },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).barcode;
}

test("an operator takes a webcam photo of an asset and sees it among the asset's photos", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, CLIENT_ACCOUNT);
  const barcode = await createBin(api, slug, unique("CAM"));

  await signIn(page, "operator@example.com");
  await page.goto(`/assets/${barcode}`);
  await expect(page.getByRole("heading", { level: 1, name: barcode })).toBeVisible();
  await expect(page.getByText("No photos of this asset yet.")).toBeVisible();
  await expect(page.getByText("No tests recorded for this asset")).toBeVisible();

  await page.getByRole("button", { name: "Take photo" }).click();
  const camera = page.getByRole("dialog", { name: `Take a photo of ${barcode}` });
  // Chromium's fake camera answers getUserMedia without a prompt; Capture waits for a frame.
  const capture = camera.getByRole("button", { name: "Capture" });
  await expect(capture).toBeEnabled();
  await camera.getByText("FGI", { exact: true }).click();
  await expect(camera.getByRole("radio", { name: "FGI" })).toBeChecked();
  await capture.click();
  await expect(camera.getByRole("img", { name: "Captured photo" })).toBeVisible();
  await camera.getByRole("button", { name: "Use photo" }).click();
  await expect(camera).toBeHidden();
  await expect(page.getByTestId("snackbar")).toContainText(`webcam.jpeg was added to ${barcode}`);

  const photo = page.getByRole("list", { name: "Asset photos" }).getByRole("listitem");
  await expect(photo).toHaveCount(1);
  await expect(photo).toContainText("webcam.jpeg");
  await expect(photo).toContainText("FGI");
  // The image is served back and renders.
  const image = photo.getByRole("img", { name: "webcam.jpeg" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The photo is part of the asset's chain of custody.
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${barcode}/events$`));
  await expect(page.getByRole("table", { name: "Events" })).toContainText("Photo added");
});

test("a held asset cannot be moved: the edit screen shows the hold refusal until the hold is released", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const from = await createInboundLoad(api, CLIENT_ACCOUNT);
  const to = await createInboundLoad(api, CLIENT_ACCOUNT);
  const barcode = await createBin(api, from, unique("HOLD"));

  await signIn(page, "operator@example.com");
  await page.goto("/holds");
  await page.getByRole("button", { name: "Put on hold", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Put an asset on hold" });
  // Typed in lower case; the field upper-cases it and names the asset it finds.
  await dialog.getByLabel("Barcode").fill(barcode.toLowerCase());
  await expect(dialog.getByLabel("Barcode")).toHaveValue(barcode);
  await expect(dialog.getByText(`${barcode} · ${CLIENT_ACCOUNT} · ${from}`)).toBeVisible();
  // Saving without a type is refused on the field.
  await dialog.getByRole("button", { name: "Put on hold", exact: true }).click();
  await expect(dialog.getByText("Choose the hold type")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Hold type" }).click();
  await page.getByRole("option", { name: "Legal hold" }).click();
  await dialog.getByLabel("Processing instructions").fill("Keep until counsel signs off");
  await dialog.getByRole("button", { name: "Put on hold", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("snackbar")).toContainText(`${barcode} is on hold`);
  const row = page.getByRole("row").filter({ hasText: barcode });
  await expect(row).toContainText("Legal hold");
  await expect(row).toContainText("Keep until counsel signs off");

  await row.getByRole("link", { name: barcode }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${barcode}$`));
  await expect(page.getByRole("alert").filter({ hasText: "This asset is on hold" })).toContainText(
    "Legal hold",
  );

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${barcode}/edit$`));
  const target = page.getByRole("combobox", { name: "Move to activity" });
  await target.fill(to);
  await page.getByRole("option", { name: new RegExp(to) }).click();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  const refusal = page.getByTestId("move-refusal");
  await expect(refusal).toContainText("The move was refused");
  await expect(refusal).toContainText(`Asset ${barcode} is on legal hold; release the hold first`);

  // Released (after a confirmation), the same move goes through.
  await page.goto("/holds");
  await page
    .getByRole("row")
    .filter({ hasText: barcode })
    .getByRole("button", { name: `Release the hold on ${barcode}` })
    .click();
  await page.getByRole("dialog", { name: "Release hold" }).getByRole("button", { name: "Release" }).click();
  await expect(page.getByTestId("snackbar")).toContainText(`The hold on ${barcode} was released`);
  await expect(page.getByRole("row").filter({ hasText: barcode })).toHaveCount(0);

  await page.goto(`/assets/${barcode}/edit`);
  await page.getByRole("combobox", { name: "Move to activity" }).fill(to);
  await page.getByRole("option", { name: new RegExp(to) }).click();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByTestId("snackbar")).toContainText(`${barcode} was moved to ${to}`);
  await expect(page.getByText(`Now on ${to}.`)).toBeVisible();
});

test("the shell's find box opens an asset from its barcode typed in lower case", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const slug = await createInboundLoad(api, CLIENT_ACCOUNT);
  const barcode = await createBin(api, slug, unique("FIND"));

  await signIn(page, "operator@example.com");
  // "/" focuses the box from anywhere that is not a text field.
  await page.locator("body").press("/");
  const find = page.getByRole("textbox", { name: "Find" });
  await expect(find).toBeFocused();
  const missing = unique("nothing-");
  await find.fill(missing);
  await find.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Nothing found for ${missing}` })).toBeVisible();

  // A scanner types fast and ends with Enter.
  await find.fill("");
  await find.pressSequentially(barcode.toLowerCase(), { delay: 5 });
  await find.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/assets/${barcode}$`));
  await expect(page.getByRole("heading", { level: 1, name: barcode })).toBeVisible();
  await expect(find).toHaveValue("");

  // A lower-case address is sent to the stored barcode's.
  await page.goto(`/assets/${barcode.toLowerCase()}/events`);
  await expect(page).toHaveURL(new RegExp(`/assets/${barcode}/events$`));
});

test("a client opens their own asset but another client's is not found", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const own = await createBin(api, await createInboundLoad(api, CLIENT_ACCOUNT), unique("OWN"));
  const other = await createBin(api, await createInboundLoad(api, OTHER_ACCOUNT), unique("OTHER"), {
    trackingNumber: "1Z999AA10123456784",
  });

  await signIn(page, "client@example.com");
  await page.goto(`/assets/${own.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/assets/${own}$`));
  await expect(page.getByRole("heading", { level: 1, name: own })).toBeVisible();
  await expect(page.getByText(CLIENT_ACCOUNT).first()).toBeVisible();
  // Clients read: no edit, no camera.
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Take photo" })).toHaveCount(0);

  await page.goto(`/assets/${other}`);
  await expect(page.getByRole("heading", { level: 1, name: "Asset not found" })).toBeVisible();
  await expect(page.getByText(other)).toBeVisible();

  // The client's find box does not reach another client's asset either.
  const find = page.getByRole("textbox", { name: "Find" });
  await find.fill(other);
  await find.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Nothing found for ${other}` })).toBeVisible();
  await find.fill(own);
  await find.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/assets/${own}$`));
});

test("the assets screen lists assets across loads by filter and exports them; a client sees only theirs", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const tag = unique("IDX").toUpperCase();
  const own = await createBin(api, await createInboundLoad(api, CLIENT_ACCOUNT), `${tag}A`);
  const other = await createBin(api, await createInboundLoad(api, OTHER_ACCOUNT), `${tag}B`, {
    trackingNumber: "1Z999AA10123456784",
  });

  await signIn(page, "operator@example.com");
  await page.getByRole("link", { name: "Assets", exact: true }).click();
  await expect(page).toHaveURL(/\/assets$/);
  await page.getByRole("textbox", { name: "Search" }).fill(tag);
  const table = page.getByRole("table").first();
  await expect(table).toContainText(own);
  await expect(table).toContainText(other);
  const account = page.getByRole("combobox", { name: "Account" });
  await account.fill(OTHER_ACCOUNT);
  await page.getByRole("option", { name: OTHER_ACCOUNT }).click();
  await expect(table).not.toContainText(own);
  await expect(table).toContainText(other);

  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Excel (.xlsx)" }).click();
  expect((await downloading).suggestedFilename()).toBe("assets.xlsx");

  await signIn(page, "client@example.com");
  await page.goto("/assets");
  await page.getByRole("textbox", { name: "Search" }).fill(tag);
  await expect(page.getByRole("table").first()).toContainText(own);
  await expect(page.getByRole("table").first()).not.toContainText(other);
  await api.dispose();
});
