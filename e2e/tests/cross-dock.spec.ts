import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  apiSession,
  createInboundLoad,
  expectNoSidewaysScroll,
  postOk,
  receiveSerials,
  scanInto,
  signIn,
  unique,
} from "./helpers";

// Issue 18, slice E: a client's inbound request turned into an outbound load (a redeployment
// back to them) through the request's "Create outbound load"; the load on its carrier's loads
// screen; and a received asset scanned straight onto an outbound load without putaway
// (cross-dock). The spec makes its own request, loads and assets through the API.

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A request of the client's first account, filed through the client API; answers its number. */
async function fileRequest(client: APIRequestContext): Promise<number> {
  const accounts = await (await client.get("/spa/client/accounts?type=active&pageSize=1")).json();
  const accountId = accounts.data[0].id as number;
  const account = await (await client.get(`/spa/client/accounts/${accountId}`)).json();
  const questions = (await (await client.get("/spa/client/inbound-requests/questions")).json()) as {
    id: number;
    kind: string;
    required: boolean;
  }[];
  const answers = Object.fromEntries(
    questions
      .filter((q) => q.required)
      .map((q) => [String(q.id), q.kind === "yes_no" ? "yes" : q.kind === "number" ? "1" : "x"]),
  );
  const attributes =
    account.inboundForm === "client_type_one"
      ? { projectType: "Business as Usual", businessUnit: "CC-100" }
      : account.inboundForm === "cable_client"
        ? { dcaNumbers: ["9001"] }
        : account.inboundForm === "software_client"
          ? { supplierJobType: "Buyback" }
          : {};
  const created = await postOk(client, "/spa/client/inbound-requests", {
    accountId,
    requestedStart: isoDate(20),
    requestedEnd: isoDate(21),
    street: "500 Redeploy Way",
    city: "Dallas",
    region: "TX",
    postalCode: "75201",
    contactName: "Sam Return",
    contactPhone: "555 0100",
    shipmentSize: "ltl",
    notes: "Laptops back to the new office",
    answers,
    attributes,
  });
  return created.number as number;
}

test("a client's request becomes an outbound load, listed on its carrier's loads", async ({
  page,
  baseURL,
}) => {
  const client = await apiSession(baseURL, "client@example.com");
  const number = await fileRequest(client);
  const api = await apiSession(baseURL);
  const carriers = await (await api.get("/spa/carriers", { params: { search: "Lone Star Freight" } })).json();
  const carrier = carriers.data[0] as { id: number; name: string };

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound-requests/${number}`);
  await page.getByRole("link", { name: "Create outbound load" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `New outbound load from request ${number}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle("New outbound load from a request · Reuse Ops");
  // Pre-filled from the request: the first requested day and where to deliver.
  await expect(page.getByLabel("Ship date")).toHaveValue(isoDate(20));
  await expect(page.getByLabel("Description")).toHaveValue(/Deliver to: 500 Redeploy Way, Dallas, TX 75201/);
  const carrierField = page.getByRole("combobox", { name: "Carrier", exact: true });
  await carrierField.fill(carrier.name);
  await carrierField.press("Tab");
  await expect(carrierField).toHaveValue(carrier.name);
  await page.getByRole("button", { name: "Create outbound load" }).click();
  await expect(page).toHaveURL(/\/outbound\/[a-z]+-out-\d+$/);
  const slug = page.url().split("/").at(-1) as string;

  // The request is linked to the new load, and opens it on the outbound screen.
  await page.goto(`/inbound-requests/${number}`);
  await expect(page.getByText("Load created")).toBeVisible();
  await page.getByRole("button", { name: `Open load ${slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`/outbound/${slug}$`));

  // The carrier's loads: inbound and outbound, filtered to outbound.
  await page.goto(`/carriers/${carrier.id}/loads`);
  await expect(page.getByRole("heading", { level: 1, name: `Loads of ${carrier.name}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(slug);
  await expect(page.getByRole("row").filter({ hasText: slug })).toBeVisible();
  // Mantine's segmented control hides its radios under the labels: choose by the label.
  const kind = page.getByRole("radiogroup");
  await kind.getByText("Inbound", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Inbound" })).toBeChecked();
  await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(0);
  await kind.getByText("Outbound", { exact: true }).click();
  await expect(page.getByRole("row").filter({ hasText: slug })).toBeVisible();

  // On a phone the list fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("row").filter({ hasText: slug })).toBeVisible();
  await expectNoSidewaysScroll(page, "the carrier loads list at 390 px");
});

test("a received asset is cross-docked onto an outbound load by scan", async ({ page, baseURL }) => {
  const api = await apiSession(baseURL);
  const ref = unique("").toUpperCase();
  const inbound = await createInboundLoad(api, "Northwind Health");
  const [first, second] = await receiveSerials(api, inbound, "XD", ref, ["A", "B"]);
  const site = await (await api.get("/spa/site")).json();
  const vendors = await (
    await api.get("/spa/accounts", { params: { type: "dsvs", find_by_name: "Evergreen Metals Recovery" } })
  ).json();
  const evergreen = vendors.data.find((a: { name: string }) => a.name === "Evergreen Metals Recovery");
  const load = await postOk(api, "/spa/activities", {
    type: "outbound",
    accountId: evergreen.id,
    warehouseId: site.warehouses[0].id,
  });

  await signIn(page, "operator@example.com");
  await page.goto(`/outbound/${load.slug}/assets`);
  const region = page.getByRole("region", { name: "Cross-docked assets" });
  await expect(region.getByRole("heading", { name: "Cross-docked assets" })).toBeVisible();

  await scanInto(page, "Scan a received asset onto this load", "NOPE-404");
  await expect(page.getByText("No asset has barcode NOPE-404")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Scan a received asset onto this load" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(first as string);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${first} cross-docked from ${inbound}`)).toBeVisible();
  await scanInto(page, "Scan a received asset onto this load", second as string);
  await expect(page.getByText(`${second} cross-docked from ${inbound}`)).toBeVisible();
  await expect(region.getByRole("row").filter({ hasText: first as string })).toBeVisible();
  await expect(region.getByRole("row").filter({ hasText: second as string })).toBeVisible();

  // Scanned twice: refused beside the box, the list unchanged.
  await scanInto(page, "Scan a received asset onto this load", first as string);
  await expect(page.getByText(`${first} is on ${load.slug} already`)).toBeVisible();

  // The server's list agrees: both never were in stock.
  const listed = await (await api.get(`/spa/activities/${load.slug}/assets/cross-docked`)).json();
  expect(listed.total).toBe(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("textbox", { name: "Scan a received asset onto this load" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the cross-dock scan at 390 px");
});
