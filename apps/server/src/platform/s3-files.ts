import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config";
import { AppError } from "./app-error";
import { checkFileKey, FileMissingError, type FileStore, newFileKey } from "./files";

/** What was being done to the file, as the message the person sees says it. */
const DONE = { save: "saved", read: "read", remove: "removed" } as const;

/**
 * An S3 failure as the answer the caller gets: a store that cannot be reached is a 503 (try
 * again), one that answers with an error a 502; the original error stays as the cause for the log.
 */
export function storageError(error: unknown, action: keyof typeof DONE): AppError {
  const answer =
    error instanceof S3ServiceException
      ? new AppError(
          502,
          `File storage refused the request (${error.name}), so the file could not be ${DONE[action]}; try again, or tell an administrator if it keeps happening`,
        )
      : new AppError(
          503,
          `File storage cannot be reached, so the file could not be ${DONE[action]}; try again in a moment`,
        );
  answer.cause = error;
  return answer;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), one object per key. Reads stream
 * the object's body as it arrives. Checksums are sent only where the operation requires them:
 * the SDK's default trailing checksums are not understood by every S3-compatible server.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // An unreachable store fails the request in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  return {
    async put(bytes, extension) {
      const Key = newFileKey(extension);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }));
      } catch (error) {
        throw storageError(error, "save");
      }
      return Key;
    },
    async read(key) {
      const Key = checkFileKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        throw isNotFound(error) ? new FileMissingError(key) : storageError(error, "read");
      });
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${Key}`);
      return answer.Body;
    },
    async size(key) {
      const Key = checkFileKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return head.ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw storageError(error, "read");
      }
    },
    async remove(key) {
      const Key = checkFileKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!isNotFound(error)) throw storageError(error, "remove");
      }
    },
  };
}
