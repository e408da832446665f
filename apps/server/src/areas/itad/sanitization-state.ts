import { DATA_BEARING_MATERIAL, type SanitizationStateId, sanitizationState } from "@ops/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { assets, sanitizationRecords } from "../../db/schema";

/** The record that decides an asset's state: its (first) destruction, else its newest erasure. */
export type DecidingRecord = {
  id: number;
  kind: "erasure" | "destruction";
  method: string;
  result: "passed" | "failed";
  verified: boolean;
  finishedAt: Date;
};

/** Where one asset's data stands, and why. */
export type SanitizationFacts = {
  assetId: number;
  /** The R2 material of its product's class (null: none set). */
  material: string | null;
  dataBearing: boolean;
  state: SanitizationStateId;
  deciding: DecidingRecord | null;
};

/**
 * `p`, the product of the asset aliased `a`: its first product entry (SPEC §3), joined laterally
 * so an asset without one still answers (with nulls).
 */
export const firstProductOfA = sql.raw(`left join lateral (
      select pa.product_id from product_assets pa where pa.asset_id = a.id order by pa.position limit 1
    ) first_product on true
    left join products p on p.id = first_product.product_id`);

/**
 * The R2 material of each asset: of the class of its product (the first product entry, SPEC §3).
 * One query whatever the number of assets.
 */
export async function materialsOf(db: Db, assetIds: readonly number[]): Promise<Map<number, string | null>> {
  if (assetIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; material: string | null }>(
    db,
    sql`
    select a.id, pc.r2_material_type as material
    from unnest(${sql.param([...assetIds])}::int[]) as a(id)
    ${firstProductOfA}
    left join product_classes pc on pc.id = p.class_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.material]));
}

/**
 * Where the data of each asset stands (data-bearing or not, its state, the deciding record): two
 * queries whatever the number of assets, so a load of 10,000 serials costs the same round trips
 * as one device. Assets not found are left out.
 */
export async function sanitizationFactsOf(
  db: Db,
  assetIds: readonly number[],
): Promise<Map<number, SanitizationFacts>> {
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return new Map();
  const [materials, records] = await Promise.all([
    materialsOf(db, ids),
    db
      .select({
        assetId: sanitizationRecords.assetId,
        id: sanitizationRecords.id,
        kind: sanitizationRecords.kind,
        method: sanitizationRecords.method,
        result: sanitizationRecords.result,
        verified: sanitizationRecords.verified,
        finishedAt: sanitizationRecords.finishedAt,
      })
      .from(sanitizationRecords)
      .where(inArray(sanitizationRecords.assetId, ids))
      .orderBy(
        sanitizationRecords.assetId,
        desc(sanitizationRecords.finishedAt),
        desc(sanitizationRecords.id),
      ),
  ]);
  const byAsset = new Map<number, DecidingRecord[]>();
  for (const r of records) {
    const list = byAsset.get(r.assetId) ?? [];
    list.push({ ...r, kind: r.kind as DecidingRecord["kind"], result: r.result as DecidingRecord["result"] });
    byAsset.set(r.assetId, list);
  }
  const facts = new Map<number, SanitizationFacts>();
  for (const [assetId, material] of materials) {
    const newestFirst = byAsset.get(assetId) ?? [];
    const dataBearing = material === DATA_BEARING_MATERIAL;
    const destruction = newestFirst.filter((r) => r.kind === "destruction").at(-1);
    facts.set(assetId, {
      assetId,
      material,
      dataBearing,
      state: sanitizationState(dataBearing, newestFirst),
      deciding: destruction ?? newestFirst[0] ?? null,
    });
  }
  return facts;
}

/** The facts of one asset (see sanitizationFactsOf). */
export async function sanitizationFactsOfAsset(db: Db, assetId: number): Promise<SanitizationFacts> {
  const facts = (await sanitizationFactsOf(db, [assetId])).get(assetId);
  if (!facts) throw new Error(`asset ${assetId} not found`);
  return facts;
}

/**
 * The serialized assets a load's certificate covers: every serial asset received on it, and the
 * parts harvested from them (they inherit the load as their receiving activity), open or closed.
 */
export async function serialIdsOfLoad(db: Db, loadId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.receivingActivityId, loadId), eq(assets.type, "serial")))
    .orderBy(assets.barcode);
  return rows.map((r) => r.id);
}
