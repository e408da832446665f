import { z } from "zod";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { REDEPLOYMENT_ORDER_STATUSES } from "../enums/listings";
import { PostalAddress, requiredText as required } from "../platform/address.schemas";
import { IsoDate, optionalText, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((o) => o.id) as [T["id"], ...T["id"][]];

export const RedeploymentOrderStatus = z.enum(ids(REDEPLOYMENT_ORDER_STATUSES));
export type RedeploymentOrderStatus = z.infer<typeof RedeploymentOrderStatus>;

const Grade = z.enum(PRODUCT_GRADE_IDS as unknown as [string, ...string[]], { error: "Choose a grade A–F" });

/** Where a redeployment goes (the platform's postal address). */
export const RedeploymentAddress = PostalAddress;
export type RedeploymentAddress = z.infer<typeof RedeploymentAddress>;

/** One line of an order: so many devices of a product, of a grade (null: any grade). */
export const RedeploymentLineBody = z.object({
  productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
  grade: Grade.nullable().default(null),
  quantity: z
    .number({ error: "Enter a quantity" })
    .int("Enter a whole number")
    .min(1, "At least 1 device")
    .max(500, "At most 500 devices a line"),
});
export type RedeploymentLineBody = z.infer<typeof RedeploymentLineBody>;

const Lines = z
  .array(RedeploymentLineBody)
  .min(1, "Add at least one line")
  .max(50, "At most 50 lines")
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      const key = `${l.productId}:${l.grade ?? ""}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [i], message: "This product and grade is on another line" });
      seen.add(key);
    });
  });

const details = {
  recipientName: required(200, "Recipient name"),
  recipientEmail: z
    .string()
    .trim()
    .toLowerCase()
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .pipe(z.email("Enter a valid email address").nullable()),
  recipientPhone: optionalText(40, "Phone"),
  address: RedeploymentAddress,
  neededBy: IsoDate.nullable().default(null),
  notes: optionalText(4000, "Notes"),
};

/** `POST /redeployment_orders`: a draft for one account's devices at one warehouse. */
export const RedeploymentOrderBody = z.object({
  accountId: z.number({ error: "Choose an account" }).int().positive("Choose an account"),
  warehouseId: z.number({ error: "Choose a warehouse" }).int().positive("Choose a warehouse"),
  ...details,
  lines: Lines,
});
export type RedeploymentOrderBody = z.infer<typeof RedeploymentOrderBody>;
export type RedeploymentOrderInput = z.input<typeof RedeploymentOrderBody>;

/** The moves a PUT may ask for; shipped and delivered follow the outbound load. */
export const REDEPLOYMENT_ASKED_MOVES = ["submitted", "picking", "canceled"] as const;

/**
 * `PUT /redeployment_orders/{id}`: the fields sent change (lines only while a draft), then
 * `status` moves it: submitted reserves the devices, picking releases it to the pickers
 * (optionally assigning `assignedTo`), canceled needs `cancelReason`.
 */
export const RedeploymentOrderUpdate = z
  .object({
    recipientName: details.recipientName.optional(),
    recipientEmail: details.recipientEmail.optional(),
    recipientPhone: z
      .string()
      .trim()
      .max(40, "Phone is at most 40 characters")
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    address: RedeploymentAddress.optional(),
    neededBy: IsoDate.nullable().optional(),
    notes: z
      .string()
      .trim()
      .max(4000, "Notes is at most 4000 characters")
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    lines: Lines.optional(),
    status: z
      .enum(REDEPLOYMENT_ASKED_MOVES, { error: "Status is submitted, picking or canceled" })
      .optional(),
    cancelReason: z
      .string()
      .trim()
      .max(500, "Reason is at most 500 characters")
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    assignedTo: z.number().int().positive().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "canceled" && !body.cancelReason)
      ctx.addIssue({ code: "custom", path: ["cancelReason"], message: "Give the reason for canceling" });
  });
export type RedeploymentOrderUpdate = z.infer<typeof RedeploymentOrderUpdate>;
export type RedeploymentOrderUpdateInput = z.input<typeof RedeploymentOrderUpdate>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const RedeploymentOrderLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string().nullable(),
  quantity: z.number().int(),
});
export type RedeploymentOrderLine = z.infer<typeof RedeploymentOrderLine>;

/** A device reserved (then picked) for the order, through its outbound load. */
export const RedeploymentDevice = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  grade: z.string().nullable(),
  status: z.string(),
});
export type RedeploymentDevice = z.infer<typeof RedeploymentDevice>;

const summary = {
  id: z.number().int(),
  account: Ref,
  warehouse: z.object({ id: z.number().int(), shortName: z.string() }),
  status: RedeploymentOrderStatus,
  recipientName: z.string(),
  neededBy: z.string().nullable(),
  quantity: z.number().int(),
  outbound: z.object({ slug: z.string(), status: z.string() }).nullable(),
  driveCharge: z.number().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
};

export const RedeploymentOrderSummary = z.object(summary);
export type RedeploymentOrderSummary = z.infer<typeof RedeploymentOrderSummary>;

export const RedeploymentOrder = z.object({
  ...summary,
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
  }),
  notes: z.string().nullable(),
  lines: z.array(RedeploymentOrderLine),
  devices: z.array(RedeploymentDevice),
  driveCount: z.number().int(),
  createdBy: z.string().nullable(),
  submittedBy: z.string().nullable(),
  canceledAt: z.string().nullable(),
  canceledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type RedeploymentOrder = z.infer<typeof RedeploymentOrder>;

export const RedeploymentOrdersQuery = PageQuery.extend({
  order: z.enum(["asc", "desc"]).default("desc"),
  status: RedeploymentOrderStatus.optional(),
  accountId: UrlId.optional(),
});
export type RedeploymentOrdersQuery = z.infer<typeof RedeploymentOrdersQuery>;

export const RedeploymentOrderList = paged(RedeploymentOrderSummary);
export type RedeploymentOrderList = z.infer<typeof RedeploymentOrderList>;

/** One redeployment listing: devices of an account available at a warehouse, by product and grade. */
export const RedeploymentListing = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  available: z.number().int(),
});
export type RedeploymentListing = z.infer<typeof RedeploymentListing>;

/** `GET /redeployment_orders/listings`: `search` matches the product name. */
export const RedeploymentListingsQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  accountId: UrlId.optional(),
  warehouseId: UrlId.optional(),
});
export type RedeploymentListingsQuery = z.infer<typeof RedeploymentListingsQuery>;

export const RedeploymentListingList = paged(RedeploymentListing);
export type RedeploymentListingList = z.infer<typeof RedeploymentListingList>;
