import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pricingKeys } from "../accounts/pricing-api";
import { catalogueKeys, useDeleteProduct, useSaveProduct } from "./api";

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What a price editor's item picker found before the product existed.
  client.setQueryData(pricingKeys.items("widget"), []);
  client.setQueryData(catalogueKeys.brands, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe("product writes", () => {
  it("refresh the items a price editor offers, so a new product can be priced at once", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ id: 7, name: "Widget" }), { status: 201 })),
    );
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useSaveProduct(), { wrapper });
    await act(() => result.current.mutateAsync({ name: "Widget" } as never));
    expect(client.getQueryState(pricingKeys.items("widget"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(catalogueKeys.brands)?.isInvalidated).toBe(true);
  });

  it("refresh them after a delete too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useDeleteProduct(), { wrapper });
    await act(() => result.current.mutateAsync(7));
    expect(client.getQueryState(pricingKeys.items("widget"))?.isInvalidated).toBe(true);
  });
});
