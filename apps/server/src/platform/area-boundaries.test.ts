import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * An area reaches another area through that area's scope module or service, never its repo:
 * the repo is the owning area's private SQL, and its service is where the owner's rules and
 * checks live. Tests and fixtures may seed through any repo.
 */

const AREAS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../areas");

type RepoImport = { file: string; specifier: string; ownArea: boolean };

/** The area a path under `areas/` belongs to, or null for a path outside it. */
function areaOf(file: string): string | null {
  const relative = path.relative(AREAS, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** The relative imports of `*.repo` modules in one file's source (static, re-exports, dynamic). */
function repoImports(file: string, source: string): RepoImport[] {
  const found: RepoImport[] = [];
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const specifier = match[1] as string;
    if (!specifier.startsWith(".") || !/\.repo(\.[jt]s)?$/.test(specifier)) continue;
    const target = areaOf(path.resolve(path.dirname(file), specifier));
    if (target === null) continue;
    found.push({ file: path.relative(AREAS, file), specifier, ownArea: target === areaOf(file) });
  }
  return found;
}

function areaSources(): string[] {
  return fs
    .readdirSync(AREAS, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".fixtures.ts"))
    .map((f) => path.join(AREAS, f));
}

describe("area boundaries", () => {
  const imports = areaSources().flatMap((file) => repoImports(file, fs.readFileSync(file, "utf8")));

  it("no area imports another area's repo (go through its scope module or service)", () => {
    const crossing = imports.filter((i) => !i.ownArea).map((i) => `${i.file} imports ${i.specifier}`);
    expect(crossing).toEqual([]);
  });

  it("reads the real imports: it sees the areas' imports of their own repos", () => {
    const own = imports.filter((i) => i.ownArea);
    expect(own.length).toBeGreaterThan(20);
    expect(new Set(own.map((i) => i.file.split(path.sep)[0])).size).toBeGreaterThan(5);
  });

  it("tells another area's repo from the file's own, however deep the file sits", () => {
    const service = path.join(AREAS, "users", "users.service.ts");
    const useCase = path.join(AREAS, "activities", "use-cases", "receive.ts");
    const source = [
      'import * as repo from "./users.repo";',
      'import { warehouseExists } from "../inventory/warehouses.repo";',
      'import type { Row } from "../accounts/accounts.service";',
      'export { listRegions } from "../platform/reference.repo";',
      'const lazy = await import("../auth/auth.repo");',
    ].join("\n");
    expect(repoImports(service, source).map((i) => [i.specifier, i.ownArea])).toEqual([
      ["./users.repo", true],
      ["../inventory/warehouses.repo", false],
      ["../platform/reference.repo", false],
      ["../auth/auth.repo", false],
    ]);
    expect(
      repoImports(
        useCase,
        'import { a } from "../loads.repo";\nimport { b } from "../../assets/assets.repo";',
      ),
    ).toMatchObject([{ ownArea: true }, { ownArea: false }]);
  });
});
