import type { ClassAttribute, Product, ProductInput, ProductType } from "@ops/domain";

/** What the product form holds: text for inputs and selects; the API takes numbers and nulls. */
export type ProductFormValues = {
  name: string;
  type: ProductType;
  classId: string | null;
  brandId: string | null;
  lineId: string | null;
  group: string;
  description: string;
  weight: number | string;
  serialPattern: string;
  serialRequired: boolean;
  aliasOfId: string | null;
  active: boolean;
  /** Values by attribute id, as typed. */
  attributes: Record<string, string | number>;
  references: { topic: string; identifier: string }[];
};

const idText = (id: number | null) => (id === null ? null : String(id));
const idOf = (text: string | null) => (text ? Number(text) : null);

export function emptyProductValues(type: ProductType = "palletized"): ProductFormValues {
  return {
    name: "",
    type,
    classId: null,
    brandId: null,
    lineId: null,
    group: "",
    description: "",
    weight: "",
    serialPattern: "",
    serialRequired: false,
    aliasOfId: null,
    active: true,
    attributes: {},
    references: [],
  };
}

export function productValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    type: product.type,
    classId: idText(product.classId),
    brandId: idText(product.brandId),
    lineId: idText(product.lineId),
    group: product.group ?? "",
    description: product.description ?? "",
    weight: product.weight ?? "",
    serialPattern: product.serialPattern ?? "",
    serialRequired: product.serialRequired,
    aliasOfId: idText(product.aliasOfId),
    active: product.active,
    attributes: Object.fromEntries(product.attributes.map((a) => [String(a.attributeId), a.value])),
    references: product.references.map((r) => ({ ...r })),
  };
}

/**
 * The body of `POST /products` and `PUT /products/{id}`: only the attributes of the chosen
 * class that have a value (numbers as numbers), serial settings only for serialized products.
 */
export function toProductBody(
  values: ProductFormValues,
  classAttributes: readonly ClassAttribute[],
): ProductInput {
  const serialized = values.type === "serialized";
  const attributes = classAttributes.flatMap((attribute) => {
    const raw = values.attributes[String(attribute.id)];
    if (raw === undefined || String(raw).trim() === "") return [];
    const value = attribute.kind === "number" && typeof raw === "string" ? Number(raw) : raw;
    return [{ attributeId: attribute.id, value }];
  });
  return {
    name: values.name,
    type: values.type,
    classId: idOf(values.classId),
    brandId: idOf(values.brandId),
    lineId: values.brandId ? idOf(values.lineId) : null,
    group: values.group,
    description: values.description,
    weight: values.weight === "" ? null : Number(values.weight),
    serialPattern: serialized ? values.serialPattern : null,
    serialRequired: serialized ? values.serialRequired : false,
    aliasOfId: values.type === "alias" ? idOf(values.aliasOfId) : null,
    active: values.active,
    attributes,
    references: values.references.filter((r) => r.topic.trim() || r.identifier.trim()),
  };
}

/** Required attributes of the class left empty, as form errors (`attributes.<id>`). */
export function missingAttributes(values: ProductFormValues, classAttributes: readonly ClassAttribute[]) {
  const errors: Record<string, string> = {};
  for (const attribute of classAttributes) {
    const raw = values.attributes[String(attribute.id)];
    if (attribute.required && (raw === undefined || String(raw).trim() === ""))
      errors[`attributes.${attribute.id}`] = `${attribute.name} is required`;
  }
  return errors;
}

/**
 * The server names attribute errors by their place in the body (`attributes.2.value`); the form
 * shows them on the input of that attribute (`attributes.<attributeId>`).
 */
export function formErrorsOf(
  serverErrors: Record<string, string>,
  body: ProductInput,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverErrors)) {
    const match = /^attributes\.(\d+)\./.exec(path);
    const attributeId = match ? body.attributes?.[Number(match[1])]?.attributeId : undefined;
    errors[attributeId === undefined ? path : `attributes.${attributeId}`] = message;
  }
  return errors;
}
