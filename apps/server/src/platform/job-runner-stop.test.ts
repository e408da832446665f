import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/harness";
import { resolveActor } from "../areas/auth/auth.service";
import { demoOperatorContext } from "../db/seed/demo-actor";
import type { ServiceContext } from "./context";
import { diskFileStore } from "./files";
import { startJobRunner } from "./job-runner";
import { defineJob, enqueue, getJob } from "./jobs";

let t: TestApp;
let ctx: ServiceContext;

const ran: string[] = [];
const quick = defineJob({
  name: "test_stop_in_flight",
  payload: z.object({ tag: z.string() }),
  async handler({ tag }) {
    ran.push(tag);
    return { tag };
  },
});

type Query = (text: string, values?: unknown[], ...rest: unknown[]) => Promise<{ rows: unknown[] }>;

beforeAll(async () => {
  t = await createTestApp();
  ctx = await demoOperatorContext(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

it("stops only once a worker's fetch on its way at the stop has run its job and told the queue", async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);

  // The worker's fetch of this queue waits at the database until released.
  const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  let fetchStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (fetchStarted = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  client.query = async function (this: unknown, ...args: Parameters<Query>) {
    const [text, values] = args;
    if (typeof text === "string" && text.includes("FOR UPDATE SKIP LOCKED") && values?.[0] === quick.name) {
      fetchStarted();
      await released;
    }
    return query.apply(this, args);
  } as Query;

  try {
    const runner = await startJobRunner({
      db: t.database.db,
      files: diskFileStore(t.config.FILES_DIR),
      kinds: [quick],
      resolveActor,
      concurrency: 1,
      expireInSeconds: 60,
      maintenanceSeconds: 60,
      pollSeconds: 30,
      log: () => {},
    });
    const id = await enqueue(ctx, quick, { tag: "in-flight" });
    await started;

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(ran).toEqual(["in-flight"]);
    expect(await getJob(ctx, id)).toMatchObject({ status: "succeeded", result: { tag: "in-flight" } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  } finally {
    client.query = query;
    release();
    process.off("unhandledRejection", onUnhandled);
  }
});
