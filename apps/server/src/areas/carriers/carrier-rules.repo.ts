import type { CarrierRule, CarrierRuleBody } from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carrierRules } from "../../db/schema";

const columns = {
  id: carrierRules.id,
  carrierId: carrierRules.carrierId,
  name: carrierRules.name,
  shipmentSizes: carrierRules.shipmentSizes,
  transportTypes: carrierRules.transportTypes,
  regionIds: carrierRules.regionIds,
  warehouseIds: carrierRules.warehouseIds,
  rate: carrierRules.rate,
  rateUnit: carrierRules.rateUnit,
  notes: carrierRules.notes,
  active: carrierRules.active,
};

type Row = Omit<CarrierRule, "shipmentSizes" | "transportTypes" | "rateUnit"> & {
  shipmentSizes: string[];
  transportTypes: string[];
  rateUnit: string | null;
};

/** The database checks these columns against the same domain lists. */
function toRule(row: Row): CarrierRule {
  return {
    ...row,
    shipmentSizes: row.shipmentSizes as CarrierRule["shipmentSizes"],
    transportTypes: row.transportTypes as CarrierRule["transportTypes"],
    rateUnit: row.rateUnit as CarrierRule["rateUnit"],
  };
}

/** Lists are stored without duplicates, in a stable order, so equal rules compare equal. */
function values(body: CarrierRuleBody) {
  return {
    ...body,
    shipmentSizes: [...new Set(body.shipmentSizes)],
    transportTypes: [...new Set(body.transportTypes)],
    regionIds: [...new Set(body.regionIds)].sort((a, b) => a - b),
    warehouseIds: [...new Set(body.warehouseIds)].sort((a, b) => a - b),
  };
}

export async function listRules(db: Db, carrierId: number): Promise<CarrierRule[]> {
  const rows = await db
    .select(columns)
    .from(carrierRules)
    .where(eq(carrierRules.carrierId, carrierId))
    .orderBy(asc(carrierRules.name), asc(carrierRules.id));
  return rows.map(toRule);
}

export async function findRule(db: Db, carrierId: number, id: number): Promise<CarrierRule | undefined> {
  const rows = await db
    .select(columns)
    .from(carrierRules)
    .where(and(eq(carrierRules.carrierId, carrierId), eq(carrierRules.id, id)))
    .limit(1);
  return rows[0] ? toRule(rows[0]) : undefined;
}

export async function insertRule(db: Db, carrierId: number, body: CarrierRuleBody): Promise<number> {
  const [row] = await db
    .insert(carrierRules)
    .values({ ...values(body), carrierId })
    .returning({ id: carrierRules.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateRule(
  db: Db,
  carrierId: number,
  id: number,
  body: CarrierRuleBody,
): Promise<boolean> {
  const rows = await db
    .update(carrierRules)
    .set({ ...values(body), updatedAt: sql`now()` })
    .where(and(eq(carrierRules.carrierId, carrierId), eq(carrierRules.id, id)))
    .returning({ id: carrierRules.id });
  return rows.length > 0;
}

export async function deleteRule(db: Db, carrierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(carrierRules)
    .where(and(eq(carrierRules.carrierId, carrierId), eq(carrierRules.id, id)))
    .returning({ id: carrierRules.id });
  return rows.length > 0;
}
