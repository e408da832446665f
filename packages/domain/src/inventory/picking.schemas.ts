import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { AssetBarcode } from "../assets/assets.schemas";
import { idsOf } from "../enums/define";
import { RESERVATION_STATUSES, SHORT_PICK_REASONS } from "../enums/inventory";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const ReservationStatus = z.enum(idsOf(RESERVATION_STATUSES));
export type ReservationStatus = z.infer<typeof ReservationStatus>;
export const ShortPickReason = z.enum(idsOf(SHORT_PICK_REASONS), {
  error: "Choose why it could not be picked",
});
export type ShortPickReason = z.infer<typeof ShortPickReason>;

/** The most barcodes one reservation call takes. */
export const MAX_RESERVE_BARCODES = 500;

/**
 * `POST /activities/{slug}/reservations`: set stock assets aside for an order, all or none.
 * `assignedTo` puts them on one picker's list; without it any picker of the warehouse takes them.
 */
export const ReserveStockBody = z.object({
  barcodes: z
    .array(AssetBarcode)
    .min(1, "Scan or type at least one barcode")
    .max(MAX_RESERVE_BARCODES, `At most ${MAX_RESERVE_BARCODES} barcodes at once`),
  assignedTo: z.number().int().positive().nullable().optional(),
});
export type ReserveStockBody = z.infer<typeof ReserveStockBody>;

const UserName = z.object({ id: z.number().int(), name: z.string() });
const PickLocation = z.object({
  id: z.number().int(),
  barcode: z.string(),
  /** Barcodes of its ancestors, outermost first, then its own: the walking order reads it. */
  path: z.array(z.string()),
});

/** One reservation: the asset, the order it is for, where to fetch it and how it ended. */
export const Reservation = z.object({
  id: z.number().int(),
  assetId: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  accountName: z.string().nullable(),
  activitySlug: z.string(),
  activityType: z.string(),
  /** Where it was when reserved: where the picker goes. */
  location: PickLocation.nullable(),
  assignedTo: UserName.nullable(),
  status: ReservationStatus,
  shortReason: ShortPickReason.nullable(),
  note: z.string().nullable(),
  reservedBy: UserName.nullable(),
  reservedAt: z.string(),
  closedBy: UserName.nullable(),
  closedAt: z.string().nullable(),
});
export type Reservation = z.infer<typeof Reservation>;

/** `GET /activities/{slug}/reservations`: an order's reservations, newest first, by status. */
export const ReservationsQuery = PageQuery.pick({ page: true, pageSize: true }).extend({
  status: z.enum(["all", ...idsOf(RESERVATION_STATUSES)]).default("all"),
});
export type ReservationsQuery = z.infer<typeof ReservationsQuery>;

/** How an order's (or a pick list's) reservations stand. */
export const ReservationCounts = z.object({
  reserved: z.number().int(),
  picked: z.number().int(),
  short: z.number().int(),
  released: z.number().int(),
});
export type ReservationCounts = z.infer<typeof ReservationCounts>;

export const ReservationList = paged(Reservation).extend({ counts: ReservationCounts });
export type ReservationList = z.infer<typeof ReservationList>;

/** `POST /activities/{slug}/reservations` answers what it reserved. */
export const ReservedStock = z.object({ data: z.array(Reservation) });
export type ReservedStock = z.infer<typeof ReservedStock>;

export const ReservationBarcodeParams = z.object({
  slug: ActivitySlug,
  barcode: AssetBarcode,
});

/** `{id}` of a user's pick list: a user id or `me`. */
export const PickerParams = z.object({ id: z.union([z.literal("me"), UrlId]) });
export type PickerParams = z.infer<typeof PickerParams>;

/** The most reservations a pick list answers at once (the rest follow as these are picked). */
export const PICK_LIST_LIMIT = 500;

/** One stop of the walk: a location (or none) and what to fetch there. */
export const PickListGroup = z.object({
  location: PickLocation.nullable(),
  reservations: z.array(Reservation),
});
export type PickListGroup = z.infer<typeof PickListGroup>;

/**
 * `GET /users/{id}/picking_assets`: the reservations to pick (assigned to the user or to nobody,
 * in the user's warehouse), grouped by location in walking order; `total` counts them all,
 * `progress` the same reservations' orders: how many are picked or short already.
 */
export const PickList = z.object({
  groups: z.array(PickListGroup),
  total: z.number().int(),
  progress: z.object({ toPick: z.number().int(), picked: z.number().int(), short: z.number().int() }),
});
export type PickList = z.infer<typeof PickList>;

/** `POST /picks`: the scanned asset. */
export const PickBody = z.object({ barcode: AssetBarcode });
export type PickBody = z.infer<typeof PickBody>;

/** `POST /reservations/{id}/short`: why it could not be picked (`other` needs a note). */
export const ShortPickBody = z
  .object({
    reason: ShortPickReason,
    note: z.string().trim().max(500, "Note is at most 500 characters").nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say what happened when the reason is Other" });
  });
export type ShortPickBody = z.infer<typeof ShortPickBody>;
