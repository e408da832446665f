import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoPdf } from "../../db/seed/demo-accounts";
import { insertAssets } from "../assets/asset-records.fixtures";
import { eventsOf, insertLoad, multipart, PNG_1PX } from "./activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
});
afterAll(() => t.close());

const pdf = (title: string) => ({ name: "bol-2026-11.pdf", bytes: demoPdf(title) });

function upload(
  kind: "documents" | "photos",
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  return operator({
    method: "POST",
    url: `/spa/activities/${load.slug}/${kind}`,
    ...multipart(fields, file),
  });
}

describe("activity documents", () => {
  it("uploads a shared document the client lists and downloads, with a safe file name", async () => {
    const file = { name: 'bill "of" lading\r\nX-Evil: 1 – pickup.pdf', bytes: demoPdf("Bill of Lading") };
    const res = await upload(
      "documents",
      { name: "Bill of lading", type: "bill_of_lading", client_access: "true" },
      file,
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      activitySlug: load.slug,
      name: "Bill of lading",
      type: "bill_of_lading",
      clientAccess: true,
      contentType: "application/pdf",
      uploadedBy: "Olivia Ortega",
    });
    expect(doc.fileName).not.toMatch(/[\r\n"]/);

    const listed = await client({ method: "GET", url: `/spa/client/activities/${load.slug}/documents` });
    expect(listed.json().map((d: { id: number }) => d.id)).toContain(doc.id);
    const download = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/documents/${doc.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.equals(file.bytes)).toBe(true);
    const disposition = String(download.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect((await eventsOf(t.database.db, load.id)).map((e) => e.action)).toContain("document_added");
  });

  it("keeps unshared documents and staff-only types from clients", async () => {
    const unshared = (
      await upload("documents", { name: "Packing list", type: "packing_list" }, pdf("Packing"))
    ).json();
    const invoice = (
      await upload("documents", { name: "Invoice 77", type: "invoice" }, pdf("Invoice"))
    ).json();
    const staffList = await operator({ method: "GET", url: `/spa/activities/${load.slug}/documents` });
    const staffIds = staffList.json().map((d: { id: number }) => d.id);
    expect(staffIds).toEqual(expect.arrayContaining([unshared.id, invoice.id]));
    const clientIds = (await client({ method: "GET", url: `/spa/client/activities/${load.slug}/documents` }))
      .json()
      .map((d: { id: number }) => d.id);
    expect(clientIds).not.toContain(unshared.id);
    expect(clientIds).not.toContain(invoice.id);
    const hidden = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/documents/${invoice.id}/download`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("answers 422 for an unknown type, sharing a staff-only type, a missing or unrecognised file", async () => {
    const badType = await upload("documents", { name: "X", type: "love_letter" }, pdf("X"));
    expect(badType.json().errors.type).toEqual(["Choose a document type from the list"]);
    const shared = await upload("documents", { name: "X", type: "invoice", client_access: "true" }, pdf("X"));
    expect(shared.json().errors.client_access).toEqual([
      "Documents of this type cannot be shared with the client",
    ]);
    const noFile = await upload("documents", { name: "X", type: "other" });
    expect(noFile.json().errors.file).toEqual(["Choose a file to upload"]);
    const exe = await upload(
      "documents",
      { name: "X", type: "other" },
      { name: "a.pdf", bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1") },
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.file).toEqual(["Upload a PDF, image, Office document, CSV or text file"]);
    const noName = await upload("documents", { name: "", type: "other" }, pdf("X"));
    expect(noName.json().errors.name).toEqual(["Name is required"]);
  });

  it("deletes a document and its file; refuses clients, vendors, anonymous callers and other clients", async () => {
    const doc = (
      await upload(
        "documents",
        { name: "Scan report", type: "scan_report", client_access: "true" },
        pdf("Scan"),
      )
    ).json();
    const asClient = await client({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/documents/${doc.id}`,
    });
    expect(asClient.statusCode).toBe(403);
    const clientUpload = await client({
      method: "POST",
      url: `/spa/client/activities/${load.slug}/documents`,
      ...multipart({ name: "x", type: "other" }, pdf("x")),
    });
    expect(clientUpload.statusCode).toBe(404);
    const other = await otherClient({ method: "GET", url: `/spa/client/activities/${load.slug}/documents` });
    expect(other.statusCode).toBe(404);
    const vendorCall = await vendor({ method: "GET", url: `/spa/activities/${load.slug}/documents` });
    expect(vendorCall.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/spa/activities/${load.slug}/documents` });
    expect(anonymous.statusCode).toBe(401);

    const removed = await operator({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/documents/${doc.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/documents/${doc.id}/download`,
    });
    expect(gone.statusCode).toBe(404);
    expect((await eventsOf(t.database.db, load.id)).map((e) => e.action)).toContain("document_removed");
  });
});

