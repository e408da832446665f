import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPdfBarcodes } from "../../../test/barcode-reader";
import { createTestApp, type TestApp, XHR } from "../../../test/harness";
import type { Db } from "../../db/client";
import { parcelRequests } from "../../db/schema";
import { issueRequestToken } from "./parcel-tokens";
import { HOME, insertProject, insertRequest } from "./parcel-tracking.fixtures";

let t: TestApp;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.database.db;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A call of the employee's page, as the browser makes it: no session. */
const page = (ref: string, token: string, options: Partial<InjectOptions> & { suffix?: string } = {}) => {
  const { suffix = "", ...rest } = options;
  return app.inject({
    method: "GET",
    ...rest,
    url: `/spa/no_user/parcel_requests/${encodeURIComponent(ref)}${suffix}?token=${encodeURIComponent(token)}`,
    headers: { ...XHR, ...(rest.headers ?? {}) },
  } as InjectOptions);
};

const NEW_HOME = {
  line1: "77 Oak Avenue",
  line2: "Apt 4",
  city: "Denver",
  region: "CO",
  postalCode: "80202",
  country: "us",
};
const confirm = (ref: string, token: string, payload: Record<string, unknown>) =>
  page(ref, token, { method: "PUT", payload });
const devices = [{ description: "Laptop", serialNumber: "SN-1", quantity: 1 }, { description: "Charger" }];

describe("the employee's request page", () => {
  it("shows the employee their own request, and only what they may see", async () => {
    const project = await insertProject(db, { method: "label_only" });
    const request = await insertRequest(db, project, 1, { employeeName: "Ana Ortiz" });
    await insertRequest(db, project, 2, { employeeName: "Ben Other" });
    const res = await page(request.referenceId, request.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      referenceId: request.referenceId,
      employeeName: "Ana Ortiz",
      address: HOME,
      devices: [{ description: "Laptop", serialNumber: null, quantity: 1 }],
      projectName: `Laptop returns ${project.prefix}`,
      instructions: "Send back your laptop and charger by Friday.",
      method: "label_only",
      returnAddress: { name: "Dallas Recovery Center" },
      confirmedAt: null,
      labelCreatedAt: null,
      closed: false,
      tracking: { stage: "emailed", trackingNumber: null, last: null },
    });
    // Nothing else: not the e-mail, the request's status, the client or another employee.
    expect(Object.keys(body).sort()).toEqual(
      [
        "address",
        "closed",
        "confirmedAt",
        "devices",
        "employeeName",
        "instructions",
        "labelCreatedAt",
        "method",
        "phone",
        "projectName",
        "referenceId",
        "returnAddress",
        "tracking",
      ].sort(),
    );
    expect(res.body).not.toContain("Ben Other");
    expect(res.body).not.toContain("@example.com");
  });

  it("answers the same plain 404 to a forged, malformed, expired, replaced or another request's token", async () => {
    const project = await insertProject(db);
    const one = await insertRequest(db, project, 1);
    const two = await insertRequest(db, project, 2);
    const forged = "A".repeat(43);
    const answers = [
      await page(one.referenceId, forged),
      await page(one.referenceId, "short"),
      await page(one.referenceId, ""),
      await page("not a reference", one.token),
      await page(one.referenceId, two.token),
      await page(two.referenceId, one.token),
      await page(one.referenceId, one.token.toLowerCase() === one.token ? forged : one.token.toLowerCase()),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: "This link is not valid" });
    }
    // The same for the confirmation and the label.
    expect((await confirm(one.referenceId, two.token, { address: NEW_HOME, devices })).statusCode).toBe(404);
    // Even with a body the form would refuse: a bad link says nothing about the form.
    const empty = await confirm(one.referenceId, forged, {});
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ message: "This link is not valid" });
    expect((await page(one.referenceId, forged, { suffix: "/label" })).statusCode).toBe(404);
    expect((await page(one.referenceId, forged, { suffix: "/qr_code" })).statusCode).toBe(404);

    await db
      .update(parcelRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(parcelRequests.id, one.id));
    const expired = await page(one.referenceId, one.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: "This link is not valid" });

    // A new e-mail's token replaces the old one: the old link stops working.
    const newer = await issueRequestToken(db, two.id);
    expect((await page(two.referenceId, two.token)).statusCode).toBe(404);
    expect((await page(two.referenceId, newer)).statusCode).toBe(200);
  });

  it("confirms a corrected address and devices, which makes the label; a later correction keeps when it was made", async () => {
    const project = await insertProject(db, { method: "label_only" });
    const request = await insertRequest(db, project, 1, { employeeName: "Ana Ortiz" });
    const before = await page(request.referenceId, request.token, { suffix: "/label" });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/Confirm your address/);

    const bad = await confirm(request.referenceId, request.token, {
      address: { ...NEW_HOME, line1: " ", country: "ZZ" },
      devices: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      "address.line1": ["Address line 1 is required"],
      "address.country": ["Choose a country"],
      devices: ["Add at least one device you send back"],
    });

    const res = await confirm(request.referenceId, request.token, {
      address: NEW_HOME,
      phone: "+1 555 0100",
      devices,
    });
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json();
    expect(confirmed.address).toEqual({ ...NEW_HOME, country: "US" });
    expect(confirmed.devices).toEqual([
      { description: "Laptop", serialNumber: "SN-1", quantity: 1 },
      { description: "Charger", serialNumber: null, quantity: 1 },
    ]);
    expect(confirmed.phone).toBe("+1 555 0100");
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.labelCreatedAt).not.toBeNull();
    expect(confirmed.tracking.stage).toBe("label_made");
    expect((await page(request.referenceId, request.token)).json().address.city).toBe("Denver");

    const again = await confirm(request.referenceId, request.token, {
      address: { ...NEW_HOME, line2: null },
      devices,
    });
    expect(again.json().labelCreatedAt).toBe(confirmed.labelCreatedAt);
    expect(again.json().address.line2).toBeNull();
  });

  it("gives the return label as a PDF whose Code 128 barcode reads back as the reference", async () => {
    const project = await insertProject(db, { method: "box_and_label" });
    const request = await insertRequest(db, project, 7);
    await confirm(request.referenceId, request.token, { address: NEW_HOME, devices });
    const res = await page(request.referenceId, request.token, { suffix: "/label" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`return-label-${request.referenceId}.pdf`);
    expect(await readPdfBarcodes(res.rawPayload)).toEqual([[request.referenceId]]);
  });

  it("gives the QR method its QR code, as a label PDF and as an image", async () => {
    const project = await insertProject(db, { method: "qr_code" });
    const request = await insertRequest(db, project, 3);
    expect((await page(request.referenceId, request.token, { suffix: "/qr_code" })).statusCode).toBe(409);
    await confirm(request.referenceId, request.token, { address: NEW_HOME, devices });
    const label = await page(request.referenceId, request.token, { suffix: "/label" });
    expect(await readPdfBarcodes(label.rawPayload)).toEqual([[request.referenceId]]);
    const image = await page(request.referenceId, request.token, { suffix: "/qr_code" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it("refuses changes once the project is closed, still showing the request", async () => {
    const project = await insertProject(db, { status: "closed" });
    const request = await insertRequest(db, project, 1);
    expect((await page(request.referenceId, request.token)).json().closed).toBe(true);
    const res = await confirm(request.referenceId, request.token, { address: NEW_HOME, devices });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/closed/);
  });
});
