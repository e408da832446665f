import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { ServiceContext } from "./context";

/**
 * Where uploaded files live: disk by default, S3-compatible object storage when `S3_*` is set
 * (s3-files.ts). Keys are `yyyy/mm/uuid.ext`, made by the store; a key never comes from user input.
 */
export type FileStore = {
  /** Stores the bytes under a new key and answers the key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /**
   * The file's bytes as they arrive, never held whole in memory. Resolves once the file is found,
   * so a missing file (FileMissingError) or an unreachable store fails before a response starts.
   */
  read(key: string): Promise<Readable>;
  /** The stored size in bytes, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file; a file that is already gone is no error. */
  remove(key: string): Promise<void>;
};

/** A use case that stores, reads or removes files as well as rows. */
export type FilesContext = ServiceContext & { files: FileStore };

/** A row names a file the store does not hold: our fault, so a logged 500 and never a guess. */
export class FileMissingError extends Error {
  readonly code = "FILE_MISSING";
  constructor(readonly key: string) {
    super(`stored file ${key} is missing`);
    this.name = "FileMissingError";
  }
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** A fresh key for a file of this extension, in the month it is stored. */
export function newFileKey(extension: string): string {
  const now = new Date();
  return checkFileKey(
    `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${extension}`,
  );
}

/** The key itself when it has the shape the stores make; anything else is refused before any I/O. */
export function checkFileKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${key}`);
  return key;
}

/** Files on disk under `root`, one file per key. */
export function diskFileStore(root: string): FileStore {
  const resolve = (key: string) => path.join(root, checkFileKey(key));
  return {
    async put(bytes, extension) {
      const key = newFileKey(extension);
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { flag: "wx" });
      return key;
    },
    async read(key) {
      const handle = await fs.promises.open(resolve(key), "r").catch((error: NodeJS.ErrnoException) => {
        throw error.code === "ENOENT" ? new FileMissingError(key) : error;
      });
      return handle.createReadStream();
    },
    async size(key) {
      const stat = await fs.promises.stat(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      return stat?.size;
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
