#!/usr/bin/env node
// `npm start`: builds the web app when no build exists, then serves everything from one process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this product needs Node 20.19 or newer.`);
  process.exit(1);
}

if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
  console.log("No web build found; building the web app once (a few seconds)...");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/main.ts"], {
  cwd: path.join(root, "apps/server"),
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
