import { z } from "zod";
import { AssetBody } from "../assets/assets.schemas";
import { ParcelProject, ParcelRequest, TrackingNumber } from "./parcels.schemas";

// Parcel receiving (issue 20 part 4): a parcel's label or tracking number is scanned at the dock,
// the request it belongs to is shown, and its devices are received into assets of the project's
// inbound load (through the assets area's receiving, so every rule of receiving applies).

/** `GET /parcel_receiving/lookup?code=`: what was scanned, a reference id or a tracking number. */
export const ParcelLookupQuery = z.object({
  code: z
    .string({ error: "Scan or type a reference or a tracking number" })
    .trim()
    .min(1, "Scan or type a reference or a tracking number")
    .max(64, "A code is at most 64 characters")
    .transform((v) => v.toUpperCase()),
});
export type ParcelLookupQuery = z.infer<typeof ParcelLookupQuery>;

/** An asset received from a parcel. */
export const ParcelReceivedAsset = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ParcelReceivedAsset = z.infer<typeof ParcelReceivedAsset>;

/** A request as the dock sees it: who it is from, what was expected, what arrived so far. */
export const ParcelReceivingView = z.object({
  request: ParcelRequest,
  project: ParcelProject,
  /** What the scanned code was: the label's reference or the carrier's tracking number. */
  matchedBy: z.enum(["reference", "tracking"]),
  receivedAssets: z.array(ParcelReceivedAsset),
});
export type ParcelReceivingView = z.infer<typeof ParcelReceivingView>;

export const SERIAL_REQUIRED_MESSAGE = "Scan or type the device's serial number";

/**
 * One device taken out of the parcel: the asset label stuck on it, its serial number (a device is
 * received as a serial asset, which needs one) and what else is known of it.
 */
export const ParcelDeviceReceipt = AssetBody.pick({
  barcode: true,
  productId: true,
  grossWeight: true,
}).extend({
  serialNumber: z
    .string({ error: SERIAL_REQUIRED_MESSAGE })
    .trim()
    .min(1, SERIAL_REQUIRED_MESSAGE)
    .max(100, "Serial number is at most 100 characters"),
});
export type ParcelDeviceReceipt = z.infer<typeof ParcelDeviceReceipt>;

/** The most devices one parcel's receipt takes (a bigger batch is an upload). */
export const PARCEL_RECEIPT_MAX_DEVICES = 200;

/**
 * `POST /parcel_requests/{referenceId}/receive`: the devices of one parcel, all or none (errors
 * keyed `devices.<i>.<field>`), and the tracking number on its box when the request has none yet.
 */
export const ReceiveParcelBody = z.object({
  trackingNumber: TrackingNumber.optional(),
  devices: z
    .array(ParcelDeviceReceipt)
    .min(1, "Scan at least one device")
    .max(PARCEL_RECEIPT_MAX_DEVICES, `At most ${PARCEL_RECEIPT_MAX_DEVICES} devices per parcel`),
});
export type ReceiveParcelBody = z.infer<typeof ReceiveParcelBody>;
export type ReceiveParcelInput = z.input<typeof ReceiveParcelBody>;

/** What receiving answers: the request as it is now, and how many assets this call created. */
export const ReceiveParcelResult = ParcelReceivingView.extend({
  /** Devices already received from this parcel (a retry) are not created again and not counted. */
  created: z.number().int(),
});
export type ReceiveParcelResult = z.infer<typeof ReceiveParcelResult>;

/** The columns of the bulk asset upload (a header row naming them; product and weight may be empty). */
export const PARCEL_ASSET_SHEET_COLUMNS = [
  "reference_id",
  "barcode",
  "serial_number",
  "product",
  "weight",
] as const;
/** The most rows one upload holds. */
export const PARCEL_ASSET_UPLOAD_MAX_ROWS = 20_000;
/** Up to this many rows an upload is written in the request; above it by a job (202). */
export const PARCEL_ASSET_UPLOAD_SYNC_ROWS = 500;

/** What an upload (or its job) answers: assets created, and rows skipped as already received. */
export const ParcelAssetUploadResult = z.object({
  created: z.number().int(),
  alreadyReceived: z.number().int(),
  requests: z.number().int(),
});
export type ParcelAssetUploadResult = z.infer<typeof ParcelAssetUploadResult>;
