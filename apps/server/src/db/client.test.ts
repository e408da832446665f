import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";

const url = process.env.TEST_DATABASE_URL;

describe("PostgreSQL connections", () => {
  // The embedded database runs one statement at a time in-process and has no time-out to test.
  it.runIf(url)("cancel a statement that runs past the time-out (57014, answered as 504)", async () => {
    const database = openPostgres(url ?? "", { max: 1, statementTimeoutMs: 100 });
    try {
      const error = await database.db.execute("select pg_sleep(1)").catch((e: unknown) => e);
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      expect(code).toBe("57014");
    } finally {
      await database.close();
    }
  });
});
