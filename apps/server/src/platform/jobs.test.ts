import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/harness";
import { resolveActor } from "../areas/auth/auth.service";
import { jobs, users } from "../db/schema";
import { demoOperatorContext } from "../db/seed/demo-actor";
import { AppError } from "./app-error";
import type { ServiceContext } from "./context";
import { diskFileStore } from "./files";
import { type JobRunner, startJobRunner } from "./job-runner";
import { defineJob, enqueue, getJob, schedule, settleJobs } from "./jobs";

let t: TestApp;
/** The rows of a raw query, on either driver. */
const rowsOf = async (query: Parameters<TestApp["database"]["db"]["execute"]>[0]) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
let ctx: ServiceContext;
let runner: JobRunner;

/** How often each probe kind's handler was called, by the payload's tag. */
const calls = new Map<string, number>();
const called = (tag: string) => {
  const n = (calls.get(tag) ?? 0) + 1;
  calls.set(tag, n);
  return n;
};

/** Fails (not the caller's fault) the first `failures` times, then answers who ran it. */
const flaky = defineJob({
  name: "test_flaky",
  payload: z.object({ tag: z.string(), failures: z.number().int() }),
  retry: { limit: 2, delaySeconds: 0 },
  async handler({ tag, failures }, run) {
    if (called(tag) <= failures) throw new Error("the database went away");
    await run.report(0.5);
    return { ranFor: run.actor?.id ?? null };
  },
});

/** Refuses its input the way a use case does (422). */
const refusing = defineJob({
  name: "test_refusing",
  payload: z.object({ tag: z.string() }),
  retry: { limit: 2, delaySeconds: 0 },
  async handler({ tag }) {
    called(tag);
    throw new AppError(422, "Barcode cannot be empty string.", {
      barcode: ["Barcode cannot be empty string."],
    });
  },
});

