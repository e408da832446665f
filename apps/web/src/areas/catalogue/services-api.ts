import type { ProductService, ProductServiceBody, Service, ServiceBody } from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api";
import { pricingKeys } from "../accounts/pricing-api";
import { programsKeys } from "../accounts/programs-api";
import { catalogueKeys, validId } from "./api";

/** Every service, active or not, by name (the services screen; program editors ask for active ones). */
export function useAllServices() {
  return useQuery({
    queryKey: [...catalogueKeys.services, "all"],
    queryFn: () => api.get<Service[]>("/services", { active: "all" }),
  });
}

export function useService(id: number) {
  return useQuery({
    queryKey: catalogueKeys.service(id),
    queryFn: () => api.get<Service>(`/services/${id}`),
    enabled: validId(id),
  });
}

/** Services show up in program editors and price item pickers too: refresh those lists as well. */
function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      queryClient.invalidateQueries({ queryKey: programsKeys.services }),
      queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
    ]);
}

export function useSaveService(id?: number) {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (body: ServiceBody) =>
      id ? api.put<Service>(`/services/${id}`, body) : api.post<Service>("/services", body),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/services/${id}`),
    onSuccess: invalidate,
  });
}

export function useProductServices() {
  return useQuery({
    queryKey: catalogueKeys.productServices,
    queryFn: () => api.get<ProductService[]>("/product_services"),
  });
}

export function useProductService(id: number) {
  return useQuery({
    queryKey: catalogueKeys.productService(id),
    queryFn: () => api.get<ProductService>(`/product_services/${id}`),
    enabled: validId(id),
  });
}

export function useSaveProductService(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductServiceBody) =>
      id
        ? api.put<ProductService>(`/product_services/${id}`, body)
        : api.post<ProductService>("/product_services", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productServices }),
  });
}

export function useDeleteProductService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/product_services/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productServices }),
  });
}
