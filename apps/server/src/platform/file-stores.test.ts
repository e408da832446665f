import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server";
import { diskFileStore, FileMissingError, type FileStore } from "./files";
import { s3FileStore } from "./s3-files";

/** The read stream's bytes, with how many chunks they came in and the biggest chunk. */
async function drain(opening: Promise<Readable>) {
  const stream = await opening;
  const hash = createHash("sha256");
  let bytes = 0;
  let chunks = 0;
  let largest = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    chunks += 1;
    largest = Math.max(largest, chunk.length);
  }
  return { bytes, chunks, largest, sha256: hash.digest("hex") };
}

/** The error a read fails with, opening or streaming, or undefined when it ends normally. */
async function readError(opening: Promise<Readable>): Promise<unknown> {
  try {
    await drain(opening);
    return undefined;
  } catch (error) {
    return error;
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A well-formed key that nothing was stored under. */
const NEVER_STORED = "2026/01/00000000-0000-4000-8000-000000000000.pdf";

type Harness = { open(): Promise<{ store: FileStore; close(): Promise<void> }> };

const stores: Record<string, Harness> = {
  disk: {
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "ops-store-"));
      return {
        store: diskFileStore(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  s3rver: {
    async open() {
      const server = await startS3Server();
      return { store: s3FileStore(server.settings), close: server.close };
    },
  },
};

describe.each(Object.keys(stores))("file store contract: %s", (name) => {
  let store: FileStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await (stores[name] as Harness).open());
  });
  afterAll(() => close());

  it("stores bytes under a yyyy/mm/uuid.ext key and reads back the same bytes and size", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small document\n");
    const key = await store.put(bytes, "pdf");
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(await store.size(key)).toBe(bytes.length);
    const read = await drain(store.read(key));
    expect(read.sha256).toBe(sha256(bytes));
    expect(read.bytes).toBe(bytes.length);
  });

  it("gives every file its own key, so equal uploads never overwrite each other", async () => {
    const bytes = Buffer.from("same bytes");
    const first = await store.put(bytes, "txt");
    const second = await store.put(bytes, "txt");
    expect(first).not.toBe(second);
    await store.remove(first);
    expect(await store.size(first)).toBeUndefined();
    expect(await store.size(second)).toBe(bytes.length);
  });

  it("fails a read of a missing key with FileMissingError and has no size for it", async () => {
    const error = await readError(store.read(NEVER_STORED));
    expect(error).toBeInstanceOf(FileMissingError);
    expect((error as FileMissingError).key).toBe(NEVER_STORED);
    expect(await store.size(NEVER_STORED)).toBeUndefined();
  });

  it("removes a file for good, and removing it again is no error", async () => {
    const key = await store.put(Buffer.from("to be removed"), "txt");
    await store.remove(key);
    expect(await store.size(key)).toBeUndefined();
    expect(await readError(store.read(key))).toBeInstanceOf(FileMissingError);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it("refuses keys it did not make before touching storage", async () => {
    for (const key of [
      "../../etc/passwd",
      "2026/01/x.pdf",
      "/2026/01/00000000-0000-4000-8000-000000000000.pdf",
    ]) {
      await expect(store.read(key), key).rejects.toThrow(/invalid file key/);
      await expect(store.size(key), key).rejects.toThrow(/invalid file key/);
      await expect(store.remove(key), key).rejects.toThrow(/invalid file key/);
    }
  });

  it("streams a 20 MB file in chunks, never as one buffer", async () => {
    const bytes = randomBytes(20 * 1024 * 1024);
    const key = await store.put(bytes, "bin");
    expect(await store.size(key)).toBe(bytes.length);
    const read = await drain(store.read(key));
    expect(read.sha256).toBe(sha256(bytes));
    expect(read.bytes).toBe(bytes.length);
    expect(read.chunks).toBeGreaterThan(20);
    expect(read.largest).toBeLessThanOrEqual(1024 * 1024);
  }, 60_000);

  it("stops reading when the reader goes away part-way", async () => {
    const key = await store.put(randomBytes(8 * 1024 * 1024), "bin");
    const stream = await store.read(key);
    const closed = new Promise<void>((resolve) => stream.once("close", () => resolve()));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await closed;
    expect(stream.destroyed).toBe(true);
    // The store still serves the file to the next reader.
    expect((await drain(store.read(key))).bytes).toBe(8 * 1024 * 1024);
  }, 30_000);
});
