import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
// @ts-expect-error plain ESM helper shared with run.mjs
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { mailSinkPort } from "./mail-sink";

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ops-e2e-"));
// Where the SMTP sink writes the mails of this run. The config is read again in the workers:
// the first read (the runner's) chooses the directory and they inherit it through the environment.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ops-e2e-mail-"));
const smtpPort = mailSinkPort(port);

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: process.env.CI === "true",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  // The SMTP sink the app server sends mail to (mail-sink.ts).
  globalSetup: "./mail-sink.ts",
  outputDir: "./test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: `${path.join(root, "node_modules/.bin/tsx")} ${path.join(root, "apps/server/src/main.ts")}`,
    cwd: path.join(root, "apps/server"),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A fresh embedded database is migrated and the whole demo seeded before the first answer.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "reuse-ops@example.com",
    },
  },
});
