import {
  ActivityBody,
  BinAssignmentBody,
  BulkProcessingStepBody,
  CreateLaborBody,
  CreateWorkAssetsBody,
  PROCESSING_COMPLETE_ACTION,
  WorkScanBody,
} from "@ops/domain";
import { eq, inArray } from "drizzle-orm";
import { createActivity } from "../../areas/activities/use-cases/create-activity";
import { assignBins } from "../../areas/work/bin-assignments.service";
import { createFromSource } from "../../areas/work/create-work-assets";
import { clockIn, createVirtual } from "../../areas/work/labor.service";
import { scanIn, updateProcessingAssets } from "../../areas/work/work-assets.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { locations, products, users } from "../schema";
import { demoOperatorContext } from "./demo-actor";
import { demoLoadOf } from "./demo-assets";

const TECHNICIAN = "priya.patel@example.com";

async function productIds(db: Db, names: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function locationId(db: Db, barcode: string): Promise<number> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.barcode, barcode));
  if (!row) throw new Error(`the demo location ${barcode} is missing`);
  return row.id;
}

const at = (daysAgo: number, hour: number, minute = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - daysAgo);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
};

/**
 * Work on the floor through the work use cases: a shop order in progress on the received
 * outside-plant load (bins assigned, one scanned in and three commodity bins made out of it,
 * labor entered yesterday and a technician clocked in now) and a processing job on the priced
 * laptop load whose serials are part way through their steps, one of them complete.
 */
export async function seedDemoWork(operator: ServiceContext): Promise<void> {
  const db = operator.db;
  const technician = await demoOperatorContext(db, TECHNICIAN);
  const [priya] = await db.select({ id: users.id }).from(users).where(eq(users.email, TECHNICIAN));
  if (!priya) throw new Error("the demo technician is missing");
  const boards = await productIds(db, [
    "Circuit boards – high grade",
    "Circuit boards – medium grade",
    "Power cables – mixed",
  ]);
  const product = (name: string) => {
    const id = boards.get(name);
    if (!id) throw new Error(`the demo product ${name} is missing`);
    return id;
  };

  const plantLoad = await demoLoadOf(db, "Acme Telecom – Outside Plant", "received");
  const order = await createActivity(
    operator,
    ActivityBody.parse({
      type: "shop_order",
      loadSlug: plantLoad,
      serviceTier: "wgs_t2",
      description: "Sort the outside-plant bins: boards by grade, cables by type",
    }),
  );
  await assignBins(operator, order.slug, BinAssignmentBody.parse({ barcodes: ["ACOB0001", "ACOB0002"] }));
  await scanIn(technician, order.slug, WorkScanBody.parse({ barcode: "ACOB0002" }));
  await createFromSource(
    technician,
    order.slug,
    CreateWorkAssetsBody.parse({
      sourceBarcode: "ACOB0002",
      items: [
        { type: "bin", productId: product("Circuit boards – high grade"), grossWeight: 64, netWeight: 58 },
        { type: "bin", productId: product("Circuit boards – medium grade"), grossWeight: 71, netWeight: 65 },
        { type: "bin", productId: product("Power cables – mixed"), grossWeight: 62, netWeight: 56 },
      ],
      requestKey: "demo-sort-acob0002",
    }),
  );
  const station = await locationId(db, "DAL-WS-01");
  for (const [from, to, crewSize] of [
    [at(1, 14), at(1, 16, 30), 2],
    [at(1, 17), at(1, 19), 1],
  ] as const)
    await createVirtual(
      operator,
      order.slug,
      CreateLaborBody.parse({
        userId: priya.id,
        startedAt: from,
        endedAt: to,
        crewSize,
        workstationId: station,
      }),
    );
  await clockIn(technician, order.slug, CreateLaborBody.parse({ workstationId: station, crewSize: 2 }));

  const laptopLoad = await demoLoadOf(db, "Northwind Health", "priced");
  const job = await createActivity(
    operator,
    ActivityBody.parse({
      type: "processing",
      loadSlug: laptopLoad,
      description: "Wipe and sort the business laptops",
    }),
  );
  const serials = ["NWHS0001", "NWHS0002", "NWHS0003", "NWHS0004"];
  await scanIn(technician, job.slug, WorkScanBody.parse({ barcodes: serials }));
  await updateProcessingAssets(
    technician,
    job.slug,
    BulkProcessingStepBody.parse({ barcodes: serials.slice(0, 3), actionName: "Tested" }),
  );
  await updateProcessingAssets(
    technician,
    job.slug,
    BulkProcessingStepBody.parse({ barcodes: serials.slice(0, 1), actionName: PROCESSING_COMPLETE_ACTION }),
  );
}
