import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Probe: the real server, as `npm start` runs it, is killed with SIGKILL while a batch of assets
 * is half written, then started again on the same PostgreSQL database. Nothing of that batch may
 * be left, and a batch acknowledged before the kill must be whole. PostgreSQL only: an embedded
 * database killed mid-write is another matter (its own recovery), not this server's.
 */
const BATCH = 500;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `src/main.ts` (what `npm start` runs) and resolves once it says it is ready. */
const startServer = (env: Record<string, string>) =>
  startServerProcess("src/main.ts", "Operations platform ready at", env);

/** Polls `check` until it holds, a bounded number of times. */
async function until(what: string, check: () => Promise<boolean>, tries = 1000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)("kill -9 during an import", () => {
  const admin = process.env.TEST_DATABASE_URL ?? "";
  const name = `ops_kill_${randomBytes(6).toString("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-kill-"));
  let url: string;
  let env: Record<string, string>;
  let base: string;
  let server: ServerProcess | undefined;
  let observer: pg.Client;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const target = new URL(admin);
    target.pathname = `/${name}`;
    url = target.toString();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DEMO_DATA: "true",
      DATA_DIR: dir,
      FILES_DIR: path.join(dir, "files"),
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "warn",
    };
    observer = new pg.Client({ connectionString: url });
    await observer.connect();
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await observer?.end();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (method: string, route: string, cookie: string, body?: unknown) =>
    fetch(`${base}${route}`, {
      method,
      headers: {
        "x-requested-with": "XMLHttpRequest",
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${base}/spa/login`, {
      method: "POST",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      body: JSON.stringify({ email, password: "demo1234" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("ops_session="));
    if (!cookie) throw new Error("no session cookie");
    return cookie.split(";")[0] as string;
  }

  const count = async (barcodes: string[]) =>
    (await observer.query("select count(*)::int as n from assets where barcode = any($1)", [barcodes]))
      .rows[0].n as number;

  it("leaves nothing of the batch in flight and all of the acknowledged one", async () => {
    server = await startServer(env);
    const cookie = await signIn("operator@example.com");
    // An account of its own, with the standard forms (nothing more to fill in).
    const account = await call("POST", "/spa/accounts", cookie, { name: "Kill probe account" });
    expect(account.status, await account.clone().text()).toBe(201);
    const accountId = ((await account.json()) as { id: number }).id;
    const warehouses = (await (await call("GET", "/spa/warehouses", cookie)).json()) as {
      id: number;
      shortName: string;
    }[];
    const dal = warehouses.find((w) => w.shortName === "DAL");
    const created = await call("POST", "/spa/activities", cookie, {
      accountId,
      warehouseId: dal?.id,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const batch = (prefix: string) =>
      Array.from(
        { length: BATCH },
        (_, i) => `${prefix}${randomInt(1_000, 9_999)}${String(i).padStart(4, "0")}`,
      );
    const assetsOf = (barcodes: string[]) => ({
      assets: barcodes.map((barcode) => ({ activitySlug: slug, barcode, type: "bin" })),
    });

    const acknowledged = batch("KA");
    const first = await call("POST", "/spa/assets/bulk", cookie, assetsOf(acknowledged));
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await first.json()).toEqual({ count: BATCH });

    // Another session holds the events table: the import writes its assets, then waits inside
    // its transaction to write their events. That is the moment the server dies.
    const inFlight = batch("KB");
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    let writer: number | undefined;
    try {
      await blocker.query("begin");
      await blocker.query("lock table events in share mode");
      const pending = call("POST", "/spa/assets/bulk", cookie, assetsOf(inFlight)).then(
        (res) => `answered ${res.status}`,
        () => "no answer",
      );
      await until("the import waits with its assets written", async () => {
        const { rows } = await observer.query(
          `select a.pid from pg_stat_activity a
             join pg_locks l on l.pid = a.pid and l.locktype = 'relation' and l.granted
                            and l.relation = 'assets'::regclass and l.mode = 'RowExclusiveLock'
            where a.datname = current_database() and a.wait_event_type = 'Lock' and a.backend_xid is not null`,
        );
        writer = rows[0]?.pid;
        return writer !== undefined;
      });
      server.child.kill("SIGKILL");
      expect(await server.exited).toBe(null);
      expect(server.child.signalCode).toBe("SIGKILL");
      expect(await pending).toBe("no answer");
      await blocker.query("commit");
    } finally {
      await blocker.query("rollback").catch(() => {});
      await blocker.end();
    }
    // The database ends the dead server's transaction (undoing it) once it finds the client gone.
    await until("the killed server's transaction is over", async () => {
      const { rows } = await observer.query("select 1 from pg_stat_activity where pid = $1", [writer]);
      return rows.length === 0;
    });

    server = await startServer(env);
    expect(await count(inFlight)).toBe(0);
    expect(await count(acknowledged)).toBe(BATCH);
    const events = await observer.query(
      "select count(*)::int as n from events e join assets a on a.id = e.asset_id where a.barcode = any($1) and e.action = 'received'",
      [acknowledged],
    );
    expect(events.rows[0].n).toBe(BATCH);
    // Sessions are in the database: the one from before the kill still works.
    const site = await call("GET", "/spa/site", cookie);
    expect(site.status).toBe(200);
    // Nothing half-written holds a barcode: the same batch is received whole on the new server.
    const again = await call("POST", "/spa/assets/bulk", cookie, assetsOf(inFlight));
    expect(again.status, await again.clone().text()).toBe(201);
    expect(await count(inFlight)).toBe(BATCH);
  }, 60_000);
});
