import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const SERVER_DIR = path.resolve(import.meta.dirname, "..");

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

/**
 * Starts one of the server's entry points (`src/main.ts` as `npm start`, `src/worker.ts` as
 * `npm run worker`) and resolves once its output says `ready`, or rejects when it exits first.
 * Node itself runs it with tsx's loader, not the tsx wrapper: a SIGKILL must reach that process.
 */
export async function startServerProcess(
  script: string,
  ready: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    exited.then((code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, exited, output: () => output };
}
