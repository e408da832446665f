import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { ServiceContext } from "./context";

/** Where uploaded files live. Disk by default; the interface lets object storage replace it. */
export type FileStore = {
  /** Stores the bytes under a new key and answers the key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
};

/** A use case that stores, reads or removes files as well as rows. */
export type FilesContext = ServiceContext & { files: FileStore };

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Files on disk under `root`, keyed `yyyy/mm/uuid.ext`; a key never comes from user input. */
export function diskFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(bytes, extension) {
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${extension}`;
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { flag: "wx" });
      return key;
    },
    read(key) {
      return fs.createReadStream(resolve(key));
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
