import type { ErrorBody, FieldErrors } from "@ops/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../platform/app-error";

const VALIDATION_MESSAGE = "Some fields need attention";
/** An upload carries one file, in the field named `file` (the multipart reader says it too). */
export const ONE_FILE_MESSAGE = "Send exactly one file, in the field named file";
const TOO_MANY_FIELDS_MESSAGE = "The form has too many fields; send only the ones the upload asks for";

/** Statuses whose framework messages are safe and useful to show. */
const PASS_THROUGH: Record<number, string> = {
  400: "The request could not be read",
  414: "The address is too long",
  413: "The upload is too large",
  415: "Unsupported content type",
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".");
}

function toFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = fieldName(issue.instancePath) || "_";
    errors[field] = [...(errors[field] ?? []), issue.message ?? "Invalid value"];
  }
  return errors;
}

/**
 * The multipart parser's own refusals (a body cut short, no or the wrong boundary) are plain
 * errors without a status; whichever route reads the parts, they are the sender's fault.
 */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Missing Content-Type-header\.|Unsupported Content-Type\.)$|unexpected end of multipart data$/i;

export function isMultipartParseError(error: { statusCode?: number; message?: unknown }): boolean {
  return !error.statusCode && typeof error.message === "string" && MULTIPART_PARSE_ERROR.test(error.message);
}

function pgCode(error: unknown): string | undefined {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Maps every failure to the error contract of SPEC §8; stacks never leave the server. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let body: ErrorBody;

  if (error instanceof AppError) {
    status = error.status;
    body = { message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 422;
    body = { message: VALIDATION_MESSAGE, errors: toFieldErrors(error.validation) };
  } else if (pgCode(error) === "57014") {
    status = 504;
    body = { message: "The request took too long; try again or narrow it down" };
  } else if (pgCode(error) === "22003") {
    // A number past what its column holds (an id above 2,147,483,647, say): bad input, not a fault.
    status = 422;
    body = { message: "A number is too large; check the ids and amounts sent" };
  } else if (pgCode(error) === "22P05" || pgCode(error) === "22021") {
    status = 422;
    body = { message: "Some text could not be stored; remove invisible control characters" };
  } else if (pgCode(error) === "23505") {
    status = 409;
    body = { message: "This record already exists" };
  } else if (pgCode(error) === "40P01" || pgCode(error) === "40001") {
    // Two changes that could not both stand (a deadlock or a serialization failure): the
    // database undid this one entirely. Services lock in one order, so this is a safety net.
    status = 409;
    body = { message: "Someone changed the same records at the same moment; nothing was saved. Try again" };
  } else if (pgCode(error) === "23503") {
    // A race a service did not catch: what this refers to was removed, or something still refers to it.
    status = 409;
    body = { message: "This record was changed by someone else in the meantime; reload and try again" };
  } else if (error.code === "FST_FILES_LIMIT") {
    // The multipart plugin counts these as size limits (413); the sender needs to know what to change.
    status = 422;
    body = { message: ONE_FILE_MESSAGE, errors: { file: [ONE_FILE_MESSAGE] } };
  } else if (error.code === "FST_FIELDS_LIMIT" || error.code === "FST_PARTS_LIMIT") {
    status = 422;
    body = { message: TOO_MANY_FIELDS_MESSAGE, errors: { _: [TOO_MANY_FIELDS_MESSAGE] } };
  } else if (isMultipartParseError(error)) {
    status = 400;
    body = { message: "The upload could not be read; send the file again" };
  } else if (error.statusCode && PASS_THROUGH[error.statusCode]) {
    status = error.statusCode;
    body = { message: PASS_THROUGH[error.statusCode] ?? error.message };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { message: error.message };
  } else {
    body = { message: "Internal error", requestId: String(request.id) };
  }

  if (status >= 500) request.log.error({ err: error }, "request failed");
  return reply.status(status).send(body);
}

/**
 * The headers helmet adds to every routed answer; an answer the router gives before any hook
 * runs (a malformed or too long path) carries them too.
 */
const BARE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
};

/** Fastify's `frameworkErrors`: the router's own refusals go through the one error handler. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(BARE_SECURITY_HEADERS);
  return errorHandler(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
