import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoPdf } from "../../db/seed/demo-accounts";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let evergreen: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  evergreen = await accountId(operator, "Evergreen Metals Recovery", "dsvs");
});
afterAll(() => t.close());

/** A multipart body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = "----opsTestBoundary7d1";
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  accountIdValue: number,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const body = multipart(fields, file);
  return operator({ method: "POST", url: `/spa/accounts/${accountIdValue}/documents`, ...body });
}

const pdf = { name: "cod-2026-11.pdf", bytes: demoPdf("Certificate of Destruction") };

describe("documents", () => {
  it("uploads a document with client access and the client downloads the same bytes", async () => {
    const res = await upload(
      northwind,
      { name: "COD November", type: "cod", client_access: "true", expiryDate: "" },
      pdf,
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      name: "COD November",
      type: "cod",
      clientAccess: true,
      contentType: "application/pdf",
      uploadedBy: "Olivia Ortega",
      status: "no_expiry",
    });
    const download = await client({
      method: "GET",
      url: `/spa/client/accounts/${northwind}/documents/${doc.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain('filename="cod-2026-11.pdf"');
    expect(Buffer.compare(download.rawPayload, pdf.bytes)).toBe(0);
    const listed = (
      await client({ method: "GET", url: `/spa/client/accounts/${northwind}/documents` })
    ).json();
    expect(listed.map((d: { id: number }) => d.id)).toContain(doc.id);
  });

  it("hides documents without client access or of other types from clients", async () => {
    const listed = (
      await client({ method: "GET", url: `/spa/client/accounts/${northwind}/documents` })
    ).json();
    expect(listed.every((d: { clientAccess: boolean }) => d.clientAccess)).toBe(true);
    expect(listed.map((d: { name: string }) => d.name)).not.toContain("Invoice 2026-1041");
    const all = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json();
    const invoice = all.find((d: { name: string }) => d.name === "Invoice 2026-1041");
    expect(
      (await client({ method: "GET", url: `/spa/client/accounts/${northwind}/documents/${invoice.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await client({
          method: "GET",
          url: `/spa/client/accounts/${northwind}/documents/${invoice.id}/download`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 404 to another client", async () => {
    const all = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json();
    const shared = all.find((d: { clientAccess: boolean }) => d.clientAccess);
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/accounts/${northwind}/documents` })).statusCode,
    ).toBe(404);
    expect(
      (
        await otherClient({
          method: "GET",
          url: `/spa/client/accounts/${northwind}/documents/${shared.id}/download`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a type outside the list, sharing a non-client type, and a missing file with 422", async () => {
    const badType = await upload(northwind, { name: "X", type: "tax_return" }, pdf);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toEqual(["Choose a document type from the list"]);
    const shared = await upload(northwind, { name: "X", type: "invoice", client_access: "true" }, pdf);
    expect(shared.json().errors.client_access).toEqual([
      "Documents of this type cannot be shared with the client",
    ]);
    const noFile = await upload(northwind, { name: "X", type: "cod" });
    expect(noFile.json().errors.file).toEqual(["Choose a file to upload"]);
    const badDate = await upload(northwind, { name: "X", type: "cod", expiryDate: "31/12/2026" }, pdf);
    expect(badDate.json().errors.expiryDate).toEqual(["Use the date format YYYY-MM-DD"]);
  });

  it("checks the content, not the name", async () => {
    const exe = await upload(
      northwind,
      { name: "Totally a PDF", type: "other" },
      { name: "report.pdf", bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) },
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.file).toEqual(["Upload a PDF, image, Office document, CSV or text file"]);
    const html = await upload(
      northwind,
      { name: "page", type: "other" },
      { name: "notes.txt", bytes: Buffer.from("<html><script>alert(1)</script>") },
    );
    expect(html.statusCode).toBe(422);
    const csv = await upload(
      northwind,
      { name: "Scan export", type: "scan_report" },
      { name: "scan.csv", bytes: Buffer.from("barcode,serial\nB1,S1\n") },
    );
    expect(csv.json().contentType).toBe("text/csv");
  });

  it("answers 413 for a file over the limit and stores nothing", async () => {
    const before = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json()
      .length;
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
    big.write("%PDF-1.4");
    const res = await upload(northwind, { name: "Huge", type: "cod" }, { name: "huge.pdf", bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The upload is too large");
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json().length,
    ).toBe(before);
  });

  it("edits and deletes a document", async () => {
    const created = (await upload(northwind, { name: "Packing list", type: "packing_list" }, pdf)).json();
    const edited = await operator({
      method: "PUT",
      url: `/spa/accounts/${northwind}/documents/${created.id}`,
      payload: {
        name: "Packing list – load 41",
        type: "packing_list",
        client_access: true,
        expiryDate: null,
      },
    });
    expect(edited.json()).toMatchObject({ name: "Packing list – load 41", clientAccess: true });
    expect(
      (await operator({ method: "DELETE", url: `/spa/accounts/${northwind}/documents/${created.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents/${created.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it("takes vendor document types on a downstream vendor and counts the certificate", async () => {
    const clientType = await upload(evergreen, { name: "COD", type: "cod" }, pdf);
    expect(clientType.json().errors.type).toEqual(["Choose a vendor document type"]);
    const renewed = await upload(
      evergreen,
      { name: "ISO 45001 renewed", type: "iso_45001", expiryDate: "2030-01-31" },
      pdf,
    );
    expect(renewed.json()).toMatchObject({ type: "iso_45001", dsvType: "iso_45001", status: "valid" });
    const vendorAccount = (await operator({ method: "GET", url: `/spa/accounts/${evergreen}` })).json();
    expect(vendorAccount.qualification).toBe("qualified");
  });
});
