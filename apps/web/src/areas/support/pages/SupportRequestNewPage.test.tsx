import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import SupportRequestNewPage from "./SupportRequestNewPage";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const ACCOUNTS = { data: [{ id: 3, name: "Northwind Health" }], total: 1 };
const TWO_ACCOUNTS = { data: [...ACCOUNTS.data, { id: 4, name: "Northwind Labs" }], total: 2 };
const ASSET = { id: 9, barcode: "AB12", accountId: 3, serialNumber: "SN-77", activitySlug: "dal-in-100123" };
const CREATED = { id: 7, status: "open", events: [] };

function renderNew(
  answer: (method: string, url: string) => FakeAnswer,
  audience: "client" | "operator" = "client",
) {
  const calls = fakeApi(answer);
  const { router } = renderRoutesSignedIn(
    [
      { path: "/support-requests/new", element: <SupportRequestNewPage /> },
      { path: "/support-requests/:id", element: <p>Request page</p> },
    ],
    "/support-requests/new",
    audience,
  );
  return { calls, router };
}

const posted = (calls: { method: string; url: string; body: unknown }[]) => {
  const post = calls.find((c) => c.method === "POST");
  return post ? { url: post.url, body: JSON.parse(String(post.body)) } : undefined;
};

describe("a new support request", () => {
  it("a client scans the asset (Enter checks it without filing) and files a delete asset request for their account", async () => {
    const { calls, router } = renderNew((method, url) =>
      url.includes("/accounts")
        ? { json: ACCOUNTS }
        : url.includes("/assets")
          ? { json: { data: [ASSET], total: 1 } }
          : method === "POST"
            ? { status: 201, json: CREATED }
            : { json: {} },
    );
    expect(await screen.findByDisplayValue("Northwind Health")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Delete asset" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Asset barcode" }), "ab12{Enter}");
    expect(await screen.findByText("Found AB12: serial SN-77 · dal-in-100123")).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes("/assets"))?.url).toBe(
      "/spa/client/assets?find=barcode&barcode=AB12",
    );
    // The scanner's Enter only checked the field: nothing was filed yet, and the subject is next.
    expect(posted(calls)).toBeUndefined();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "File request" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/support-requests/7"));
    expect(posted(calls)).toEqual({
      url: "/spa/client/support-requests",
      body: { accountId: 3, type: "delete_asset", subject: null, description: null, assetBarcode: "AB12" },
    });
  });

  it("says when the scanned barcode is not one of the account's assets", async () => {
    renderNew((_method, url) =>
      url.includes("/accounts")
        ? { json: ACCOUNTS }
        : url.includes("/assets")
          ? { json: { data: [{ ...ASSET, accountId: 99 }], total: 1 } }
          : { json: {} },
    );
    await screen.findByDisplayValue("Northwind Health");
    await userEvent.click(screen.getByRole("radio", { name: "Delete asset" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Asset barcode" }), "ab12{Enter}");
    expect(await screen.findByText("No asset AB12 on this account's loads")).toBeInTheDocument();
  });

  it("refuses a general request without subject or account before sending anything", async () => {
    const { calls } = renderNew(
      (_method, url) => (url.includes("/accounts") ? { json: TWO_ACCOUNTS } : { json: {} }),
      "operator",
    );
    await screen.findByRole("combobox", { name: /Account/ });
    await userEvent.click(screen.getByRole("button", { name: "File request" }));
    expect(await screen.findByText("Give the request a subject")).toBeInTheDocument();
    expect(screen.getByText("Choose an account")).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
  });

  it("puts the server's refusal on the asset field", async () => {
    const { calls, router } = renderNew((method, url) =>
      url.includes("/accounts")
        ? { json: ACCOUNTS }
        : method === "POST"
          ? {
              status: 422,
              json: {
                message: "No asset ZZ9 on this account's loads",
                errors: { assetBarcode: ["No asset ZZ9 on this account's loads"] },
              },
            }
          : { json: { data: [], total: 0 } },
    );
    await screen.findByDisplayValue("Northwind Health");
    await userEvent.click(screen.getByRole("radio", { name: "Delete asset" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Asset barcode" }), "zz9");
    await userEvent.type(screen.getByRole("textbox", { name: "Description" }), "Scanned by mistake");
    await userEvent.click(screen.getByRole("button", { name: "File request" }));
    const field = screen.getByRole("textbox", { name: "Asset barcode" });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/No asset ZZ9 on this account's loads/));
    expect(posted(calls)?.body).toMatchObject({ assetBarcode: "ZZ9", description: "Scanned by mistake" });
    expect(router.state.location.pathname).toBe("/support-requests/new");
  });
});
