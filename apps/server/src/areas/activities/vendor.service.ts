import {
  type Activity,
  type ActivityDocument,
  type ClosedDate,
  type Load,
  type Paged,
  type VendorLoad,
  vendorRangeError,
} from "@ops/domain";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/files";
import { listDocuments, openDocument } from "../attachments/documents.service";
import * as repo from "./activities.repo";
import type { ClosedDateFilter } from "./closed-dates.repo";
import { listClosedDates } from "./closed-dates.service";
import { findActivity } from "./core/activity-scope";
import { LOAD_TYPES, loadsByIds, vendorAccountsOf } from "./loads.repo";
import { materialsOf, receivedOf } from "./vendor-loads.repo";

export type VendorLoadsQuery = { startDate: string; endDate: string; page: number; pageSize: number };

/** `GET /vendor/self`: the vendor user and the downstream-vendor accounts they act for. */
export async function getVendorSelf(ctx: ServiceContext) {
  return {
    id: ctx.actor.id,
    name: ctx.actor.name,
    email: ctx.actor.email,
    accounts: await vendorAccountsOf(ctx.db, ctx.actor.id),
  };
}

/** The vendor's scheduled loads in the range, by dock date and time, with their ASN totals. */
async function vendorLoadPage(ctx: ServiceContext, query: VendorLoadsQuery): Promise<Paged<Load>> {
  const wrong = vendorRangeError(query.startDate, query.endDate);
  if (wrong) throw fieldError(wrong.field, wrong.message);
  const accountIds = (await vendorAccountsOf(ctx.db, ctx.actor.id)).map((a) => a.id);
  if (accountIds.length === 0) return { data: [], total: 0 };
  const where = repo.listFilter(
    { startDate: query.startDate, endDate: query.endDate, types: LOAD_TYPES, statuses: ["scheduled"] },
    repo.vendorScope(accountIds),
  );
  const { ids, total } = await repo.pageIds(ctx.db, where, { ...query, sort: "scheduledDate", order: "asc" });
  return { data: await loadsByIds(ctx.db, ids), total };
}

/**
 * `GET /vendor/loads`: the vendor's dock schedule — scheduled loads whose vendor is one of the
 * user's accounts, in a date range of at most VENDOR_SCHEDULE_MAX_DAYS, by dock date and time.
 */
export async function listVendorLoads(
  ctx: ServiceContext,
  query: VendorLoadsQuery,
): Promise<Paged<Activity>> {
  const { data, total } = await vendorLoadPage(ctx, query);
  return { data: data.map(repo.toActivity), total };
}

/** `GET /vendor/loads/export`: the same range with what each load's ASN announces. */
export function listVendorLoadsForExport(ctx: ServiceContext, query: VendorLoadsQuery): Promise<Paged<Load>> {
  return vendorLoadPage(ctx, query);
}

/** A load of the vendor's (its vendor is one of their accounts); any other answers 404. */
async function findVendorLoad(ctx: ServiceContext, slug: string) {
  const row = await findActivity(ctx, slug);
  if (ctx.actor.audience !== "vendor" || !(LOAD_TYPES as readonly string[]).includes(row.type))
    throw notFound("Load");
  return row;
}

/**
 * `GET /vendor/loads/{slug}`: a load the vendor comes to the dock for, read-only and without
 * the client's details: dock date, warehouse, what the ASN announces, what was received.
 */
export async function getVendorLoad(ctx: ServiceContext, slug: string): Promise<VendorLoad> {
  const row = await findVendorLoad(ctx, slug);
  const [load] = await loadsByIds(ctx.db, [row.id]);
  if (!load) throw notFound("Load");
  const [materials, received] = await Promise.all([materialsOf(ctx.db, row.id), receivedOf(ctx.db, row.id)]);
  return {
    slug: load.slug,
    type: load.type,
    status: load.status,
    warehouseShortName: load.warehouseShortName,
    scheduledDate: load.scheduledDate,
    scheduledTime: load.scheduledTime,
    shipmentSize: load.shipmentSize,
    transportType: load.transportType,
    carrierName: load.carrierName,
    vendorAccountName: load.vendorAccountName,
    asnItemCount: load.asnItemCount,
    asnQuantity: load.asnQuantity,
    asnWeight: load.asnWeight,
    materials,
    received,
  };
}

/**
 * `GET /vendor/loads/{slug}/documents`: the load's shipping papers, shared or not, newest first
 * (the attachments' vendor view, docs/decisions.md).
 */
export async function listVendorLoadDocuments(
  ctx: ServiceContext,
  slug: string,
): Promise<ActivityDocument[]> {
  await findVendorLoad(ctx, slug);
  return listDocuments(ctx, "activity", slug);
}

/** The file of one of those documents; any other document answers 404. */
export async function openVendorLoadDocument(
  ctx: FilesContext,
  slug: string,
  id: number,
): Promise<StoredFile> {
  await findVendorLoad(ctx, slug);
  return openDocument(ctx, "activity", slug, id);
}

/** The docks' closed dates as vendors see them (the same list operators keep). */
export function listVendorClosedDates(
  ctx: ServiceContext,
  query: ClosedDateFilter & { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<Paged<ClosedDate>> {
  return listClosedDates(ctx, query);
}
