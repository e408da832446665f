import type { ConfirmParcelRequestBody, ParcelAddress, PublicParcelRequest } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { lastTrackingJoin, requestStageSql } from "./parcels.repo";

const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

type ViewRow = {
  referenceId: string;
  employeeName: string;
  phone: string | null;
  address: ParcelAddress;
  devices: PublicParcelRequest["devices"];
  projectName: string;
  instructions: string | null;
  method: PublicParcelRequest["method"];
  projectStatus: string;
  warehouseName: string;
  returnAddress: PublicParcelRequest["returnAddress"]["address"];
  confirmedAt: unknown;
  labelCreatedAt: unknown;
  receivedAt: unknown;
  stage: PublicParcelRequest["tracking"]["stage"];
  trackingNumber: string | null;
  lastType: PublicParcelRequest["tracking"]["stage"] | null;
  lastAt: unknown;
};

/**
 * What the employee's page shows of request `requestId`, and nothing else (no e-mail, status,
 * client or other request). The warehouse has no postal address column yet: its name is the
 * return address until it has one.
 */
export async function publicView(db: Db, requestId: number): Promise<PublicParcelRequest | null> {
  const [r] = await rowsOf<ViewRow>(
    db,
    sql`select r.reference_id as "referenceId", r.employee_name as "employeeName", r.phone, r.address,
          r.devices, p.name as "projectName", p.instructions, p.method, p.status as "projectStatus",
          w.name as "warehouseName", p.return_address as "returnAddress", r.confirmed_at as "confirmedAt",
          r.label_created_at as "labelCreatedAt", r.received_at as "receivedAt",
          ${requestStageSql} as stage, r.tracking_number as "trackingNumber",
          lt.type as "lastType", lt.occurred_at as "lastAt"
        from parcel_requests r
        join parcel_projects p on p.id = r.project_id
        join warehouses w on w.id = p.warehouse_id
        ${lastTrackingJoin}
        where r.id = ${requestId}`,
  );
  if (!r) return null;
  return {
    referenceId: r.referenceId,
    employeeName: r.employeeName,
    phone: r.phone,
    address: r.address,
    devices: r.devices,
    projectName: r.projectName,
    instructions: r.instructions,
    method: r.method,
    returnAddress: { name: r.warehouseName, address: r.returnAddress ?? null },
    confirmedAt: isoOrNull(r.confirmedAt),
    labelCreatedAt: isoOrNull(r.labelCreatedAt),
    closed: r.projectStatus === "closed" || r.receivedAt !== null,
    tracking: {
      stage: r.stage,
      trackingNumber: r.trackingNumber,
      last: r.lastType
        ? {
            type: r.lastType as NonNullable<PublicParcelRequest["tracking"]["last"]>["type"],
            occurredAt: isoOrNull(r.lastAt) as string,
          }
        : null,
    },
  };
}

/**
 * Saves the employee's confirmation: their address, phone and devices, when they last confirmed,
 * and the moment their label was first made (kept on later corrections).
 */
export async function saveConfirmation(
  db: Db,
  requestId: number,
  body: ConfirmParcelRequestBody,
): Promise<void> {
  await db.execute(
    sql`update parcel_requests set address = ${JSON.stringify(body.address)}::jsonb,
          devices = ${JSON.stringify(body.devices)}::jsonb, phone = ${body.phone},
          confirmed_at = now(), label_created_at = coalesce(label_created_at, now()), updated_at = now()
        where id = ${requestId}`,
  );
}
