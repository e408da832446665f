import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiSession, signIn, unique } from "./helpers";

/** A new inbound load of a new standard account, in the given status; answers its slug. */
async function loadIn(api: APIRequestContext, status: "requested" | "scheduled" | "received" | "canceled") {
  const account = await api.post("/spa/accounts", { data: { name: unique("Scan Co ") } });
  expect(account.status(), await account.text()).toBe(201);
  const site = await (await api.get("/spa/site")).json();
  const created = await api.post("/spa/activities", {
    data: { type: "inbound", accountId: (await account.json()).id, warehouseId: site.warehouses[0].id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()).slug as string;
  const steps: Record<string, object[]> = { requested: [], canceled: [{ status: "canceled" }] };
  const day = new Date(Date.now() + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const scheduled = { scheduledDate: day.toISOString().slice(0, 10), status: "scheduled" };
  steps.scheduled = [scheduled];
  steps.received = [scheduled, { status: "received" }];
  for (const data of steps[status] ?? []) {
    const moved = await api.put(`/spa/activities/${slug}`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return slug;
}

test("a refused scan is replaced by the next one: keystrokes and Enter only, the good code received as itself", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const slug = await loadIn(api, "scheduled");
  const first = unique("SCA").toUpperCase();
  const second = unique("SCB").toUpperCase();

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${slug}/assets`);
  await page.getByRole("combobox", { name: "Asset type" }).click();
  await page.getByRole("option", { name: "Bin", exact: true }).click();
  const field = page.getByRole("textbox", { name: "Asset barcode" });
  await field.click();

  // From here on only what a keyboard-wedge scanner sends: characters, then Enter.
  await page.keyboard.type(first.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("last-received")).toContainText(first);
  await expect(page.getByTestId("received-count")).toHaveText("1 received this session");

  await page.keyboard.type(first);
  await page.keyboard.press("Enter");
  await expect(field).toHaveAttribute("data-refused", "true");
  await expect(field).toHaveValue(first);
  // Red and green never stand together.
  await expect(page.getByTestId("last-received")).toBeHidden();

  await page.keyboard.type(second);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("last-received")).toContainText(second);
  await expect(field).toHaveValue("");
  await expect(page.getByTestId("received-count")).toHaveText("2 received this session");

  const joined = await api.get(`/spa/assets?find=barcode&barcode=${first}${second}`);
  expect((await joined.json()).data ?? []).toHaveLength(0);
  const good = await api.get(`/spa/assets?find=barcode&barcode=${second}`);
  expect((await good.json()).data[0].barcode).toBe(second);

  // A reload keeps the count and the context (the asset type chosen).
  await page.reload();
  await expect(page.getByTestId("received-count")).toHaveText("2 received this session");
  await expect(page.getByRole("combobox", { name: "Asset type" })).toHaveValue("Bin");
});

test("receiving is not offered on a canceled load, and warns on a load already received", async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL);
  const canceled = await loadIn(api, "canceled");
  const received = await loadIn(api, "received");

  await signIn(page, "operator@example.com");
  await page.goto(`/inbound/${canceled}/assets`);
  await expect(page.getByTestId("receiving-notice")).toHaveText(
    "This load is canceled, so nothing can be received on it. Clone it as a new load to receive more.",
  );
  await expect(page.getByRole("textbox", { name: "Asset barcode" })).toHaveCount(0);

  await page.goto(`/inbound/${received}/assets`);
  await expect(page.getByTestId("receiving-notice")).toContainText("already marked received");
  await expect(page.getByRole("textbox", { name: "Asset barcode" })).toBeVisible();
});
