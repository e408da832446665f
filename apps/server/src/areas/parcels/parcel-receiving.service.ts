import {
  type AssetBody,
  type ParcelReceivingView,
  type ReceiveParcelBody,
  type ReceiveParcelResult,
  ReferenceId,
  TrackingNumber,
} from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { receiveAssets } from "../assets/use-cases/create-assets";
import * as repo from "./parcel-receiving.repo";
import { findRequest, findRequestByTracking, type ProjectRow, type RequestRow } from "./parcel-scope";

/** The asset a parcel's device becomes on the project's load. */
export function deviceAsset(
  slug: string,
  device: {
    barcode: string;
    serialNumber: string | null;
    productId: number | null;
    grossWeight: number | null;
  },
  note: string,
): AssetBody {
  return {
    activitySlug: slug,
    barcode: device.barcode,
    type: "serial",
    serialNumber: device.serialNumber,
    parentBarcode: null,
    productId: device.productId,
    quantity: 1,
    grossWeight: device.grossWeight,
    netWeight: null,
    locationId: null,
    stockType: null,
    source: "customer",
    attributes: {},
    notes: note,
    locks: [],
  };
}

/** The project's load, or 422 naming the project: parcels are received into its load only. */
export async function loadOfProject(
  ctx: ServiceContext,
  project: ProjectRow,
  field = "project",
): Promise<string> {
  const slug = project.activityId === null ? null : await repo.activitySlugOf(ctx.db, project.activityId);
  if (!slug) {
    const message = `Parcel project ${project.projectPrefix} (${project.name}) has no inbound load; set the load its parcels arrive on, then receive`;
    throw new AppError(422, message, { [field]: [message] });
  }
  return slug;
}

async function viewOf(
  ctx: ServiceContext,
  request: RequestRow,
  matchedBy: ParcelReceivingView["matchedBy"],
): Promise<ParcelReceivingView> {
  const [{ request: view, project }, receivedAssets] = await Promise.all([
    repo.viewsOf(ctx.db, request.id, request.projectId),
    repo.receivedAssetsOf(ctx.db, request.id),
  ]);
  if (!view || !project) throw notFound("Parcel request");
  return { request: view, project, matchedBy, receivedAssets };
}

/**
 * What a scanned code names at the dock: a reference id (the return label's barcode) or a carrier's
 * tracking number; 404 with a plain message when no request the actor may see has it.
 */
export async function lookupParcel(ctx: ServiceContext, code: string): Promise<ParcelReceivingView> {
  const reference = ReferenceId.safeParse(code);
  if (reference.success) {
    try {
      return await viewOf(ctx, await findRequest(ctx, reference.data), "reference");
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  const tracking = TrackingNumber.safeParse(code);
  if (tracking.success) {
    try {
      return await viewOf(ctx, await findRequestByTracking(ctx, tracking.data), "tracking");
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  throw new AppError(404, `No parcel request has the reference or tracking number ${code}`);
}

/** A request as the dock sees it. */
export async function getParcelReceiving(
  ctx: ServiceContext,
  referenceId: string,
): Promise<ParcelReceivingView> {
  return viewOf(ctx, await findRequest(ctx, referenceId), "reference");
}

/** Sets the tracking number on a request without one; 409 when another request (or this one) has another. */
async function attachTracking(ctx: ServiceContext, request: RequestRow, trackingNumber: string) {
  if (request.trackingNumber === trackingNumber) return;
  if (request.trackingNumber !== null)
    throw new AppError(
      409,
      `${request.referenceId} already has tracking number ${request.trackingNumber}, not ${trackingNumber}`,
    );
  const holder = await repo.trackingHolder(ctx.db, trackingNumber, request.id);
  if (holder) throw new AppError(409, `Tracking number ${trackingNumber} is already on request ${holder}`);
  await repo.setTrackingNumber(ctx.db, request.id, trackingNumber);
}

/**
 * Receives one parcel's devices into assets of its project's load, all or none, in one
 * transaction: the assets area's receiving checks and writes them (events, rules), then they are
 * linked to the request, which gets received_at and a `received` tracking entry. A device already
 * received from this request is skipped, so a retry creates nothing twice; a barcode on any other
 * asset is refused by receiving (422 on devices.<i>.barcode).
 */
export async function receiveParcel(
  ctx: ServiceContext,
  referenceId: string,
  body: ReceiveParcelBody,
): Promise<ReceiveParcelResult> {
  return ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const request = await findRequest(c, referenceId, { forUpdate: true });
    if (body.trackingNumber) await attachTracking(c, request, body.trackingNumber);
    const slug = await loadOfProject(c, request.project);
    const owners = await repo.parcelOfBarcodes(
      tx,
      body.devices.map((d) => d.barcode),
    );
    const fresh = body.devices
      .map((device, index) => ({ device, index }))
      .filter(({ device }) => owners.get(device.barcode)?.requestId !== request.id);
    const note = `Parcel ${request.referenceId} from ${request.employeeName}`;
    const created =
      fresh.length === 0
        ? []
        : await receiveAssets(
            c,
            fresh.map(({ device }) => deviceAsset(slug, device, note)),
            (i, field) => `devices.${fresh[i]?.index ?? i}.${field}`,
          );
    await repo.recordReceipts(
      tx,
      created.map((a) => ({ requestId: request.id, assetId: a.id })),
      ctx.actor.id,
    );
    if (created.length > 0)
      await recordEvents(tx, [
        {
          activityId: request.project.activityId,
          action: "parcel_received",
          message: `Parcel ${request.referenceId} from ${request.employeeName}: ${created.length} ${created.length === 1 ? "device" : "devices"} received`,
          userId: ctx.actor.id,
        },
      ]);
    return { ...(await viewOf(c, request, "reference")), created: created.length };
  });
}
