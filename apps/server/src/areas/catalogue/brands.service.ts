import type { Brand, BrandBody, Line, LineBody } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./brands.repo";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function listBrands(ctx: ServiceContext): Promise<Brand[]> {
  return repo.listBrands(ctx.db);
}

export async function getBrand(ctx: ServiceContext, id: number): Promise<Brand> {
  const found = await repo.findBrand(ctx.db, id);
  if (!found) throw notFound("Brand");
  return found;
}

async function assertBrandName(db: Db, name: string, exceptId?: number) {
  if (await repo.brandNameTaken(db, name, exceptId))
    throw fieldError("name", "A brand with this name already exists");
}

/** Creates a brand; names are unique in any case. */
export async function createBrand(ctx: ServiceContext, body: BrandBody): Promise<Brand> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertBrandName(tx, body.name);
    return repo.insertBrand(tx, body);
  });
  return getBrand(ctx, id);
}

export async function updateBrand(ctx: ServiceContext, id: number, body: BrandBody): Promise<Brand> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findBrand(tx, id))) throw notFound("Brand");
    await assertBrandName(tx, body.name, id);
    await repo.updateBrand(tx, id, body);
  });
  return getBrand(ctx, id);
}

/** Removes a brand no product or line uses (409 otherwise). */
export async function deleteBrand(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findBrand(tx, id);
    if (!found) throw notFound("Brand");
    const uses = [
      found.productCount ? plural(found.productCount, "product") : "",
      found.lineCount ? plural(found.lineCount, "line") : "",
    ].filter(Boolean);
    if (uses.length)
      throw new AppError(409, `This brand is used by ${uses.join(" and ")}; make it inactive instead`);
    await repo.deleteBrand(tx, id);
  });
}

export function listLines(ctx: ServiceContext, brandId?: number): Promise<Line[]> {
  return repo.listLines(ctx.db, brandId);
}

export async function getLine(ctx: ServiceContext, id: number): Promise<Line> {
  const found = await repo.findLine(ctx.db, id);
  if (!found) throw notFound("Line");
  return found;
}

async function checkLine(db: Db, body: LineBody, exceptId?: number) {
  if (!(await repo.findBrand(db, body.brandId))) throw fieldError("brandId", "Unknown brand");
  if (await repo.lineNameTaken(db, body.brandId, body.name, exceptId))
    throw fieldError("name", "This brand already has a line with this name");
}

/** Creates a line of a brand; its name is unique within the brand. */
export async function createLine(ctx: ServiceContext, body: LineBody): Promise<Line> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkLine(tx, body);
    return repo.insertLine(tx, body);
  });
  return getLine(ctx, id);
}

export async function updateLine(ctx: ServiceContext, id: number, body: LineBody): Promise<Line> {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findLine(tx, id);
    if (!found) throw notFound("Line");
    // Products name the brand and line separately, so a used line cannot move to another brand.
    if (found.brandId !== body.brandId && found.productCount)
      throw fieldError("brandId", `${plural(found.productCount, "product")} use this line under its brand`);
    await checkLine(tx, body, id);
    await repo.updateLine(tx, id, body);
  });
  return getLine(ctx, id);
}

export async function deleteLine(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findLine(tx, id);
    if (!found) throw notFound("Line");
    if (found.productCount)
      throw new AppError(
        409,
        `This line is used by ${plural(found.productCount, "product")}; make it inactive instead`,
      );
    await repo.deleteLine(tx, id);
  });
}
