import type {
  AttributeSet,
  ClassAttribute,
  ClassAttributeBody,
  EcommerceCutline,
  EcommerceCutlinesBody,
  ProductClass,
  ProductClassBody,
  ProductClassesQuery,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./classes.repo";
import * as cutlines from "./cutlines.repo";

const DUPLICATE_CLASS = "A class with this name already exists";
const DUPLICATE_ATTRIBUTE = "An attribute with this name already exists";

/** Classes by name, filtered by tier, serialized and active. */
export function listClasses(ctx: ServiceContext, query: ProductClassesQuery): Promise<ProductClass[]> {
  return repo.listClasses(ctx.db, repo.classFilter(query));
}

export async function getClass(ctx: ServiceContext, id: number): Promise<ProductClass> {
  const found = await repo.findClass(ctx.db, id);
  if (!found) throw notFound("Class");
  return found;
}

async function assertClassName(db: Db, name: string, exceptId?: number) {
  if (await repo.classNameTaken(db, name, exceptId)) throw fieldError("name", DUPLICATE_CLASS);
}

/** Creates a class; its name is unique in any case. */
export async function createClass(ctx: ServiceContext, body: ProductClassBody): Promise<ProductClass> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertClassName(tx, body.name);
    return repo.insertClass(tx, body);
  });
  return getClass(ctx, id);
}

export async function updateClass(
  ctx: ServiceContext,
  id: number,
  body: ProductClassBody,
): Promise<ProductClass> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findClass(tx, id))) throw notFound("Class");
    await assertClassName(tx, body.name, id);
    // A serialized product must stay in a serialized class.
    const serializedProducts = body.serialized ? 0 : await repo.serializedProductCount(tx, id);
    if (serializedProducts > 0) {
      throw fieldError(
        "serialized",
        `${serializedProducts} serialized product${serializedProducts === 1 ? " is" : "s are"} in this class; move them first`,
      );
    }
    await repo.updateClass(tx, id, body);
  });
  return getClass(ctx, id);
}

/** Removes an unused class; one that products or attributes use is refused (409), saying which. */
export async function deleteClass(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findClass(tx, id))) throw notFound("Class");
    const usage = await repo.classUsage(tx, id);
    const uses = [
      usage.products ? `${usage.products} product${usage.products === 1 ? "" : "s"}` : "",
      usage.attributes ? `${usage.attributes} attribute${usage.attributes === 1 ? "" : "s"}` : "",
    ].filter(Boolean);
    if (uses.length)
      throw new AppError(
        409,
        `This class is used by ${uses.join(" and ")}; move or remove them first, or make it inactive`,
      );
    await repo.deleteClass(tx, id);
  });
}

export async function listAttributes(ctx: ServiceContext, classId?: number): Promise<ClassAttribute[]> {
  if (classId) await getClass(ctx, classId);
  return repo.listAttributes(ctx.db, classId);
}

export async function getAttribute(ctx: ServiceContext, id: number): Promise<ClassAttribute> {
  const found = await repo.findAttribute(ctx.db, id);
  if (!found) throw notFound("Attribute");
  return found;
}

async function checkAttribute(db: Db, body: ClassAttributeBody, exceptId?: number) {
  if (await repo.attributeNameTaken(db, body.name, exceptId)) throw fieldError("name", DUPLICATE_ATTRIBUTE);
  const found = await repo.existingClassIds(db, body.classIds);
  const unknown = body.classIds.filter((id) => !found.has(id));
  if (unknown.length) throw fieldError("classIds", `Unknown class: ${unknown.join(", ")}`);
}

/** Creates an attribute and its classes in one transaction. */
export async function createAttribute(
  ctx: ServiceContext,
  body: ClassAttributeBody,
): Promise<ClassAttribute> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkAttribute(tx, body);
    const newId = await repo.insertAttribute(tx, body);
    await repo.replaceAttributeClasses(tx, newId, [...new Set(body.classIds)]);
    return newId;
  });
  return getAttribute(ctx, id);
}

/** Updates an attribute; values products already hold are kept (they are checked on the product's next save). */
export async function updateAttribute(
  ctx: ServiceContext,
  id: number,
  body: ClassAttributeBody,
): Promise<ClassAttribute> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findAttribute(tx, id))) throw notFound("Attribute");
    await checkAttribute(tx, body, id);
    await repo.updateAttribute(tx, id, body);
    await repo.replaceAttributeClasses(tx, id, [...new Set(body.classIds)]);
  });
  return getAttribute(ctx, id);
}

export async function deleteAttribute(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findAttribute(tx, id))) throw notFound("Attribute");
    const used = await repo.attributeValueCount(tx, id);
    if (used)
      throw new AppError(409, `${used} product${used === 1 ? " has" : "s have"} a value for this attribute`);
    await repo.deleteAttribute(tx, id);
  });
}

export async function listAttributeSets(ctx: ServiceContext, classId: number): Promise<AttributeSet[]> {
  await getClass(ctx, classId);
  return repo.attributeSets(ctx.db, classId);
}

export function listCutlines(ctx: ServiceContext, classId?: number): Promise<EcommerceCutline[]> {
  return cutlines.listCutlines(ctx.db, classId);
}

/** Replaces a class's marketplace floors as a set, in one transaction. */
export async function saveCutlines(
  ctx: ServiceContext,
  classId: number,
  body: EcommerceCutlinesBody,
): Promise<EcommerceCutline[]> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findClass(tx, classId))) throw notFound("Class");
    await cutlines.replaceCutlines(tx, classId, body.cutlines);
  });
  return cutlines.listCutlines(ctx.db, classId);
}
