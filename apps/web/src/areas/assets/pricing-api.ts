import { getLoadPricing, importBulkFmvPricing, type PricingType, priceLoadAssets } from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";

// Every key starts with "inbound-pricing" (the accounts area's price lists use "pricing"), so a
// bulk import can refresh the pages of every load at once.
export const inboundPricingKeys = {
  all: ["inbound-pricing"] as const,
  load: (slug: string) => ["inbound-pricing", slug] as const,
  view: (family: string, slug: string, type: PricingType) => ["inbound-pricing", slug, family, type] as const,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** What a load's assets are priced at by one pricing type, with totals and the last pricing. */
export function usePricingView(family: string, slug: string, type: PricingType) {
  return useQuery({
    queryKey: inboundPricingKeys.view(family, slug, type),
    queryFn: () => call(getLoadPricing, { params: { slug, type } }),
    enabled: SLUG.test(slug),
  });
}

function pricingForm(fields: Record<string, string>, file: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  // The file goes last: the server reads the text fields before it streams the file.
  if (file) data.append("file", file, file.name);
  return data;
}

/** Pricing writes asset values and an event on the load: its pages, assets and events change. */
function useInvalidatePricing() {
  const queryClient = useQueryClient();
  return (slugs: string[] | "all") =>
    Promise.all([
      ...(slugs === "all"
        ? [queryClient.invalidateQueries({ queryKey: inboundPricingKeys.all })]
        : slugs.map((slug) => queryClient.invalidateQueries({ queryKey: inboundPricingKeys.load(slug) }))),
      queryClient.invalidateQueries({ queryKey: ["activities"] }),
      queryClient.invalidateQueries({ queryKey: ["assets"] }),
    ]);
}

/**
 * Prices a load's assets from a file (all rows or none; 422 `rows.<n>.<column>`); for yield
 * without a file, from the account's inbound unit prices.
 */
export function usePriceLoad(slug: string) {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: ({ type, file }: { type: PricingType; file: File | null }) =>
      call(priceLoadAssets, { params: { slug }, form: pricingForm({ type }, file) }),
    onSuccess: () => invalidate([slug]),
  });
}

/** Fair market values for the assets of several loads from one file (all rows or none). */
export function useBulkImportFmv() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: ({ file, slugs }: { file: File; slugs: string[] }) =>
      call(importBulkFmvPricing, { form: pricingForm({ slugs: JSON.stringify(slugs) }, file) }),
    onSuccess: () => invalidate("all"),
  });
}
