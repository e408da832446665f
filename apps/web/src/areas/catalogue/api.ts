import {
  type Alias,
  type AliasBody,
  createProduct,
  createProductAlias,
  deleteProduct,
  deleteProductAlias,
  endpointPath,
  exportProducts,
  findProducts,
  getProduct,
  getProductAlias,
  importProducts,
  listProductAliases,
  listProducts,
  type ProductInput,
  type ProductList,
  type ProductType,
  updateProduct,
  updateProductAlias,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePage, DataTablePageParams } from "../../shared/DataTable";
import { call, familyOf } from "../../shared/endpoints";
import { pricingKeys } from "../accounts/pricing-api";

// Every key starts with "catalogue", so a write can refresh what depends on it (a product's
// name shows in aliases, product services and price lists).
export const catalogueKeys = {
  all: ["catalogue"] as const,
  products: ["catalogue", "products"] as const,
  productList: (filter: ProductsFilter) => ["catalogue", "products", "list", filter] as const,
  product: (id: number) => ["catalogue", "products", "detail", id] as const,
  find: (q: string, type?: ProductType) => ["catalogue", "products", "find", q, type ?? "any"] as const,
  aliases: ["catalogue", "aliases"] as const,
  alias: (id: number) => ["catalogue", "aliases", "detail", id] as const,
  classes: ["catalogue", "classes"] as const,
  serializedClasses: ["catalogue", "classes", "serialized"] as const,
  productClass: (id: number) => ["catalogue", "classes", "detail", id] as const,
  classAttributes: (id: number) => ["catalogue", "classes", "attributes", id] as const,
  brands: ["catalogue", "brands"] as const,
  lines: (brandId: number) => ["catalogue", "lines", brandId] as const,
  services: ["catalogue", "services"] as const,
  service: (id: number) => ["catalogue", "services", "detail", id] as const,
  productServices: ["catalogue", "product-services"] as const,
  productService: (id: number) => ["catalogue", "product-services", "detail", id] as const,
  cutlines: ["catalogue", "cutlines"] as const,
};

export const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The filters of the product lists besides paging, search and sort. */
export type ProductsFilter = { type?: ProductType; class_id?: number; brand_id?: number };

/** One page of products; the table's search text looks for names. */
export function fetchProductsPage(filter: ProductsFilter, params: DataTablePageParams): Promise<ProductList> {
  return call(listProducts, { query: { ...filter, ...params } });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: catalogueKeys.product(id),
    queryFn: () => call(getProduct, { params: { id } }),
    enabled: validId(id),
  });
}

/** Products whose name or alias contains `q` (at most 25); nothing is asked for empty text. */
export function useFindProducts(q: string, type?: ProductType) {
  const text = q.trim();
  return useQuery({
    queryKey: catalogueKeys.find(text, type),
    queryFn: () => call(findProducts, { query: { q: text, type, limit: 25 } }),
    enabled: text !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A product changes lists everywhere in the catalogue (class counts, aliases, product services)
 * and the items a price editor offers (kept a minute), like a service does.
 */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
    ]);
}

export function useSaveProduct(id?: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      id ? call(updateProduct, { params: { id }, body }) : call(createProduct, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: number) => call(deleteProduct, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.product(id) });
      return invalidate();
    },
  });
}

/** Sends a spreadsheet; all rows are written or none (a 422 names every bad cell). */
export function useImportProducts() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append("file", file, file.name);
      return call(importProducts, { form: data });
    },
    onSuccess: invalidate,
  });
}

/** Where the browser downloads the product list; the session cookie goes with a plain link. */
export function productExportUrl(format: "xlsx" | "csv"): string {
  return `${endpointPath(exportProducts, familyOf(exportProducts))}?${new URLSearchParams({ format })}`;
}

// ---- aliases ---------------------------------------------------------------------------------

export function fetchAliasesPage(params: DataTablePageParams): Promise<DataTablePage<Alias>> {
  return call(listProductAliases, { query: { ...params } });
}

export function useAlias(id: number) {
  return useQuery({
    queryKey: catalogueKeys.alias(id),
    queryFn: () => call(getProductAlias, { params: { id } }),
    enabled: validId(id),
  });
}

export function useSaveAlias(id?: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: AliasBody) =>
      id ? call(updateProductAlias, { params: { id }, body }) : call(createProductAlias, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlias() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: number) => call(deleteProductAlias, { params: { id } }),
    onSuccess: invalidate,
  });
}
