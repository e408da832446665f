// Marketplace listings (issue 19): a product and grade (or a hand-picked set) offered on one
// eCommerce platform at a price never below its class and grade cutline.
import { z } from "zod";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { LISTING_STATUSES } from "../enums/listings";
import { ECOMMERCE_PLATFORMS, LISTING_TYPES } from "../enums/operations";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((o) => o.id) as [T["id"], ...T["id"][]];

export const ListingStatus = z.enum(ids(LISTING_STATUSES), { error: "Choose a listing status" });
export type ListingStatus = z.infer<typeof ListingStatus>;
export const ListingPlatform = z.enum(ids(ECOMMERCE_PLATFORMS), {
  error: "Choose one of the eCommerce platforms",
});
export const ListingType = z.enum(ids(LISTING_TYPES), { error: "Choose a listing type" });
const Grade = z.enum(PRODUCT_GRADE_IDS as unknown as [string, ...string[]], { error: "Choose a grade A–F" });

/** One value or several (`status[]=listed&status[]=draft`) in a query string, read as a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(20)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

const Price = z
  .number({ error: "Enter a price" })
  .min(0, "Price must be 0 or more")
  .max(10_000_000, "Price is at most 10,000,000")
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "At most 2 decimals");

const fields = {
  type: ListingType.default("ecommerce"),
  platform: ListingPlatform.nullable().default(null),
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title is at most 200 characters"),
  description: text(8000, "Description").default(null),
  productId: z.number().int().positive("Choose a product").nullable().default(null),
  grade: Grade.nullable().default(null),
  accountId: z.number().int().positive("Choose an account").nullable().default(null),
  warehouseId: z.number().int().positive("Choose a warehouse").nullable().default(null),
  price: Price.nullable().default(null),
  reference: text(100, "Reference").default(null),
};

/** `POST /listings`: a draft (or listed at once when `status` is listed: platform and price needed). */
export const ListingBody = z.object({ ...fields, status: z.enum(["draft", "listed"]).default("draft") });
export type ListingBody = z.infer<typeof ListingBody>;
export type ListingInput = z.input<typeof ListingBody>;

/** `PUT /listings/{id}`: the fields sent change; `status` listed puts a draft live, ended ends it. */
export const ListingUpdate = z.object({
  platform: ListingPlatform.nullable().optional(),
  title: fields.title.optional(),
  description: text(8000, "Description").optional(),
  productId: z.number().int().positive("Choose a product").nullable().optional(),
  grade: Grade.nullable().optional(),
  accountId: z.number().int().positive("Choose an account").nullable().optional(),
  warehouseId: z.number().int().positive("Choose a warehouse").nullable().optional(),
  price: Price.nullable().optional(),
  reference: text(100, "Reference").optional(),
  status: z.enum(["draft", "listed", "ended"], { error: "Status is listed or ended" }).optional(),
});
export type ListingUpdate = z.infer<typeof ListingUpdate>;

export const LISTING_SORT_COLUMNS = [
  "id",
  "title",
  "status",
  "price",
  "createdAt",
  "listedAt",
  "quantity",
] as const;

/** `GET /listings`: status[] (several), platform, type, product; `q` matches title or reference. */
export const ListingsQuery = PageQuery.extend({
  status: listOf(ListingStatus).optional(),
  platform: ListingPlatform.optional(),
  type: ListingType.optional(),
  productId: UrlId.optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(LISTING_SORT_COLUMNS).default("id"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ListingsQuery = z.infer<typeof ListingsQuery>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const ListingSummary = z.object({
  id: z.number().int(),
  type: z.string(),
  platform: z.string().nullable(),
  title: z.string(),
  product: Ref.nullable(),
  grade: z.string().nullable(),
  account: Ref.nullable(),
  warehouse: z.object({ id: z.number().int(), shortName: z.string() }).nullable(),
  price: z.number().nullable(),
  /** The lowest price it may ask (cutline, or highest asset floor of a hand-picked set). */
  floor: z.number().nullable(),
  floorSource: z.string().nullable(),
  status: ListingStatus,
  reference: z.string().nullable(),
  /** Assets listed (unsold) now. */
  quantity: z.number().int(),
  sold: z.number().int(),
  listedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;

export const Listing = ListingSummary.extend({
  description: z.string().nullable(),
  released: z.number().int(),
  /** Sum of its sale prices. */
  soldTotal: z.number(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof Listing>;

export const ListingList = paged(ListingSummary);
export type ListingList = z.infer<typeof ListingList>;

/** `GET /listings/floor`: the floor a listing of this product and grade would have, before it is saved. */
export const ListingFloorQuery = z.object({
  productId: z.coerce.number().int().positive({ error: "Choose a product" }),
  grade: Grade,
});
export type ListingFloorQuery = z.infer<typeof ListingFloorQuery>;

export const ListingFloor = z.object({
  /** The cutline of the product's class and the grade, or null when none is set. */
  floor: z.object({ minPrice: z.number(), source: z.string() }).nullable(),
});
export type ListingFloor = z.infer<typeof ListingFloor>;
