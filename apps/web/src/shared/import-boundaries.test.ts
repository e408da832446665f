import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");

/** Every source file under `dir`, tests included (a test importing the shell drags it in too). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports (static, dynamic and mocked), as paths relative to `src/`. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)["'](\.[^"']*)["']/g),
  ];
  return specifiers.map((match) =>
    path
      .relative(SRC, path.resolve(path.dirname(file), match[1] as string))
      .split(path.sep)
      .join("/"),
  );
}

function offenders(files: string[], forbidden: (target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${path.relative(SRC, file).split(path.sep).join("/")} imports ${target}`),
  );
}

const areaComponents = fs
  .readdirSync(path.join(SRC, "areas"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(SRC, "areas", entry.name, "components"))
  .filter((dir) => fs.existsSync(dir))
  .flatMap(sources);

describe("web import boundaries", () => {
  it("shared/ never imports app/: the app is built on shared, not the other way round", () => {
    const shared = sources(path.join(SRC, "shared"));
    expect(shared.length).toBeGreaterThan(10);
    expect(offenders(shared, (target) => target === "app" || target.startsWith("app/"))).toEqual([]);
  });

  it("leaf components (areas/*/components) never import the shell", () => {
    expect(areaComponents.length).toBeGreaterThan(10);
    expect(offenders(areaComponents, (target) => target.startsWith("app/shells"))).toEqual([]);
  });

  it("reads the imports of a real file, so an empty list above means something", () => {
    const shell = importsOf(path.join(SRC, "app", "shells", "Shell.tsx"));
    expect(shell).toContain("shared/layout");
    expect(shell).toContain("app/routes");
  });
});
