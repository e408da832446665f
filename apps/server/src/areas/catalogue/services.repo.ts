import type {
  ProductService,
  ProductServiceBody,
  Service,
  ServiceBody,
  ServiceCategory,
  ServicesQuery,
} from "@ops/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { priceEntries, productServices, products, programServices, services } from "../../db/schema";
import { nameTaken } from "./names.repo";

const serviceColumns = {
  id: services.id,
  name: services.name,
  category: services.category,
  active: services.active,
};
const toService = (r: { id: number; name: string; category: string; active: boolean }): Service => ({
  ...r,
  category: r.category as ServiceCategory,
});

/** The condition of a services list: active ones unless the query asks for inactive or all. */
export function serviceFilter(query: ServicesQuery): SQL | undefined {
  return and(
    query.active === "all" ? undefined : eq(services.active, query.active === "true"),
    query.category ? eq(services.category, query.category) : undefined,
  );
}

export async function listServices(db: Db, where?: SQL): Promise<Service[]> {
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(where)
    .orderBy(asc(sql`lower(${services.name})`));
  return rows.map(toService);
}

export async function findService(db: Db, id: number): Promise<Service | undefined> {
  const rows = await db.select(serviceColumns).from(services).where(eq(services.id, id)).limit(1);
  return rows[0] ? toService(rows[0]) : undefined;
}

export async function insertService(db: Db, body: ServiceBody): Promise<number> {
  const [row] = await db.insert(services).values(body).returning({ id: services.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateService(db: Db, id: number, body: ServiceBody): Promise<void> {
  await db.update(services).set(body).where(eq(services.id, id));
}

export async function deleteService(db: Db, id: number): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

/** How many programs, price entries and product services name a service. */
export async function serviceUsage(db: Db, id: number) {
  const count = sql<number>`count(*)::int`;
  const [programs, prices, productLinks] = await Promise.all([
    db.select({ n: count }).from(programServices).where(eq(programServices.serviceId, id)),
    db.select({ n: count }).from(priceEntries).where(eq(priceEntries.serviceId, id)),
    db.select({ n: count }).from(productServices).where(eq(productServices.serviceId, id)),
  ]);
  return { programs: programs[0]?.n ?? 0, prices: prices[0]?.n ?? 0, products: productLinks[0]?.n ?? 0 };
}

const productServiceColumns = {
  id: productServices.id,
  productId: productServices.productId,
  productName: products.name,
  serviceId: productServices.serviceId,
  serviceName: services.name,
  serviceCategory: services.category,
  defaultPrice: productServices.defaultPrice,
  updatedAt: productServices.updatedAt,
};

type ProductServiceRow = Omit<ProductService, "serviceCategory" | "defaultPrice" | "updatedAt"> & {
  serviceCategory: string;
  defaultPrice: string | null;
  updatedAt: Date;
};
const toProductService = (r: ProductServiceRow): ProductService => ({
  ...r,
  serviceCategory: r.serviceCategory as ServiceCategory,
  defaultPrice: r.defaultPrice === null ? null : Number(r.defaultPrice),
  updatedAt: r.updatedAt.toISOString(),
});

function selectProductServices(db: Db) {
  return db
    .select(productServiceColumns)
    .from(productServices)
    .innerJoin(products, eq(products.id, productServices.productId))
    .innerJoin(services, eq(services.id, productServices.serviceId));
}

export async function listProductServices(
  db: Db,
  filter: { productId?: number; serviceId?: number },
): Promise<ProductService[]> {
  const rows = await selectProductServices(db)
    .where(
      and(
        filter.productId ? eq(productServices.productId, filter.productId) : undefined,
        filter.serviceId ? eq(productServices.serviceId, filter.serviceId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${products.name})`), asc(sql`lower(${services.name})`))
    .limit(5000);
  return rows.map(toProductService);
}

export async function findProductService(db: Db, id: number): Promise<ProductService | undefined> {
  const rows = await selectProductServices(db).where(eq(productServices.id, id)).limit(1);
  return rows[0] ? toProductService(rows[0]) : undefined;
}

export async function productServicePairTaken(db: Db, body: ProductServiceBody, exceptId?: number) {
  const rows = await db
    .select({ id: productServices.id })
    .from(productServices)
    .where(
      and(
        eq(productServices.productId, body.productId),
        eq(productServices.serviceId, body.serviceId),
        exceptId ? sql`${productServices.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const productServiceValues = (body: ProductServiceBody) => ({
  productId: body.productId,
  serviceId: body.serviceId,
  defaultPrice: body.defaultPrice === null ? null : body.defaultPrice.toFixed(2),
});

export async function insertProductService(db: Db, body: ProductServiceBody): Promise<number> {
  const [row] = await db
    .insert(productServices)
    .values(productServiceValues(body))
    .returning({ id: productServices.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateProductService(db: Db, id: number, body: ProductServiceBody): Promise<void> {
  await db
    .update(productServices)
    .set({ ...productServiceValues(body), updatedAt: sql`now()` })
    .where(eq(productServices.id, id));
}

export async function deleteProductService(db: Db, id: number): Promise<void> {
  await db.delete(productServices).where(eq(productServices.id, id));
}

export async function productExists(db: Db, id: number): Promise<{ type: string } | undefined> {
  const rows = await db.select({ type: products.type }).from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}

/** Whether another service has this name, in any case. */
export function serviceNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, services, { id: services.id, name: services.name }, name, exceptId);
}
