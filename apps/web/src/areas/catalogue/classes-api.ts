import type {
  Brand,
  BrandBody,
  ClassAttribute,
  ClassAttributeInput,
  EcommerceCutline,
  EcommerceCutlinesBody,
  Line,
  LineBody,
  ProductClass,
  ProductClassInput,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api";
import { catalogueKeys, validId } from "./api";

// Brands, classes and serialized classes are cached once loaded (SPEC §9): they are fetched
// again only after a write of this browser invalidates them.

/** Every class, by name. */
export function useClasses() {
  return useQuery({
    queryKey: catalogueKeys.classes,
    queryFn: () => api.get<ProductClass[]>("/classes"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Active classes whose products carry serial numbers. */
export function useSerializedClasses() {
  return useQuery({
    queryKey: catalogueKeys.serializedClasses,
    queryFn: () => api.get<ProductClass[]>("/classes/serialized"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProductClass(id: number) {
  return useQuery({
    queryKey: catalogueKeys.productClass(id),
    queryFn: () => api.get<ProductClass>(`/classes/${id}`),
    enabled: validId(id),
  });
}

export function useClassAttributes(classId: number | null) {
  const id = classId ?? Number.NaN;
  return useQuery({
    queryKey: catalogueKeys.classAttributes(id),
    queryFn: () => api.get<ClassAttribute[]>(`/classes/${id}/attributes`),
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
      id ? api.put<ProductClass>(`/classes/${id}`, body) : api.post<ProductClass>("/classes", body),
    onSuccess: invalidate,
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/classes/${id}`),
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
          if (change.op === "create") await api.post<ClassAttribute>("/class_attributes", change.body);
          else if (change.op === "update")
            await api.put<ClassAttribute>(`/class_attributes/${change.id}`, change.body);
          else await api.delete<void>(`/class_attributes/${change.id}`);
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
    queryFn: () => api.get<Brand[]>("/brands"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveBrand(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandBody) =>
      id ? api.put<Brand>(`/brands/${id}`, body) : api.post<Brand>("/brands", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/brands/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
  });
}

/** The lines of a brand (none asked for without one). */
export function useLines(brandId: number | null) {
  const id = brandId ?? Number.NaN;
  return useQuery({
    queryKey: catalogueKeys.lines(id),
    queryFn: () => api.get<Line[]>("/lines", { brand_id: id }),
    enabled: validId(id),
    staleTime: 60_000,
  });
}

// ---- ecommerce cutlines ----------------------------------------------------------------------

export function useCutlines() {
  return useQuery({
    queryKey: catalogueKeys.cutlines,
    queryFn: () => api.get<EcommerceCutline[]>("/ecommerce_cutlines"),
  });
}

export function useSaveCutlines(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EcommerceCutlinesBody) =>
      api.put<EcommerceCutline[]>(`/ecommerce_cutlines/${classId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.cutlines }),
  });
}

export function useSaveLine(brandId: number, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineBody) =>
      id ? api.put<Line>(`/lines/${id}`, body) : api.post<Line>("/lines", body),
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
    mutationFn: (id: number) => api.delete<void>(`/lines/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.lines(brandId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.brands }),
      ]),
  });
}
