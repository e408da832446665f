import {
  type ProductService,
  type ProductServiceBody,
  SERVICE_CATEGORIES,
  type Service,
  type ServiceBody,
  type ServiceCategoryOption,
  type ServicesQuery,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./services.repo";

/** Services by name; active ones unless the query asks for inactive or all. */
export function listServices(ctx: ServiceContext, query: ServicesQuery): Promise<Service[]> {
  return repo.listServices(ctx.db, repo.serviceFilter(query));
}

export async function getService(ctx: ServiceContext, id: number): Promise<Service> {
  const found = await repo.findService(ctx.db, id);
  if (!found) throw notFound("Service");
  return found;
}

/** The service categories of SPEC §3 with their flags. */
export function listServiceCategories(): ServiceCategoryOption[] {
  return SERVICE_CATEGORIES.map((c) => ({
    id: c.id,
    label: c.label,
    inactive: "inactive" in c && c.inactive,
  }));
}

const INACTIVE_CATEGORIES = new Set<string>(
  SERVICE_CATEGORIES.filter((c) => "inactive" in c && c.inactive).map((c) => c.id),
);

async function checkService(db: Db, body: ServiceBody, existing?: Service) {
  if (await repo.serviceNameTaken(db, body.name, existing?.id))
    throw fieldError("name", "A service with this name already exists");
  // An inactive category stays on a service that has it, but is not chosen anew.
  if (INACTIVE_CATEGORIES.has(body.category) && existing?.category !== body.category)
    throw fieldError("category", "This category is no longer in use");
}

export async function createService(ctx: ServiceContext, body: ServiceBody): Promise<Service> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkService(tx, body);
    return repo.insertService(tx, body);
  });
  return getService(ctx, id);
}

export async function updateService(ctx: ServiceContext, id: number, body: ServiceBody): Promise<Service> {
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findService(tx, id);
    if (!existing) throw notFound("Service");
    await checkService(tx, body, existing);
    await repo.updateService(tx, id, body);
  });
  return getService(ctx, id);
}

/** Removes a service nothing names; one in programs, prices or product services answers 409. */
export async function deleteService(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findService(tx, id))) throw notFound("Service");
    const usage = await repo.serviceUsage(tx, id);
    const uses = [
      usage.programs ? `${usage.programs} program(s)` : "",
      usage.prices ? `${usage.prices} price line(s)` : "",
      usage.products ? `${usage.products} product service(s)` : "",
    ].filter(Boolean);
    if (uses.length)
      throw new AppError(409, `This service is used by ${uses.join(", ")}; make it inactive instead`);
    await repo.deleteService(tx, id);
  });
}

export function listProductServices(
  ctx: ServiceContext,
  filter: { productId?: number; serviceId?: number },
): Promise<ProductService[]> {
  return repo.listProductServices(ctx.db, filter);
}

export async function getProductService(ctx: ServiceContext, id: number): Promise<ProductService> {
  const found = await repo.findProductService(ctx.db, id);
  if (!found) throw notFound("Product service");
  return found;
}

async function checkProductService(db: Db, body: ProductServiceBody, exceptId?: number) {
  const product = await repo.productExists(db, body.productId);
  if (!product) throw fieldError("productId", "Unknown product");
  if (product.type === "alias") throw fieldError("productId", "Choose the product itself, not an alias");
  if (!(await repo.findService(db, body.serviceId))) throw fieldError("serviceId", "Unknown service");
  if (await repo.productServicePairTaken(db, body, exceptId))
    throw fieldError("serviceId", "This service is already set for this product");
}

export async function createProductService(
  ctx: ServiceContext,
  body: ProductServiceBody,
): Promise<ProductService> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkProductService(tx, body);
    return repo.insertProductService(tx, body);
  });
  return getProductService(ctx, id);
}

export async function updateProductService(
  ctx: ServiceContext,
  id: number,
  body: ProductServiceBody,
): Promise<ProductService> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findProductService(tx, id))) throw notFound("Product service");
    await checkProductService(tx, body, id);
    await repo.updateProductService(tx, id, body);
  });
  return getProductService(ctx, id);
}

export async function deleteProductService(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findProductService(tx, id))) throw notFound("Product service");
    await repo.deleteProductService(tx, id);
  });
}
