import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoPdf } from "../../db/seed/demo-accounts";
import { insertLoad, multipart, PNG_1PX } from "../activities/activity-records.fixtures";
import { eventsOfBarcode, insertAssets, unique } from "./asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };
const tag = unique();
const mine = `PH1-${tag}`;
const foreign = `PH2-${tag}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  const db = t.database.db;
  load = await insertLoad(db, "Northwind Health");
  const acme = await insertLoad(db, "Acme Telecom");
  await insertAssets(db, [
    { activityId: load.id, accountId: load.accountId, barcode: mine },
    { activityId: acme.id, accountId: acme.accountId, barcode: foreign },
  ]);
});
afterAll(() => t.close());

const webcam = { name: "webcam.png", bytes: PNG_1PX };

function upload(barcode: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  return operator({ method: "POST", url: `/spa/assets/${barcode}/photos`, ...multipart(fields, file) });
}

describe("asset photos", () => {
  it("keeps a webcam photo of an asset (barcode in any case) on the asset's activity, with its event", async () => {
    const res = await upload(mine.toLowerCase(), { type: "fgi" }, webcam);
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      barcode: mine,
      activitySlug: load.slug,
      type: "fgi",
      fileName: "webcam.png",
      contentType: "image/png",
      uploadedBy: "Olivia Ortega",
    });
    const listed = await operator({ method: "GET", url: `/spa/assets/${mine}/photos` });
    expect(listed.json().map((p: { id: number }) => p.id)).toEqual([photo.id]);
    // The load's photos include its assets' photos.
    const loadPhotos = await operator({ method: "GET", url: `/spa/activities/${load.slug}/photos` });
    expect(loadPhotos.json().map((p: { id: number }) => p.id)).toContain(photo.id);
    const image = await operator({ method: "GET", url: `/spa/photos/${photo.id}/file` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    const events = await eventsOfBarcode(t.database.db, mine);
    expect(events.at(-1)).toMatchObject({ action: "photo_added", activity_id: load.id });
  });

  it("refuses what is not a JPEG, PNG or WebP image, an unknown type and an unknown asset", async () => {
    const pdf = await upload(mine, {}, { name: "webcam.png", bytes: demoPdf("Not an image") });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file[0]).toBe("Upload a JPEG, PNG or WebP image");
    const none = await upload(mine, {});
    expect(none.json().errors.file[0]).toBe("Choose a photo to upload");
    const badType = await upload(mine, { type: "selfie" }, webcam);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toBeDefined();
    expect((await upload(`NOPE-${tag}`, {}, webcam)).statusCode).toBe(404);
    const listed = await operator({ method: "GET", url: `/spa/assets/${mine}/photos` });
    expect(listed.json()).toHaveLength(1);
  });

  it("lets a client see their own asset's photos and answers 404 for another client's", async () => {
    const other = (await upload(foreign, { type: "cosmetic_downgrade" }, webcam)).json();
    const own = await client({ method: "GET", url: `/spa/client/assets/${mine}/photos` });
    expect(own.statusCode).toBe(200);
    const [photo] = own.json();
    const file = await client({ method: "GET", url: `/spa/client/photos/${photo.id}/file` });
    expect(file.statusCode).toBe(200);
    expect((await client({ method: "GET", url: `/spa/client/assets/${foreign}/photos` })).statusCode).toBe(
      404,
    );
    expect((await client({ method: "GET", url: `/spa/client/photos/${other.id}/file` })).statusCode).toBe(
      404,
    );
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/photos/${other.id}/file` })).statusCode,
    ).toBe(200);
    // Writes and the operator paths are not the client's.
    expect((await client({ method: "GET", url: `/spa/photos/${photo.id}/file` })).statusCode).toBe(403);
    const post = await client({
      method: "POST",
      url: `/spa/assets/${mine}/photos`,
      ...multipart({}, webcam),
    });
    expect(post.statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: `/spa/client/assets/${mine}/photos` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/spa/assets/${mine}/photos` })).statusCode).toBe(401);
  });

  it("removes a photo of the asset it belongs to, with its event; another asset's photo id is 404", async () => {
    const photo = (await upload(mine, {}, webcam)).json();
    const wrong = await operator({ method: "DELETE", url: `/spa/assets/${foreign}/photos/${photo.id}` });
    expect(wrong.statusCode).toBe(404);
    const res = await operator({ method: "DELETE", url: `/spa/assets/${mine}/photos/${photo.id}` });
    expect(res.statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/photos/${photo.id}/file` })).statusCode).toBe(404);
    const events = await eventsOfBarcode(t.database.db, mine);
    expect(events.at(-1)).toMatchObject({ action: "photo_removed", activity_id: load.id });
    expect(
      (await operator({ method: "DELETE", url: `/spa/assets/${mine}/photos/${photo.id}` })).statusCode,
    ).toBe(404);
  });
});

