import type { Region, Routing, Tag } from "@ops/domain";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/paging";
import { countries, regionCountries, regions, routings, tags } from "../../db/schema";

/** Every region with its countries, in two queries. */
export async function listRegions(db: Db): Promise<Region[]> {
  const [regionRows, countryRows] = await Promise.all([
    db
      .select({ id: regions.id, code: regions.code, name: regions.name })
      .from(regions)
      .orderBy(asc(regions.sortOrder), asc(regions.name)),
    db
      .select({
        regionId: regionCountries.regionId,
        code: regionCountries.countryCode,
        name: countries.name,
        subdivisions: regionCountries.subdivisions,
      })
      .from(regionCountries)
      .innerJoin(countries, sql`${countries.code} = ${regionCountries.countryCode}`)
      .orderBy(asc(countries.name)),
  ]);
  return regionRows.map((region) => ({
    ...region,
    countries: countryRows
      .filter((c) => c.regionId === region.id)
      .map(({ code, name, subdivisions }) => ({ code, name, subdivisions })),
  }));
}

export async function existingRegionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function listTags(db: Db, search: string | undefined, limit: number): Promise<Tag[]> {
  const like = search ? containsPattern(search) : undefined;
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(like ? sql`lower(${tags.name}) like ${like}` : undefined))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(limit);
}

export async function tagNameTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(db: Db, name: string): Promise<Tag> {
  const [row] = await db.insert(tags).values({ name }).returning({ id: tags.id, name: tags.name });
  if (!row) throw new Error("insert returned no row");
  return row;
}

type StoredStep = { name: string; locationType: string | null };

export async function listRoutings(db: Db): Promise<Routing[]> {
  const rows = await db
    .select({
      id: routings.id,
      code: routings.code,
      name: routings.name,
      description: routings.description,
      steps: routings.steps,
      active: routings.active,
    })
    .from(routings)
    .orderBy(asc(routings.name));
  return rows.map((row) => ({
    ...row,
    steps: (row.steps as StoredStep[]).map((step, index) => ({
      position: index + 1,
      name: step.name,
      locationType: step.locationType as Routing["steps"][number]["locationType"],
    })),
  }));
}
