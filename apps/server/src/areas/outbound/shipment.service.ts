import { type ShipmentCheck, type ShipmentRuleFacts, shipmentProblems } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { certificatesOf, today } from "../accounts/accounts.service";
import { sanitizationFactsOf } from "../itad/sanitization-state";
import * as repo from "./shipment.repo";

/** The load a shipment is about (the status move passes the row it locked). */
export type ShipmentLoad = {
  id: number;
  slug: string;
  accountId: number | null;
  warehouseId: number;
  scheduledDate: string | null;
};

/**
 * Whether the load may ship and why not, from its records: the consignee, its certificates and
 * vendor rules, and the material on the load with its sanitization facts. A bounded number of
 * statements whatever the size of the load (load, consignee, certificates, rules, material, two
 * for sanitization); takes a Db so the status move's transaction runs it.
 */
export async function shipmentCheckOf(db: Db, load: ShipmentLoad): Promise<Omit<ShipmentCheck, "status">> {
  const [consignee, material] = await Promise.all([
    repo.consigneeOf(db, load.accountId),
    repo.materialOnLoad(db, load.id),
  ]);
  const vendorId = consignee?.type === "dsvs" ? consignee.id : null;
  const [certificates, rules, facts] = await Promise.all([
    vendorId === null ? Promise.resolve([]) : certificatesOf(db, [vendorId]),
    vendorId === null ? Promise.resolve<ShipmentRuleFacts[]>([]) : repo.vendorRulesOf(db, vendorId),
    sanitizationFactsOf(
      db,
      material.map((a) => a.id),
    ),
  ]);
  const check = shipmentProblems({
    slug: load.slug,
    warehouseId: load.warehouseId,
    scheduledDate: load.scheduledDate,
    today: today(),
    consignee,
    certificates,
    rules,
    assets: material.map((a) => {
      const fact = facts.get(a.id);
      return {
        barcode: a.barcode,
        accountId: a.accountId,
        material: fact?.material ?? null,
        r2Classification: a.r2Classification,
        dataBearing: fact?.dataBearing ?? false,
        state: fact?.state ?? "not_required",
        onHold: a.onHold,
      };
    }),
  });
  return { slug: load.slug, ...check };
}

/** `GET /activities/{slug}/shipment_check`: the readiness of an outbound load, for operators. */
export async function getShipmentCheck(ctx: ServiceContext, slug: string): Promise<ShipmentCheck> {
  const load = await repo.loadBySlug(ctx.db, slug);
  if (!load) throw notFound("Activity");
  if (load.type !== "outbound")
    throw new AppError(409, `${load.slug} is not an outbound load: nothing ships on it`);
  if (load.warehouseId === null) throw new AppError(409, `${load.slug} has no warehouse to ship from`);
  const check = await shipmentCheckOf(ctx.db, { ...load, warehouseId: load.warehouseId });
  return { ...check, status: load.status };
}
