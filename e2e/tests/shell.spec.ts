import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("an operator signs in and sees the shell, their name and the page title", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle("Home · Reuse Ops");
  await expect(page.getByRole("heading", { name: "Welcome, Olivia" })).toBeVisible();
  await expect(page.getByTestId("home-user")).toContainText("Dallas Recovery Center (DAL)");
  const menu = page.getByRole("navigation");
  await expect(menu.getByRole("link", { name: "Operators" })).toBeVisible();
  await menu.getByRole("link", { name: "Client users" }).click();
  await expect(page).toHaveTitle("Client users · Reuse Ops");
});

test("a wrong password shows the server's message in the snackbar", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Sign in · Reuse Ops");
  await page.getByLabel("Email").fill("operator@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  const snackbar = page.getByTestId("snackbar");
  await expect(snackbar).toContainText("Email or password is incorrect");
  await expect(page).toHaveURL(/\/login$/);
});

test("a client signs in and cannot open operator screens", async ({ page }) => {
  await signIn(page, "client@example.com");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Operators" })).toHaveCount(0);
  await page.goto("/operators");
  await expect(page.getByTestId("no-access")).toBeVisible();
  await expect(page).toHaveTitle("No access · Reuse Ops");
  // The API refuses the family as well.
  const status = await page.evaluate(async () => (await fetch("/spa/users")).status);
  expect(status).toBe(403);
});

test("a vendor signs in to the vendor portal", async ({ page }) => {
  await signIn(page, "vendor@example.com");
  await expect(page.getByText("Vendor portal")).toBeVisible();
  // A vendor's one screen is its dock schedule, and home leads there.
  await page
    .getByTestId("home-areas")
    .getByRole("link", { name: /Dock schedule/ })
    .click();
  await expect(page).toHaveURL(/\/vendor\/dock-schedule$/);
});

test("an unknown path lands on /", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.goto("/no/such/screen");
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle("Home · Reuse Ops");
});

test("without a session a screen sends the user to sign in and back", async ({ page }) => {
  await page.goto("/operators");
  await expect(page).toHaveURL(/\/login\?redirect=%2Foperators$/);
  await page.getByLabel("Email").fill("operator@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/operators");
});

test("at 390 px the mobile layout shows and the menu opens from the burger", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "operator@example.com");
  await expect(page.locator("[data-layout='mobile']")).toBeVisible();
  const menuLink = page.getByRole("navigation").getByRole("link", { name: "Operators" });
  await expect(menuLink).not.toBeInViewport();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menuLink).toBeInViewport();
  await menuLink.click();
  await expect(page).toHaveURL("/operators");
  await expect(menuLink).not.toBeInViewport();
  // After a reload the phone menu starts closed, whatever it was before.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menuLink).toBeInViewport();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Operators" })).toBeVisible();
  await expect(menuLink).not.toBeInViewport();
});

test("the menu open state is kept across reloads", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const menuLink = page.getByRole("navigation").getByRole("link", { name: "Operators" });
  await expect(menuLink).toBeInViewport();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menuLink).not.toBeInViewport();
  await page.reload();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(menuLink).not.toBeInViewport();
  expect(await page.evaluate(() => localStorage.getItem("preferences_menu_open"))).toBe("false");
});

test("/error shows the name, message and component from the query", async ({ page }) => {
  await page.goto("/error?name=TypeError&message=Cannot%20read%20barcode&component=ReceivingPage");
  const details = page.getByTestId("error-details");
  await expect(details).toContainText("TypeError");
  await expect(details).toContainText("Cannot read barcode");
  await expect(details).toContainText("ReceivingPage");
});

test("/redirect moves to the path inside the product, never outside it", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.goto("/redirect?path=/clients");
  await expect(page).toHaveURL("/clients");
  await page.goto("/redirect?path=//evil.example.com");
  await expect(page).toHaveURL("/");
});

test("opening /login clears stored listing-status filters and table searches", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.evaluate(() => {
    localStorage.setItem("preferences_listing_status", '"sold"');
    sessionStorage.setItem("preferences_datatable_operators", '{"search":"x","pageSize":25}');
    localStorage.setItem("preferences_menu_open", "true");
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const left = await page.evaluate(() => ({
    status: localStorage.getItem("preferences_listing_status"),
    table: sessionStorage.getItem("preferences_datatable_operators"),
    menu: localStorage.getItem("preferences_menu_open"),
  }));
  expect(left).toEqual({ status: null, table: null, menu: "true" });
});

test("a new script version reloads the page at the next navigation", async ({ page }) => {
  await signIn(page, "operator@example.com");
  const menuLink = page.getByRole("navigation").getByRole("link", { name: "Client users" });
  // Same version: moving between screens does not reload the page.
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await menuLink.click();
  await expect(page).toHaveTitle("Client users · Reuse Ops");
  expect(loads).toBe(0);
  // A newer build is served: the next navigation reloads the page.
  await page.route("**/version.json", (route) => route.fulfill({ json: { version: "a-newer-build" } }));
  const reloaded = page.waitForEvent("load");
  await page.getByRole("navigation").getByRole("link", { name: "Operators" }).click();
  await reloaded;
  await expect(page).toHaveURL("/operators");
  await expect(page).toHaveTitle("Operators · Reuse Ops");
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, "operator@example.com");
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/operators");
  await expect(page).toHaveURL(/\/login/);
});
