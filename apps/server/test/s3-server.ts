import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../src/config";

/** s3rver's fixed credentials; it checks request signatures against them. */
const S3RVER_KEY = "S3RVER";

/**
 * A real S3-compatible server for one test file, on a free local port with its own temporary
 * directory and one empty bucket, and the settings that reach it.
 */
export async function startS3Server(): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ops-s3-"));
  const bucket = "ops-files";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A local port nothing listens on: a store pointed at it is down. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
