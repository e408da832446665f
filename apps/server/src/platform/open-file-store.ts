import type { Config } from "../config";
import { diskFileStore, type FileStore } from "./files";

/**
 * The file store the configuration names: the S3-compatible bucket when `S3_*` is set, else the
 * disk under FILES_DIR. The S3 client is loaded only when it is used.
 */
export async function openFileStore(config: Pick<Config, "S3" | "FILES_DIR">): Promise<FileStore> {
  if (!config.S3) return diskFileStore(config.FILES_DIR);
  const { s3FileStore } = await import("./s3-files");
  return s3FileStore(config.S3);
}
