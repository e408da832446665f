import type { AsnItem, AsnItemsQuery, AsnMapping, AsnPreview, Paged } from "@ops/domain";
import type { z } from "zod";
import { notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { headersOf, importAsn, readAsnSheet } from "./asn-import";
import { reconcileColumns } from "./asn-reconcile";
import * as repo from "./asns.repo";
import { type ActivityRow, findActivity } from "./core/activity-scope";
import { relationshipMap } from "./field-relationships.repo";

const SAMPLES = 3;

/** The load with this slug in the actor's scope; any other activity (or none) answers 404. */
export async function findLoad(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const load = await findActivity(ctx, slug);
  if (load.type !== "inbound" && load.type !== "outbound") throw notFound("Load");
  return load;
}

/**
 * How an uploaded ASN file would be read, before anything is written: each column with the field
 * the account's saved rules or its own name give it (null when neither does), a few sample
 * values, and the number of rows.
 */
export async function previewAsn(
  ctx: ServiceContext,
  slug: string,
  file: { bytes: Buffer; fileName: string },
): Promise<AsnPreview> {
  const load = await findLoad(ctx, slug);
  const rows = await readAsnSheet(file);
  const saved = await relationshipMap(ctx.db, load.accountId);
  const columns = reconcileColumns(headersOf(rows), saved).map((column) => {
    const samples: string[] = [];
    for (const row of rows) {
      const value = row.cells[column.header];
      if (value) samples.push(value);
      if (samples.length === SAMPLES) break;
    }
    return { ...column, samples };
  });
  return { columns, rowCount: rows.length };
}

/** Imports an ASN file into a load: 201 `{inserted}`, or 202 `{jobId}` for a large file (stored in `files` for its job). */
export async function uploadAsn(
  ctx: ServiceContext,
  slug: string,
  file: { bytes: Buffer; fileName: string },
  mapping: AsnMapping,
  files?: FileStore,
): Promise<{ inserted: number } | { jobId: string }> {
  const load = await findLoad(ctx, slug);
  return importAsn(ctx, load, file, mapping, files);
}

/** A page of a load's ASN items (clients: only loads of their accounts). */
export async function listAsnItems(
  ctx: ServiceContext,
  slug: string,
  query: z.infer<typeof AsnItemsQuery>,
): Promise<Paged<AsnItem>> {
  const load = await findLoad(ctx, slug);
  return repo.pageItems(ctx.db, load.id, query);
}

/** Removes every ASN item of a load (a wrong file is replaced by deleting and importing again). */
export async function deleteAllAsnItems(ctx: ServiceContext, slug: string): Promise<{ deleted: number }> {
  return ctx.db.transaction(async (tx) => {
    const load = await findLoad({ ...ctx, db: tx }, slug);
    await repo.lockLoad(tx, load.id);
    const deleted = await repo.deleteItems(tx, load.id);
    if (deleted > 0)
      await recordEvents(tx, [
        {
          activityId: load.id,
          action: "asn_deleted",
          message: `${deleted.toLocaleString("en-US")} ASN row${deleted === 1 ? "" : "s"} deleted`,
          changes: [{ field: "asnItemCount", from: deleted, to: 0 }],
          userId: ctx.actor.id,
        },
      ]);
    return { deleted };
  });
}
