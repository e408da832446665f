import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { OPENAPI_FILE, openApiDocument, openApiText } from "./openapi";

type Operation = { operationId?: string };

describe("the OpenAPI document", () => {
  it("is the committed docs/openapi.json (run `npm run openapi -w apps/server` after changing a call)", async () => {
    const served = openApiText(await openApiDocument());
    expect(served === fs.readFileSync(OPENAPI_FILE, "utf8"), "docs/openapi.json is out of date").toBe(true);
  });

  it("names every call with its own operationId", async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${url}`,
        ...operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(250);
    expect(operations.filter((o) => !o.operationId).map((o) => o.call)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
