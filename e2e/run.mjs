#!/usr/bin/env node
// Runs the browser tests against the production build. Without a Chromium they are skipped
// loudly, except in CI, where a missing browser fails the run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const chromium = findChromium();
if (!chromium) {
  const line = "=".repeat(78);
  const text = [
    line,
    "BROWSER TESTS NOT RUN: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, ...).",
    "Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)",
    line,
  ].join("\n");
  if (process.env.CI === "true") {
    console.error(`${text}\nCI=true: a missing browser fails the run.`);
    process.exit(1);
  }
  console.warn(text);
  process.exit(0);
}

const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  path.join(root, "node_modules/.bin/playwright"),
  ["test", ...process.argv.slice(2)],
  {
    cwd: here,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  },
);
process.exit(result.status ?? 1);
