import {
  type BrandBody,
  type ClassAttributeInput,
  createBrand,
  createClassAttribute,
  createProductClass,
  createProductLine,
  deleteBrand,
  deleteClassAttribute,
  deleteProductClass,
  deleteProductLine,
  type EcommerceCutlinesBody,
  getProductClass,
  type LineBody,
  listBrands,
  listEcommerceCutlines,
  listProductClassAttributes,
  listProductClasses,
  listProductLines,
  listSerializedClasses,
  type ProductClassInput,
  replaceEcommerceCutlines,
  updateBrand,
  updateClassAttribute,
  updateProductClass,
  updateProductLine,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { catalogueKeys, validId } from "./api";

// Brands, classes and serialized classes are cached once loaded (SPEC §9): they are fetched
// again only after a write of this browser invalidates them.

/** Every class, by name. */
export function useClasses() {
  return useQuery({
    queryKey: catalogueKeys.classes,
    queryFn: () => call(listProductClasses, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Active classes whose products carry serial numbers. */
export function useSerializedClasses() {
  return useQuery({
    queryKey: catalogueKeys.serializedClasses,
    queryFn: () => call(listSerializedClasses, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProductClass(id: number) {
  return useQuery({
    queryKey: catalogueKeys.productClass(id),
    queryFn: () => call(getProductClass, { params: { id } }),
    enabled: validId(id),
  });
}

export function useClassAttributes(classId: number | null) {
  const id = classId ?? Number.NaN;
  return useQuery({
    queryKey: catalogueKeys.classAttributes(id),
    queryFn: () => call(listProductClassAttributes, { params: { id } }),
    enabled: validId(id),
  });
}

function useInvalidateClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.classes });
}

export function useSaveClass(id?: number) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (body: ProductClassInput) =>
      id ? call(updateProductClass, { params: { id }, body }) : call(createProductClass, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteProductClass, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.productClass(id) });
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.classes });
    },
  });
}

/** One change of an attribute list; see `planAttributeChanges`. */
export type AttributeChange =
  | { op: "create"; body: ClassAttributeInput; row: number }
  | { op: "update"; id: number; body: ClassAttributeInput; row?: number }
  | { op: "delete"; id: number };

/**
 * Applies the changes of an attribute list one by one (each is its own call); stops at the
 * first refusal, whose error is thrown with the index of the change that failed.
 */
export function useApplyAttributeChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: AttributeChange[]) => {
      for (const [index, change] of changes.entries()) {
        try {
          if (change.op === "create") await call(createClassAttribute, { body: change.body });
          else if (change.op === "update")
            await call(updateClassAttribute, { params: { id: change.id }, body: change.body });
          else await call(deleteClassAttribute, { params: { id: change.id } });
        } catch (error) {
          throw Object.assign(error as Error, { changeIndex: index });
        }
      }
    },
    // Also after a partial failure: what was saved shows, and the class counts follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.classes }),
  });
}

// ---- brands and lines ------------------------------------------------------------------------

export function useBrands() {
  return useQuery({
    queryKey: catalogueKeys.brands,
    queryFn: () => call(listBrands, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveBrand(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandBody) =>
      id ? call(updateBrand, { params: { id }, body }) : call(createBrand, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteBrand, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
  });
}

/** The lines of a brand (none asked for without one). */
export function useLines(brandId: number | null) {
  const id = brandId ?? Number.NaN;
  return useQuery({
    queryKey: catalogueKeys.lines(id),
    queryFn: () => call(listProductLines, { query: { brand_id: id } }),
    enabled: validId(id),
    staleTime: 60_000,
  });
}

// ---- ecommerce cutlines ----------------------------------------------------------------------

export function useCutlines() {
  return useQuery({
    queryKey: catalogueKeys.cutlines,
    queryFn: () => call(listEcommerceCutlines, {}),
  });
}

export function useSaveCutlines(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EcommerceCutlinesBody) =>
      call(replaceEcommerceCutlines, { params: { classId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.cutlines }),
  });
}

export function useSaveLine(brandId: number, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineBody) =>
      id ? call(updateProductLine, { params: { id }, body }) : call(createProductLine, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.lines(brandId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
      ]),
  });
}

export function useDeleteLine(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteProductLine, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.lines(brandId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
      ]),
  });
}
