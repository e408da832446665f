import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
// @ts-expect-error plain ESM helper shared with run.mjs
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ops-e2e-"));

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: process.env.CI === "true",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
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
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "true", LOG_LEVEL: "warn" },
  },
});
