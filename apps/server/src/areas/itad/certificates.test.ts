import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPdfBarcodes } from "../../../test/barcode-reader";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import {
  accounts,
  activities,
  activityDocuments,
  certificateAssets,
  certificates,
  outbox,
  productClasses,
  products,
  programs,
  sanitizationRecords,
} from "../../db/schema";
import { diskFileStore } from "../../platform/files";
import { type JobRun, settleJobs } from "../../platform/jobs";
import { eventsOf, insertLoad, userId } from "../activities/activity-records.fixtures";
import { insertAssets, insertProgram, unique } from "../assets/asset-records.fixtures";
import { resolveActor } from "../auth/auth.service";
import { certificateIssueJob } from "./certificates.job";

let t: TestApp;
let app: FastifyInstance;
let db: Db;
let operator: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
let otherClient: ReturnType<typeof as>;
let laptopProduct: number;
let cableProduct: number;

type Load = { id: number; slug: string; serials: { id: number; barcode: string; serial: string }[] };

/**
 * A Northwind load of `laptops` data-bearing laptops (2.5 lbs each) and one cable bundle that
 * bears no data (3 lbs); `recorded` of the laptops get a passed, verified erasure.
 */
async function loadWith(laptops: number, recorded: number, accountName = "Northwind Health"): Promise<Load> {
  const load = await insertLoad(db, accountName);
  const u = unique();
  const list = Array.from({ length: laptops }, (_, i) => ({
    barcode: `CL${u}${String(i).padStart(4, "0")}`,
    serialNumber: `SNC${u}${String(i).padStart(4, "0")}`,
    productId: laptopProduct,
    netWeight: 2.5,
  }));
  const cable = { barcode: `CC${u}`, serialNumber: `CBL${u}`, productId: cableProduct, netWeight: 3 };
  const ids = await insertAssets(
    db,
    [...list, cable].map((a) => ({ ...a, activityId: load.id, accountId: load.accountId })),
  );
  const serials = list.map((a, i) => ({ id: ids[i] as number, barcode: a.barcode, serial: a.serialNumber }));
  await record(serials.slice(0, recorded).map((s) => s.id));
  return { id: load.id, slug: load.slug, serials };
}

/** Passed, verified erasures of these assets (the erasure calls are another helper's). */
async function record(assetIds: number[]) {
  if (assetIds.length === 0) return;
  await db.insert(sanitizationRecords).values(
    assetIds.map((assetId) => ({
      assetId,
      kind: "erasure",
      method: "purge",
      tool: "Blancco 7",
      passes: 1,
      result: "passed",
      verified: true,
      finishedAt: new Date("2026-11-20T10:00:00Z"),
      source: "import",
    })),
  );
}

