import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

/** Every setting comes from the environment; README lists each with its default. */
export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  NODE_ENV: z.string().default("development"),
  DATA_DIR: z.string().default("./data"),
  FILES_DIR: z.string().optional(),
  DATABASE_URL: optionalText,
  DEMO_DATA: z.string().optional(),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  TRUST_PROXY: flag(false),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(50).default(2),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(82_800).default(900),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DASHBOARD_URL: optionalText,
  SSO_GOOGLE_URL: optionalText,
  SSO_MICROSOFT_URL: optionalText,
  CRM_URL: optionalText,
  PASSWORD_RESET_URL: optionalText,
  SENTRY_DSN: optionalText,
  /** Mail goes out through this server; without it mail stays in the outbox as not sent. */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).nullable(),
  ),
  MAIL_FROM: optionalText,
  /** Where links in mails point (the unsubscribe link); the server's own address by default. */
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).nullable(),
  ),
  /** The operators' address(es) for downstream-vendor certificate alerts, comma-separated. */
  DSV_ALERTS_TO: optionalText.pipe(
    z
      .string()
      .nullable()
      .transform((v) =>
        v
          ? v
              .split(",")
              .map((a) => a.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.email({ message: "must be e-mail addresses separated by commas" }))),
  ),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).nullable(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? null : v === "true" || v === "1")),
});

/** The S3-compatible bucket files go to instead of FILES_DIR. */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

type RawConfig = z.infer<typeof ConfigSchema>;

export type Config = Omit<RawConfig, "DEMO_DATA" | "FILES_DIR" | "HOST" | (typeof S3_VARIABLES)[number]> & {
  DEMO_DATA: boolean;
  HOST: string;
  WEB_DIST: string;
  FILES_DIR: string;
  /** Object storage for files; null keeps them on disk under FILES_DIR. */
  S3: S3Settings | null;
};

/** All six S3 settings or none: half a configuration would quietly keep files on one server's disk. */
function s3Settings(raw: RawConfig): S3Settings | null {
  const missing = S3_VARIABLES.filter((name) => raw[name] === null);
  if (missing.length === S3_VARIABLES.length) return null;
  const given = <T>(value: T | null): T => {
    if (value !== null) return value;
    throw new Error(
      `Invalid configuration:\n  S3: object storage needs all of ${S3_VARIABLES.join(", ")}; missing ${missing.join(", ")} (or unset every S3_ variable to keep files on disk)`,
    );
  };
  return {
    endpoint: given(raw.S3_ENDPOINT),
    bucket: given(raw.S3_BUCKET),
    region: given(raw.S3_REGION),
    accessKeyId: given(raw.S3_ACCESS_KEY_ID),
    secretAccessKey: given(raw.S3_SECRET_ACCESS_KEY),
    forcePathStyle: given(raw.S3_FORCE_PATH_STYLE),
  };
}

/**
 * Reads the configuration; demo data defaults on, except in production. A server with demo data
 * (whose passwords are in the README) listens on this machine only unless HOST says otherwise.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const {
    S3_ENDPOINT,
    S3_BUCKET,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    ...raw
  } = parsed.data;
  const s3 = s3Settings(parsed.data);
  if (raw.SMTP_URL && !raw.MAIL_FROM)
    throw new Error("Invalid configuration:\n  MAIL_FROM: the sender address is needed with SMTP_URL");
  const demoDefault = raw.NODE_ENV !== "production";
  const demo = raw.DEMO_DATA === undefined ? demoDefault : raw.DEMO_DATA === "true" || raw.DEMO_DATA === "1";
  return {
    ...raw,
    DEMO_DATA: demo,
    HOST: raw.HOST ?? (demo ? "127.0.0.1" : "0.0.0.0"),
    WEB_DIST: raw.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    FILES_DIR: path.resolve(raw.FILES_DIR ?? path.join(raw.DATA_DIR, "files")),
    S3: s3,
  };
}
