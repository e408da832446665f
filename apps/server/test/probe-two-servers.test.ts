import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLoad } from "../src/areas/activities/activity-records.fixtures";
import { TOO_MANY_ATTEMPTS } from "../src/areas/auth/auth.service";
import { settleJobs } from "../src/platform/jobs";
import { as, createPeerApp, createTestApp, signIn, type TestApp, XHR } from "./harness";

/**
 * Probe: two app servers on one PostgreSQL database, as behind a load balancer (ARCHITECTURE §8).
 * Sessions, the sign-in limit and jobs live in the database, so either server must answer for
 * what the other did. PGlite is one process's database: there is nothing to prove there.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof createPeerApp>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    // Behind a proxy, as in production, so each call can come from its own address.
    t = await createTestApp({ TRUST_PROXY: "true" });
    peer = await createPeerApp(t);
    a = t.app;
    b = peer.app;
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  const site = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: "GET", url: "/spa/site", headers: { cookie } });

  it("a session signed in on A works on B, and a logout on B ends it on A", async () => {
    const cookie = await signIn(a, "client@example.com");
    const onB = await site(b, cookie);
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onB.json().user.email).toBe("client@example.com");
    const out = await b.inject({ method: "POST", url: "/spa/logout", headers: { ...XHR, cookie } });
    expect(out.statusCode).toBe(204);
    expect((await site(a, cookie)).statusCode).toBe(401);
    expect((await site(b, cookie)).statusCode).toBe(401);
  });

  it("disabling a user on A ends their session on B at once", async () => {
    const operatorA = as(a, await signIn(a, "operator@example.com"));
    const email = `two.servers.${randomInt(1_000_000, 9_999_999)}@example.com`;
    const created = await operatorA({
      method: "POST",
      url: "/spa/users",
      payload: {
        firstName: "Tess",
        lastName: "Twin",
        email,
        warehouseId: null,
        entitlements: ["smr_user"],
        type: "operator",
        roleIds: [],
        password: "two-servers-1",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cookie = await signIn(b, email, "two-servers-1");
    expect((await site(b, cookie)).statusCode).toBe(200);
    const disabled = await operatorA({
      method: "PUT",
      url: `/spa/users/${created.json().id}`,
      payload: {
        firstName: "Tess",
        lastName: "Twin",
        email,
        warehouseId: null,
        entitlements: ["smr_user"],
        type: "operator",
        roleIds: [],
        active: false,
      },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await site(b, cookie)).statusCode).toBe(401);
  });

  const login = (app: FastifyInstance, ip: string, email: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/spa/login",
      headers: { ...XHR, "x-forwarded-for": ip },
      payload: { email, password },
    });

  it("counts one email's failures across both: 10 split over A and B, the 11th refused on either", async () => {
    const email = "dana.dubois@example.com";
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? a : b, `10.20.0.${i}`, email, `wrong-${i}`);
      expect(res.statusCode, res.body).toBe(401);
    }
    for (const app of [a, b]) {
      // The right password, from an address never seen: still refused, the email is locked.
      const res = await login(app, `10.20.1.${app === a ? 1 : 2}`, email, "demo1234");
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    }
  });

  it("counts one address's failures across both and across emails", async () => {
    const ip = "10.21.0.1";
    const emails = ["marco.moretti@example.com", "vendor@example.com", "nobody@example.com"];
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? a : b, ip, emails[i % emails.length] as string, `wrong-${i}`);
      expect(res.statusCode, res.body).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await login(app, ip, "frank.fischer@example.com", "demo1234");
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_ATTEMPTS);
    }
  });

  it("lets no more than 10 of 50 simultaneous guesses, half on each server, be checked", async () => {
    const email = "priya.patel@example.com";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // The right password is among the guesses, on both servers: it must not get in.
        login(i % 2 === 0 ? a : b, `10.22.${i}.1`, email, i === 44 || i === 45 ? "demo1234" : `guess-${i}`),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 429),
      statuses.join(","),
    ).toHaveLength(40);
    expect(
      statuses.every((s) => s === 429 || s === 401 || s === 200),
      statuses.join(","),
    ).toBe(true);
  });

  describe("a job started on A", () => {
    let load: { slug: string };
    let operatorA: ReturnType<typeof as>;
    let operatorB: ReturnType<typeof as>;

    beforeAll(async () => {
      const accounts = (
        await as(
          a,
          await signIn(a, "operator@example.com"),
        )({ method: "GET", url: "/spa/accounts?pageSize=200" })
      ).json().data as { name: string; assetForm: string }[];
      const standard = accounts.find((x) => x.assetForm === "standard");
      if (!standard) throw new Error("no demo account with the standard asset form");
      load = await insertLoad(t.database.db, standard.name);
      operatorA = as(a, await signIn(a, "ramon.reyes@example.com"));
      // The same person on the other server, with a session of their own there.
      operatorB = as(b, await signIn(b, "ramon.reyes@example.com"));
    });

    const job = async (id: string) => {
      const res = await operatorB({ method: "GET", url: `/spa/jobs/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it("is seen on B while it runs and with its result when it is done", async () => {
      const barcodes = Array.from({ length: 40 }, (_, i) => `TWO${randomInt(10_000_000, 99_999_999)}${i}`);
      // Another session holds the events table, so the job stops inside its transaction (its
      // assets written, their events not yet) for as long as this test needs to look at it.
      const blocker = new pg.Client({ connectionString: t.databaseUrl ?? "" });
      const observer = new pg.Client({ connectionString: t.databaseUrl ?? "" });
      await blocker.connect();
      await observer.connect();
      try {
        await blocker.query("begin");
        await blocker.query("lock table events in share mode");
        const started = await operatorA({
          method: "POST",
          url: "/spa/assets/bulk?async=true",
          payload: { assets: barcodes.map((barcode) => ({ activitySlug: load.slug, barcode, type: "bin" })) },
        });
        expect(started.statusCode, started.body).toBe(202);
        const { jobId } = started.json();
        let seen = await job(jobId);
        for (
          let tries = 0;
          tries < 500 && !(seen.status === "running" && (await waitingOnLock(observer)));
          tries++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          seen = await job(jobId);
        }
        expect(await waitingOnLock(observer)).toBe(true);
        expect(seen).toMatchObject({
          id: jobId,
          kind: "assets_create",
          status: "running",
          result: null,
          error: null,
        });
        expect(seen.progress).toBeGreaterThanOrEqual(0);
        expect(seen.progress).toBeLessThan(1);
        await blocker.query("commit");
        await settleJobs();
        expect(await job(jobId)).toMatchObject({
          status: "succeeded",
          progress: 1,
          result: { count: 40 },
          error: null,
        });
        const { rows } = await blocker.query(
          "select count(*)::int as n from assets where barcode = any($1)",
          [barcodes],
        );
        expect(rows[0].n).toBe(40);
      } finally {
        await blocker.query("rollback").catch(() => {});
        await blocker.end();
        await observer.end();
      }
    });

    it("is seen failed on B with the error a synchronous call would have answered", async () => {
      const taken = `TWO${randomInt(10_000_000, 99_999_999)}`;
      const first = await operatorA({
        method: "POST",
        url: "/spa/assets",
        payload: { activitySlug: load.slug, barcode: taken, type: "bin" },
      });
      expect(first.statusCode, first.body).toBe(201);
      const started = await operatorA({
        method: "POST",
        url: "/spa/assets/bulk?async=true",
        payload: { assets: [{ activitySlug: load.slug, barcode: taken, type: "bin" }] },
      });
      expect(started.statusCode, started.body).toBe(202);
      await settleJobs();
      const seen = await job(started.json().jobId);
      expect(seen.status).toBe("failed");
      const sync = await operatorB({
        method: "POST",
        url: "/spa/assets/bulk",
        payload: { assets: [{ activitySlug: load.slug, barcode: taken, type: "bin" }] },
      });
      expect(sync.statusCode).toBe(422);
      expect(seen.error).toEqual({ status: 422, ...sync.json() });
      expect(seen.error.errors).toEqual({ "assets.0.barcode": [`Barcode ${taken} is already in use`] });
      // Another user, on either server, is not told about it.
      const client = as(b, await signIn(b, "client@example.com"));
      expect(
        (await client({ method: "GET", url: `/spa/client/jobs/${started.json().jobId}` })).statusCode,
      ).toBe(404);
    });
  });
});

/**
 * Whether a session of this database that has written waits for a lock. `observer` is outside
 * any transaction: pg_stat_activity is read once per transaction.
 */
async function waitingOnLock(observer: pg.Client): Promise<boolean> {
  const { rows } = await observer.query(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
       and backend_xid is not null`,
  );
  return rows[0].n > 0;
}