/** Issues through the API and waits for the job; answers the job's final state. */
async function issue(slug: string, reason?: string) {
  const res = await operator({
    method: "POST",
    url: `/spa/activities/${slug}/certificates`,
    payload: reason ? { reason } : {},
  });
  expect(res.statusCode, res.body).toBe(202);
  await settleJobs();
  const job = await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` });
  return job.json();
}

const listOf = async (slug: string) =>
  (await operator({ method: "GET", url: `/spa/activities/${slug}/certificates` })).json().data;
const verify = (number: string) => app.inject({ method: "GET", url: `/spa/no_user/certificates/${number}` });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.database.db;
  operator = as(app, await signIn(app, "operator@example.com"));
  client = as(app, await signIn(app, "client@example.com"));
  otherClient = as(app, await signIn(app, "dana.dubois@example.com"));
  const [laptops] = await db
    .insert(productClasses)
    .values({ name: `Certificate laptops ${unique()}`, serialized: true, r2MaterialType: "data" })
    .returning({ id: productClasses.id });
  const [cables] = await db
    .insert(productClasses)
    .values({ name: `Certificate cables ${unique()}`, r2MaterialType: "circuit_boards" })
    .returning({ id: productClasses.id });
  const [laptop] = await db
    .insert(products)
    .values({ name: "Latitude 5440", type: "serialized", classId: laptops?.id })
    .returning({ id: products.id });
  const [cable] = await db
    .insert(products)
    .values({ name: "Cable bundle", type: "serialized", classId: cables?.id })
    .returning({ id: products.id });
  laptopProduct = laptop?.id as number;
  cableProduct = cable?.id as number;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("certificates", () => {
  it("issues the certificate of data destruction: the PDF is the load's cod document, the client sees it, the contact is mailed, the number verifies with the PDF's hash", async () => {
    const load = await loadWith(3, 3);
    const readiness = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/certificates/readiness`,
    });
    expect(readiness.json()).toMatchObject({
      kind: "destruction",
      serialCount: 4,
      dataBearingCount: 3,
      missingCount: 0,
      missing: [],
      current: null,
    });

    const job = await issue(load.slug);
    expect(job.status, JSON.stringify(job)).toBe("succeeded");
    const [cert] = await listOf(load.slug);
    expect(cert).toMatchObject({
      kind: "destruction",
      status: "valid",
      activitySlug: load.slug,
      accountName: "Northwind Health",
      serialCount: 4,
      dataBearingCount: 3,
      totalWeight: 10.5,
      summary: { weights: { data: 7.5, circuit_boards: 3 }, methods: { purge: 3 } },
      issuedBy: expect.any(String),
      replaces: null,
    });
    expect(cert.number).toMatch(/^COD-\d{4}-\d{6}-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(cert.verificationUrl).toMatch(new RegExp(`/certificates/${cert.number}$`));

    // The client of the load lists it, sees the document and downloads the same bytes.
    const clientList = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/certificates`,
    });
    expect(clientList.statusCode).toBe(200);
    expect(clientList.json().data.map((c: { number: string }) => c.number)).toEqual([cert.number]);
    const docs = await client({ method: "GET", url: `/spa/client/activities/${load.slug}/documents` });
    expect(docs.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: cert.documentId, type: "cod", name: `Certificate ${cert.number}` }),
      ]),
    );
    const pdf = await client({ method: "GET", url: `/spa/client/certificates/${cert.number}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const sha256 = createHash("sha256").update(pdf.rawPayload).digest("hex");
    expect(cert.sha256).toBe(sha256);

    const verification = await verify(cert.number);
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toEqual({
      number: cert.number,
      kind: "destruction",
      status: "valid",
      issuedAt: cert.issuedAt,
      revokedAt: null,
      sha256,
      serialCount: 4,
      dataBearingCount: 3,
      totalWeight: 10.5,
      replacedBy: null,
    });
    expect(verification.body).not.toContain("Northwind");

    // What it printed for each serial: the deciding record of the laptops, none for the cable.
    const covered = await db
      .select({ assetId: certificateAssets.assetId, recordId: certificateAssets.recordId })
      .from(certificateAssets)
      .where(eq(certificateAssets.certificateId, cert.id));
    expect(covered).toHaveLength(4);
    expect(covered.filter((c) => c.recordId !== null)).toHaveLength(3);

    const mails = await db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(like(outbox.dedupeKey, `certificate_issued:${cert.id}:contact:%`));
    expect(mails).toEqual([
      expect.objectContaining({
        to: "grace.holloway@northwind.example.com",
        subject: `Certificate of Data Destruction ${cert.number} for load ${load.slug.toUpperCase()}`,
      }),
    ]);
    expect(mails[0]?.text).toContain(cert.verificationUrl);
    expect(mails[0]?.text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    const events = await eventsOf(db, load.id);
    expect(events).toContainEqual(
      expect.objectContaining({ action: "certificate_issued", message: cert.number }),
    );
  }, 120_000);

  it("prints a QR code on the first page that reads back as the verification URL", async () => {
    const load = await loadWith(2, 2);
    expect((await issue(load.slug)).status).toBe("succeeded");
    const [cert] = await listOf(load.slug);
    const pdf = await operator({ method: "GET", url: `/spa/certificates/${cert.number}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const [firstPage] = await readPdfBarcodes(pdf.rawPayload, { first: 1, last: 1 });
    expect(firstPage).toEqual([cert.verificationUrl]);
  }, 120_000);

  it("refuses with 409 naming the data-bearing serials without a record, and writes nothing", async () => {
    const load = await loadWith(3, 1);
    const [, second, third] = load.serials;
    const readiness = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/certificates/readiness`,
    });
    expect(readiness.json()).toMatchObject({ missingCount: 2 });
    expect(readiness.json().missing.map((m: { barcode: string }) => m.barcode)).toEqual([
      second?.barcode,
      third?.barcode,
    ]);
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/certificates`,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `2 data-bearing serials have no sanitization record: ${second?.serial}, ${third?.serial}`,
    });
    await settleJobs();
    expect(await db.select().from(certificates).where(eq(certificates.activityId, load.id))).toEqual([]);
    expect(
      await db.select().from(activityDocuments).where(eq(activityDocuments.activityId, load.id)),
    ).toEqual([]);
  }, 60_000);

  it("revokes with a reason: the verification then says revoked, the load's history says why", async () => {
    const load = await loadWith(1, 1);
    await issue(load.slug);
    const [cert] = await listOf(load.slug);
    const res = await operator({
      method: "POST",
      url: `/spa/certificates/${cert.number}/revoke`,
      payload: { reason: "Wrong load weighed" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "revoked", revokeReason: "Wrong load weighed" });
    const verification = (await verify(cert.number)).json();
    expect(verification).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    expect(JSON.stringify(verification)).not.toContain("Wrong load");
    const again = await operator({
      method: "POST",
      url: `/spa/certificates/${cert.number}/revoke`,
      payload: { reason: "Twice" },
    });
    expect(again.statusCode).toBe(409);
    expect(await eventsOf(db, load.id)).toContainEqual(
      expect.objectContaining({
        action: "certificate_revoked",
        message: `${cert.number} revoked: Wrong load weighed`,
      }),
    );
    const clientRevoke = await client({
      method: "POST",
      url: `/spa/client/certificates/${cert.number}/revoke`,
      payload: { reason: "Mine" },
    });
    expect(clientRevoke.statusCode).toBe(404);
  }, 60_000);

  it("reissues only with a reason, keeping the old certificate revoked and linked", async () => {
    const load = await loadWith(2, 2);
    await issue(load.slug);
    const [first] = await listOf(load.slug);
    const refused = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/certificates`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${load.slug.toUpperCase()} already has certificate ${first.number}; give a reason to reissue it`,
    );
    expect((await issue(load.slug, "Client asked for the new address")).status).toBe("succeeded");
    const [second, old] = await listOf(load.slug);
    expect(second).toMatchObject({ status: "valid", replaces: first.number, replacedBy: null });
    expect(old).toMatchObject({
      number: first.number,
      status: "revoked",
      revokeReason: `Reissued as ${second.number}: Client asked for the new address`,
      replacedBy: second.number,
    });
    expect((await verify(first.number)).json()).toMatchObject({
      status: "revoked",
      replacedBy: second.number,
    });
    expect((await verify(second.number)).json()).toMatchObject({ status: "valid" });
    const docs = await db
      .select({ id: activityDocuments.id })
      .from(activityDocuments)
      .where(and(eq(activityDocuments.activityId, load.id), eq(activityDocuments.type, "cod")));
    expect(docs).toHaveLength(2);
  }, 120_000);

  it("hides a load's certificates from a client of another account (404 for the list and the PDF)", async () => {
    const load = await loadWith(1, 1);
    await issue(load.slug);
    const [cert] = await listOf(load.slug);
    const list = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/certificates`,
    });
    expect(list.statusCode).toBe(404);
    const pdf = await otherClient({ method: "GET", url: `/spa/client/certificates/${cert.number}/pdf` });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ message: "Certificate not found" });
    const readiness = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/certificates/readiness`,
    });
    expect(readiness.statusCode).toBe(404);
  }, 60_000);

  it("answers the same 404 for any number it does not know", async () => {
    const load = await loadWith(1, 1);
    await issue(load.slug);
    const [cert] = await listOf(load.slug);
    const almost = `${cert.number.slice(0, -1)}${cert.number.endsWith("2") ? "3" : "2"}`;
    for (const number of [almost, "COD-2026-999999-ABCDEF", "nonsense", "1"]) {
      const res = await verify(number);
      expect(res.statusCode, number).toBe(404);
      expect(res.json()).toEqual({ message: "Certificate not found" });
    }
    expect((await verify(cert.number.toLowerCase())).statusCode).toBe(200);
  }, 60_000);

  it("refuses a load whose account takes no certificate (409) and issues a program's recycling certificate", async () => {
    await db.update(accounts).set({ certificateType: "none" }).where(eq(accounts.name, "Globex Software"));
    const load = await loadWith(1, 1, "Globex Software");
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/certificates`,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Globex Software gets no certificate (certificate type none)" });
    const readiness = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/certificates/readiness`,
    });
    expect(readiness.json()).toMatchObject({ kind: null });

    // The load's program sets recycling: it wins over the account's none.
    const programId = await insertProgram(db, "Globex Software");
    await db.update(programs).set({ certificateType: "recycling" }).where(eq(programs.id, programId));
    await db.update(activities).set({ programId }).where(eq(activities.id, load.id));
    expect((await issue(load.slug)).status).toBe("succeeded");
    const [cert] = await listOf(load.slug);
    expect(cert).toMatchObject({ kind: "recycling", summary: { weights: { data: 2.5, circuit_boards: 3 } } });
    expect(cert.number).toMatch(/^COR-/);
  }, 60_000);
  it("checks again when the job runs (a newer failed erasure refuses it, nothing written) and a second run makes nothing twice", async () => {
    const load = await loadWith(2, 2);
    const actor = await resolveActor(db, await userId(db, "operator@example.com"));
    const files = diskFileStore(t.config.FILES_DIR);
    const run = { db, files, actor, jobId: "direct", report: async () => {} } as JobRun;
    const payload = { activityId: load.id, reason: null, replaces: null };
    const [first] = load.serials;
    await db.insert(sanitizationRecords).values({
      assetId: first?.id as number,
      kind: "erasure",
      method: "clear",
      tool: "Blancco 7",
      result: "failed",
      finishedAt: new Date("2026-11-21T10:00:00Z"),
    });
    await expect(certificateIssueJob.handler(payload, run)).rejects.toMatchObject({
      status: 409,
      message: `1 data-bearing serial has no sanitization record: ${first?.serial}`,
    });
    expect(await db.select().from(certificates).where(eq(certificates.activityId, load.id))).toEqual([]);
    expect(
      await db.select().from(activityDocuments).where(eq(activityDocuments.activityId, load.id)),
    ).toEqual([]);

    await db.insert(sanitizationRecords).values({
      assetId: first?.id as number,
      kind: "destruction",
      method: "shredded",
      result: "passed",
      finishedAt: new Date("2026-11-22T10:00:00Z"),
      source: "batch",
    });
    const once = await certificateIssueJob.handler(payload, run);
    const twice = await certificateIssueJob.handler(payload, run);
    expect(twice).toEqual(once);
    const [cert, ...others] = await listOf(load.slug);
    expect(others).toEqual([]);
    expect(cert.summary.methods).toEqual({ shredded: 1, purge: 1 });
  }, 60_000);
});
