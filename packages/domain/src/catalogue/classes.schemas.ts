import { z } from "zod";
import { GRADE_SCALE, R2_MATERIAL_TYPES } from "../enums/assets";
import { ATTRIBUTE_KIND_IDS, PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { idsOf } from "../enums/define";
import { PRODUCT_CLASS_TIERS } from "../enums/operations";
import { optionalText, QueryFlagOrAll, QueryFlagText, UrlId } from "../platform/common.schemas";
import { catalogueName, money } from "./shared.schemas";

export const ProductClassTier = z.enum(idsOf(PRODUCT_CLASS_TIERS));
export type ProductClassTier = z.infer<typeof ProductClassTier>;

/** The R2 material a class's products are (SPEC §3); `data` makes them data-bearing. */
export const R2MaterialType = z.enum(idsOf(R2_MATERIAL_TYPES), {
  error: "Choose an R2 material type from the list",
});
export type R2MaterialType = z.infer<typeof R2MaterialType>;

/** A product class (laptops, CRT monitors…): its tier and whether its products carry serials. */
export const ProductClass = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: ProductClassTier,
  serialized: z.boolean(),
  description: z.string().nullable(),
  r2MaterialType: R2MaterialType.nullable(),
  active: z.boolean(),
  productCount: z.number().int(),
  attributeCount: z.number().int(),
  updatedAt: z.string(),
});
export type ProductClass = z.infer<typeof ProductClass>;

export const ProductClassBody = z.object({
  name: catalogueName(),
  tier: ProductClassTier.default("primary"),
  serialized: z.boolean().default(false),
  description: optionalText(4000, "Description"),
  r2MaterialType: R2MaterialType.nullable().default(null),
  active: z.boolean().default(true),
});
export type ProductClassBody = z.infer<typeof ProductClassBody>;
export type ProductClassInput = z.input<typeof ProductClassBody>;

/** `GET /classes` and `GET /products/classes`. */
export const ProductClassesQuery = z.object({
  tier: ProductClassTier.optional(),
  serialized: QueryFlagText.optional(),
  active: QueryFlagOrAll.default("all"),
});
export type ProductClassesQuery = z.infer<typeof ProductClassesQuery>;

export const AttributeKind = z.enum(ATTRIBUTE_KIND_IDS);
export type AttributeKind = z.infer<typeof AttributeKind>;

/** A class attribute: one definition shared by a list of classes. */
export const ClassAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: AttributeKind,
  options: z.array(z.string()),
  required: z.boolean(),
  classIds: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type ClassAttribute = z.infer<typeof ClassAttribute>;

export const ClassAttributeBody = z
  .object({
    name: catalogueName(),
    kind: AttributeKind.default("text"),
    options: z.array(z.string().trim().min(1, "An option cannot be empty").max(200)).max(200).default([]),
    required: z.boolean().default(false),
    classIds: z.array(z.number().int().positive()).min(1, "Choose at least one class").max(500),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "choice" && body.options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "A choice needs at least one option" });
    if (body.kind !== "choice" && body.options.length > 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "Only a choice has options" });
    const seen = new Set<string>();
    body.options.forEach((option, index) => {
      const key = option.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["options", index], message: "Duplicate option" });
      seen.add(key);
    });
  });
export type ClassAttributeBody = z.infer<typeof ClassAttributeBody>;
export type ClassAttributeInput = z.input<typeof ClassAttributeBody>;

export const ClassAttributesQuery = z.object({ class_id: UrlId.optional() });

/** `GET /products/attribute_sets?class_id=`: each attribute of the class with the values its products use. */
export const AttributeSet = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  kind: AttributeKind,
  required: z.boolean(),
  options: z.array(z.string()),
  values: z.array(z.string()),
});
export type AttributeSet = z.infer<typeof AttributeSet>;
export const AttributeSetsQuery = z.object({ class_id: UrlId });

export const ProductGrade = z.enum(PRODUCT_GRADE_IDS);
export type ProductGrade = z.infer<typeof ProductGrade>;

/** The lowest price at which an asset of a class and grade may be listed on a marketplace. */
export const EcommerceCutline = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  grade: ProductGrade,
  minPrice: z.number(),
  updatedAt: z.string(),
});
export type EcommerceCutline = z.infer<typeof EcommerceCutline>;
export const EcommerceCutlinesQuery = z.object({ class_id: UrlId.optional() });

/**
 * `PUT /ecommerce_cutlines/{classId}`: the class's floors, replaced as a set. A better grade may
 * not have a lower floor than a worse one (an A never sells below a C's floor).
 */
export const EcommerceCutlinesBody = z
  .object({
    cutlines: z.array(z.object({ grade: ProductGrade, minPrice: money("Minimum price") })).max(6),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.cutlines.forEach((line, index) => {
      if (seen.has(line.grade))
        ctx.addIssue({ code: "custom", path: ["cutlines", index, "grade"], message: "Grade given twice" });
      seen.add(line.grade);
    });
    const byScore = [...body.cutlines].sort((a, b) => GRADE_SCALE[b.grade] - GRADE_SCALE[a.grade]);
    for (let i = 1; i < byScore.length; i++) {
      const better = byScore[i - 1];
      const worse = byScore[i];
      if (better && worse && better.minPrice < worse.minPrice) {
        const index = body.cutlines.indexOf(better);
        ctx.addIssue({
          code: "custom",
          path: ["cutlines", index, "minPrice"],
          message: `Grade ${better.grade} cannot have a lower floor than grade ${worse.grade}`,
        });
      }
    }
  });
export type EcommerceCutlinesBody = z.infer<typeof EcommerceCutlinesBody>;
export const ClassIdParams = z.object({ classId: UrlId });
