import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSession, scanInto, signIn, unique } from "./helpers";

// SPEC §5's texts, as the domain schemas hold them (packages/domain/src/assets/asset-forms.schemas.ts).
const PALLET_ID_MESSAGE =
  "Pallet IDs must be in the correct, hyphenated format (e.g. XXXXX-XXXXX-XXXX; 5 digits, 6 digts and 3-6 digits)";
const EXTRA_PALLET_WARNING = "This Pallet ID is not in the manifest.";

/** A 2×2 PNG, for photos sent through the API. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==",
  "base64",
);

/** A new client account with the given asset form, an inbound load of it and its ASN (CSV text). */
async function loadWithAsn(api: APIRequestContext, assetForm: string, asn: string): Promise<string> {
  const account = await api.post("/spa/accounts", { data: { name: unique("Receiving Co "), assetForm } });
  expect(account.status(), await account.text()).toBe(201);
  const site = await (await api.get("/spa/site")).json();
  const created = await api.post("/spa/activities", {
    data: { type: "inbound", accountId: (await account.json()).id, warehouseId: site.warehouses[0].id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()).slug as string;
  // Only a scheduled load can be marked received: dock it on the next weekday.
  const day = new Date(Date.now() + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const scheduled = await api.put(`/spa/activities/${slug}`, {
    data: { scheduledDate: day.toISOString().slice(0, 10), status: "scheduled" },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const imported = await api.post(`/spa/loads/${slug}/asns`, {
    multipart: { file: { name: "asn.csv", mimeType: "text/csv", buffer: Buffer.from(asn) }, mapping: "{}" },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  return slug;
}

/** Chooses an option of a SelectField by its label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an operator receives a load by scanning lower-case barcodes and sees the ASN difference", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const ref = unique("rc").toLowerCase();
  const serials = [`${ref}-sn-1`, `${ref}-sn-2`, `${ref}-sn-3`];
  const slug = await loadWithAsn(api, "standard", `Serial,Qty\n${serials.map((s) => `${s},1`).join("\n")}\n`);

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/assets`);
  await expect(page).toHaveTitle("Receiving · Reuse Ops");
  await expect(page.getByRole("tab", { name: "Assets", selected: true })).toBeVisible();
  const received = page.getByTestId("last-received");

  // A pallet, weighed, scanned in lower case: stored and shown upper-case.
  await choose(page, /Asset type/, "Pallet");
  await page.getByRole("textbox", { name: "Gross weight (lbs)" }).fill("520");
  await page.getByRole("textbox", { name: "Net weight (lbs)" }).fill("480.5");
  await scanInto(page, "Asset barcode", `p-${ref}`);
  await expect(received).toContainText(`P-${ref.toUpperCase()}`);
  const barcode = page.getByRole("textbox", { name: "Asset barcode" });
  await expect(barcode).toHaveValue("");
  await expect(barcode).toBeFocused();

  // A bin on the pallet: scan the pallet into the context first.
  await scanInto(page, "Receiving into", `p-${ref}`);
  await expect(page.getByText(`Pallet P-${ref.toUpperCase()}`)).toBeVisible();
  await choose(page, /Asset type/, "Bin");
  await scanInto(page, "Asset barcode", `b-${ref}`);
  await expect(received).toContainText(`B-${ref.toUpperCase()} (bin in P-${ref.toUpperCase()})`);

  // Serials in the bin: two of the ASN's three, and one it did not announce.
  await scanInto(page, "Receiving into", `b-${ref}`);
  await expect(page.getByText(`Bin B-${ref.toUpperCase()}`)).toBeVisible();
  await choose(page, /Asset type/, "Serial");
  const receiveSerial = async (serial: string, code: string) => {
    await page.getByRole("textbox", { name: "Serial number" }).fill(serial);
    await page.getByRole("textbox", { name: "Gross weight (lbs)" }).fill("12.5");
    await scanInto(page, "Asset barcode", code);
    await expect(received).toContainText(`${code.toUpperCase()} (serial in B-${ref.toUpperCase()})`);
  };
  await receiveSerial(serials[0] as string, `s1-${ref}`);
  await receiveSerial(serials[1] as string, `s2-${ref}`);
  await receiveSerial(`${ref}-extra`, `s3-${ref}`);

  // The same barcode again is refused next to the field, and the scan stays to correct.
  await page.getByRole("textbox", { name: "Serial number" }).fill(`${ref}-other`);
  await scanInto(page, "Asset barcode", `s3-${ref}`);
  await expect(barcode).toHaveValue(`S3-${ref.toUpperCase()}`);
  await expect(barcode).toHaveAttribute("aria-invalid", "true");

  // The running totals against the ASN: one serial missing, one extra.
  await expect(page.getByText("1 missing", { exact: true })).toBeVisible();
  await expect(page.getByText("1 extra", { exact: true })).toBeVisible();
  const differences = page.getByRole("table", { name: "Serial differences" });
  await expect(differences.getByRole("row").filter({ hasText: serials[2] as string })).toContainText(
    "Missing",
  );
  await expect(differences.getByRole("row").filter({ hasText: `${ref}-extra` })).toContainText("Extra");

  // The load's assets list them upper-case, weighed, with a link to each.
  const assets = page.getByRole("table").filter({ hasText: "Barcode" }).last();
  const s1 = assets.getByRole("row").filter({ hasText: `S1-${ref.toUpperCase()}` });
  await expect(s1).toContainText("12.5 lbs");
  await expect(s1.getByRole("link", { name: `S1-${ref.toUpperCase()}` })).toHaveAttribute(
    "href",
    `/assets/S1-${ref.toUpperCase()}`,
  );
  const stored = await (
    await api.get("/spa/assets", { params: { find: "barcode", barcode: `p-${ref}` } })
  ).json();
  expect(stored.data[0]).toMatchObject({ barcode: `P-${ref.toUpperCase()}`, inboundGrossWeight: 520 });

  // The confirm page lists the differences before the load is marked received.
  await page.getByRole("link", { name: "Review and confirm the receipt →" }).click();
  await expect(page).toHaveTitle("Asset confirm · Reuse Ops");
  // The frame's own status move says the same; this one lists the differences first.
  await page
    .getByRole("region", { name: "Asset confirm" })
    .getByRole("button", { name: "Mark received" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Mark received?" });
  // Serial numbers are compared (and shown) upper-case.
  await expect(dialog).toContainText(new RegExp(`Serial ${serials[2]}: missing`, "i"));
  await expect(dialog).toContainText(new RegExp(`Serial ${ref}-extra: extra`, "i"));
  await dialog.getByRole("button", { name: "Mark received" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: `${slug} is now received` })).toBeVisible();

  // A photo of a serial and one of the load: each on its own tab.
  const photo = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
  const assetPhoto = await api.post(`/spa/assets/S1-${ref.toUpperCase()}/photos`, {
    multipart: { type: "fgi", file: photo("serial.png") },
  });
  expect(assetPhoto.status(), await assetPhoto.text()).toBe(201);
  const loadPhoto = await api.post(`/spa/activities/${slug}/photos`, {
    multipart: { file: photo("dock.png") },
  });
  expect(loadPhoto.status(), await loadPhoto.text()).toBe(201);
  await page.getByRole("tab", { name: "Asset photos" }).click();
  await expect(page).toHaveTitle("Asset photos · Reuse Ops");
  const group = page.getByRole("region", { name: `Photos of S1-${ref.toUpperCase()}` });
  await expect(group.getByRole("link", { name: `S1-${ref.toUpperCase()}` })).toBeVisible();
  await expect(group.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("tab", { name: "Load photos" }).click();
  await expect(page).toHaveTitle("Load photos · Reuse Ops");
  await expect(page.getByRole("button", { name: "Open dock.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open serial.png" })).toHaveCount(0);
  await api.dispose();
});

test("the takeback pallet id: its format, the extra-pallet warning and the exception it needs", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const ref = unique("tb").toLowerCase();
  const inManifest = `${String(Date.now()).slice(-5)}-123456-1234`;
  const slug = await loadWithAsn(
    api,
    "computer_maker_takeback",
    `Serial,Qty,Pallet\n${ref}-1,1,${inManifest}\n`,
  );

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/assets`);
  await choose(page, /Asset type/, "Pallet");
  const palletId = page.getByRole("textbox", { name: "Pallet ID" });
  const warning = page.getByText(EXTRA_PALLET_WARNING);

  // A malformed id: the spec's message when the field is left.
  await palletId.fill("1234-12345-12");
  await palletId.blur();
  await expect(page.getByText(PALLET_ID_MESSAGE)).toBeVisible();

  // An id outside the manifest (typed with spaces, trimmed on leaving): the warning, and an
  // exception is required before the pallet can be received.
  await palletId.fill("  99999-999999-999  ");
  await palletId.blur();
  await expect(palletId).toHaveValue("99999-999999-999");
  await expect(page.getByText(PALLET_ID_MESSAGE)).toBeHidden();
  await expect(warning).toBeVisible();
  await page.getByRole("textbox", { name: "Commodity" }).fill("Desktops");
  await choose(page, /Packaging/, "Gaylord");
  await scanInto(page, "Asset barcode", `tp-${ref}`);
  await expect(page.getByText(/This Pallet ID is not in the manifest: choose an exception/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Asset barcode" })).toHaveValue(`TP-${ref.toUpperCase()}`);

  // Another exception keeps the warning; Extra Pallet hides it, and the pallet is received.
  await choose(page, /Exception/, "Weight Discrepancy");
  await expect(warning).toBeVisible();
  await choose(page, /Exception/, "Extra Pallet");
  await expect(warning).toBeHidden();
  // The refused barcode is still in its field: Enter again receives it.
  await page.getByRole("textbox", { name: "Asset barcode" }).click();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("last-received")).toContainText(`TP-${ref.toUpperCase()}`);
  const stored = await (
    await api.get("/spa/assets", { params: { find: "barcode", barcode: `tp-${ref}` } })
  ).json();
  expect(stored.data[0].attributes).toMatchObject({
    palletId: "99999-999999-999",
    exception: "Extra Pallet",
    palletMatch: false,
  });

  // An id in the manifest: a quiet note, no warning, no exception needed.
  await palletId.fill(inManifest);
  await palletId.blur();
  await expect(page.getByText("In the manifest")).toBeVisible();
  await expect(warning).toBeHidden();
  await scanInto(page, "Asset barcode", `tq-${ref}`);
  await expect(page.getByTestId("last-received")).toContainText(`TQ-${ref.toUpperCase()}`);
  await api.dispose();
});
