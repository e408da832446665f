import { z } from "zod";
import { PRODUCT_TYPE_IDS } from "../enums/catalogue";
import { optionalText, QueryFlagOrAll, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { catalogueName } from "./shared.schemas";

export const ProductType = z.enum(PRODUCT_TYPE_IDS);
export type ProductType = z.infer<typeof ProductType>;

/** A reference topic: a short lower-case key such as `mpn`, `upc` or `customer_sku`. */
export const ReferenceTopic = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "A topic is a short key of letters, digits and underscores");

export const ProductReferenceInput = z.object({
  topic: ReferenceTopic,
  identifier: z
    .string()
    .trim()
    .min(1, "Identifier is required")
    .max(100, "Identifier is at most 100 characters"),
});
export type ProductReferenceInput = z.infer<typeof ProductReferenceInput>;

/** A product's value for one class attribute (numbers are sent as numbers, stored as text). */
export const ProductAttributeValue = z.object({
  attributeId: z.number().int().positive(),
  value: z.union([z.string().trim().max(500), z.number()]),
});

export const ProductAttribute = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  value: z.string(),
});

/** One product as the list screens show it. */
export const ProductListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  lineId: z.number().int().nullable(),
  lineName: z.string().nullable(),
  group: z.string().nullable(),
  /** The first `mpn` reference, for lists. */
  mpn: z.string().nullable(),
  /** Alias products only: the product the alias resolves to. */
  aliasOfId: z.number().int().nullable(),
  aliasOfName: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type ProductListItem = z.infer<typeof ProductListItem>;

export const Product = ProductListItem.extend({
  description: z.string().nullable(),
  /** Typical weight of one unit, in lbs. */
  weight: z.number().nullable(),
  /** Serialized products: a regular expression every serial number must match (null: any). */
  serialPattern: z.string().nullable(),
  serialRequired: z.boolean(),
  attributes: z.array(ProductAttribute),
  references: z.array(ProductReferenceInput),
  aliases: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof Product>;

function validPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export const ProductBody = z
  .object({
    name: catalogueName(),
    type: ProductType,
    classId: z.number().int().positive().nullable().default(null),
    brandId: z.number().int().positive().nullable().default(null),
    lineId: z.number().int().positive().nullable().default(null),
    group: optionalText(100, "Group"),
    description: optionalText(4000, "Description"),
    weight: z.number().min(0, "Weight must be 0 or more").max(1_000_000).nullable().default(null),
    serialPattern: optionalText(200, "Serial pattern").refine(
      (v) => v === null || validPattern(v),
      "Serial pattern is not a valid regular expression",
    ),
    serialRequired: z.boolean().default(false),
    aliasOfId: z.number().int().positive().nullable().default(null),
    active: z.boolean().default(true),
    attributes: z.array(ProductAttributeValue).max(200).default([]),
    references: z.array(ProductReferenceInput).max(50).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.type === "alias" && body.aliasOfId === null)
      ctx.addIssue({
        code: "custom",
        path: ["aliasOfId"],
        message: "Choose the product this alias stands for",
      });
    if (body.type !== "alias" && body.aliasOfId !== null)
      ctx.addIssue({
        code: "custom",
        path: ["aliasOfId"],
        message: "Only an alias points at another product",
      });
    if (body.type !== "serialized" && (body.serialPattern !== null || body.serialRequired))
      ctx.addIssue({
        code: "custom",
        path: ["serialPattern"],
        message: "Only serialized products have serials",
      });
  });
export type ProductBody = z.infer<typeof ProductBody>;
export type ProductInput = z.input<typeof ProductBody>;

export const PRODUCT_SORT_COLUMNS = ["name", "type", "createdAt"] as const;

/** `GET /products`: the lists by type the screens use, paged, with search on name. */
export const ProductsQuery = PageQuery.extend({
  type: ProductType.optional(),
  class_id: UrlId.optional(),
  brand_id: UrlId.optional(),
  line_id: UrlId.optional(),
  group: z.string().trim().max(100).optional(),
  active: QueryFlagOrAll.default("all"),
  sort: z.enum(PRODUCT_SORT_COLUMNS).default("name"),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;
export const ProductList = paged(ProductListItem);
export type ProductList = z.infer<typeof ProductList>;

/** `GET /products/find?q=`: name or alias, case-insensitive substring, at most 25. */
export const ProductFindQuery = z.object({
  q: z.string().trim().min(1, "Type something to find").max(200),
  type: ProductType.optional(),
  limit: z.coerce.number().int().min(1).max(25).default(25),
});
export type ProductFindQuery = z.infer<typeof ProductFindQuery>;

/** A found product; `matchedAlias` is the alias name when the text matched an alias. */
export const ProductMatch = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  className: z.string().nullable(),
  brandName: z.string().nullable(),
  matchedAlias: z.string().nullable(),
});
export type ProductMatch = z.infer<typeof ProductMatch>;

export const ProductGroup = z.object({ name: z.string(), productCount: z.number().int() });
export type ProductGroup = z.infer<typeof ProductGroup>;

export const ProductReference = ProductReferenceInput.extend({
  productId: z.number().int(),
  productName: z.string(),
});
export type ProductReference = z.infer<typeof ProductReference>;
export const ReferenceTopicParams = z.object({ topic: ReferenceTopic });
export const ReferenceParams = z.object({
  topic: ReferenceTopic,
  identifier: z.string().trim().min(1).max(100),
});
export const ReferencesQuery = z.object({ search: z.string().trim().max(100).optional() });

/** An alias: another name or code that resolves to a product (stored as a product of type alias). */
export const Alias = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  createdAt: z.string(),
});
export type Alias = z.infer<typeof Alias>;
export const AliasBody = z.object({ name: catalogueName("Alias"), productId: z.number().int().positive() });
export type AliasBody = z.infer<typeof AliasBody>;
export const AliasesQuery = PageQuery.extend({
  product_id: UrlId.optional(),
  sort: z.enum(["name", "createdAt"]).default("name"),
});
export type AliasesQuery = z.infer<typeof AliasesQuery>;
export const AliasList = paged(Alias);

/** Spreadsheet columns of product import and export, in order. */
export const PRODUCT_SHEET_COLUMNS = [
  "name",
  "type",
  "class",
  "brand",
  "line",
  "group",
  "description",
  "mpn",
  "weight",
  "serial_pattern",
  "active",
] as const;
export const ProductExportQuery = z.object({ format: z.enum(["xlsx", "csv"]).default("xlsx") });
export const ProductImportResult = z.object({ created: z.number().int() });
export type ProductImportResult = z.infer<typeof ProductImportResult>;
export const MAX_PRODUCT_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_PRODUCT_IMPORT_ROWS = 10_000;
