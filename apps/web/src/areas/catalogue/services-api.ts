import {
  createProductService,
  createService,
  deleteProductService,
  deleteService,
  getProductService,
  getService,
  listProductServices,
  listServices,
  type ProductServiceBody,
  type ServiceBody,
  updateProductService,
  updateService,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { pricingKeys } from "../accounts/pricing-api";
import { programsKeys } from "../accounts/programs-api";
import { catalogueKeys, validId } from "./api";

/** Every service, active or not, by name (the services screen; program editors ask for active ones). */
export function useAllServices() {
  return useQuery({
    queryKey: [...catalogueKeys.services, "all"],
    queryFn: () => call(listServices, { query: { active: "all" } }),
  });
}

export function useService(id: number) {
  return useQuery({
    queryKey: catalogueKeys.service(id),
    queryFn: () => call(getService, { params: { id } }),
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
      id ? call(updateService, { params: { id }, body }) : call(createService, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) => call(deleteService, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useProductServices() {
  return useQuery({
    queryKey: catalogueKeys.productServices,
    queryFn: () => call(listProductServices, {}),
  });
}

export function useProductService(id: number) {
  return useQuery({
    queryKey: catalogueKeys.productService(id),
    queryFn: () => call(getProductService, { params: { id } }),
    enabled: validId(id),
  });
}

export function useSaveProductService(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductServiceBody) =>
      id ? call(updateProductService, { params: { id }, body }) : call(createProductService, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productServices }),
  });
}

export function useDeleteProductService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteProductService, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productServices }),
  });
}
