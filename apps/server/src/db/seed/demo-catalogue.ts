import {
  AliasBody,
  BrandBody,
  ClassAttributeBody,
  EcommerceCutlinesBody,
  LineBody,
  ProductBody,
  ProductClassBody,
} from "@ops/domain";
import { createBrand, createLine } from "../../areas/catalogue/brands.service";
import { createAttribute, createClass, saveCutlines } from "../../areas/catalogue/classes.service";
import { createAlias, createProduct } from "../../areas/catalogue/products.service";
import type { ServiceContext } from "../../platform/context";
import { ATTRIBUTES, BRANDS, CLASSES, CUTLINES, PRODUCTS } from "./demo-catalogue-data";

/** A realistic catalogue for a first start, built through the catalogue use cases. */
export async function seedCatalogueDemo(ctx: ServiceContext): Promise<void> {
  const classIds = new Map<string, number>();
  for (const input of CLASSES)
    classIds.set(input.name, (await createClass(ctx, ProductClassBody.parse(input))).id);
  const attributeIds = new Map<string, number>();
  for (const { classes, ...input } of ATTRIBUTES) {
    const body = ClassAttributeBody.parse({ ...input, classIds: classes.map((c) => classIds.get(c)) });
    attributeIds.set(input.name, (await createAttribute(ctx, body)).id);
  }
  const brandIds = new Map<string, number>();
  const lineIds = new Map<string, number>();
  for (const [brand, lines] of Object.entries(BRANDS)) {
    const brandId = (await createBrand(ctx, BrandBody.parse({ name: brand }))).id;
    brandIds.set(brand, brandId);
    for (const line of lines)
      lineIds.set(line, (await createLine(ctx, LineBody.parse({ name: line, brandId }))).id);
  }
  for (const { class: className, brand, line, mpn, attributes, aliases, ...input } of PRODUCTS) {
    const product = await createProduct(
      ctx,
      ProductBody.parse({
        ...input,
        classId: classIds.get(className),
        brandId: brand ? brandIds.get(brand) : null,
        lineId: line ? lineIds.get(line) : null,
        attributes: Object.entries(attributes ?? {}).map(([name, value]) => ({
          attributeId: attributeIds.get(name),
          value,
        })),
        references: mpn ? [{ topic: "mpn", identifier: mpn }] : [],
      }),
    );
    for (const name of aliases ?? [])
      await createAlias(ctx, AliasBody.parse({ name, productId: product.id }));
  }
  for (const [className, floors] of Object.entries(CUTLINES)) {
    const grades = ["A", "B", "C", "D", "E", "F"] as const;
    const cutlines = grades.map((grade, i) => ({ grade, minPrice: floors[i] }));
    await saveCutlines(ctx, classIds.get(className) ?? 0, EcommerceCutlinesBody.parse({ cutlines }));
  }
}
