import type {
  Alias,
  AliasBody,
  AliasesQuery,
  Paged,
  Product,
  ProductBody,
  ProductFindQuery,
  ProductGroup,
  ProductList,
  ProductMatch,
  ProductReference,
  ProductsQuery,
} from "@ops/domain";
import { containsPattern } from "../../db/paging";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as aliasesRepo from "./aliases.repo";
import { productsByName as productsNamed } from "./names.repo";
import { checkProduct, DUPLICATE_PRODUCT } from "./product-checks";
import * as repo from "./products.repo";

/** The lists by type the screens use: paged, filtered, searched by name. */
export function listProducts(ctx: ServiceContext, query: ProductsQuery): Promise<ProductList> {
  return repo.pageProducts(ctx.db, repo.productFilter(query), query);
}

export async function getProduct(ctx: ServiceContext, id: number): Promise<Product> {
  const found = await repo.findProduct(ctx.db, id);
  if (!found) throw notFound("Product");
  return found;
}

/** Creates a product with its attribute values and references in one transaction. */
export async function createProduct(ctx: ServiceContext, body: ProductBody): Promise<Product> {
  const id = await ctx.db.transaction(async (tx) => {
    const { values, attributes } = await checkProduct(tx, body);
    const [newId] = await repo.insertProducts(tx, [values]);
    if (!newId) throw new Error("insert returned no row");
    await repo.replaceAttributeValues(tx, newId, attributes);
    await repo.replaceReferences(
      tx,
      [newId],
      body.references.map((r) => ({ ...r, productId: newId })),
    );
    return newId;
  });
  return getProduct(ctx, id);
}

/** Replaces a product's fields, attribute values and references as the body gives them. */
export async function updateProduct(ctx: ServiceContext, id: number, body: ProductBody): Promise<Product> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.productBasics(tx, id))) throw notFound("Product");
    const { values, attributes } = await checkProduct(tx, body, id);
    await repo.updateProduct(tx, id, values);
    await repo.replaceAttributeValues(tx, id, attributes);
    await repo.replaceReferences(
      tx,
      [id],
      body.references.map((r) => ({ ...r, productId: id })),
    );
  });
  return getProduct(ctx, id);
}

/** Removes a product nothing names; aliases, price lines or product services make it 409. */
export async function deleteProduct(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.productBasics(tx, id))) throw notFound("Product");
    const usage = await repo.productUsage(tx, id);
    const uses = [
      usage.aliases ? `${usage.aliases} alias(es)` : "",
      usage.prices ? `${usage.prices} price line(s)` : "",
      usage.services ? `${usage.services} product service(s)` : "",
    ].filter(Boolean);
    if (uses.length)
      throw new AppError(409, `This product is used by ${uses.join(", ")}; make it inactive instead`);
    await repo.deleteProduct(tx, id);
  });
}

/**
 * Products by exact name or alias (any case), keyed by the lower-cased name given; an alias
 * answers the product it stands for. For other areas resolving names in imported files.
 */
export function productsByName(
  ctx: ServiceContext,
  names: string[],
): Promise<Map<string, { id: number; name: string }>> {
  return productsNamed(ctx.db, names);
}

/** Name or alias, case-insensitive substring; at most 25. */
export function findProducts(ctx: ServiceContext, query: ProductFindQuery): Promise<ProductMatch[]> {
  return repo.findProducts(ctx.db, query.q, containsPattern(query.q), query.type, query.limit);
}

export function listGroups(ctx: ServiceContext): Promise<ProductGroup[]> {
  return repo.listGroups(ctx.db);
}

export function listReferences(
  ctx: ServiceContext,
  topic: string,
  search?: string,
): Promise<ProductReference[]> {
  return repo.listReferences(ctx.db, topic, search ? containsPattern(search) : undefined);
}

export async function getReference(
  ctx: ServiceContext,
  topic: string,
  identifier: string,
): Promise<ProductReference> {
  const found = await repo.findReference(ctx.db, topic, identifier);
  if (!found) throw notFound("Reference");
  return found;
}

export function listAliases(ctx: ServiceContext, query: AliasesQuery): Promise<Paged<Alias>> {
  return aliasesRepo.pageAliases(ctx.db, query);
}

export async function getAlias(ctx: ServiceContext, id: number): Promise<Alias> {
  const found = await aliasesRepo.findAlias(ctx.db, id);
  if (!found) throw notFound("Alias");
  return found;
}

async function checkAlias(ctx: ServiceContext, body: AliasBody, exceptId?: number) {
  if ((await repo.takenNames(ctx.db, [body.name], exceptId)).size)
    throw fieldError("name", DUPLICATE_PRODUCT);
  const aliased = await repo.productBasics(ctx.db, body.productId);
  if (!aliased) throw fieldError("productId", "Unknown product");
  if (aliased.type === "alias") throw fieldError("productId", "Choose the product itself, not another alias");
}

/** An alias is stored as a product of type alias, so its name is unique among products and aliases. */
export async function createAlias(ctx: ServiceContext, body: AliasBody): Promise<Alias> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkAlias({ ...ctx, db: tx }, body);
    return aliasesRepo.insertAlias(tx, body);
  });
  return getAlias(ctx, id);
}

export async function updateAlias(ctx: ServiceContext, id: number, body: AliasBody): Promise<Alias> {
  await ctx.db.transaction(async (tx) => {
    if (!(await aliasesRepo.findAlias(tx, id))) throw notFound("Alias");
    await checkAlias({ ...ctx, db: tx }, body, id);
    await aliasesRepo.updateAlias(tx, id, body);
  });
  return getAlias(ctx, id);
}

export async function deleteAlias(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await aliasesRepo.findAlias(tx, id))) throw notFound("Alias");
    if ((await repo.productUsage(tx, id)).prices) throw new AppError(409, "Price lines name this alias");
    await repo.deleteProduct(tx, id);
  });
}
