#!/usr/bin/env node
// `npm start`: builds the web app when there is no build or its sources are newer than the build,
// then serves everything from one process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this product needs Node 20.19 or newer.`);
  process.exit(1);
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const built = path.join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/index.html", "apps/web/public", "packages/domain/src"].map((p) =>
  path.join(root, p),
);
const stale =
  existsSync(built) &&
  Math.max(...sources.map((p) => (existsSync(p) && statSync(p).isFile() ? statSync(p).mtimeMs : newest(p)))) >
    statSync(built).mtimeMs;
if (!existsSync(built) || stale) {
  console.log(
    stale
      ? "The web app's sources changed since its build; building it again (a few seconds)..."
      : "No web build found; building the web app once (a few seconds)...",
  );
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
