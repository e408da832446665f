import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");

/** Every source file of the web app except tests and the one client that builds addresses. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

const EXEMPT = new Set(["shared/api.ts", "shared/endpoints.ts"]);

describe("web calls", () => {
  it("go through the endpoint descriptors: no API address and no cast call in any screen or hook", () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const name = path.relative(SRC, file).split(path.sep).join("/");
      if (EXEMPT.has(name)) continue;
      const text = fs.readFileSync(file, "utf8");
      if (/["'`]\/spa[/"'`?]/.test(text)) offenders.push(`${name}: an /spa address`);
      // The old untyped client, however it is spelled across lines (`void api\n  .get<T>(…)`).
      const cast = /\bapi\s*\.\s*(get|post|put|delete|upload|download)\b/.exec(text);
      if (cast) offenders.push(`${name}: api.${cast[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});
