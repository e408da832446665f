import { expect, type Page, test } from "@playwright/test";
import { signIn, unique } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** A day some days from today, as the date fields take it. */
function isoDate(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** As an operator: a new cable-client account with client@example.com as one of its users. */
async function cableAccountForTheClient(page: Page): Promise<string> {
  const name = unique("Cable Works ");
  await signIn(page, "operator@example.com");
  const created = await page.request.post("/spa/accounts", {
    data: { name, inboundForm: "cable_client" },
    headers: XHR,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const users = await page.request.get("/spa/users?type=client&search=client%40example.com", {
    headers: XHR,
  });
  const client = ((await users.json()) as { data: { id: number; email: string }[] }).data.find(
    (u) => u.email === "client@example.com",
  );
  expect(client).toBeDefined();
  // Every member has a role on the account.
  const roles = (await (await page.request.get("/spa/roles?type=client")).json()) as { id: number }[];
  const added = await page.request.post(`/spa/accounts/${id}/users`, {
    data: { userId: client?.id, roleId: roles[0]?.id },
    headers: XHR,
  });
  expect(added.status()).toBe(201);
  await page.context().clearCookies();
  return name;
}

/** Chooses an option of a searchable select by typing its exact label and leaving the field. */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(option);
  await field.press("Tab");
  await expect(field).toHaveValue(option);
}

test("a client files a cable-client pickup request; an operator schedules its load and imports its ASN", async ({
  page,
}) => {
  const account = await cableAccountForTheClient(page);
  const start = isoDate(9);
  const end = isoDate(11);

  await signIn(page, "client@example.com");
  await page.goto("/");
  await page.getByTestId("home-recent-requests").getByRole("link", { name: "Request a pickup" }).click();
  await expect(page).toHaveTitle("Request a pickup · Reuse Ops");
  await choose(page, "Account", account);

  // The cable form's DCA numbers are normalised as they are added.
  const dca = page.getByRole("textbox", { name: "DCA Numbers" });
  await dca.fill(" dca-12 34/ab ");
  await dca.press("Enter");
  await expect(page.getByText("1234AB", { exact: true })).toBeVisible();
  await dca.fill("12-ab#");
  await dca.press("Enter");
  await expect(page.getByText("12AB", { exact: true })).toBeVisible();
  await dca.fill("12ж4");
  await dca.press("Enter");
  await expect(page.getByText("DCA can only include numbers and letters")).toBeVisible();
  await expect(dca).toHaveValue("12ж4");
  await dca.fill("");
  // A number typed but not entered is kept when the field is left.
  await dca.fill("dca 77");
  await page.getByLabel("Street").click();
  await expect(page.getByText("77", { exact: true })).toBeVisible();
  await expect(page.getByText("Client reference: 1234AB, 12AB, 77")).toBeVisible();

  // The form checks everything before sending, with the schema's messages.
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByText("Street is required")).toBeVisible();
  await expect(page.getByText("This answer is required")).toBeVisible();

  await page.getByLabel("Earliest pickup date").fill(start);
  await page.getByLabel("Latest pickup date").fill(end);
  await page.getByLabel("Street").fill("500 Fiber Way");
  await page.getByLabel("City").fill("Plano");
  await page.getByLabel("State or region").fill("TX");
  await page.getByLabel("Postal code").fill("75024");
  await page.getByLabel("Contact name").fill("Rita Wires");
  await page.getByLabel("Contact phone").fill("+1 972 555 0199");
  await choose(page, "Shipment size", "Full Truck Load");
  await page.getByLabel("Estimated pallets").fill("6");
  await page
    .getByRole("radiogroup", { name: "Is there a loading dock at the pickup site?" })
    .getByLabel("Yes")
    .check();
  await page.getByLabel("Notes").fill("Gate code 4411");
  await page.getByRole("button", { name: "Submit request" }).click();

  await expect(
    page.getByTestId("snackbar").filter({ hasText: /Inbound request \d+ was submitted/ }),
  ).toBeVisible();
  const heading = page.getByRole("heading", { level: 1, name: /^Inbound request \d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace(/\D/g, "");
  await expect(page.getByText("1234AB, 12AB, 77").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Create inbound load" })).toHaveCount(0);

  await page.goto("/inbound-requests");
  await expect(page.getByRole("link", { name: "Request a pickup" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: number, exact: true }) });
  await expect(row).toContainText(account);
  await expect(row).toContainText("Submitted");

  // The operator turns the request into a scheduled load.
  await page.context().clearCookies();
  await signIn(page, "operator@example.com");
  await page.goto("/inbound-requests");
  await expect(page.getByRole("link", { name: "Request a pickup" })).toHaveCount(0);
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: number, exact: true }) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Inbound request ${number}` })).toBeVisible();
  await page.getByRole("link", { name: "Create inbound load" }).click();
  await expect(page).toHaveTitle("New inbound load from a request · Reuse Ops");
  await expect(page.getByRole("combobox", { name: "Account" })).toHaveValue(account);
  await expect(page.getByLabel("Dock date")).toHaveValue(start);
  // The request's cable fields come along: the DCA numbers and the client reference they make.
  await expect(page.getByText("Client reference: 1234AB, 12AB, 77")).toBeVisible();
  const warehouse = page.getByRole("combobox", { name: "Warehouse" });
  if ((await warehouse.inputValue()) === "") {
    await warehouse.click();
    await page.getByRole("option").first().click();
  }
  await page.getByRole("button", { name: "Create load" }).click();

  // Load slugs are <warehouse>-in-<number> (docs/decisions.md).
  await expect(page).toHaveURL(/\/inbound\/[a-z0-9]+-in-\d+$/);
  const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByText("Scheduled").first()).toBeVisible();

  // The ASN for the load: one bad row is refused with its row number and nothing is imported;
  // the corrected file is imported and its items are listed.
  const asn = (quantity: string) => ({
    name: "asn.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Serial,Qty,Pallet\nSN-${number}-1,1,P1\nSN-${number}-2,${quantity},P1\n`),
  });
  await page.getByRole("tab", { name: /ASN/ }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}/asns$`));
  await page.locator('input[type="file"]').setInputFiles(asn("abc"));
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Nothing was imported")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Import errors" }).getByRole("row").nth(1).getByRole("cell"),
  ).toHaveText(["3", "Quantity", /number/i]);
  await page.locator('input[type="file"]').setInputFiles(asn("2"));
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("snackbar").filter({ hasText: "2 items imported" })).toBeVisible();
  await expect(page.getByRole("cell", { name: `SN-${number}-2`, exact: true })).toBeVisible();

  await page.goto(`/inbound-requests/${number}`);
  await expect(page.getByText("Load created").first()).toBeVisible();
  await expect(page.getByRole("link", { name: slug }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Create inbound load" })).toHaveCount(0);
  await page.getByRole("button", { name: `Open load ${slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inbound/${slug}$`));
});

test("an operator cancels a request after confirming, and cannot make a load from it", async ({ page }) => {
  await signIn(page, "client@example.com");
  const accounts = await page.request.get("/spa/client/accounts?type=active&pageSize=1", { headers: XHR });
  const accountId = ((await accounts.json()) as { data: { id: number }[] }).data[0]?.id;
  const questions = (await (
    await page.request.get("/spa/client/inbound-requests/questions", { headers: XHR })
  ).json()) as {
    id: number;
    kind: string;
    required: boolean;
  }[];
  const answers = Object.fromEntries(
    questions
      .filter((q) => q.required)
      .map((q) => [String(q.id), q.kind === "yes_no" ? "yes" : q.kind === "number" ? "1" : "x"]),
  );
  const account = (await (
    await page.request.get(`/spa/client/accounts/${accountId}`, { headers: XHR })
  ).json()) as {
    inboundForm: string;
  };
  const attributes =
    account.inboundForm === "client_type_one"
      ? { projectType: "Business as Usual", businessUnit: "CC-100" }
      : account.inboundForm === "cable_client"
        ? { dcaNumbers: ["9001"] }
        : account.inboundForm === "software_client"
          ? { supplierJobType: "Buyback" }
          : {};
  const created = await page.request.post("/spa/client/inbound-requests", {
    headers: XHR,
    data: {
      accountId,
      requestedStart: isoDate(20),
      requestedEnd: isoDate(21),
      street: "1 Main St",
      city: "Dallas",
      region: "TX",
      postalCode: "75201",
      contactName: "Sam",
      contactPhone: "555 0100",
      shipmentSize: "ltl",
      answers,
      attributes,
    },
  });
  expect(created.status()).toBe(201);
  const { number } = (await created.json()) as { number: number };

  await page.context().clearCookies();
  await signIn(page, "operator@example.com");
  await page.goto(`/inbound-requests/${number}`);
  await page.getByRole("button", { name: "Cancel request" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel inbound request ${number}?` });
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Submitted").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel request" }).click();
  await dialog.getByRole("button", { name: "Cancel request" }).click();
  await expect(
    page.getByTestId("snackbar").filter({ hasText: `Inbound request ${number} was canceled` }),
  ).toBeVisible();
  await expect(page.getByText("Canceled").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Create inbound load" })).toHaveCount(0);
  await page.goto(`/inbound-requests/${number}/inbound/new`);
  await expect(page.getByText("No load can be made from this request")).toBeVisible();
});
