import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Repositories take this type: the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to open copies from (tests). */
  dumpDataDir(): Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "migrations");

/** Arbitrary but fixed: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_KEY = 72_640_117;

/** Opens an embedded PGlite database; `loadDataDir` starts it from a dump (tests use a migrated template). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip") as Promise<Blob>,
  };
}

/** Opens a PostgreSQL pool. */
export function openPostgres(
  url: string,
  options: { max?: number; statementTimeoutMs?: number } = {},
): Database {
  // A statement running past the time-out is cancelled (code 57014), which the API answers as 504.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
  });
  // An idle connection the server ends (restart, failover, a dropped test database) is removed
  // from the pool and emitted here; without a listener that event would crash the process.
  pool.on("error", (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error("dumpDataDir is for the embedded database only")),
  };
}

/** PostgreSQL when a URL is configured, otherwise the embedded database in the data directory. */
export async function openDatabase(config: {
  DATABASE_URL: string | null;
  DATA_DIR: string;
  STATEMENT_TIMEOUT_MS: number;
}): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, { statementTimeoutMs: config.STATEMENT_TIMEOUT_MS });
  }
  return openPglite({ dataDir: path.resolve(config.DATA_DIR, "pglite") });
}
