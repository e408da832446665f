import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint, endpointPath, operationIdIn } from "./endpoints";

const getThing = defineEndpoint({
  method: "GET",
  path: "/things/:thingId/parts/:partId",
  families: ["operator", "client"],
  operationId: "getThingPart",
  permission: null,
  summary: "A part of a thing",
  tags: ["things"],
  params: z.object({ thingId: z.string(), partId: z.string() }),
  responses: { 200: z.object({ id: z.number() }) },
});

describe("endpoint descriptors", () => {
  it("name a call bare in its first family and prefixed in the others", () => {
    expect(operationIdIn(getThing, "operator")).toBe("getThingPart");
    expect(operationIdIn(getThing, "client")).toBe("clientGetThingPart");
  });

  it("fill their paths under the family's prefix", () => {
    expect(endpointPath(getThing, "operator", { thingId: "a", partId: 3 })).toBe("/spa/things/a/parts/3");
    expect(endpointPath(getThing, "client", { thingId: "a", partId: 3 })).toBe(
      "/spa/client/things/a/parts/3",
    );
    expect(() => endpointPath(getThing, "operator", { thingId: "a" })).toThrow(/partId is missing/);
  });

  it("encode every parameter so it stays one path segment that reads back as given", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (thingId, partId) => {
        const path = endpointPath(getThing, "operator", { thingId, partId });
        const segments = path.split("/");
        expect(segments).toHaveLength(6);
        expect(decodeURIComponent(segments[3] as string)).toBe(thingId);
        expect(decodeURIComponent(segments[5] as string)).toBe(partId);
      }),
    );
  });
});
