import { z } from "zod";
import { UrlId } from "../platform/common.schemas";
import { catalogueName } from "./shared.schemas";

export const Brand = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  productCount: z.number().int(),
  lineCount: z.number().int(),
});
export type Brand = z.infer<typeof Brand>;
export const BrandBody = z.object({ name: catalogueName(), active: z.boolean().default(true) });
export type BrandBody = z.infer<typeof BrandBody>;

/** A product line of a brand (ThinkPad of Lenovo); its name is unique within the brand. */
export const Line = z.object({
  id: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  active: z.boolean(),
  productCount: z.number().int(),
});
export type Line = z.infer<typeof Line>;
export const LineBody = z.object({
  name: catalogueName(),
  brandId: z.number().int().positive(),
  active: z.boolean().default(true),
});
export type LineBody = z.infer<typeof LineBody>;
export const LinesQuery = z.object({ brand_id: UrlId.optional() });
