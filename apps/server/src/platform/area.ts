import type { Config } from "../config";
import type { Db } from "../db/client";
import type { FileStore } from "./files";

/** What an area's routes are built with: the database, the configuration and the file store. */
export type AreaDeps = { db: Db; config: Config; files: FileStore };
