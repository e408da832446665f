import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, posted } from "../../test/fake-api";
import { renderSignedIn } from "../../test/render-signed-in";
import { setCallerFamily } from "../endpoints";
import { Documents } from "./Documents";
import type { AttachmentOwner } from "./owner";

afterEach(() => setCallerFamily(null));

const report = {
  id: 9,
  name: "Scan report",
  fileName: "scan.pdf",
  type: "cod",
  clientAccess: true,
  size: 2048,
  uploadedBy: "Ann",
  createdAt: "2026-11-21T09:00:00.000Z",
};

/** Each kind of owner and the address of its documents in the operator family. */
const owners: [string, AttachmentOwner, string][] = [
  ["an account", { kind: "account", id: 4 }, "/spa/accounts/4/documents"],
  ["an activity", { kind: "activity", slug: "in-1" }, "/spa/activities/in-1/documents"],
  ["an asset", { kind: "asset", ref: "S1-AB" }, "/spa/assets/S1-AB/documents"],
];

function server() {
  return fakeApi((method) =>
    method === "GET" ? { json: [report] } : method === "POST" ? { status: 201, json: report } : {},
  );
}

function pdf(name: string): File {
  return new File(["%PDF-1.4"], name, { type: "application/pdf" });
}

describe("Documents", () => {
  it.each(owners)(
    "lists the documents of %s through its endpoints, each linked to its download",
    async (_, owner, base) => {
      const calls = server();
      renderSignedIn(<Documents owner={owner} />);
      const table = await screen.findByRole("table", { name: "Documents" });
      expect(within(table).getByRole("link", { name: "Scan report" })).toHaveAttribute(
        "href",
        `${base}/9/download`,
      );
      expect(calls).toEqual([{ method: "GET", url: base, body: undefined }]);
    },
  );

  it.each(owners)(
    "deletes a document of %s through its delete endpoint, then lists again",
    async (_, owner, base) => {
      const calls = server();
      const user = userEvent.setup();
      renderSignedIn(<Documents owner={owner} />);
      await user.click(await screen.findByRole("button", { name: "Delete Scan report" }));
      await user.click(
        within(await screen.findByRole("dialog", { name: "Delete document" })).getByRole("button", {
          name: "Delete",
        }),
      );
      await waitFor(() =>
        expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
          `GET ${base}`,
          `DELETE ${base}/9`,
          `GET ${base}`,
        ]),
      );
    },
  );

  it("uploads a load's document with its sharing through the activity's upload endpoint", async () => {
    const calls = server();
    const user = userEvent.setup();
    const view = renderSignedIn(<Documents owner={{ kind: "activity", slug: "in-1" }} />);
    await user.click(await screen.findByRole("button", { name: "Upload document" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a document" });
    const input = view.baseElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, pdf("cod.pdf"));
    await user.type(within(dialog).getByRole("combobox", { name: "Type" }), "Certificate of Destruction");
    await user.tab();
    await user.click(within(dialog).getByRole("switch", { name: /^Client access/ }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const { url, form } = posted(calls);
    expect(url).toBe("/spa/activities/in-1/documents");
    expect([...form.keys()]).toEqual(["name", "type", "client_access", "file"]);
    expect(form.get("name")).toBe("cod");
    expect(form.get("type")).toBe("cod");
    expect(form.get("client_access")).toBe("true");
  });

  it("uploads an asset's document without sharing: asset documents are never the client's", async () => {
    const calls = server();
    const user = userEvent.setup();
    const view = renderSignedIn(<Documents owner={{ kind: "asset", ref: "S1-AB" }} />);
    await user.click(await screen.findByRole("button", { name: "Upload document" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a document" });
    expect(within(dialog).queryByRole("switch", { name: /^Client access/ })).not.toBeInTheDocument();
    const input = view.baseElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, pdf("manual.pdf"));
    await user.type(within(dialog).getByRole("combobox", { name: "Type" }), "Invoice");
    await user.tab();
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const { url, form } = posted(calls);
    expect(url).toBe("/spa/assets/S1-AB/documents");
    expect([...form.keys()]).toEqual(["name", "type", "file"]);
    // Hidden from staff lists: no sharing column either.
    expect(screen.queryByRole("columnheader", { name: "Client access" })).not.toBeInTheDocument();
  });

  it("opens an account's own upload and edit screens instead of the dialog", async () => {
    server();
    renderSignedIn(
      <Documents
        owner={{ kind: "account", id: 4 }}
        uploadTo="/accounts/4/documents/new"
        editTo={(d) => `/accounts/4/documents/${d.id}/edit`}
      />,
    );
    expect(await screen.findByRole("link", { name: "Edit Scan report" })).toHaveAttribute(
      "href",
      "/accounts/4/documents/9/edit",
    );
    expect(screen.getByRole("link", { name: "Upload document" })).toHaveAttribute(
      "href",
      "/accounts/4/documents/new",
    );
  });

  it("lets a client read a load's documents through the client family, without upload or delete", async () => {
    const calls = server();
    renderSignedIn(<Documents owner={{ kind: "activity", slug: "in-1" }} />, "client");
    const table = await screen.findByRole("table", { name: "Documents" });
    expect(within(table).getByRole("link", { name: "Scan report" })).toHaveAttribute(
      "href",
      "/spa/client/activities/in-1/documents/9/download",
    );
    expect(calls.map((c) => c.url)).toEqual(["/spa/client/activities/in-1/documents"]);
    expect(screen.queryByRole("button", { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Scan report" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Client access" })).not.toBeInTheDocument();
  });

  it("offers no upload or delete to staff whose role does not allow editing loads", async () => {
    server();
    renderSignedIn(<Documents owner={{ kind: "activity", slug: "in-1" }} />, "operator", ["activities.view"]);
    expect(await screen.findByRole("link", { name: "Scan report" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload document" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Scan report" })).not.toBeInTheDocument();
  });
});
