import { DestructionBatchBody, ErasureBody } from "@ops/domain";
import { and, arrayOverlaps, eq, inArray } from "drizzle-orm";
import { certificateIssueJob } from "../../areas/itad/certificates.job";
import { findLoad, getReadiness } from "../../areas/itad/certificates.service";
import { createDestructionBatch } from "../../areas/itad/destruction-batches";
import { recordErasure } from "../../areas/itad/sanitization.service";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { assets } from "../schema";
import { demoOperatorContext } from "./demo-actor";
import { demoLoadOf } from "./demo-assets";

const TECHNICIAN = "priya.patel@example.com";
const HOUR = 3_600_000;

const erasure = (result: "passed" | "failed", hoursAgo: number) =>
  ErasureBody.parse({
    tool: "Blancco Drive Eraser 7",
    method: "purge",
    passes: 1,
    result,
    verified: result === "passed",
    startedAt: new Date(Date.now() - (hoursAgo + 1) * HOUR).toISOString(),
    finishedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  });

/** The load's data-bearing serials still without a record, as the readiness call lists them. */
async function missingOf(ctx: ServiceContext, slug: string): Promise<string[]> {
  const readiness = await getReadiness(ctx, slug);
  if (readiness.missingCount > readiness.missing.length)
    throw new Error(`the demo load ${slug} is too large`);
  return readiness.missing.map((m) => m.barcode);
}

/** Issues the load's certificate the way its job does (the demo seeds before any job runner starts). */
async function issueDemoCertificate(operator: ServiceContext, files: FileStore, slug: string) {
  const load = await findLoad(operator, slug);
  await certificateIssueJob.handler(
    { activityId: load.id, reason: null, replaces: null },
    {
      db: operator.db,
      files,
      actor: operator.actor,
      jobId: `demo-certificate-${slug}`,
      report: async () => {},
    },
  );
}

/**
 * Data destruction on the floor, through the same use cases the screens call. The Acme outside-plant
 * load: its laptops and phones erased, one laptop failing its erasure (so routed to destruction),
 * the BIOS- and activation-locked devices and the harvested drive shredded in a witnessed batch,
 * then its certificate of data destruction issued. Northwind's priced load: its laptops erased and
 * its certificate issued, so the client portal has one to download.
 */
export async function seedDemoSanitization(operator: ServiceContext, files: FileStore): Promise<void> {
  const db = operator.db;
  const technician = await demoOperatorContext(db, TECHNICIAN);

  const aco = await demoLoadOf(db, "Acme Telecom – Outside Plant", "received");
  const missing = await missingOf(operator, aco);
  // Locked devices cannot be wiped (BIOS or activation lock): they are destroyed instead.
  const locked = await db
    .select({ barcode: assets.barcode })
    .from(assets)
    .where(
      and(inArray(assets.barcode, missing), arrayOverlaps(assets.locks, ["computrace_lock", "fmip_locked"])),
    );
  const drives = await db
    .select({ barcode: assets.barcode })
    .from(assets)
    .where(and(inArray(assets.barcode, missing), eq(assets.serialNumber, "WD-WCC4N7KX2201")));
  const destroyed = new Set([...locked, ...drives].map((a) => a.barcode));
  const wipeable = missing.filter((b) => !destroyed.has(b));
  const failing = wipeable.at(-1);
  if (failing) {
    await recordErasure(technician, failing, erasure("failed", 30));
    destroyed.add(failing);
  }
  for (const barcode of wipeable)
    if (barcode !== failing) await recordErasure(technician, barcode, erasure("passed", 28));
  await createDestructionBatch(
    technician,
    DestructionBatchBody.parse({
      method: "shredded",
      machine: "SSI Quad 45 shredder",
      witness: "Marcus Reed",
      destroyedAt: new Date(Date.now() - 26 * HOUR).toISOString(),
      notes: "Locked devices, the failed laptop and a harvested drive; witnessed on the shred floor.",
      barcodes: [...destroyed],
    }),
  );
  await issueDemoCertificate(operator, files, aco);

  const northwind = await demoLoadOf(db, "Northwind Health", "priced");
  for (const barcode of await missingOf(operator, northwind))
    await recordErasure(technician, barcode, erasure("passed", 50));
  await issueDemoCertificate(operator, files, northwind);
}
