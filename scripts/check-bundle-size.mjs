#!/usr/bin/env node
// The initial JavaScript a visitor downloads (entry script plus its preloaded chunks), gzipped,
// must stay under the budget; every area is lazy and does not count (ARCHITECTURE §6). The shell's
// first load calls by schema-free routes, so zod is not part of it (docs/decisions.md "Web: first load").
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// 205 since issue 20: each lazy screen adds its chunk names and preload list to the entry's
// preload map, and the parcel and pickup screens (20 routes) added 3 KB (docs/decisions.md).
const BUDGET_KB = Number(process.env.WEB_INITIAL_JS_BUDGET_KB ?? 205);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const files = [...html.matchAll(/(?:src|href)="\/(static\/[^"]+\.js)"/g)].map((m) => m[1]);
if (files.length === 0) {
  console.error("No scripts found in apps/web/dist/index.html; build the web app first.");
  process.exit(1);
}
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`Initial JS: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error("Over budget: lazy-load the new code or raise the budget with a reason.");
  process.exit(1);
}