describe("photos", () => {
  it("uploads an image with a type and an upper-cased barcode, streams it, and the client reads it", async () => {
    // A photo with a barcode is of an asset on the load (SPEC §5).
    await insertAssets(t.database.db, [
      { activityId: load.id, accountId: load.accountId, barcode: "AB-1002" },
    ]);
    const res = await upload(
      "photos",
      { type: "cosmetic_downgrade", barcode: " ab-1002 " },
      { name: "webcam.png", bytes: PNG_1PX },
    );
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      activitySlug: load.slug,
      barcode: "AB-1002",
      type: "cosmetic_downgrade",
      fileName: "webcam.png",
      contentType: "image/png",
      size: PNG_1PX.length,
    });
    const file = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/photos/${photo.id}/file`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);

    const listed = await client({ method: "GET", url: `/spa/client/activities/${load.slug}/photos` });
    expect(listed.json().map((p: { id: number }) => p.id)).toContain(photo.id);
    const clientFile = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/photos/${photo.id}/file`,
    });
    expect(clientFile.statusCode).toBe(200);
    const other = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/photos/${photo.id}/file`,
    });
    expect(other.statusCode).toBe(404);
    const events = (await eventsOf(t.database.db, load.id)).filter((e) => e.action === "photo_added");
    expect(events[0]).toMatchObject({
      barcode: "AB-1002",
      message: "Cosmetic downgrade photo of AB-1002 added",
    });
  });

  it("takes a photo without type or barcode (empty form fields)", async () => {
    const res = await upload("photos", { type: "", barcode: "" }, { name: "dock.png", bytes: PNG_1PX });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: null, barcode: null });
  });

  it("answers 422 for a file that is not an image, an unknown type or a bad barcode", async () => {
    const notImage = await upload("photos", {}, { name: "photo.png", bytes: demoPdf("not an image") });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file).toEqual(["Upload a JPEG, PNG or WebP image"]);
    const gif = await upload(
      "photos",
      {},
      { name: "a.gif", bytes: Buffer.from("GIF89a\x01\x00\x01\x00", "latin1") },
    );
    expect(gif.json().errors.file).toEqual(["Upload a JPEG, PNG or WebP image"]);
    const badType = await upload("photos", { type: "selfie" }, { name: "a.png", bytes: PNG_1PX });
    expect(badType.json().errors.type).toEqual(["Choose a photo type from the list"]);
    const badBarcode = await upload("photos", { barcode: "<script>" }, { name: "a.png", bytes: PNG_1PX });
    expect(badBarcode.statusCode).toBe(422);
    expect(badBarcode.json().errors.barcode).toBeDefined();
    const none = await upload("photos", { type: "fgi" });
    expect(none.json().errors.file).toEqual(["Choose a photo to upload"]);
  });

  it("deletes a photo; clients cannot upload or delete", async () => {
    const photo = (await upload("photos", {}, { name: "a.png", bytes: PNG_1PX })).json();
    const asClient = await client({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/photos/${photo.id}`,
    });
    expect(asClient.statusCode).toBe(403);
    const removed = await operator({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/photos/${photo.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/photos/${photo.id}/file`,
    });
    expect(gone.statusCode).toBe(404);
    const unknownLoad = await operator({ method: "GET", url: "/spa/activities/dal-in-1/photos" });
    expect(unknownLoad.statusCode).toBe(404);
  });
});
