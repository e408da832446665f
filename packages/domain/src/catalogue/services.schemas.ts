import { z } from "zod";
import { ServiceCategory } from "../accounts/programs.schemas";
import { QueryFlagOrAll, UrlId } from "../platform/common.schemas";
import { catalogueName, money } from "./shared.schemas";

/** `GET /services`: active services by default (program editors), or all for the services screen. */
export const ServicesQuery = z.object({
  active: QueryFlagOrAll.default("true"),
  category: ServiceCategory.optional(),
});
export type ServicesQuery = z.infer<typeof ServicesQuery>;

export const ServiceBody = z.object({
  name: catalogueName(),
  category: ServiceCategory,
  active: z.boolean().default(true),
});
export type ServiceBody = z.infer<typeof ServiceBody>;

/** `GET /service_categories`: the SPEC §3 list with its flags (lifecycle_management inactive). */
export const ServiceCategoryOption = z.object({
  id: ServiceCategory,
  label: z.string(),
  inactive: z.boolean(),
});
export type ServiceCategoryOption = z.infer<typeof ServiceCategoryOption>;

/** A service that applies to a product, with the price charged when no account price says otherwise. */
export const ProductService = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  serviceCategory: ServiceCategory,
  defaultPrice: z.number().nullable(),
  updatedAt: z.string(),
});
export type ProductService = z.infer<typeof ProductService>;
export const ProductServiceBody = z.object({
  productId: z.number().int().positive(),
  serviceId: z.number().int().positive(),
  defaultPrice: money("Default price").nullable().default(null),
});
export type ProductServiceBody = z.infer<typeof ProductServiceBody>;
export const ProductServicesQuery = z.object({
  product_id: UrlId.optional(),
  service_id: UrlId.optional(),
});
