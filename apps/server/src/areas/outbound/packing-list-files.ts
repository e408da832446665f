import { PACKAGING_TYPES, type PackingList } from "@ops/domain";
import type { FastifyReply } from "fastify";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { SHEET_CONTENT_TYPES, writeSheet } from "../../platform/spreadsheets";
import { contentDisposition } from "../../platform/uploads";
import * as repo from "./consolidation.repo";
import { outboundLoad } from "./consolidation.service";
import { type PackingListHeader, renderPackingListPdf } from "./packing-list-pdf";

/** What a packing list file covers: one unit, or every unit of a load. */
type Scope = { kind: "unit"; id: number } | { kind: "load"; slug: string };

async function contentOf(
  ctx: ServiceContext,
  scope: Scope,
): Promise<{ head: PackingListHeader; units: PackingList[]; name: string }> {
  let load: repo.LoadRow | null;
  let units: PackingList[];
  if (scope.kind === "unit") {
    units = await repo.unitsByIds(ctx.db, [scope.id]);
    const unit = units[0];
    if (!unit) throw notFound("Shipping unit");
    load = await repo.loadBySlug(ctx.db, unit.activitySlug);
  } else {
    load = await outboundLoad(ctx, scope.slug);
    units = await repo.unitsOfLoads(ctx.db, [load.id]);
  }
  if (!load) throw notFound("Activity");
  const head = {
    loadSlug: load.slug,
    consignee: load.accountName,
    warehouse: load.warehouseShortName,
    shipDate: load.scheduledDate,
  };
  const name = scope.kind === "unit" ? `packing-list-${units[0]?.barcode}` : `packing-list-${load.slug}`;
  return { head, units, name };
}

function send(reply: FastifyReply, bytes: Buffer, type: string, fileName: string) {
  return reply
    .header("Content-Type", type)
    .header("Content-Disposition", contentDisposition(fileName, "attachment"))
    .header("Cache-Control", "private, no-store")
    .send(bytes);
}

/** The packing list of a unit or a load as a PDF (barcodes of the units and their assets). */
export async function sendPackingListPdf(reply: FastifyReply, ctx: ServiceContext, scope: Scope) {
  const { head, units, name } = await contentOf(ctx, scope);
  return send(reply, await renderPackingListPdf(head, units), "application/pdf", `${name}.pdf`);
}

const COLUMNS = [
  "Load",
  "Consignee",
  "Shipping unit",
  "Packaging",
  "Unit status",
  "Unit gross (lbs)",
  "Unit tare (lbs)",
  "Unit net (lbs)",
  "Asset",
  "Serial",
  "Product",
  "Account",
  "Asset net (lbs)",
] as const;

/** The packing list of a unit or a load as an xlsx workbook: a row per asset (a unit with nothing on it gets one row). */
export async function sendPackingListXlsx(reply: FastifyReply, ctx: ServiceContext, scope: Scope) {
  const { head, units, name } = await contentOf(ctx, scope);
  type Row = Record<(typeof COLUMNS)[number], string | number | null>;
  const rows = units.flatMap((unit): Row[] => {
    const base = {
      Load: head.loadSlug,
      Consignee: head.consignee,
      "Shipping unit": unit.barcode,
      Packaging: PACKAGING_TYPES.find((p) => p.id === unit.packaging)?.label ?? unit.packaging,
      "Unit status": unit.status,
      "Unit gross (lbs)": unit.grossWeight,
      "Unit tare (lbs)": unit.tareWeight,
      "Unit net (lbs)": unit.netWeight,
    };
    const empty = { Asset: null, Serial: null, Product: null, Account: null, "Asset net (lbs)": null };
    if (unit.items.length === 0) return [{ ...base, ...empty }];
    return unit.items.map((item) => ({
      ...base,
      Asset: item.barcode,
      Serial: item.serialNumber,
      Product: item.productName,
      Account: item.accountName,
      "Asset net (lbs)": item.netWeight,
    }));
  });
  const bytes = await writeSheet(COLUMNS, rows, "xlsx", "Packing list");
  return send(reply, bytes, SHEET_CONTENT_TYPES.xlsx, `${name}.xlsx`);
}
