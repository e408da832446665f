import { sql } from "drizzle-orm";
import { integer, PgDialect, pgTable, serial, text } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../platform/app-error";
import { type Database, openPglite } from "./client";
import {
  cappedCount,
  containsPattern,
  escapeLike,
  estimatedCount,
  exactCount,
  keysetAfter,
  listOrder,
  paginate,
  prefixPattern,
  sortColumn,
} from "./paging";

const probes = pgTable("paging_probes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  rank: integer("rank").notNull(),
});
const SORTS = { name: probes.name, rank: probes.rank } as const;

const dialect = new PgDialect();
const orderSql = (terms: ReturnType<typeof listOrder>) => dialect.sqlToQuery(sql.join(terms, sql`, `)).sql;

describe("LIKE escaping", () => {
  it("escapes % _ and \\ so they match themselves", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(containsPattern("50% OFF")).toBe("%50\\% off%");
    expect(prefixPattern("ab_c", "upper")).toBe("AB\\_C%");
  });

  it("leaves no unescaped wildcard, and removing the escapes gives the text back", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeLike(text);
        expect(escaped.replace(/\\([\\%_])/g, "$1")).toBe(text);
        // Every wildcard or backslash in the output is preceded by an escaping backslash.
        let i = 0;
        while (i < escaped.length) {
          const c = escaped[i];
          if (c === "\\") {
            expect(["\\", "%", "_"]).toContain(escaped[i + 1]);
            i += 2;
          } else {
            expect(c === "%" || c === "_").toBe(false);
            i += 1;
          }
        }
      }),
    );
  });
});

describe("sort allow-list", () => {
  it("answers the allowed column", () => {
    expect(sortColumn(SORTS, "rank")).toBe(probes.rank);
  });

  it("refuses any other name with a 422 on sort", () => {
    for (const bad of ["password", "constructor", "__proto__", ""]) {
      let error: unknown;
      try {
        sortColumn(SORTS, bad);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).fieldErrors?.sort?.[0]).toBe("Sort by one of: name, rank");
    }
  });

  it("ends every order with the id, ascending or in the list's order", () => {
    expect(orderSql(listOrder(SORTS, "name", "desc", probes.id))).toBe(
      '"paging_probes"."name" desc, "paging_probes"."id" asc',
    );
    expect(orderSql(listOrder(SORTS, "rank", "desc", probes.id, { tieBreak: "same", nullsLast: true }))).toBe(
      '"paging_probes"."rank" desc nulls last, "paging_probes"."id" desc',
    );
  });
});

describe("pages and counts on a database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await database.db.execute(
      sql`create table paging_probes (id serial primary key, name text not null, rank integer not null)`,
    );
    // Seven rows share a rank: only the id keeps them in one order from page to page.
    await database.db
      .insert(probes)
      .values(Array.from({ length: 10 }, (_, i) => ({ name: `n${i}`, rank: i < 7 ? 1 : 2 })));
  });
  afterAll(() => database.close());

  const page = (n: number, order: "asc" | "desc", tieBreak: "asc" | "same" = "asc") =>
    paginate(
      database.db
        .select({ id: probes.id })
        .from(probes)
        .orderBy(...listOrder(SORTS, "rank", order, probes.id, { tieBreak }))
        .$dynamic(),
      { page: n, pageSize: 3 },
    );

  it("pages through equal sort values without repeating or losing a row", async () => {
    const ids = [];
    for (let n = 1; n <= 4; n++) ids.push(...(await page(n, "desc")).map((r) => r.id));
    expect(ids).toEqual([8, 9, 10, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("reads the same pages by keyset as by offset", async () => {
    const offsetIds = [];
    for (let n = 1; n <= 4; n++) offsetIds.push(...(await page(n, "desc", "same")).map((r) => r.id));
    const keysetIds: number[] = [];
    let after: { value: number; id: number } | undefined;
    for (;;) {
      const rows = await database.db
        .select({ id: probes.id, rank: probes.rank })
        .from(probes)
        .where(after ? keysetAfter(probes.rank, probes.id, after, "desc") : undefined)
        .orderBy(...listOrder(SORTS, "rank", "desc", probes.id, { tieBreak: "same" }))
        .limit(3);
      if (rows.length === 0) break;
      keysetIds.push(...rows.map((r) => r.id));
      const last = rows[rows.length - 1] as { id: number; rank: number };
      after = { value: last.rank, id: last.id };
    }
    expect(keysetIds).toEqual(offsetIds);
    expect(keysetIds).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("finds a wildcard character only where it is", async () => {
    await database.db.insert(probes).values({ name: "50%_off", rank: 3 });
    const like = (text: string) =>
      exactCount(database.db, probes, sql`lower(${probes.name}) like ${containsPattern(text)}`);
    expect(await like("%")).toBe(1);
    expect(await like("_")).toBe(1);
    expect(await like("n")).toBe(10);
    await database.db.execute(sql`delete from paging_probes where rank = 3`);
  });

  it("counts exactly, capped, or by estimate (exact under the threshold)", async () => {
    const ranked = sql`${probes.rank} = 1`;
    expect(await exactCount(database.db, probes, ranked)).toBe(7);
    expect(await cappedCount(database.db, probes, ranked, 5)).toEqual({ total: 5, more: true });
    expect(await cappedCount(database.db, probes, ranked, 7)).toEqual({ total: 7, more: false });
    expect(await estimatedCount(database.db, probes, ranked)).toBe(7);
    expect(await estimatedCount(database.db, probes, undefined)).toBe(10);
  });

  it("answers the planner's estimate above the threshold", async () => {
    await database.db.execute(sql`analyze paging_probes`);
    // With a threshold of 1 the statistics answer: ten rows analysed, ten estimated.
    expect(await estimatedCount(database.db, probes, undefined, 1)).toBe(10);
    const filtered = await estimatedCount(database.db, probes, sql`${probes.rank} = 1`, 1);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(10);
  });
});
