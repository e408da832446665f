import { type Account, type AccountDocument, MAX_DOCUMENT_BYTES } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { DocumentForm, type DocumentSave } from "./DocumentForm";

const account = { id: 4, name: "Northwind", type: "active" } as Account;
const vendor = { id: 5, name: "Evergreen", type: "dsvs" } as Account;

function setup(forAccount: Account = account) {
  const save = vi.fn(async ({ fields }: DocumentSave) => ({ id: 1, name: fields.name }) as AccountDocument);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <MemoryRouter>
      <DocumentForm account={forAccount} save={save} />
    </MemoryRouter>,
  );
  const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error("no file input");
  return { save, user, fileInput };
}

function pdf(name: string, size?: number): File {
  const file = new File(["%PDF-1.4"], name, { type: "application/pdf" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("DocumentForm", () => {
  it("names the document after the file and refuses one over the size limit before sending", async () => {
    const { save, user, fileInput } = setup();
    await user.upload(fileInput, pdf("Scan report March.pdf", MAX_DOCUMENT_BYTES + 1));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Scan report March");
    expect(screen.getByText(/documents can be at most 20\.0 MB/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(save).not.toHaveBeenCalled();
  });

  it("only lets client-visible types be shared with the client", async () => {
    const { save, user, fileInput } = setup();
    await user.upload(fileInput, pdf("cod.pdf"));
    const type = screen.getByRole("combobox", { name: "Type" });
    // The switch's label element also holds its description.
    const access = screen.getByRole("switch", { name: /^Client access/ });
    expect(access).toBeDisabled();

    await user.type(type, "Certificate of Destruction");
    await user.tab();
    expect(type).toHaveValue("Certificate of Destruction");
    expect(access).toBeEnabled();
    await user.click(access);
    expect(access).toBeChecked();

    // An invoice is never client-visible: choosing it turns sharing off.
    await user.clear(type);
    await user.type(type, "Invoice");
    await user.tab();
    expect(access).not.toBeChecked();
    expect(access).toBeDisabled();

    await user.clear(type);
    await user.type(type, "Certificate of Destruction");
    await user.tab();
    await user.click(access);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(save).toHaveBeenCalledTimes(1);
    const [{ file, fields }] = save.mock.calls[0] as [DocumentSave];
    expect(file?.name).toBe("cod.pdf");
    expect(fields).toEqual({ name: "cod", type: "cod", client_access: true, expiryDate: null });
  });

  it("offers vendor document types on a downstream vendor and no client access", async () => {
    const { user } = setup(vendor);
    expect(screen.queryByRole("switch", { name: /^Client access/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    expect(screen.getByRole("option", { name: "ISO 14001", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Invoice", hidden: true })).not.toBeInTheDocument();
  });
});
