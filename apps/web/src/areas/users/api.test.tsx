import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteKey } from "../../shared/session";
import { useUpdateUser } from "./api";

afterEach(() => vi.unstubAllGlobals());

function setup(signedInId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, { user: { id: signedInId, name: "Ann Lee" }, warehouses: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ id: 5, name: "Ann Smith" }), { status: 200 })),
  );
  return { client, wrapper };
}

describe("useUpdateUser", () => {
  it("refreshes the session when the signed-in user edits themselves", async () => {
    const { client, wrapper } = setup(5);
    const { result } = renderHook(() => useUpdateUser(5), { wrapper });
    await act(() => result.current.mutateAsync({} as never));
    expect(client.getQueryState(siteKey)?.isInvalidated).toBe(true);
  });

  it("leaves the session alone when someone else is edited", async () => {
    const { client, wrapper } = setup(9);
    const { result } = renderHook(() => useUpdateUser(5), { wrapper });
    await act(() => result.current.mutateAsync({} as never));
    expect(client.getQueryState(siteKey)?.isInvalidated).toBe(false);
  });
});
