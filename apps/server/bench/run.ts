/**
 * `npm run bench`: seeds users at scale and reports the latency of the users API (through the
 * whole HTTP stack) next to the same query run bare on the same database. Numbers, not a test.
 * BENCH_USERS sets the scale (default 100000); BENCH_DATABASE_URL runs it on PostgreSQL.
 * BENCH_ONLY=users,products,activities,asn,assets,labels,work,tests,itad,certificates,evidence,stock,putaway,settlement,reports runs some of the cases (all by default).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openPglite, openPostgres } from "../src/db/client";
import { seedBase } from "../src/db/seed/base";
import { seedDemo } from "../src/db/seed/demo";
import { diskFileStore } from "../src/platform/files";
import { benchActivities } from "./activities";
import { benchActivityPages } from "./activities-list";
import { benchAsnImport } from "./asn-import";
import { benchAssets } from "./assets";
import { benchCertificates } from "./certificates";
import { benchCycleCounts } from "./cycle-counts";
import { benchEvidence } from "./evidence";
import { benchItad } from "./itad";
import { benchLabels } from "./labels";
import { benchListings } from "./listings";
import { benchLoadBuilder } from "./load-builder";
import { benchParcels } from "./parcels";
import { benchPickups } from "./pickups";
import { benchProducts } from "./products";
import { benchPutaway } from "./putaway";
import { benchReports } from "./reports";
import { benchSettlement } from "./settlement";
import { measure, printTable, type Row } from "./stats";
import { benchStock } from "./stock";
import { benchTests } from "./tests";
import { benchWork } from "./work";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ONLY = process.env.BENCH_ONLY?.split(",").map((c) => c.trim());
const runs = (name: string) => !ONLY || ONLY.includes(name);

/**
 * The embedded database, or a scratch database created on the PostgreSQL server of
 * BENCH_DATABASE_URL (the database named there is never touched) and dropped at the end.
 */
async function open(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite(), drop: async () => {} };
  const name = `ops_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString()),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const { database, drop } = await open();
// The scratch database is dropped even when a case fails, so a failed run leaves nothing behind.
try {
  await runCases(database);
} finally {
  await database.close().catch(() => {});
  await drop();
}

async function runCases(database: Database) {
  await database.migrate();
  await seedBase(database.db);
  await seedDemo(database.db, diskFileStore(fs.mkdtempSync(path.join(os.tmpdir(), "ops-bench-files-"))));
  if (runs("users")) {
    const seedStart = performance.now();
    // One set-based insert; the password hash is a placeholder no password matches.
    await database.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash, warehouse_id, entitlements, type)
      select 'First' || g, 'Last' || g, 'bench' || g || '@example.com', 'scrypt$1$1$1$AA$AA',
             (select min(id) from warehouses), case when g % 5 = 0 then '{client_user}'::text[] else '{smr_user}'::text[] end,
             case when g % 5 = 0 then 'client' else 'operator' end
      from generate_series(1, ${USERS}) g`);
    await database.db.execute(sql`analyze users`);
    console.log(
      `Seeded ${USERS} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s on ${database.kind}\n`,
    );
  }

  const app = await buildApp({
    db: database.db,
    config: loadConfig({ NODE_ENV: "bench", WEB_DIST: "/nonexistent" }),
  });
  const login = await app.inject({
    method: "POST",
    url: "/spa/login",
    headers: { "x-requested-with": "XMLHttpRequest" },
    payload: { email: "operator@example.com", password: "demo1234" },
  });
  const cookie = `ops_session=${login.cookies.find((c) => c.name === "ops_session")?.value}`;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };

  const rows: Row[] = [];
  if (runs("users")) {
    rows.push(
      await measure("API  GET /spa/users (first page, by name)", RUNS, get("/spa/users?pageSize=25")),
    );
    rows.push(
      await measure("bare select first page by name", RUNS, () =>
        database.db.execute(sql`select * from users order by last_name, first_name, id limit 25`),
      ),
    );
    rows.push(await measure("API  GET /spa/users?page=2000", RUNS, get("/spa/users?pageSize=25&page=2000")));
    rows.push(
      await measure(
        "API  GET /spa/users?entitlement=client_user",
        RUNS,
        get("/spa/users?entitlement=client_user"),
      ),
    );
    rows.push(await measure("API  GET /spa/users?search=last4242", RUNS, get("/spa/users?search=last4242")));
    rows.push(
      await measure("bare trigram search on name and email", RUNS, () =>
        database.db.execute(
          sql`select * from users where lower(first_name || ' ' || last_name || ' ' || email) like '%last4242%' order by last_name, first_name, id limit 25`,
        ),
      ),
    );
    rows.push(await measure("API  GET /spa/site", RUNS, get("/spa/site")));
  }
  if (runs("products")) rows.push(...(await benchProducts(database, get, RUNS)));
  if (runs("activities")) {
    rows.push(...(await benchActivities(database, get, RUNS)));
    rows.push(...(await benchActivityPages(database, get, RUNS)));
  }
  if (runs("assets")) rows.push(...(await benchAssets(database, app, cookie, RUNS)));
  if (runs("work")) rows.push(...(await benchWork(database, app, cookie, RUNS)));
  if (runs("itad")) rows.push(...(await benchItad(database, app, cookie, RUNS)));
  if (runs("tests")) rows.push(...(await benchTests(database, app, cookie, RUNS)));
  if (runs("evidence")) rows.push(...(await benchEvidence(database, app, cookie, RUNS)));
  if (runs("stock")) rows.push(...(await benchStock(database, app, cookie, RUNS)));
  if (runs("counts")) rows.push(...(await benchCycleCounts(database, app, cookie, RUNS)));
  if (runs("putaway")) rows.push(...(await benchPutaway(database, app, cookie, RUNS)));
  if (runs("loadbuilder")) rows.push(...(await benchLoadBuilder(database, app, cookie, RUNS)));
  printTable(rows);
  if (runs("asn")) await benchAsnImport(database, app, cookie);
  if (runs("labels")) await benchLabels(database, app, cookie);
  if (runs("certificates")) await benchCertificates(database, app, cookie);
  if (runs("listings")) await benchListings(database, app, cookie);
  if (runs("parcels")) await benchParcels(database, app, cookie);
  if (runs("pickups")) await benchPickups(database, app, cookie);
  if (runs("settlement")) await benchSettlement(database, app, cookie);
  if (runs("reports")) await benchReports(database);

  await app.close();
}
