import { requestStage, type StageFacts, TRACKING_TYPES, type TrackingType } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { insertParcelProject, insertParcelRequests, insertTrackingEntry } from "./parcel-receiving.fixtures";
import { lastTrackingJoin, requestStageSql } from "./parcels.repo";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AT = "2026-11-02T10:00:00.000Z";

/**
 * Every combination of the facts a stage is decided by, each with and without an older tracking
 * entry of another type (which must not decide: only the newest entry does).
 */
function combinations(): (StageFacts & { earlier: TrackingType | null })[] {
  const out: (StageFacts & { earlier: TrackingType | null })[] = [];
  const types: (TrackingType | null)[] = [null, ...TRACKING_TYPES.map((x) => x.id)];
  for (const emailedAt of [null, AT])
    for (const labelCreatedAt of [null, AT])
      for (const receivedAt of [null, AT])
        for (const lastTrackingType of types)
          for (const earlier of lastTrackingType ? [null, "exception" as const, "received" as const] : [null])
            out.push({ emailedAt, labelCreatedAt, receivedAt, lastTrackingType, earlier });
  return out;
}

describe("requestStageSql", () => {
  it("agrees with the domain's requestStage over every combination of facts", async () => {
    const db = t.database.db;
    const project = await insertParcelProject(db, "Northwind Health");
    const cases = combinations();
    const requests = await insertParcelRequests(
      db,
      project,
      cases.map((c) => ({
        emailedAt: c.emailedAt as string | null,
        labelCreatedAt: c.labelCreatedAt as string | null,
        receivedAt: c.receivedAt as string | null,
      })),
    );
    for (const [i, c] of cases.entries()) {
      const id = requests[i]?.id ?? 0;
      if (c.earlier) await insertTrackingEntry(db, id, c.earlier, "2026-11-01T08:00:00.000Z");
      if (c.lastTrackingType)
        await insertTrackingEntry(db, id, c.lastTrackingType, "2026-11-03T08:00:00.000Z");
    }
    const rows = await rowsOf<{ id: number; stage: string }>(
      db,
      sql`select r.id, ${requestStageSql} as stage from parcel_requests r ${lastTrackingJoin}
          where r.project_id = ${project.id}`,
    );
    const stageOf = new Map(rows.map((r) => [Number(r.id), r.stage]));
    expect(rows).toHaveLength(cases.length);
    const seen = new Set<string>();
    for (const [i, c] of cases.entries()) {
      const expected = requestStage(c);
      seen.add(expected);
      expect({ facts: c, stage: stageOf.get(requests[i]?.id ?? 0) }).toEqual({ facts: c, stage: expected });
    }
    // Every stage is reached by some combination, so the comparison covers each branch.
    expect([...seen].sort()).toEqual([
      "emailed",
      "exception",
      "label_made",
      "received",
      "requested",
      "shipped",
    ]);
  });
});
