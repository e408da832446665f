import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { jobs } from "../db/schema";
import { demoOperatorContext } from "../db/seed/demo-actor";
import type { ServiceContext } from "./context";
import { getJob, HEARTBEAT_MS, STALE_AFTER_MS, settleJobs, startJob } from "./jobs";

let t: TestApp;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await demoOperatorContext(t.database.db);
});
afterAll(() => t.close());

describe("a running job", () => {
  it("keeps saying it is alive while its work reports nothing, and is taken for dead only when silent", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      let finish: (value: unknown) => void = () => {};
      const id = await startJob(ctx, "probe", () => new Promise((resolve) => (finish = resolve)));
      await vi.waitFor(async () => expect((await getJob(ctx, id)).status).toBe("running"));
      // Silent for longer than the stale window (as if its server had died)…
      const quiet = new Date(Date.now() - STALE_AFTER_MS - 1000);
      await t.database.db.update(jobs).set({ updatedAt: quiet }).where(eq(jobs.id, id));
      expect((await getJob(ctx, id)).status).toBe("failed");
      // …until the next heartbeat of the living server.
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await vi.waitFor(async () => expect((await getJob(ctx, id)).status).toBe("running"));
      finish({ done: true });
      await settleJobs();
      expect(await getJob(ctx, id)).toMatchObject({ status: "succeeded", result: { done: true } });
    } finally {
      vi.useRealTimers();
    }
  });
});
