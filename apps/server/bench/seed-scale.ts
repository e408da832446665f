/**
 * `npm run seed:scale`: builds the issue-6 scale set (200 client accounts, 20,000 inbound loads,
 * 1,000,000 assets with product entries) into the database the server would open: PostgreSQL
 * when DATABASE_URL is set, otherwise the embedded database in DATA_DIR (default `data` at the
 * repository root, as `npm start`). It migrates and seeds the demo data first on an empty
 * database, so the demo sign-ins work; a second run adds nothing. SCALE_ACCOUNTS, SCALE_LOADS,
 * SCALE_ASSETS and SCALE_BIG_LOAD change the sizes.
 */
import path from "node:path";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { diskFileStore } from "../src/platform/files";
import { SCALE_DEFAULTS, seedScale } from "./scale-seed";

const root = path.resolve(import.meta.dirname, "../../..");
// npm runs workspace scripts in apps/server; a relative DATA_DIR means where the command was typed.
const dataDir = process.env.DATA_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
  : path.join(root, "data");
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });

const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const options = {
  ...SCALE_DEFAULTS,
  accounts: size("SCALE_ACCOUNTS", SCALE_DEFAULTS.accounts),
  loads: size("SCALE_LOADS", SCALE_DEFAULTS.loads),
  assets: size("SCALE_ASSETS", SCALE_DEFAULTS.assets),
  bigLoad: size("SCALE_BIG_LOAD", SCALE_DEFAULTS.bigLoad),
};
if (options.loads < 2 || options.bigLoad >= options.assets)
  throw new Error("SCALE_LOADS must be 2 or more and SCALE_BIG_LOAD below SCALE_ASSETS");

const database = await openDatabase(config);
const where =
  database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${dataDir}`;
console.log(`Seeding the scale set into ${where}`);
await prepareDatabase(database, config, diskFileStore(config.FILES_DIR));
await seedScale(database, options);
await database.close();
