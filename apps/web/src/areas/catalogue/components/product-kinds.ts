import type { ProductType } from "@ops/domain";

/** The product screens of SPEC §2 share their views; this is what differs between them. */
export type ProductKind = {
  id: "products" | "serial-products";
  title: string;
  singular: string;
  basePath: string;
  /** The only type this screen lists and creates; absent: every type. */
  type?: ProductType;
};

export const PRODUCTS: ProductKind = {
  id: "products",
  title: "Products",
  singular: "product",
  basePath: "/products",
};

export const SERIAL_PRODUCTS: ProductKind = {
  id: "serial-products",
  title: "Serial products",
  singular: "serial product",
  basePath: "/serial-products",
  type: "serialized",
};
