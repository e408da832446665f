import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOB_KINDS, JOB_SCHEDULES, LIST_EXPORTS } from "./job-kinds";

const AREAS = path.resolve(import.meta.dirname, "areas");

/** Every `ListExport` an area module exports (the objects with a name, columns and a list call). */
async function areaListExports(): Promise<{ file: string; name: string; value: unknown }[]> {
  const files = fs
    .readdirSync(AREAS, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("-exports.ts"));
  const found: { file: string; name: string; value: unknown }[] = [];
  for (const file of files) {
    const module = (await import(path.join(AREAS, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const v = value as { name?: unknown; columns?: unknown; list?: unknown } | null;
      if (
        v &&
        typeof v === "object" &&
        typeof v.name === "string" &&
        Array.isArray(v.columns) &&
        typeof v.list === "function"
      )
        found.push({ file, name, value });
    }
  }
  return found;
}

describe("the job registry", () => {
  it("lists every list export, so the export job finds each by name", async () => {
    const exports = await areaListExports();
    expect(exports.length).toBeGreaterThanOrEqual(10);
    const missing = exports
      .filter((e) => !LIST_EXPORTS.includes(e.value as never))
      .map((e) => `${e.file}: ${e.name}`);
    expect(missing).toEqual([]);
    expect(new Set(LIST_EXPORTS.map((e) => e.name)).size).toBe(LIST_EXPORTS.length);
  });

  it("names each kind once, and schedules only kinds it lists", () => {
    const names = JOB_KINDS.map((k) => k.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(JOB_SCHEDULES.filter((s) => !JOB_KINDS.includes(s.kind)).map((s) => s.kind.name)).toEqual([]);
  });
});