describe("load photos with a barcode", () => {
  function uploadToLoad(barcode: string) {
    return operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/photos`,
      ...multipart({ barcode }, webcam),
    });
  }

  it("are the photos of an asset on that load, and a barcode of no asset there is refused on barcode", async () => {
    const ok = await uploadToLoad(mine.toLowerCase());
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ barcode: mine, activitySlug: load.slug });
    const onAsset = await operator({ method: "GET", url: `/spa/assets/${mine}/photos` });
    expect(onAsset.json().map((p: { id: number }) => p.id)).toContain(ok.json().id);

    const elsewhere = await uploadToLoad(foreign);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.barcode).toEqual([`No asset with barcode ${foreign} is on ${load.slug}`]);
    const unknown = await uploadToLoad(`NOPE-${tag}`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.barcode).toBeDefined();
  });
});

describe("asset documents", () => {
  const pdf = demoPdf("Certificate of destruction");

  function uploadDocument(
    barcode: string,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ) {
    return operator({ method: "POST", url: `/spa/assets/${barcode}/documents`, ...multipart(fields, file) });
  }

  it("uploads, lists, downloads and deletes a document of an asset, with events", async () => {
    const res = await uploadDocument(
      mine.toLowerCase(),
      { name: "COD", type: "cod" },
      { name: "cod.pdf", bytes: pdf },
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ barcode: mine, name: "COD", type: "cod", contentType: "application/pdf" });
    const listed = await operator({ method: "GET", url: `/spa/assets/${mine}/documents` });
    expect(listed.json().map((d: { id: number }) => d.id)).toEqual([doc.id]);
    const download = await operator({
      method: "GET",
      url: `/spa/assets/${mine}/documents/${doc.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment; filename="cod.pdf"/);
    expect((await eventsOfBarcode(t.database.db, mine)).at(-1)?.action).toBe("document_added");

    const removed = await operator({ method: "DELETE", url: `/spa/assets/${mine}/documents/${doc.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/assets/${mine}/documents` })).json()).toEqual([]);
    expect((await eventsOfBarcode(t.database.db, mine)).at(-1)?.action).toBe("document_removed");
  });

  it("refuses a bad type, a missing or unrecognised file, and a missing name", async () => {
    const cases: [Record<string, string>, { name: string; bytes: Buffer } | undefined, string][] = [
      [{ name: "X", type: "nonsense" }, { name: "a.pdf", bytes: pdf }, "type"],
      [{ name: "X", type: "cod" }, undefined, "file"],
      [{ name: "X", type: "cod" }, { name: "a.exe", bytes: Buffer.from([0x4d, 0x5a, 0, 0]) }, "file"],
      [{ name: "", type: "cod" }, { name: "a.pdf", bytes: pdf }, "name"],
    ];
    for (const [fields, file, field] of cases) {
      const res = await uploadDocument(mine, fields, file);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
    expect((await operator({ method: "GET", url: `/spa/assets/${mine}/documents` })).json()).toEqual([]);
  });

  it("shows clients the client-visible documents of their own assets only", async () => {
    const cod = (
      await uploadDocument(mine, { name: "COD", type: "cod" }, { name: "cod.pdf", bytes: pdf })
    ).json();
    const invoice = (
      await uploadDocument(mine, { name: "Invoice", type: "invoice" }, { name: "inv.pdf", bytes: pdf })
    ).json();
    const own = await client({ method: "GET", url: `/spa/client/assets/${mine}/documents` });
    expect(own.json().map((d: { id: number }) => d.id)).toEqual([cod.id]);
    const hidden = await client({
      method: "GET",
      url: `/spa/client/assets/${mine}/documents/${invoice.id}/download`,
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/assets/${mine}/documents` })).statusCode,
    ).toBe(404);
    const del = await client({ method: "DELETE", url: `/spa/assets/${mine}/documents/${cod.id}` });
    expect(del.statusCode).toBe(403);
  });
});