/** The first run outlives its expiry (as if its worker hung or died); the next one finishes. */
let releaseFirst: () => void = () => {};
const slowFirst = defineJob({
  name: "test_slow_first",
  payload: z.object({ tag: z.string() }),
  retry: { limit: 1, delaySeconds: 0 },
  expireInSeconds: 1,
  async handler({ tag }) {
    const n = called(tag);
    if (n === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
    return { run: n };
  },
});

beforeAll(async () => {
  t = await createTestApp();
  ctx = await demoOperatorContext(t.database.db);
  runner = await startJobRunner({
    db: t.database.db,
    files: diskFileStore(t.config.FILES_DIR),
    kinds: [flaky, refusing, slowFirst],
    schedules: [schedule(flaky, "0 6 * * *", { tag: "daily", failures: 0 }, { tz: "America/Chicago" })],
    resolveActor,
    concurrency: 1,
    expireInSeconds: 60,
    maintenanceSeconds: 60,
    pollSeconds: 0.5,
    log: () => {},
  });
});
afterAll(async () => {
  releaseFirst();
  await runner?.stop();
  await t?.close();
});

describe("a queued job", () => {
  it("is retried after a failure that is not the caller's fault, and runs as the user who queued it", async () => {
    const id = await enqueue(ctx, flaky, { tag: "retried", failures: 1 });
    expect(["queued", "running"]).toContain((await getJob(ctx, id)).status);
    await settleJobs();
    expect(calls.get("retried")).toBe(2);
    expect(await getJob(ctx, id)).toMatchObject({
      kind: "test_flaky",
      status: "succeeded",
      progress: 1,
      result: { ranFor: ctx.actor.id },
      error: null,
    });
  });

  it("fails for good once its retries are spent, with a 500 and no detail", async () => {
    const id = await enqueue(ctx, flaky, { tag: "spent", failures: 10 });
    await settleJobs();
    expect(calls.get("spent")).toBe(3);
    expect(await getJob(ctx, id)).toMatchObject({
      status: "failed",
      result: null,
      error: { status: 500, message: "Internal error" },
    });
  });

  it("fails at once, with the synchronous error body, when the caller's input is refused", async () => {
    const id = await enqueue(ctx, refusing, { tag: "refused" });
    await settleJobs();
    expect(calls.get("refused")).toBe(1);
    expect((await getJob(ctx, id)).error).toEqual({
      status: 422,
      message: "Barcode cannot be empty string.",
      errors: { barcode: ["Barcode cannot be empty string."] },
    });
  });

  it("is refused with 422 when its payload fails the kind's schema, and nothing is queued", async () => {
    const before = await t.database.db.$count(jobs);
    const refused = enqueue(ctx, flaky, { tag: "bad", failures: "twice" } as unknown as {
      tag: string;
      failures: number;
    });
    await expect(refused).rejects.toMatchObject({
      status: 422,
      fieldErrors: { failures: [expect.any(String)] },
    });
    expect(await t.database.db.$count(jobs)).toBe(before);
  });

  it("is queued with the caller's transaction: rolled back, it never runs", async () => {
    let id = "";
    await t.database.db
      .transaction(async (tx) => {
        id = await enqueue({ ...ctx, db: tx }, flaky, { tag: "rolled-back", failures: 0 });
        throw new Error("the caller's change failed");
      })
      .catch(() => {});
    await settleJobs();
    expect(id).not.toBe("");
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
    expect(await rowsOf(sql`select count(*)::int as n from pgboss.job where id = ${id}`)).toEqual([{ n: 0 }]);
    expect(calls.get("rolled-back")).toBeUndefined();
  });

  it("answers the job already queued for a request key it has seen, and queues it once", async () => {
    const first = await enqueue(ctx, flaky, { tag: "keyed", failures: 0 }, { requestKey: "key-1" });
    const again = await enqueue(ctx, flaky, { tag: "keyed", failures: 0 }, { requestKey: "key-1" });
    expect(again).toBe(first);
    // Two at once: one inserts, the other meets its row on the unique index and reads it.
    const [a, b] = await Promise.all([
      enqueue(ctx, flaky, { tag: "keyed-race", failures: 0 }, { requestKey: "key-2" }),
      enqueue(ctx, flaky, { tag: "keyed-race", failures: 0 }, { requestKey: "key-2" }),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    await settleJobs();
    expect(calls.get("keyed")).toBe(1);
    expect(calls.get("keyed-race")).toBe(1);
    const rows = await rowsOf(
      sql`select count(*)::int as n from jobs where request_key in ('key-1', 'key-2') and kind = 'test_flaky'`,
    );
    expect(rows).toEqual([{ n: 2 }]);
    // The key is the user's and the kind's: another kind, or no key, queues a new job.
    const otherKind = await enqueue(ctx, refusing, { tag: "keyed-other" }, { requestKey: "key-1" });
    const unkeyed = await enqueue(ctx, flaky, { tag: "keyed", failures: 0 });
    expect(new Set([first, otherKind, unkeyed]).size).toBe(3);
    await settleJobs();
  });

  it("queues a new job for a key whose first request was rolled back", async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueue(
          { ...ctx, db: tx },
          flaky,
          { tag: "keyed-rolled", failures: 0 },
          { requestKey: "key-3" },
        );
        throw new Error("the caller's change failed");
      })
      .catch(() => {});
    const id = await enqueue(ctx, flaky, { tag: "keyed-rolled", failures: 0 }, { requestKey: "key-3" });
    await settleJobs();
    expect(await getJob(ctx, id)).toMatchObject({ status: "succeeded" });
    expect(calls.get("keyed-rolled")).toBe(1);
  });

  it("is taken up again when a run outlives its expiry, and the late run changes nothing", async () => {
    const id = await enqueue(ctx, slowFirst, { tag: "expired" });
    await settleJobs();
    expect(calls.get("expired")).toBe(2);
    expect(await getJob(ctx, id)).toMatchObject({ status: "succeeded", result: { run: 2 } });
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await getJob(ctx, id)).toMatchObject({ status: "succeeded", result: { run: 2 } });
  });

  it("re-reads its actor when it runs: a user disabled meanwhile fails it with 403", async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.email, "client@example.com"));
    const actor = client ? await resolveActor(t.database.db, client.id) : null;
    if (!actor) throw new Error("the demo client is missing");
    const who = { db: t.database.db, actor };
    const id = await enqueue(who, flaky, { tag: "disabled", failures: 0 });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, who.actor.id));
    try {
      await settleJobs();
      expect(calls.get("disabled")).toBeUndefined();
      expect((await getJob(ctx, id)).error).toMatchObject({ status: 403 });
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.id, who.actor.id));
    }
  });
});

describe("a schedule", () => {
  it("is written to the queue's schedules when the runner starts, in its time zone", async () => {
    const rows = await rowsOf(
      sql`select name, cron, timezone, data from pgboss.schedule where name = 'test_flaky'`,
    );
    expect(rows).toEqual([
      {
        name: "test_flaky",
        cron: "0 6 * * *",
        timezone: "America/Chicago",
        data: { payload: { tag: "daily", failures: 0 } },
      },
    ]);
  });

  it("refuses a payload its kind would refuse, when it is declared", () => {
    expect(() =>
      schedule(flaky, "0 6 * * *", { tag: 1 } as unknown as { tag: string; failures: number }),
    ).toThrow();
  });
});
