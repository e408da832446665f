#!/usr/bin/env node
// `npm run dev`: the API with reload on change, and Vite's dev server (http://localhost:5173) proxying /spa.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data") };
const children = [
  spawn(path.join(root, "node_modules/.bin/tsx"), ["watch", "src/main.ts"], {
    cwd: path.join(root, "apps/server"),
    stdio: "inherit",
    env,
  }),
  spawn(path.join(root, "node_modules/.bin/vite"), [], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    env,
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
