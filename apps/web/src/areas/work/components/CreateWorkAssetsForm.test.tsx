import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { CreateWorkAssetsForm } from "./CreateWorkAssetsForm";

const SLUG = "dal-so-7";
const CREATE_URL = `/spa/activities/${SLUG}/work_assets/created`;

const COPPER = {
  id: 7,
  name: "Copper #2",
  type: "commodity",
  className: null,
  brandName: null,
  matchedAlias: null,
};

let createAnswers: FakeAnswer[] = [];
let calls: SentCall[] = [];

beforeEach(() => {
  createAnswers = [];
  calls = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith("/spa/products/find")) return { json: [COPPER] };
    if (method === "POST" && url === CREATE_URL)
      return createAnswers.shift() ?? { status: 500, json: { message: "unexpected" } };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const creates = () => calls.filter((c) => c.method === "POST" && c.url === CREATE_URL);
const sent = (i: number) => JSON.parse(String(creates()[i]?.body));

function renderForm(onCreated = vi.fn()) {
  const user = userEvent.setup();
  renderSignedIn(
    <CreateWorkAssetsForm slug={SLUG} initialSource="b-100" onCreated={onCreated} onCancel={vi.fn()} />,
  );
  return { user, onCreated };
}

/** Fills a row: the product (found by typing), then the weights. */
async function fillRow(user: ReturnType<typeof userEvent.setup>, name: string, gross: string, net: string) {
  const row = screen.getByRole("group", { name });
  const product = within(row).getByRole("combobox", { name: "Product" });
  await user.type(product, "copper");
  // This row's own list (an earlier row's may still be in the page).
  await waitFor(() => {
    const list = document.getElementById(product.getAttribute("aria-controls") ?? "");
    expect(list && within(list).queryByRole("option", { name: "Copper #2", hidden: true })).toBeTruthy();
  });
  await user.keyboard("{ArrowDown}{Enter}");
  expect(product).toHaveValue("Copper #2");
  await user.type(within(row).getByRole("textbox", { name: "Gross weight (lbs)" }), gross);
  await user.type(within(row).getByRole("textbox", { name: "Net weight (lbs)" }), net);
}

// Typing into several fields and a dialog takes seconds on a loaded machine.
describe("CreateWorkAssetsForm", { timeout: 15_000 }, () => {
  it("shows each row's problems beside its fields and sends nothing", async () => {
    const { user } = renderForm();
    expect(screen.getByRole("textbox", { name: "Source input" })).toHaveValue("B-100");
    await user.click(screen.getByRole("button", { name: "Add another" }));
    await fillRow(user, "Asset 1", "120", "130");
    await user.click(screen.getByRole("button", { name: "Create 2 assets" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Nothing was created: correct the fields marked below.",
    );
    const first = screen.getByRole("group", { name: "Asset 1" });
    const second = screen.getByRole("group", { name: "Asset 2" });
    expect(within(first).getByText("Net weight cannot be more than gross weight")).toBeInTheDocument();
    expect(within(second).getByText("Choose a product")).toBeInTheDocument();
    expect(within(second).getByText("Gross weight must be a number")).toBeInTheDocument();
    expect(within(second).getByText("Net weight must be a number")).toBeInTheDocument();
    expect(creates()).toHaveLength(0);

    // Correcting a field clears its message.
    await user.clear(within(first).getByRole("textbox", { name: "Net weight (lbs)" }));
    await user.type(within(first).getByRole("textbox", { name: "Net weight (lbs)" }), "110");
    expect(within(first).queryByText("Net weight cannot be more than gross weight")).not.toBeInTheDocument();
  });

  it("puts the server's row errors on their rows, and a retry sends the same request key", async () => {
    createAnswers = [
      { status: 503, json: { message: "The service is unavailable" } },
      {
        status: 422,
        json: {
          message: "1 row needs attention; nothing was created",
          errors: { "items.1.barcode": ["Barcode B-9 is already taken"] },
        },
      },
      {
        status: 201,
        json: { count: 2, data: [] },
      },
    ];
    const { user, onCreated } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add another" }));
    await fillRow(user, "Asset 1", "120", "100");
    await fillRow(user, "Asset 2", "80", "75");
    await user.type(
      within(screen.getByRole("group", { name: "Asset 2" })).getByRole("textbox", { name: "Barcode" }),
      "b-9",
    );

    await user.click(screen.getByRole("button", { name: "Create 2 assets" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Send again to retry");
    await user.click(screen.getByRole("button", { name: "Create 2 assets" }));
    const second = screen.getByRole("group", { name: "Asset 2" });
    expect(await within(second).findByText("Barcode B-9 is already taken")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was created");

    // The retry of the same values carried the same key.
    expect(sent(0).requestKey).toEqual(expect.any(String));
    expect(sent(1).requestKey).toBe(sent(0).requestKey);
    expect(sent(0)).toMatchObject({
      sourceBarcode: "B-100",
      items: [
        { type: "bin", productId: 7, grossWeight: 120, netWeight: 100, barcode: null },
        { type: "bin", productId: 7, grossWeight: 80, netWeight: 75, barcode: "B-9" },
      ],
    });

    // Changed values are a new creation: a new key.
    await user.clear(within(second).getByRole("textbox", { name: "Barcode" }));
    await user.click(screen.getByRole("button", { name: "Create 2 assets" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent(2).requestKey).not.toBe(sent(0).requestKey);
    expect(sent(2).items[1].barcode).toBeNull();
  });
});
