import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { closedPort, startS3Server } from "../../../test/s3-server";
import type { S3Settings } from "../../config";
import { accountDocuments } from "../../db/schema";
import { demoPdf } from "../../db/seed/demo-accounts";
import { s3FileStore } from "../../platform/s3-files";
import { storeThenRecord } from "../../platform/uploads";

/** The environment that points the app's file store at `settings`. */
function s3Env(settings: S3Settings): Record<string, string> {
  return {
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}

/** An account document upload as a browser's FormData sends it. */
function upload(operator: Caller, account: number, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("name", name);
  form.append("type", "cod");
  form.append("client_access", "true");
  form.append("file", new Blob([new Uint8Array(bytes)]), `${name}.pdf`);
  return operator({ method: "POST", url: `/spa/accounts/${account}/documents`, payload: form });
}

async function documentRows(t: TestApp, account: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(accountDocuments)
    .where(eq(accountDocuments.accountId, account));
  return row?.n ?? 0;
}

describe("account documents in object storage", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let operator: Caller;
  let client: Caller;
  let northwind: number;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3Env(s3.settings));
    ({ operator, client } = await accountCallers(t.app));
    northwind = await accountId(operator, "Northwind Health");
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("stores the upload in the bucket, streams it back to the client and removes it with the document", async () => {
    const bytes = demoPdf("Certificate of Destruction");
    const res = await upload(operator, northwind, "COD in the bucket", bytes);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const [row] = await t.database.db
      .select({ fileKey: accountDocuments.fileKey })
      .from(accountDocuments)
      .where(eq(accountDocuments.id, id));
    const bucket = s3FileStore(s3.settings);
    expect(await bucket.size(row?.fileKey ?? "")).toBe(bytes.length);

    const download = await client({
      method: "GET",
      url: `/spa/client/accounts/${northwind}/documents/${id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const removed = await operator({ method: "DELETE", url: `/spa/accounts/${northwind}/documents/${id}` });
    expect(removed.statusCode).toBe(204);
    expect(await bucket.size(row?.fileKey ?? "")).toBeUndefined();
  });

  it("removes the stored object when its row cannot be written, leaving neither", async () => {
    const bucket = s3FileStore(s3.settings);
    const bytes = demoPdf("Never recorded");
    const before = await documentRows(t, northwind);
    let storedKey = "";
    const failing = storeThenRecord(bucket, bytes, "pdf", (fileKey) =>
      t.database.db.transaction(async (tx) => {
        storedKey = fileKey;
        expect(await bucket.size(fileKey)).toBe(bytes.length);
        await tx.insert(accountDocuments).values({
          accountId: northwind,
          name: "Never recorded",
          type: "cod",
          fileKey,
          fileName: "never.pdf",
          contentType: "application/pdf",
          size: bytes.length,
        });
        throw new Error("the write failed after the insert");
      }),
    );
    await expect(failing).rejects.toThrow("the write failed after the insert");
    expect(storedKey).not.toBe("");
    expect(await bucket.size(storedKey)).toBeUndefined();
    expect(await documentRows(t, northwind)).toBe(before);
  });
});

describe("account documents when object storage is down", () => {
  let t: TestApp;
  let operator: Caller;
  let northwind: number;

  beforeAll(async () => {
    const port = await closedPort();
    t = await createTestApp(
      s3Env({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "ops-files",
        region: "us-east-1",
        accessKeyId: "ops",
        secretAccessKey: "secret",
        forcePathStyle: true,
      }),
    );
    ({ operator } = await accountCallers(t.app));
    northwind = await accountId(operator, "Northwind Health");
  });
  afterAll(() => t.close());

  it("answers 503 saying the file was not saved, and records no document", async () => {
    const before = await documentRows(t, northwind);
    const res = await upload(operator, northwind, "COD while storage is down", demoPdf("COD"));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: "File storage cannot be reached, so the file could not be saved; try again in a moment",
    });
    expect(await documentRows(t, northwind)).toBe(before);
    const listed = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json();
    expect(listed.map((d: { name: string }) => d.name)).not.toContain("COD while storage is down");
  });

  it("answers 503 for a download instead of a broken file", async () => {
    const listed = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/documents` })).json();
    const first = listed[0] as { id: number };
    const res = await operator({
      method: "GET",
      url: `/spa/accounts/${northwind}/documents/${first.id}/download`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.json().message).toBe(
      "File storage cannot be reached, so the file could not be read; try again in a moment",
    );
  });
});
