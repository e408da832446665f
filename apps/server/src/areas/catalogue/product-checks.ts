import type { FieldErrors, ProductBody } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import * as brandsRepo from "./brands.repo";
import * as classesRepo from "./classes.repo";
import * as repo from "./products.repo";

export const DUPLICATE_PRODUCT = "A product or alias with this name already exists";

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/**
 * Checks a product body against the catalogue (names, class, brand, line, alias target,
 * attributes of the class, references) and answers what to store, or every field error at once.
 */
export async function checkProduct(db: Db, body: ProductBody, exceptId?: number) {
  const errors: FieldErrors = {};
  if ((await repo.takenNames(db, [body.name], exceptId)).size) add(errors, "name", DUPLICATE_PRODUCT);

  const productClass = body.classId === null ? undefined : await classesRepo.findClass(db, body.classId);
  if (body.classId !== null && !productClass) add(errors, "classId", "Unknown class");
  if (productClass && body.type === "serialized" && !productClass.serialized)
    add(errors, "classId", "A serialized product needs a serialized class");

  let brandId = body.brandId;
  if (brandId !== null && !(await brandsRepo.findBrand(db, brandId))) add(errors, "brandId", "Unknown brand");
  if (body.lineId !== null) {
    const line = await brandsRepo.findLine(db, body.lineId);
    if (!line) add(errors, "lineId", "Unknown line");
    else if (brandId !== null && line.brandId !== brandId)
      add(errors, "lineId", "This line belongs to another brand");
    else brandId = line.brandId;
  }

  if (body.aliasOfId !== null) {
    const aliased = await repo.productBasics(db, body.aliasOfId);
    if (!aliased || aliased.id === exceptId) add(errors, "aliasOfId", "Unknown product");
    else if (aliased.type === "alias")
      add(errors, "aliasOfId", "Choose the product itself, not another alias");
  }
  if (exceptId && body.type === "alias" && (await repo.productUsage(db, exceptId)).aliases)
    add(errors, "type", "Other aliases point at this product, so it cannot become an alias");

  const attributes = await checkAttributes(db, body, errors);
  checkReferences(body, errors, await repo.takenReferences(db, body.references, exceptId));

  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]?.[0] ?? "Some fields need attention";
    throw new AppError(422, first, errors);
  }
  const values: repo.ProductWrite = {
    name: body.name,
    type: body.type,
    classId: body.classId,
    brandId,
    lineId: body.lineId,
    group: body.group,
    description: body.description,
    weight: body.weight,
    serialPattern: body.serialPattern,
    serialRequired: body.serialRequired,
    aliasOfId: body.aliasOfId,
    active: body.active,
  };
  return { values, attributes };
}

async function checkAttributes(db: Db, body: ProductBody, errors: FieldErrors) {
  const defined = body.classId === null ? [] : await classesRepo.listAttributes(db, body.classId);
  const byId = new Map(defined.map((a) => [a.id, a]));
  const stored: { attributeId: number; value: string }[] = [];
  const seen = new Set<number>();
  for (const [index, entry] of body.attributes.entries()) {
    const attribute = byId.get(entry.attributeId);
    const at = `attributes.${index}`;
    const value = String(entry.value).trim();
    if (!attribute) add(errors, `${at}.attributeId`, "This attribute is not one of the class's attributes");
    else if (seen.has(entry.attributeId)) add(errors, `${at}.attributeId`, "Attribute given twice");
    else if (value === "") seen.add(entry.attributeId);
    else if (attribute.kind === "number" && !Number.isFinite(Number(value)))
      add(errors, `${at}.value`, `${attribute.name} must be a number`);
    else if (attribute.kind === "choice" && !attribute.options.includes(value))
      add(errors, `${at}.value`, `${attribute.name} must be one of: ${attribute.options.join(", ")}`);
    else {
      seen.add(entry.attributeId);
      stored.push({ attributeId: entry.attributeId, value });
    }
  }
  const missing = defined.filter((a) => a.required && !stored.some((s) => s.attributeId === a.id));
  for (const a of missing) add(errors, "attributes", `${a.name} is required`);
  return stored;
}

function checkReferences(body: ProductBody, errors: FieldErrors, taken: Map<string, string>) {
  const seen = new Set<string>();
  body.references.forEach((ref, index) => {
    const key = `${ref.topic}|${ref.identifier.toLowerCase()}`;
    if (seen.has(key)) add(errors, `references.${index}.identifier`, "Reference given twice");
    const owner = taken.get(key);
    if (owner) add(errors, `references.${index}.identifier`, `Already a reference of ${owner}`);
    seen.add(key);
  });
}
